import type { SetResponse } from '@decklist/core/api';
import { normaliseCardName } from '@decklist/core/cards';
import { isFreeBasicLandName, poolText, SHEET_COLOURS, type SetRarity, type SheetColour } from '@decklist/core/limited';
import { stripAccents } from '@decklist/core/text';

// The registration sheet on a phone: the event's set cards by colour and rarity, and the pool as counts of them.

export interface SheetCard {
  /** The card's normalised name: its counts are kept under it. */
  key: string;
  name: string;
  rarity: SetRarity;
  colour: SheetColour | null;
  set: string;
  number: string;
  /** What the search box is compared with: lower case, without accents. */
  search: string;
}

export interface SheetGroup {
  colour: SheetColour | null;
  cards: SheetCard[];
}

/** Rarest first within a colour, as a player sorts what they opened. */
const RARITY_ORDER: SetRarity[] = ['M', 'R', 'U', 'C', 'L', 'S'];
const colourRank = (colour: SheetColour | null) => (colour === null ? SHEET_COLOURS.length : SHEET_COLOURS.indexOf(colour));
const searchable = (text: string) => stripAccents(text).toLowerCase();

/** The event's sets' cards, each name once (its first printing), the five basic lands left out (Wastes and snow-covered ones stay), in the sheet's order. */
export function sheetCards(sets: readonly SetResponse[]): SheetCard[] {
  const cards = new Map<string, SheetCard>();
  for (const set of sets)
    for (const card of set.cards) {
      const key = normaliseCardName(card.name);
      if (cards.has(key) || isFreeBasicLandName(card.name)) continue;
      cards.set(key, { key, name: card.name, rarity: card.rarity, colour: card.colour, set: set.code, number: card.number, search: searchable(card.name) });
    }
  return [...cards.values()].sort(
    (a, b) =>
      colourRank(a.colour) - colourRank(b.colour) ||
      RARITY_ORDER.indexOf(a.rarity) - RARITY_ORDER.indexOf(b.rarity) ||
      a.name.localeCompare(b.name, 'en'),
  );
}

/** The cards whose name has every word of the query, by colour. */
export function sheetGroups(cards: readonly SheetCard[], query: string): SheetGroup[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const groups: SheetGroup[] = [];
  for (const card of cards) {
    if (!words.every((word) => card.search.includes(word))) continue;
    let group = groups.at(-1);
    if (!group || group.colour !== card.colour) groups.push((group = { colour: card.colour, cards: [] }));
    group.cards.push(card);
  }
  return groups;
}

/** A pool being entered: counts of the sheet's cards by key, and cards the sheet does not list (pasted), by name. */
export interface PoolEntry {
  counts: Record<string, number>;
  others: { name: string; count: number }[];
}

export const EMPTY_ENTRY: PoolEntry = { counts: {}, others: [] };

/** Cards with counts (a registered pool's, or a pasted list's) as counts of the sheet's cards, and the others by name. */
export function entryOf(entries: readonly { name: string; count: number }[], cards: readonly SheetCard[]): PoolEntry {
  const byKey = new Map(cards.map((card) => [card.key, card]));
  const byFront = new Map(cards.map((card) => [normaliseCardName(card.name.split(' // ')[0]!), card]));
  const counts: Record<string, number> = {};
  const others = new Map<string, { name: string; count: number }>();
  for (const entry of entries) {
    if (isFreeBasicLandName(entry.name)) continue;
    const key = normaliseCardName(entry.name);
    const card = byKey.get(key) ?? byFront.get(key);
    if (card) counts[card.key] = (counts[card.key] ?? 0) + entry.count;
    else {
      const other = others.get(key);
      if (other) other.count += entry.count;
      else others.set(key, { name: entry.name, count: entry.count });
    }
  }
  return { counts, others: [...others.values()] };
}

/** The sheet's cards by key: what a tap's bookkeeping looks a card up in, rather than going through the whole sheet. */
export type SheetIndex = ReadonlyMap<string, SheetCard>;

export const sheetIndex = (cards: readonly SheetCard[]): SheetIndex => new Map(cards.map((card) => [card.key, card]));

const sortedOthers = (entry: PoolEntry) => [...entry.others].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The pool as the text registered: the sheet's cards in its order, then the others by name (so that equal pools read the same). */
export const entryText = (entry: PoolEntry, cards: readonly SheetCard[]) =>
  poolText([...cards.map((card) => ({ name: card.name, count: entry.counts[card.key] ?? 0 })), ...sortedOthers(entry)]);

/** Whether two entries are the same pool (their entryText is the same), from their counts. */
export function samePool(a: PoolEntry, b: PoolEntry, index: SheetIndex): boolean {
  if (a === b) return true;
  const differs = (from: PoolEntry, to: PoolEntry) =>
    Object.keys(from.counts).some((key) => index.has(key) && Math.max(0, from.counts[key] ?? 0) !== Math.max(0, to.counts[key] ?? 0));
  if (differs(a, b) || differs(b, a)) return false;
  return a.others === b.others || poolText(sortedOthers(a)) === poolText(sortedOthers(b));
}

/** How many cards the pool has, and how many of them are rares or mythics. */
export function entryTally(entry: PoolEntry, index: SheetIndex): { total: number; rares: number } {
  let total = entry.others.reduce((sum, other) => sum + other.count, 0);
  let rares = 0;
  for (const [key, count] of Object.entries(entry.counts)) {
    const card = index.get(key);
    if (!card) continue;
    total += count;
    if (card.rarity === 'R' || card.rarity === 'M') rares += count;
  }
  return { total, rares };
}
