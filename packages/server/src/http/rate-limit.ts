import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in the current fixed window, in the database so that every
 * instance shares the count. Allowed while the count stays within `limit`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** Drops windows that ended long ago (run by the cleanup job). */
export async function deleteOldRateLimits(db: Db, now: number, olderThanMs = 24 * 60 * 60 * 1000) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${now - olderThanMs}`);
}
