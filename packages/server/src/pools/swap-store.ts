import type { PoolVerification, SwapEntry } from '@decklist/core/limited';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { eventRemovals, events, eventUsers, pools } from '../db/schema';
import type { StoredPool } from './store';

export type StartSwapOutcome =
  | { outcome: 'swapped'; entries: SwapEntry<string>[]; at: Date }
  | { outcome: 'no-event' | 'already-swapped' | 'too-few' | 'plan-refused' };

/**
 * Swaps an event's registered pools by `plan` (given the pools' owners, who receives whose), at once: the event's
 * row is held for update, so a registration either comes before (and is swapped) or after (and is refused).
 */
export async function startSwap(
  db: Db,
  eventId: string,
  now: number,
  /** Who swaps them: an owner or judge, kept for the event's record (the all-decks download). */
  by: string,
  plan: (owners: string[]) => SwapEntry<string>[] | null,
): Promise<StartSwapOutcome> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ poolSwapAt: events.poolSwapAt }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event) return { outcome: 'no-event' as const };
    if (event.poolSwapAt) return { outcome: 'already-swapped' as const };
    const owners = (await tx.select({ userId: pools.userId }).from(pools).where(eq(pools.eventId, eventId)).orderBy(asc(pools.userId))).map((row) => row.userId);
    if (owners.length < 2) return { outcome: 'too-few' as const };
    const entries = plan(owners);
    if (!entries) return { outcome: 'plan-refused' as const };
    const at = new Date(now);
    const pairs = sql.join(
      entries.map((entry) => sql`(${entry.owner}::uuid, ${entry.receiver}::uuid)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${pools} set receiver_id = swap.receiver from (values ${pairs}) as swap(owner, receiver) where ${pools.eventId} = ${eventId} and ${pools.userId} = swap.owner`,
    );
    await tx.update(events).set({ poolSwapAt: at, poolSwapBy: by }).where(eq(events.id, eventId));
    return { outcome: 'swapped' as const, entries, at };
  });
}

const owner = alias(eventUsers, 'owner');
const receiver = alias(eventUsers, 'receiver');
/** A pool's owner by their name in the event, or the one they had when removed (their pool stays with its receiver). */
const ownerName = sql<string>`coalesce(${owner.playerName}, ${eventRemovals.playerName}, '')`;

/** Every registered pool of the event with its owner and receiver (names as they are in the event), by owner's name. */
export async function swapOverview(db: Db | Tx, eventId: string) {
  return db
    .select({
      ownerId: pools.userId,
      ownerName,
      receiverId: pools.receiverId,
      receiverName: receiver.playerName,
      total: sql<number>`(${pools.counted}->>'total')::int`,
      verification: pools.verification,
    })
    .from(pools)
    .leftJoin(owner, and(eq(owner.eventId, pools.eventId), eq(owner.userId, pools.userId)))
    .leftJoin(eventRemovals, and(eq(eventRemovals.eventId, pools.eventId), eq(eventRemovals.userId, pools.userId)))
    .leftJoin(receiver, and(eq(receiver.eventId, pools.eventId), eq(receiver.userId, pools.receiverId)))
    .where(eq(pools.eventId, eventId))
    .orderBy(asc(ownerName));
}

/** The pool a player received in the swap, with its owner's name, or null. */
export async function findReceivedPool(db: Db | Tx, eventId: string, receiverId: string): Promise<(StoredPool & { verification: PoolVerification | null }) | null> {
  const [row] = await db
    .select({
      userId: pools.userId,
      playerName: ownerName,
      poolText: pools.poolText,
      counted: pools.counted,
      updatedAt: pools.updatedAt,
      verification: pools.verification,
    })
    .from(pools)
    .leftJoin(owner, and(eq(owner.eventId, pools.eventId), eq(owner.userId, pools.userId)))
    .leftJoin(eventRemovals, and(eq(eventRemovals.eventId, pools.eventId), eq(eventRemovals.userId, pools.userId)))
    .where(and(eq(pools.eventId, eventId), eq(pools.receiverId, receiverId)));
  return row ?? null;
}

/** The receiver's verification of the pool they received; false when they received none. */
export async function verifyReceivedPool(db: Db | Tx, eventId: string, receiverId: string, verification: PoolVerification): Promise<boolean> {
  const rows = await db
    .update(pools)
    .set({ verification })
    .where(and(eq(pools.eventId, eventId), eq(pools.receiverId, receiverId)))
    .returning({ userId: pools.userId });
  return rows.length > 0;
}
