/**
 * The warnings of a checked list as data: a code and named values (docs/api-contract.md, Warnings as
 * data). A check makes these; its English sentences (`warnings`, `deck_warnings`, the contract's) are
 * rendered from them by messages.ts, and other clients render them in their reader's language.
 */

import type { FabCardWarning, FabDeckWarning } from '../games/fab/warnings';

/** The colours of a colour identity, as the card data writes them. */
export const COLOUR_CODES = ['W', 'U', 'B', 'R', 'G'] as const;
export type ColourCode = (typeof COLOUR_CODES)[number];

const isColourCode = (letter: string): letter is ColourCode => (COLOUR_CODES as readonly string[]).includes(letter);

/** A colour identity (`'WU'`) as codes, in its own order (the card data's is WUBRG). */
export const colourCodes = (identity: string): ColourCode[] => [...identity].filter(isColourCode);

/** The codes both games' checks give, with the same values. */
type SharedCardCode = 'unknown_card' | 'banned' | 'not_legal' | 'restricted' | 'too_many_copies';
type SharedDeckCode = 'unreadable_line' | 'no_count' | 'zero_count';

/**
 * A warning of one card row; `warning_details[i]` is the data of `warnings[i]`. Magic's below, and Flesh and Blood's
 * own (games/fab/warnings.ts): a check of either game answers in the same shapes.
 */
export type CardWarningDetail = MagicCardWarning | Exclude<FabCardWarning, { code: SharedCardCode }>;

/** A warning of the whole list; `deck_warning_details[i]` is the data of `deck_warnings[i]`. Both games', like the above. */
export type DeckWarningDetail = MagicDeckWarning | Exclude<FabDeckWarning, { code: SharedDeckCode }>;

type MagicCardWarning =
  /** Not in the card data; `suggestions` are the names likely meant, best first (may be empty). */
  | { code: 'unknown_card'; params: { suggestions: string[] } }
  | { code: 'banned'; params: { format_name: string } }
  | { code: 'not_legal'; params: { format_name: string } }
  /** A restricted card with more than 1 copy. */
  | { code: 'restricted'; params: { format_name: string; copies: number } }
  /** More copies than the format (or the card) allows; a `limit` of 1 is a singleton format. */
  | { code: 'too_many_copies'; params: { format_name: string; copies: number; limit: number } }
  /** The card's whole identity, and the commanders' combined identity (empty: colourless). */
  | { code: 'outside_identity'; params: { card_colours: ColourCode[]; commander_colours: ColourCode[] } };

type MagicDeckWarning =
  /** `text` is the line as the warning quotes it (longer than 60 characters: its first 57 and '...'). */
  | { code: 'unreadable_line'; params: { line: number; text: string } }
  /** `card_name` is the name as written, quoted like `text` above; it is counted as 1 copy. */
  | { code: 'no_count'; params: { line: number; card_name: string } }
  | { code: 'zero_count'; params: { line: number; text: string } }
  | { code: 'main_too_small'; params: { count: number; min: number; format_name: string } }
  /** `companion_included`: the count includes a companion that is not also in the sideboard. */
  | { code: 'sideboard_too_big'; params: { count: number; max: number; companion_included: boolean } }
  /** A commander-style deck (commanders included) that is not exactly `size` cards. */
  | { code: 'deck_size'; params: { count: number; size: number; format_name: string } }
  | { code: 'no_commander'; params: Record<string, never> }
  | { code: 'too_many_commanders'; params: { count: number } }
  /** `rule`: 'creature' where the format's commander must be a creature, 'legendary' otherwise. */
  | { code: 'not_a_commander'; params: { card_name: string; rule: 'legendary' | 'creature'; format_name: string } }
  /** Two commanders that cannot be commanders together, in the order listed. */
  | { code: 'not_partners'; params: { card_name: string; other_card_name: string } }
  /** A Limited main-deck card the pool it is built from does not have (limited/deck-check.ts). */
  | { code: 'not_in_pool'; params: { card_name: string; count: number } }
  /** More copies of a card in a Limited main deck than its pool has. */
  | { code: 'more_than_pool'; params: { card_name: string; copies: number; in_pool: number } };

export type CardWarningCode = CardWarningDetail['code'];
export type DeckWarningCode = DeckWarningDetail['code'];

