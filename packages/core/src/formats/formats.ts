import { FAB_FORMATS, type FabFormatCode } from '../games/fab/formats';
import { DEFAULT_CLOCK_MINUTES } from '../timers/clock';

/** The games whose events the app runs, in the order the formats list gives them. */
export const GAME_CODES = ['magic', 'fab'] as const;
export type GameCode = (typeof GAME_CODES)[number];

/** How a Magic format's decklist is written and counted (docs/product.md, Decklists). */
export type MagicDecklistStyle = 'sixty' | 'commander';
/** How a format's decklist is written and counted: Magic's two ways, and Flesh and Blood's (a hero, arena cards, a deck). */
export type DecklistStyle = MagicDecklistStyle | 'fab';

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

interface FormatBase {
  /** The code stored with events and decks, and sent as `format`. */
  format: string;
  name: string;
  /** A round's length at an event, in minutes: what a new round clock of a linked tournament starts from. */
  roundMinutes: number;
}

export interface MagicFormatInfo extends FormatBase {
  game: 'magic';
  decklist_style: MagicDecklistStyle;
  rules: FormatRules;
}

export interface FabFormatInfo extends FormatBase {
  game: 'fab';
  decklist_style: 'fab';
  /** The format's code in the Flesh and Blood rules (games/fab). */
  fab: FabFormatCode;
  /** Played with a young hero (Silver Age, Sealed Deck, Booster Draft), an adult one otherwise. */
  youngHero: boolean;
}

export type FormatInfo = MagicFormatInfo | FabFormatInfo;

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

const magic = (format: string, name: string, decklist_style: MagicDecklistStyle, rules: FormatRules): MagicFormatInfo => ({
  format,
  name,
  game: 'magic',
  decklist_style,
  rules,
  roundMinutes: DEFAULT_CLOCK_MINUTES,
});

/** A Flesh and Blood format: its code is the rules' code after `fab-`, so that no game's code can meet another's. */
const fab = (code: FabFormatCode): FabFormatInfo => ({
  format: `fab-${code}`,
  name: FAB_FORMATS[code].name,
  game: 'fab',
  decklist_style: 'fab',
  fab: code,
  youngHero: FAB_FORMATS[code].hero === 'young',
  roundMinutes: FAB_FORMATS[code].roundMinutes,
});

/**
 * The formats organisers can pick, in the order the select shows them: Magic's first, as they always were (a client
 * that knows only Magic sees its list unchanged at the top), then Flesh and Blood's.
 */
export const FORMATS: readonly FormatInfo[] = [
  magic('standard', 'Standard', 'sixty', constructed('standard')),
  magic('pioneer', 'Pioneer', 'sixty', constructed('pioneer')),
  magic('modern', 'Modern', 'sixty', constructed('modern')),
  magic('legacy', 'Legacy', 'sixty', constructed('legacy')),
  magic('vintage', 'Vintage', 'sixty', constructed('vintage')),
  magic('pauper', 'Pauper', 'sixty', constructed('pauper')),
  magic('premodern', 'Premodern', 'sixty', constructed('premodern')),
  magic('commander', 'Commander', 'commander', singleton('commander')),
  magic('duel', 'Duel Commander', 'commander', singleton('duel')),
  magic('paupercommander', 'Pauper Commander', 'commander', singleton('paupercommander', 'creature')),
  magic('limited', 'Limited (Sealed / Draft)', 'sixty', { legality: null, minMainDeck: 40, maxSideboard: null, maxCopies: null, exactDeckSize: null, commanders: null }),
  fab('cc'),
  fab('sage'),
  fab('ll'),
  fab('sealed'),
  fab('draft'),
];

const byCode = new Map(FORMATS.map((f) => [f.format, f]));

export const FORMAT_CODES = FORMATS.map((f) => f.format) as [string, ...string[]];

export function findFormat(code: string): FormatInfo | undefined {
  return byCode.get(code);
}

/** A Magic format by its code; undefined for another game's (or an unknown code). */
export function findMagicFormat(code: string): MagicFormatInfo | undefined {
  const info = byCode.get(code);
  return info?.game === 'magic' ? info : undefined;
}

/** The game of a format code: an unknown code (a retired format) was Magic's, as every event before a second game. */
export const gameOf = (code: string): GameCode => findFormat(code)?.game ?? 'magic';

/** A round's length in minutes for events of this format; an unknown code (a retired format) has Magic's. */
export const roundMinutesOf = (code: string): number => findFormat(code)?.roundMinutes ?? DEFAULT_CLOCK_MINUTES;

/** What the pages and exports call a game, before its format's name. Magic's formats go by their name alone, as always. */
const GAME_PREFIXES: Record<GameCode, string> = { magic: '', fab: 'Flesh and Blood · ' };

/**
 * A format as events, library decks, exports and sheets name it: another game's with the game first ('Flesh and
 * Blood · Classic Constructed'), so that a page says which game an event is. Unchanged in every language (a brand).
 * An unknown code (say, a format since retired) shows as itself. The formats list keeps the short `name`.
 */
export const formatName = (code: string): string => {
  const info = findFormat(code);
  return info ? GAME_PREFIXES[info.game] + info.name : code;
};

/** The formats list as the API sends it (format, name, decklist_style, game). */
export const formatEntries = () => FORMATS.map(({ format, name, decklist_style, game }) => ({ format, name, decklist_style, game }));
