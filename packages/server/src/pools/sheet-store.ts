import type { CountedPool, PoolVerification } from '@decklist/core/limited';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { eventRemovals, eventUsers, pools } from '../db/schema';
import { poolPlayerColumn } from './played-pools';

/** A registered pool as its registration sheet shows it: who registered it, who plays it, and the receiver's verification. */
export interface SheetPool {
  ownerName: string;
  /** Who plays it: its owner before a swap (and in a Draft), its receiver after; null when that player has left. */
  playerId: string | null;
  playerName: string | null;
  counted: CountedPool;
  verification: PoolVerification | null;
}

const owner = alias(eventUsers, 'sheet_owner');
const player = alias(eventUsers, 'sheet_player');

/**
 * The event's registered pools for their sheets (after a swap, `swapped`, each with the player who received it),
 * or with `playerId` only the pool that player plays. A pool keeps its owner's name when they have left the event.
 */
export async function listSheetPools(db: Db | Tx, eventId: string, swapped: boolean, playerId?: string): Promise<SheetPool[]> {
  const plays = poolPlayerColumn(swapped);
  return db
    .select({
      ownerName: sql<string>`coalesce(${owner.playerName}, ${eventRemovals.playerName}, '')`,
      playerId: player.userId,
      playerName: player.playerName,
      counted: pools.counted,
      verification: pools.verification,
    })
    .from(pools)
    .leftJoin(owner, and(eq(owner.eventId, pools.eventId), eq(owner.userId, pools.userId)))
    .leftJoin(eventRemovals, and(eq(eventRemovals.eventId, pools.eventId), eq(eventRemovals.userId, pools.userId)))
    .leftJoin(player, and(eq(player.eventId, pools.eventId), eq(player.userId, plays), eq(player.role, 'player')))
    .where(and(eq(pools.eventId, eventId), playerId ? eq(plays, playerId) : undefined));
}
