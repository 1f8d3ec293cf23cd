import type { DecklistTotals } from '../decklist/totals';
import type { DecklistStyle, FormatInfo, GameCode } from '../formats/formats';

// The interfaces every game implements in its folder (docs/architecture.md, Where a game lives).

/** A checked list's groups, as the API sends them (`{group_name, cards}`). */
export type ListGroups = readonly { group_name: string; cards: readonly { quantity: number; card_name: string }[] }[];

/**
 * Where a card sits, for comparing two versions of a list: moving a card to the sideboard is a change. Magic's
 * zones are the commanders, the companion, the main deck and the sideboard; Flesh and Blood's the hero, the arena
 * cards (weapons and equipment) and the deck cards.
 */
export type DeckZone = 'commander' | 'companion' | 'main' | 'sideboard' | 'hero' | 'arena' | 'deck';

/**
 * Where a registered line counts in a deck check: the main deck (commanders included, a Flesh and Blood list's
 * deck cards), the side (the sideboard, or the arena cards), or neither (a companion, a hero). The zones are no
 * words: a page names 'side' by the list's game (the web's CountingAid).
 */
export type CountZone = 'main' | 'side' | 'other';

/** The sizes a deck of the format should have: main deck (commander style: the whole deck) and side (null: no limit). */
export interface DeckSizes {
  style: DecklistStyle;
  main: number;
  side: number | null;
}

/** A line of the registration sheet. */
export interface SheetLine {
  quantity: number;
  name: string;
}

/** A list laid out for the registration sheet, in its game's words (the sheet's own words are English). */
export interface SheetLayout {
  main: SheetLine[];
  side: SheetLine[];
  mainTotal: number;
  sideTotal: number;
  /** Flesh and Blood's hero, in the field Magic's sheet has for the deck's name; null for a sheet with a deck name. */
  hero: string | null;
  words: {
    main: string;
    continued: string;
    side: string;
    mainTotal: string;
    sideTotal: string;
    check: string;
    more: string;
  };
}

/**
 * What the app asks of a game about its checked lists, free of its card data and reader so that any page may use
 * it: each method an export of its own in the game's folder (`lists.ts`, `zones.ts`, `deck-sizes.ts`), reached
 * through a `PerGame` table where it is used. The check is in `check.ts`, the server's exports in `GameExports`;
 * the words on the page are the web's.
 */
export interface GameLists<F extends FormatInfo = FormatInfo> {
  /** The counts of a checked list in the game's terms (`main` and `side`: Flesh and Blood's deck and arena cards). */
  totals(groups: ListGroups): DecklistTotals;
  /** A group's zone, for a revision's changes. */
  zone(groupName: string): DeckZone;
  /** A group's zone in the counting aid of a deck check. */
  countZone(groupName: string): CountZone;
  /** What a deck of the format should count, for the counting aid. */
  deckSizes(format: F): DeckSizes;
}

/**
 * What the server makes of a game's checked lists, one object per game (`games/<game>/exports.ts`), apart from
 * `GameLists` so that no page carries it: the text a download or a published list writes, and the sheet.
 */
export interface GameExports {
  /** A checked list as text in the game's way, which its reader reads back (downloads, exports, published lists). */
  text(groups: ListGroups): string;
  /** The registration sheet's columns and words. */
  sheet(groups: ListGroups): SheetLayout;
}

/** A game's formats. */
export type FormatOf<G extends GameCode> = Extract<FormatInfo, { game: G }>;
