import type { PoolCard } from '@decklist/core/limited';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { pools } from '../db/schema';

/**
 * The pool each of these players builds their deck from: after a Sealed swap the one they received, before it
 * (and in a Draft) their own. Players without one are left out of the map.
 */
export async function playedPools(db: Db, eventId: string, userIds: readonly string[], swapped: boolean): Promise<Map<string, readonly PoolCard[]>> {
  if (userIds.length === 0) return new Map();
  const player = swapped ? pools.receiverId : pools.userId;
  const rows = await db
    .select({ player, counted: pools.counted })
    .from(pools)
    .where(and(eq(pools.eventId, eventId), inArray(player, [...userIds])));
  return new Map(rows.flatMap((row) => (row.player ? [[row.player, row.counted.cards] as const] : [])));
}
