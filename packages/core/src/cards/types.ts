import type { LegalityKey } from '../formats/formats';

/** A card's status in a format, as in Scryfall's `legalities`. */
export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted';

/** The type group a main-deck card is listed under (docs/product.md, Decklists). */
export type CardTypeGroup =
  | 'Creatures'
  | 'Planeswalkers'
  | 'Battles'
  | 'Instants'
  | 'Sorceries'
  | 'Artifacts'
  | 'Enchantments'
  | 'Lands'
  | 'Other';

/** How a card may share the command zone with a second commander. */
export type CommanderPairing =
  | { kind: 'partner' }
  | { kind: 'partner-with'; name: string }
  | { kind: 'friends-forever' }
  | { kind: 'choose-a-background' }
  | { kind: 'background' }
  | { kind: 'doctors-companion' }
  | { kind: 'doctor' };

export interface CommanderTraits {
  /** A legendary creature, or the card says it can be your commander. */
  legendary: boolean;
  /** A creature (Pauper Commander's commanders need only be creatures). */
  creature: boolean;
  pairing: CommanderPairing | null;
}

/** What validation needs to know about one card. */
export interface CardData {
  /** The name a decklist shows: both halves for split cards (`Fire // Ice`), the front face otherwise. */
  name: string;
  /** Face names of multi-faced cards (split, adventure, double-faced, flip), front first; empty otherwise. */
  faces: readonly string[];
  /** Brace-wrapped symbols, e.g. `{1}{U}{U}`; split cards `{1}{R} // {1}{U}`; empty for lands or when unknown. */
  manaCost: string;
  manaValue: number;
  /** Scryfall's type line, e.g. `Legendary Creature — Elf Druid`; empty when unknown. */
  typeLine: string;
  group: CardTypeGroup;
  /** Only the keys the data has; a missing key means unknown, never illegal. */
  legalities: Partial<Record<LegalityKey, Legality>>;
  /** Colour identity as WUBRG letters (`'BG'`, `''` for colourless), or null when unknown. */
  colorIdentity: string | null;
  /**
   * Copies a deck may hold when the card overrides the format's rule: Infinity for basic lands and
   * "any number of cards named …" cards, 7 for Seven Dwarves; null to follow the format.
   */
  copyLimit: number | null;
  /** What the card can do as a commander; null when unknown (cards with partial data). */
  commander: CommanderTraits | null;
}

/** The card data a decklist is checked against. The server supplies it; parsing never needs it. */
export interface CardLookup {
  /** The card with this name (normalised: case, accents, quotes, either face...), if any. */
  find(name: string): CardData | undefined;
  /** Up to `limit` known names close to an unknown one, best first. */
  suggest(name: string, limit?: number): string[];
}

/** No card data (the server could load none): every name is unknown and nothing is suggested. */
export const NO_CARD_DATA: CardLookup = { find: () => undefined, suggest: () => [] };