export const CARD_WARNING_CODES = [
  'unknown_card',
  'pitch_needed',
  'no_such_pitch',
  'banned',
  'suspended',
  'living_legend',
  'not_legal',
  'restricted',
  'legendary',
  'too_many_copies',
  'outside_identity',
  'not_for_hero',
] as const satisfies readonly CardWarningCode[];
export const DECK_WARNING_CODES = [
  'unreadable_line',
  'no_count',
  'zero_count',
  'main_too_small',
  'sideboard_too_big',
  'deck_size',
  'no_commander',
  'too_many_commanders',
  'not_a_commander',
  'not_partners',
  'not_in_pool',
  'more_than_pool',
  'no_hero',
  'too_many_heroes',
  'wrong_hero_age',
  'deck_too_small',
  'pool_too_big',
] as const satisfies readonly DeckWarningCode[];

/** How the warnings quote a line: whole up to 60 characters, else its first 57 and '...'. */
export const quotedLineText = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * A checked list as the summary reads it. The details are optional only for answers made before they
 * existed: a warning without its details is summarised from its English text.
 */
export type CheckedListWithDetails = {
  groups: readonly {
    cards: readonly { card_name: string; warnings: readonly string[]; warning_details?: readonly CardWarningDetail[] | undefined }[];
  }[];
  deck_warnings: readonly string[];
  deck_warning_details?: readonly DeckWarningDetail[] | undefined;
};

/** A card named by a summary line: with its copies for a too-many-copies or restricted warning. */
export interface SummaryCard {
  card_name: string;
  copies: number | null;
}

/** A line of the 'Deck Warnings' summary. */
export type ProblemSummaryLine =
  /** A deck warning, as it is. */
  | { kind: 'deck'; detail: DeckWarningDetail }
  /**
   * One kind of card warning with the cards that have it ('Banned in Modern: Fury, Mental Misstep.').
   * `format_name` for banned, suspended, retired (Living Legend) and not legal (the others do not name the format).
   */
  | { kind: 'cards'; code: CardWarningCode; format_name: string | null; cards: SummaryCard[] }
  /** A warning without details (an older answer): the deck warning's text, or a card warning's with its cards. */
  | { kind: 'text'; text: string; cards: SummaryCard[] | null };

export interface ProblemSummary {
  /** Each deck warning, and each warning of each card. */
  count: number;
  lines: ProblemSummaryLine[];
}

/**
 * Every problem of a checked list, for its 'Deck Warnings' summary: the deck's own warnings, then one
 * line per kind of card warning naming its cards, kinds in the order of CARD_WARNING_CODES.
 */
export function summariseWarnings(check: CheckedListWithDetails): ProblemSummary {
  let count = check.deck_warnings.length;
  const deckDetails = check.deck_warning_details?.length === check.deck_warnings.length ? check.deck_warning_details : undefined;
  const lines: ProblemSummaryLine[] = check.deck_warnings.map((text, i) =>
    deckDetails ? { kind: 'deck', detail: deckDetails[i]! } : { kind: 'text', text, cards: null },
  );
  const byKind = new Map<string, { line: ProblemSummaryLine & { cards: SummaryCard[] }; order: number }>();
  for (const group of check.groups) {
    for (const card of group.cards) {
      const details = card.warning_details?.length === card.warnings.length ? card.warning_details : undefined;
      card.warnings.forEach((text, i) => {
        count += 1;
        const detail = details?.[i];
        const copies =
          detail?.code === 'restricted' || detail?.code === 'too_many_copies' || detail?.code === 'legendary' ? detail.params.copies : null;
        const formatName =
          detail?.code === 'banned' || detail?.code === 'not_legal' || detail?.code === 'suspended' || detail?.code === 'living_legend'
            ? detail.params.format_name
            : null;
        const key = detail ? `${detail.code}\u0000${formatName ?? ''}` : `\u0000${text}`;
        let kind = byKind.get(key);
        if (!kind) {
          kind = detail
            ? { line: { kind: 'cards', code: detail.code, format_name: formatName, cards: [] }, order: CARD_WARNING_CODES.indexOf(detail.code) }
            : { line: { kind: 'text', text, cards: [] }, order: CARD_WARNING_CODES.length };
          byKind.set(key, kind);
        }
        if (!kind.line.cards.some((named) => named.card_name === card.card_name && named.copies === copies)) {
          kind.line.cards.push({ card_name: card.card_name, copies });
        }
      });
    }
  }
  const cardLines = [...byKind.values()].sort((a, b) => a.order - b.order).map((kind) => kind.line);
  return { count, lines: [...lines, ...cardLines] };
}
