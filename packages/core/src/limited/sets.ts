// The card lists of Limited sets, as the app keeps them (packages/server/data-snapshot/sets.json.gz, made by
// `npm run sets:import`): a best-effort aid to register a sealed or draft pool, never an authority. A card
// missing from a list or a rarity count that looks odd is a warning for a judge, not a refusal.
import type { SheetColour } from './sheet';

/** A card's rarity in a set: common, uncommon, rare, mythic, a land-slot card (counted as common), special. */
export const SET_RARITIES = ['C', 'U', 'R', 'M', 'L', 'S'] as const;
export type SetRarity = (typeof SET_RARITIES)[number];

export interface SetCard {
  /** The collector number, as printed ('163a' occurs). */
  number: string;
  rarity: SetRarity;
  /** The card's name as the card data has it (a double-faced card by both faces). */
  name: string;
  /** Where the registration sheet lists it; null when the card data does not know the card yet. */
  colour: SheetColour | null;
}

/** What one booster of the set holds, as far as a pool's plausibility needs it. */
export interface BoosterMakeup {
  /** Cards in a booster that can be part of a pool: every slot but the land slot. */
  cards: number;
  /** The most rares and mythics a booster can hold: its rare slot and its wildcards (any rarity). */
  rareSlots: number;
}

export interface LimitedSet {
  /** The set's code in upper case ('BLB'). */
  code: string;
  name: string;
  /** Release date, YYYY-MM-DD. */
  released: string;
  /** False when the list is only the preview season's: many cards of the set are missing from it. */
  complete: boolean;
  /** Null when the source does not say. */
  booster: BoosterMakeup | null;
  cards: SetCard[];
}

/** A slot that gives a land ('BasicLand', 'AnyLand', 'fromSheet("DMU lands")'): a pool's size leaves it out. */
const LAND_SLOT = /land/i;
/** A slot that gives a rare or a mythic, or can (a wildcard of any rarity, a foil of any rarity). */
const RARE_SLOT = /raremythic|wildcard|^any\b|foil|mysticalarchive|newtomodern/i;

/**
 * A booster's make-up from its source's line: comma-separated slots, each a count and what it draws
 * ('6 Common, 1 Common-Guest, 3 Uncommon, 1 RareMythic, 1 FullArtLand, 1 Wildcard, 1 Wildcard+').
 * Null when the line says nothing countable.
 */
export function boosterMakeup(line: string | null | undefined): BoosterMakeup | null {
  if (!line) return null;
  let cards = 0;
  let rareSlots = 0;
  for (const slot of line.split(',')) {
    const match = /^\s*(\d+)\s+(.+?)\s*$/.exec(slot);
    if (!match) continue;
    const count = Number(match[1]);
    // What it draws, before any sheet or filter ('Common:fromsheet("DMU cards")' → 'Common').
    const drawn = match[2]!.split(':')[0]!;
    if (LAND_SLOT.test(drawn)) continue;
    cards += count;
    if (RARE_SLOT.test(drawn)) rareSlots += count;
  }
  return cards > 0 ? { cards, rareSlots } : null;
}

/** The size a pool of these boosters is expected to have: null when a set does not say what its boosters hold. */
export const expectedPoolSize = (boosters: { booster: BoosterMakeup | null; count: number }[]) => sumOverBoosters(boosters, (booster) => booster.cards);

/** The most rares and mythics these boosters can hold together: null when a set does not say. */
export const mostRares = (boosters: { booster: BoosterMakeup | null; count: number }[]) => sumOverBoosters(boosters, (booster) => booster.rareSlots);

function sumOverBoosters(boosters: { booster: BoosterMakeup | null; count: number }[], each: (booster: BoosterMakeup) => number): number | null {
  let total = 0;
  for (const { booster, count } of boosters) {
    if (!booster) return null;
    total += each(booster) * count;
  }
  return total;
}
