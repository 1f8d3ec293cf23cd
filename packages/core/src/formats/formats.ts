/** How a format's decklist is written and counted (docs/product.md, Decklists). */
export type DecklistStyle = 'sixty' | 'commander';

/** Legality keys of the card data (Scryfall's `legalities`). */
export type LegalityKey =
  | 'standard'
  | 'pioneer'
  | 'modern'
  | 'legacy'
  | 'vintage'
  | 'pauper'
  | 'premodern'
  | 'commander'
  | 'duel'
  | 'paupercommander';

export interface FormatRules {
  /**
   * Card legality to check, or null when any card may be played (Limited). A card whose data lacks
   * the key is not checked: the committed snapshot knows no `paupercommander` legality, Scryfall's file has it.
   */
  legality: LegalityKey | null;
  /** Main deck at least this many cards (sixty style). */
  minMainDeck: number;
  /** Sideboard at most this many cards, or null for no limit. */
  maxSideboard: number | null;
  /** Copies of a card allowed (basic lands and "any number" cards aside), or null for no limit. */
  maxCopies: number | null;
  /** Commander style: the whole deck, commanders included, has exactly this many cards. */
  exactDeckSize: number | null;
  /**
   * Who may be a commander: a legendary creature (or a card that says it can be your commander), any
   * creature (Pauper Commander, whose uncommon-only rule the card data cannot check), or null (no commander).
   */
  commanders: 'legendary' | 'creature' | null;
}

export interface FormatInfo {
  /** The code stored with events and decks, and sent as `format`. */
  format: string;
  name: string;
  decklist_style: DecklistStyle;
  rules: FormatRules;
}

const constructed = (legality: LegalityKey): FormatRules => ({
  legality,
  minMainDeck: 60,
  maxSideboard: 15,
  maxCopies: 4,
  exactDeckSize: null,
  commanders: null,
});

const singleton = (legality: LegalityKey, commanders: 'legendary' | 'creature' = 'legendary'): FormatRules => ({
  legality,
  minMainDeck: 100,
  maxSideboard: null,
  maxCopies: 1,
  exactDeckSize: 100,
  commanders,
});

/** The formats organisers can pick, in the order the select shows them. */
export const FORMATS: readonly FormatInfo[] = [
  { format: 'standard', name: 'Standard', decklist_style: 'sixty', rules: constructed('standard') },
  { format: 'pioneer', name: 'Pioneer', decklist_style: 'sixty', rules: constructed('pioneer') },
  { format: 'modern', name: 'Modern', decklist_style: 'sixty', rules: constructed('modern') },
  { format: 'legacy', name: 'Legacy', decklist_style: 'sixty', rules: constructed('legacy') },
  { format: 'vintage', name: 'Vintage', decklist_style: 'sixty', rules: constructed('vintage') },
  { format: 'pauper', name: 'Pauper', decklist_style: 'sixty', rules: constructed('pauper') },
  { format: 'premodern', name: 'Premodern', decklist_style: 'sixty', rules: constructed('premodern') },
  { format: 'commander', name: 'Commander', decklist_style: 'commander', rules: singleton('commander') },
  { format: 'duel', name: 'Duel Commander', decklist_style: 'commander', rules: singleton('duel') },
  { format: 'paupercommander', name: 'Pauper Commander', decklist_style: 'commander', rules: singleton('paupercommander', 'creature') },
  {
    format: 'limited',
    name: 'Limited (Sealed / Draft)',
    decklist_style: 'sixty',
    rules: { legality: null, minMainDeck: 40, maxSideboard: null, maxCopies: null, exactDeckSize: null, commanders: null },
  },
];

const byCode = new Map(FORMATS.map((f) => [f.format, f]));

export const FORMAT_CODES = FORMATS.map((f) => f.format) as [string, ...string[]];

export function findFormat(code: string): FormatInfo | undefined {
  return byCode.get(code);
}

/** A format's display name; an unknown code (say, a format since retired) shows as itself. */
export const formatName = (code: string): string => findFormat(code)?.name ?? code;

/** The formats list as the API sends it (format, name, decklist_style). */
export const formatEntries = () => FORMATS.map(({ format, name, decklist_style }) => ({ format, name, decklist_style }));
