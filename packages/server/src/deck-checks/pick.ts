import { randomInt } from 'node:crypto';

/**
 * `count` different items drawn uniformly at random from `items` (at most all of them): the first
 * `count` steps of a Fisher-Yates shuffle, each with an unbiased random index.
 */
export function pickAtRandom<T>(items: readonly T[], count: number, random: (below: number) => number = randomInt): T[] {
  const pool = [...items];
  const picks = Math.min(count, pool.length);
  for (let i = 0; i < picks; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, picks);
}
