import type { PoolCard } from '@decklist/core/limited';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { pools } from '../db/schema';
import { findPool, type StoredPool } from './store';
import { findReceivedPool } from './swap-store';

// The pool each player builds their deck from: after a Sealed swap the one they received, before it (and in a
// Draft, or a Sealed event that swaps none) their own. The one rule for the deck checks, the pool warnings of deck
// answers, published Limited lists, the sheets and the download.

export type PoolsEvent = { id: string; poolSwapAt: Date | null };

/** The column of a pool row naming the player who plays it. */
export const poolPlayerColumn = (swapped: boolean) => (swapped ? pools.receiverId : pools.userId);

/** The pool a player plays (its owner's name as `playerName`), or null. */
export function findPlayedPool(db: Db, event: PoolsEvent, playerId: string): Promise<StoredPool | null> {
  return event.poolSwapAt ? findReceivedPool(db, event.id, playerId) : findPool(db, event.id, playerId);
}

const playedBy = (event: PoolsEvent, userIds: readonly string[]) => {
  const player = poolPlayerColumn(event.poolSwapAt !== null);
  return { player, where: and(eq(pools.eventId, event.id), inArray(player, [...userIds])) };
};

/** Each of these players' played pool's cards; players without one are left out of the map. */
export async function playedPools(db: Db, event: PoolsEvent, userIds: readonly string[]): Promise<Map<string, PoolCard[]>> {
  if (userIds.length === 0) return new Map();
  const { player, where } = playedBy(event, userIds);
  const rows = await db.select({ player, counted: pools.counted }).from(pools).where(where);
  return new Map(rows.flatMap((row) => (row.player ? [[row.player, row.counted.cards] as const] : [])));
}

/** What changes whenever one of these players' played pools does (whose it is, and a digest of its text), in one small read. */
export async function playedPoolsStamp(db: Db, event: PoolsEvent, userIds: readonly string[]): Promise<string> {
  if (userIds.length === 0) return '';
  const { player, where } = playedBy(event, userIds);
  const rows = await db.select({ player, owner: pools.userId, digest: sql<string>`md5(${pools.poolText})` }).from(pools).where(where);
  return rows
    .map((row) => `${row.player} ${row.owner} ${row.digest}`)
    .sort()
    .join('\n');
}
