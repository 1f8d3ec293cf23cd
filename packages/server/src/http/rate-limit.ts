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

/**
 * The key under which a client address is counted: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 network, since one home or phone gets a whole
 * /64 and can pick a new address in it at will.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
