import type { RateLimitResult } from './rate-limit';

export interface LocalRateLimit {
  /** Counts a hit of `weight` (1 by default; 0 only asks) on `key` in the current window. */
  hit(key: string, now: number, weight?: number): RateLimitResult;
}

/**
 * A fixed-window count kept in this instance's memory, for routes hit too often to count in the
 * database (the live check as a player types, deck saves). Each instance counts apart, so a limit
 * here is per instance: it is fair use, not a security boundary. At most `maxKeys` keys are counted
 * per window; past that, new keys are counted together, so memory stays bounded under any flood.
 */
export function createLocalRateLimit(limit: number, windowMs: number, maxKeys = 200_000): LocalRateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit(key, now, weight = 1) {
      const start = Math.floor(now / windowMs) * windowMs;
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const counted = counts.has(key) || counts.size < maxKeys ? key : '\u0000overflow';
      const count = (counts.get(counted) ?? 0) + weight;
      counts.set(counted, count);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
    },
  };
}

export interface LocalConcurrencyLimit {
  /** Takes one of `key`'s places: the function that gives it back (once), or null when all are taken. */
  take(key: string): (() => void) | null;
}

/** At most `limit` tasks per key at once, in this instance's memory; a key without tasks is forgotten. */
export function createLocalConcurrencyLimit(limit: number): LocalConcurrencyLimit {
  const running = new Map<string, number>();
  return {
    take(key) {
      const taken = running.get(key) ?? 0;
      if (taken >= limit) return null;
      running.set(key, taken + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      };
    },
  };
}
