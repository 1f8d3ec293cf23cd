// The pool swap of a Sealed event: each registered pool goes to another player, who verifies it and plays it.

/** A pool's owner and the player who receives it. */
export interface SwapEntry<T> {
  owner: T;
  receiver: T;
}

/**
 * Each item's pool to another item, every item receiving exactly one: a derangement, drawn uniformly among all
 * of them (a uniform permutation drawn again until no item keeps its own; about e ≈ 2.7 draws on average). Fewer
 * than two items cannot be swapped: null.
 */
export function randomDerangement<T>(items: readonly T[], random: () => number = Math.random): SwapEntry<T>[] | null {
  if (items.length < 2) return null;
  const order = items.map((_, i) => i);
  for (;;) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (order.every((to, from) => to !== from)) return items.map((owner, i) => ({ owner, receiver: items[order[i]!]! }));
  }
}

/**
 * A swap by table pairs: in each pair the two players receive each other's pool; the pools of players in no pair
 * are swapped among themselves at random. Null when a player is in two pairs, pairs with themselves, or is the
 * only one left without a pair.
 */
export function pairedSwap<T>(items: readonly T[], pairs: readonly (readonly [T, T])[], random: () => number = Math.random): SwapEntry<T>[] | null {
  const known = new Set(items);
  const paired = new Set<T>();
  const entries: SwapEntry<T>[] = [];
  for (const [a, b] of pairs) {
    if (a === b || !known.has(a) || !known.has(b) || paired.has(a) || paired.has(b)) return null;
    paired.add(a).add(b);
    entries.push({ owner: a, receiver: b }, { owner: b, receiver: a });
  }
  const rest = items.filter((item) => !paired.has(item));
  if (rest.length === 0) return entries;
  const swapped = randomDerangement(rest, random);
  return swapped ? [...entries, ...swapped] : null;
}

/** A difference the receiver of a pool found between it and the cards in front of them. */
export interface PoolDifference {
  card_name: string;
  /** Copies registered but not there. */
  missing: number;
  /** Copies there but not registered. */
  extra: number;
}

/** The receiver's verification of a pool: confirmed as registered, or with the differences found. */
export interface PoolVerification {
  confirmed: boolean;
  differences: PoolDifference[];
  /** ISO 8601. */
  verified_at: string;
}

export const MAX_POOL_DIFFERENCES = 100;
/** Longest note of an organiser's correction of a pool. */
export const MAX_POOL_NOTE_LENGTH = 300;
