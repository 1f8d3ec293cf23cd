import { z } from 'zod';
import { FORMAT_CODES } from '../formats/formats';
import type { CardGroup, DecklistCheck, DeckCard } from '../decklist/validate';
import { COLOUR_CODES, type CardWarningDetail, type DeckWarningDetail } from '../decklist/warnings';
import { MAX_DECKLIST_TEXT_LENGTH } from '../decklist/limits';
import { unsafeText, unsafeTextMessage } from '../text/text';
import { textTypeError } from './common';

export const MAX_CARD_SEARCH_RESULTS = 20;

const count = z.number().int();
const formatName = z.string();
const colours = z.array(z.enum(COLOUR_CODES));
const pitchName = z.enum(['red', 'yellow', 'blue']);
const pitchNames = z.array(pitchName);
const warning = <C extends string, P extends z.ZodRawShape>(code: C, params: P) => z.object({ code: z.literal(code), params: z.object(params) });

/**
 * A card warning as data (an addition to the contract): a code and its named values, for clients that
 * write the warning in their reader's language. Card and format names are as in the English sentence.
 */
export const cardWarningDetailSchema = z
  .discriminatedUnion('code', [
  warning('unknown_card', { suggestions: z.array(z.string()) }),
  warning('banned', { format_name: formatName }),
  warning('not_legal', { format_name: formatName }),
  warning('restricted', { format_name: formatName, copies: count }),
  warning('too_many_copies', { format_name: formatName, copies: count, limit: count }),
  warning('legendary', { format_name: formatName, copies: count }),
  warning('outside_identity', { card_colours: colours, commander_colours: colours }),
  warning('pitch_needed', { pitches: pitchNames }),
  warning('no_such_pitch', { pitch: pitchName, pitches: pitchNames }),
  warning('suspended', { format_name: formatName }),
  warning('living_legend', { format_name: formatName }),
  warning('not_for_hero', { hero_name: z.string(), card_classes: z.array(z.string()), card_talents: z.array(z.string()) }),
  ])
  .meta({
    id: 'CardWarning',
    description:
      "A card warning's code and values, at the index of its English sentence in `warnings` (docs/api-contract.md, Warnings as data). More codes may come: show the English sentence for an unknown one.",
  });

/** A deck warning as data (an addition to the contract), like cardWarningDetailSchema. */
export const deckWarningDetailSchema = z
  .discriminatedUnion('code', [
  warning('unreadable_line', { line: count, text: z.string() }),
  warning('no_count', { line: count, card_name: z.string() }),
  warning('zero_count', { line: count, text: z.string() }),
  warning('main_too_small', { count, min: count, format_name: formatName }),
  warning('sideboard_too_big', { count, max: count, companion_included: z.boolean() }),
  warning('deck_size', { count, size: count, format_name: formatName }),
  warning('no_commander', {}),
  warning('too_many_commanders', { count }),
  warning('not_a_commander', { card_name: z.string(), rule: z.enum(['legendary', 'creature']), format_name: formatName }),
  warning('not_partners', { card_name: z.string(), other_card_name: z.string() }),
  warning('not_in_pool', { card_name: z.string(), count }),
  warning('more_than_pool', { card_name: z.string(), copies: count, in_pool: count }),
  warning('no_hero', {}),
  warning('too_many_heroes', { count }),
  warning('wrong_hero_age', { card_name: z.string(), age: z.enum(['adult', 'young']), format_name: formatName }),
  warning('deck_too_small', { count, min: count, format_name: formatName }),
  warning('pool_too_big', { count, max: count, format_name: formatName }),
  ])
  .meta({
    id: 'DeckWarning',
    description:
      "A deck warning's code and values, at the index of its English sentence in `deck_warnings` (docs/api-contract.md, Warnings as data). More codes may come: show the English sentence for an unknown one.",
  });

/**
 * The deck warnings as data: `deck_warning_details[i]` is `deck_warnings[i]`. Beyond the contract, and
 * like its other additions optional in the schema; this server always sends it.
 */
export const deckWarningDetailsField = z.array(deckWarningDetailSchema).optional();

/** A card row of the card-group table (docs/product.md, Decklists). */
export const deckCardSchema = z.object({
  quantity: z.number().int(),
  card_name: z.string(),
  mana_cost: z.string(),
  mana_value: z.number().int(),
  type: z.string(),
  warnings: z.array(z.string()),
  /** The warnings as data: `warning_details[i]` is `warnings[i]` (an addition to the contract; always sent). */
  warning_details: z.array(cardWarningDetailSchema).optional(),
  /** A card not known: the names likely meant, best first (an addition to the contract). */
  suggestions: z.array(z.string()).optional(),
});
/** A group of the card-group table ({group_name, cards}). */
export const cardGroupSchema = z.object({ group_name: z.string(), cards: z.array(deckCardSchema) });

/** A format code from the formats list. */
export const formatCodeField = z.enum(FORMAT_CODES, { error: 'Choose a format from the list' });

/** A list of cards as text (a decklist, a pool), under its field's label: lines allowed, no hidden characters. */
export const cardListTextField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .normalize('NFC')
    .max(MAX_DECKLIST_TEXT_LENGTH, `${label} must be at most ${MAX_DECKLIST_TEXT_LENGTH} characters`)
    .superRefine((value, context) => {
      const reason = unsafeText(value, { lines: true });
      if (reason) context.addIssue({ code: 'custom', message: unsafeTextMessage(label, reason, { lines: true }), params: { code: 'unsafe_text', reason, lines: true } });
    });

/** Decklist text as sent by the deck forms; empty is allowed here (a live preview of an empty box). */
export const decklistTextField = cardListTextField('Decklist');

/** GET /api/cards/search?q=light&limit=8 */
export const cardSearchQuery = z.object({
  q: z.string({ error: textTypeError('Search') }).max(100, 'Search must be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(MAX_CARD_SEARCH_RESULTS).optional(),
});
export const cardSearchResult = z.object({ card_name: z.string(), mana_cost: z.string(), type_line: z.string() });
/** A bare list, best match first (the contract's CardResult[]). */
export const cardSearchResponse = z.array(cardSearchResult);
export type CardSearchResult = z.infer<typeof cardSearchResult>;
export type CardSearchResponse = z.infer<typeof cardSearchResponse>;

/** POST /api/decklists/validate: the groups and warnings of a list, for live previews. */
export const validateDecklistBody = z.object({ format: formatCodeField, decklist_text: decklistTextField });
export type ValidateDecklistBody = z.input<typeof validateDecklistBody>;
export const validateDecklistResponse = z.object({
  groups: z.array(cardGroupSchema),
  deck_warnings: z.array(z.string()),
  deck_warning_details: deckWarningDetailsField,
  has_warnings: z.boolean(),
});
export type ValidateDecklistResponse = z.infer<typeof validateDecklistResponse>;

// The schemas and core's plain types describe the same shapes (the warnings as data optional in the schemas only).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type CheckAsSent = Omit<DecklistCheck, 'deck_warning_details'> & { deck_warning_details?: DecklistCheck['deck_warning_details'] };
const shapesAgree: [
  Same<z.infer<typeof cardWarningDetailSchema>, CardWarningDetail>,
  Same<z.infer<typeof deckWarningDetailSchema>, DeckWarningDetail>,
  Same<z.infer<typeof deckCardSchema>, DeckCard>,
  Same<z.infer<typeof cardGroupSchema>, CardGroup>,
  Same<ValidateDecklistResponse, CheckAsSent>,
] = [true, true, true, true, true];
void shapesAgree;
