import { describe, expect, it } from 'vitest';
import { pairedSwap, randomDerangement } from '../../src/limited';

/** A seeded generator (mulberry32), so that a failure can be run again. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the pool swap', () => {
  it('gives every pool to another player, each receiving exactly one', () => {
    const players = Array.from({ length: 300 }, (_, i) => `p${i}`);
    const swap = randomDerangement(players, seeded(1))!;
    expect(swap).toHaveLength(300);
    expect(swap.every((entry) => entry.owner !== entry.receiver)).toBe(true);
    expect(new Set(swap.map((entry) => entry.receiver)).size).toBe(300);
    expect(swap.map((entry) => entry.owner)).toEqual(players);
  });

  it('draws every derangement alike: over many swaps of four players, each of the nine comes up as often', () => {
    const random = seeded(42);
    const seen = new Map<string, number>();
    const runs = 18_000;
    for (let run = 0; run < runs; run++) {
      const key = randomDerangement(['a', 'b', 'c', 'd'], random)!.map((entry) => entry.receiver).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // Four players have 9 derangements; each is expected 2,000 times (a standard deviation of about 42).
    expect(seen.size).toBe(9);
    for (const count of seen.values()) expect(Math.abs(count - runs / 9)).toBeLessThan(200);
  });

  it('cannot swap one pool, and swaps two with each other', () => {
    expect(randomDerangement(['a'])).toBeNull();
    expect(randomDerangement([])).toBeNull();
    expect(randomDerangement(['a', 'b'])).toEqual([
      { owner: 'a', receiver: 'b' },
      { owner: 'b', receiver: 'a' },
    ]);
  });

  it('by table pairs, gives each of a pair the other’s pool, and the rest among themselves', () => {
    const swap = pairedSwap(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [['a', 'b'], ['c', 'd']], seeded(7))!;
    expect(swap.slice(0, 4)).toEqual([
      { owner: 'a', receiver: 'b' },
      { owner: 'b', receiver: 'a' },
      { owner: 'c', receiver: 'd' },
      { owner: 'd', receiver: 'c' },
    ]);
    const rest = swap.slice(4);
    expect(rest.map((entry) => entry.owner)).toEqual(['e', 'f', 'g']);
    expect(rest.every((entry) => entry.owner !== entry.receiver && ['e', 'f', 'g'].includes(entry.receiver))).toBe(true);
  });

  it('refuses pairs that cannot be: a player twice, with themselves, unknown, or one left alone', () => {
    expect(pairedSwap(['a', 'b', 'c'], [['a', 'b'], ['b', 'c']])).toBeNull();
    expect(pairedSwap(['a', 'b'], [['a', 'a']])).toBeNull();
    expect(pairedSwap(['a', 'b'], [['a', 'z']])).toBeNull();
    expect(pairedSwap(['a', 'b', 'c'], [['a', 'b']])).toBeNull();
  });
});
