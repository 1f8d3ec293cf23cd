import type { PoolResponse } from '@decklist/core/api';
import { normaliseCardName } from '@decklist/core/cards';
import { SIDEBOARD_GROUP } from '@decklist/core/decklist';
import { FREE_BASIC_LANDS, freeBasicLandOf, isFreeBasicLandName, SHEET_COLOURS, type FreeBasicLand, type SetRarity, type SheetColour } from '@decklist/core/limited';

// A Limited deck built from a pool: the main deck is chosen from the pool plus any number of the five basic lands
// (Wastes and snow-covered basics are cards of the pool), the sideboard is the rest of the pool (docs/product.md,
// Limited events). Pure, so that the builder's page only draws.

/** A card of the pool, as the builder lists it. */
export interface PoolRow {
  /** The card's normalised name: the deck's counts are kept under it. */
  key: string;
  name: string;
  /** Copies in the pool. */
  count: number;
  rarity: SetRarity | null;
}

export interface PoolSection {
  colour: SheetColour | null;
  cards: PoolRow[];
}

/** What the player chose: copies of pool cards in the main deck (by key), and the five basic lands. */
export interface DeckChoices {
  main: Record<string, number>;
  basics: Partial<Record<FreeBasicLand, number>>;
}

/** A group of a deck as the server answers it (`{group_name, cards}`). */
export interface DeckGroup {
  group_name: string;
  cards: readonly { quantity: number; card_name: string }[];
}

export const NO_CHOICES: DeckChoices = { main: {}, basics: {} };

/** At most this many of one basic land (the decklist reader's largest count). */
export const MAX_BASICS = 999;

const RARITY_ORDER: (SetRarity | null)[] = ['M', 'R', 'U', 'C', 'L', 'S', null];
const colourRank = (colour: SheetColour | null) => (colour === null ? SHEET_COLOURS.length : SHEET_COLOURS.indexOf(colour));

/** The pool's cards as the pool page lists them: by the sheet's colours, rarest first within a colour, then by name. */
export function poolSections(pool: Pick<PoolResponse, 'groups'>): PoolSection[] {
  const sections = new Map<SheetColour | null, Map<string, PoolRow>>();
  for (const group of [...pool.groups].sort((a, b) => colourRank(a.colour) - colourRank(b.colour))) {
    let rows = sections.get(group.colour);
    if (!rows) sections.set(group.colour, (rows = new Map()));
    for (const card of group.cards) {
      if (card.count <= 0 || isFreeBasicLandName(card.card_name)) continue;
      const key = normaliseCardName(card.card_name);
      const row = rows.get(key);
      if (row) row.count += card.count;
      else rows.set(key, { key, name: card.card_name, count: card.count, rarity: card.rarity });
    }
  }
  return [...sections]
    .map(([colour, rows]) => ({
      colour,
      cards: [...rows.values()].sort((a, b) => RARITY_ORDER.indexOf(a.rarity) - RARITY_ORDER.indexOf(b.rarity) || a.name.localeCompare(b.name, 'en')),
    }))
    .filter((section) => section.cards.length > 0);
}

/**
 * An existing deck's main deck as choices: its cards found in the pool (by name, or a double-faced card by its
 * front face; at most the copies the pool has) and its basic lands. `groups` are the deck's as the server
 * answers them (its text read with the card data's names); the sideboard's are left out, as it is the rest of the pool.
 */
export function choicesFromDeck(groups: readonly DeckGroup[], sections: readonly PoolSection[]): DeckChoices {
  const rows = sections.flatMap((section) => section.cards);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const byFront = new Map(rows.map((row) => [normaliseCardName(row.name.split(' // ')[0]!), row]));
  const main: Record<string, number> = {};
  const basics: Partial<Record<FreeBasicLand, number>> = {};
  for (const group of groups) {
    if (group.group_name === SIDEBOARD_GROUP) continue;
    for (const card of group.cards) {
      const basic = freeBasicLandOf(card.card_name);
      if (basic) {
        basics[basic] = Math.min(MAX_BASICS, (basics[basic] ?? 0) + card.quantity);
        continue;
      }
      const key = normaliseCardName(card.card_name);
      const row = byKey.get(key) ?? byFront.get(normaliseCardName(card.card_name.split(' // ')[0]!));
      if (row) main[row.key] = Math.min(row.count, (main[row.key] ?? 0) + card.quantity);
    }
  }
  return { main, basics };
}

/** Copies of a pool card in the main deck: as chosen, never more than the pool has. */
export const inDeck = (row: PoolRow, choices: DeckChoices) => Math.max(0, Math.min(row.count, choices.main[row.key] ?? 0));

/** One copy of a pool card moved to the main deck (`by` 1) or back to the sideboard (-1). */
export function moveCard(choices: DeckChoices, row: PoolRow, by: 1 | -1): DeckChoices {
  const count = Math.max(0, Math.min(row.count, inDeck(row, choices) + by));
  if (count === inDeck(row, choices)) return choices;
  const main = { ...choices.main };
  if (count === 0) delete main[row.key];
  else main[row.key] = count;
  return { ...choices, main };
}

/** One basic land more (`by` 1) or fewer (-1) in the main deck. */
export function addBasic(choices: DeckChoices, basic: FreeBasicLand, by: 1 | -1): DeckChoices {
  const count = Math.max(0, Math.min(MAX_BASICS, (choices.basics[basic] ?? 0) + by));
  const basics = { ...choices.basics };
  if (count === 0) delete basics[basic];
  else basics[basic] = count;
  return { ...choices, basics };
}

/** How many cards the main deck has, basic lands included. */
export function mainDeckTotal(sections: readonly PoolSection[], choices: DeckChoices): number {
  let total = 0;
  for (const section of sections) for (const row of section.cards) total += inDeck(row, choices);
  for (const basic of FREE_BASIC_LANDS) total += choices.basics[basic] ?? 0;
  return total;
}

/**
 * The deck as a decklist: the main deck's cards in the pool's order, then its basic lands, then a 'Sideboard'
 * section with the rest of the pool, as the decklist reader (core/decklist/parse.ts) reads it.
 */
export function deckText(sections: readonly PoolSection[], choices: DeckChoices): string {
  const main: string[] = [];
  const sideboard: string[] = [];
  for (const section of sections)
    for (const row of section.cards) {
      const chosen = inDeck(row, choices);
      if (chosen > 0) main.push(`${chosen} ${row.name}`);
      if (row.count - chosen > 0) sideboard.push(`${row.count - chosen} ${row.name}`);
    }
  for (const basic of FREE_BASIC_LANDS) {
    const count = choices.basics[basic] ?? 0;
    if (count > 0) main.push(`${count} ${basic}`);
  }
  return sideboard.length > 0 ? [...main, '', 'Sideboard', ...sideboard].join('\n') : main.join('\n');
}

/** Choices kept on the device (anything: old or edited), made valid. */
export function keptChoices(kept: unknown): DeckChoices {
  const value = (kept ?? {}) as Partial<DeckChoices>;
  const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= MAX_BASICS;
  const main: Record<string, number> = {};
  for (const [key, n] of Object.entries(value.main ?? {})) if (count(n)) main[key] = n;
  const basics: Partial<Record<FreeBasicLand, number>> = {};
  for (const basic of FREE_BASIC_LANDS) {
    const n = (value.basics ?? {})[basic];
    if (count(n)) basics[basic] = n;
  }
  return { main, basics };
}
