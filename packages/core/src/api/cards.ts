import { z } from 'zod';
import { FORMAT_CODES } from '../formats/formats';
import type { CardGroup, DecklistCheck, DeckCard } from '../decklist/validate';
import { MAX_DECKLIST_TEXT_LENGTH } from '../decklist/limits';
import { unsafeText, unsafeTextMessage } from '../text/text';
import { textTypeError } from './common';

export const MAX_CARD_SEARCH_RESULTS = 20;

/** A card row of the card-group table (docs/product.md, Decklists). */
export const deckCardSchema = z.object({
  quantity: z.number().int(),
  card_name: z.string(),
  mana_cost: z.string(),
  mana_value: z.number().int(),
  type: z.string(),
  warnings: z.array(z.string()),
  /** A card not known: the names likely meant, best first (an addition to the contract). */
  suggestions: z.array(z.string()).optional(),
});
/** A group of the card-group table ({group_name, cards}). */
export const cardGroupSchema = z.object({ group_name: z.string(), cards: z.array(deckCardSchema) });

/** A format code from the formats list. */
export const formatCodeField = z.enum(FORMAT_CODES, { error: 'Choose a format from the list' });

/** Decklist text as sent by the deck forms; empty is allowed here (a live preview of an empty box). */
export const decklistTextField = z
  .string({ error: textTypeError('Decklist') })
  .normalize('NFC')
  .max(MAX_DECKLIST_TEXT_LENGTH, `Decklist must be at most ${MAX_DECKLIST_TEXT_LENGTH} characters`)
  .superRefine((value, context) => {
    const reason = unsafeText(value, { lines: true });
    if (reason) context.addIssue({ code: 'custom', message: unsafeTextMessage('Decklist', reason, { lines: true }) });
  });

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
  has_warnings: z.boolean(),
});
export type ValidateDecklistResponse = z.infer<typeof validateDecklistResponse>;

// The schemas and core's plain types describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesAgree: [
  Same<z.infer<typeof deckCardSchema>, DeckCard>,
  Same<z.infer<typeof cardGroupSchema>, CardGroup>,
  Same<ValidateDecklistResponse, DecklistCheck>,
] = [true, true, true];
void shapesAgree;
