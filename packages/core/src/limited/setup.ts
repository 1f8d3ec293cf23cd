import { expectedPoolSize, mostRares, type LimitedSet } from './sets';

// What a Limited event is played with: Sealed or Draft, and its product (boosters of one set or several).

export const LIMITED_KINDS = ['sealed', 'draft'] as const;
export type LimitedKind = (typeof LIMITED_KINDS)[number];

/** At most this many different sets in a product, boosters of one set, and cards in a pool. */
export const MAX_PRODUCT_SETS = 6;
export const MAX_BOOSTERS = 24;
export const MAX_POOL_SIZE = 400;

export interface LimitedProduct {
  /** A set's code in upper case; it may name a set the app has no list of. */
  set: string;
  boosters: number;
}

/** A Limited event's set-up as stored: what the set lists said of its product is kept with it. */
export interface LimitedSetup {
  kind: LimitedKind;
  product: (LimitedProduct & { /** Null for a set the app has no list of. */ name: string | null })[];
  /** The pool size the organiser expects, or null to take the one the boosters give. */
  poolSize: number | null;
  /** The pool size the boosters give, and the most rares and mythics they hold; null when not known. */
  boostersPoolSize: number | null;
  mostRares: number | null;
}

/** The set-up of a kind and product, with what the app's set lists say of them. */
export function limitedSetup(kind: LimitedKind, product: readonly LimitedProduct[], poolSize: number | null, sets: ReadonlyMap<string, LimitedSet>): LimitedSetup {
  return {
    kind,
    product: product.map((entry) => ({ set: entry.set, boosters: entry.boosters, name: sets.get(entry.set)?.name ?? null })),
    poolSize,
    boostersPoolSize: productPoolSize(product, sets),
    mostRares: productMostRares(product, sets),
  };
}

/** The product's boosters with what the app knows of each set's (null for a set it has no list of). */
const boostersOf = (product: readonly LimitedProduct[], sets: ReadonlyMap<string, LimitedSet>) =>
  product.map((entry) => ({ booster: sets.get(entry.set)?.booster ?? null, count: entry.boosters }));

/** The pool size the boosters give: null when a set is unknown or does not say what its boosters hold. */
export const productPoolSize = (product: readonly LimitedProduct[], sets: ReadonlyMap<string, LimitedSet>) =>
  expectedPoolSize(boostersOf(product, sets));

/** The most rares and mythics the product's boosters hold together, or null when that is not known. */
export const productMostRares = (product: readonly LimitedProduct[], sets: ReadonlyMap<string, LimitedSet>) =>
  mostRares(boostersOf(product, sets));

/** The size a pool is checked against: the organiser's, else the boosters'. */
export const poolSizeOf = (setup: LimitedSetup) => setup.poolSize ?? setup.boostersPoolSize;

/** The stages of a Limited event that have a standard time, each started as a clock of the event's round timer. */
export const LIMITED_STAGES = ['pool_registration', 'deck_building'] as const;
export type LimitedStage = (typeof LIMITED_STAGES)[number];

/**
 * The standard minutes of each stage at Competitive REL: Sealed gives 20 minutes to register the pool and 30 to
 * build; a Draft's players register and build in one stage of 25 minutes (null: the stage has no clock of its own).
 */
export const STAGE_MINUTES: Record<LimitedKind, Record<LimitedStage, number | null>> = {
  sealed: { pool_registration: 20, deck_building: 30 },
  draft: { pool_registration: null, deck_building: 25 },
};
