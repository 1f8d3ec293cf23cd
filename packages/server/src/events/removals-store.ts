import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { decklistRevisions, decklists, eventRemovals, events, eventUsers, poolRevisions, pools, users } from '../db/schema';

/**
 * Removes a participant; a player's deck and pool and their revisions go with them (a pool another player
 * received in a swap stays). Removed by someone else (`bar`),
 * they may not rejoin by themselves; who leaves on their own may.
 */
export async function removeParticipant(db: Db, eventId: string, userId: string, { bar }: { bar: boolean }, now: number) {
  await db.transaction(async (tx) => {
    // The event's row first, as every other change of the event's people takes it: its player count is
    // updated when the participant goes, and publishing or deleting the event holds the row while it
    // changes their rows in turn.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('no key update');
    const [removed] = await tx
      .delete(eventUsers)
      .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId)))
      .returning({ playerName: eventUsers.playerName });
    if (removed && bar) {
      await tx
        .insert(eventRemovals)
        .values({ eventId, userId, playerName: removed.playerName, removedAt: new Date(now) })
        .onConflictDoUpdate({ target: [eventRemovals.eventId, eventRemovals.userId], set: { playerName: removed.playerName, removedAt: new Date(now) } });
    }
    await tx.delete(decklists).where(and(eq(decklists.eventId, eventId), eq(decklists.userId, userId)));
    await tx.delete(decklistRevisions).where(and(eq(decklistRevisions.eventId, eventId), eq(decklistRevisions.userId, userId)));
    // A pool that went to another player in a swap stays: they play it.
    const [deleted] = await tx
      .delete(pools)
      .where(and(eq(pools.eventId, eventId), eq(pools.userId, userId), isNull(pools.receiverId)))
      .returning({ userId: pools.userId });
    if (deleted) await tx.delete(poolRevisions).where(and(eq(poolRevisions.eventId, eventId), eq(poolRevisions.userId, userId)));
    await deleteOrphanNamedUsers(tx, userId);
  });
}

/** Users added by name only (no e-mail) who no longer take part in any event: all of them, or this one. */
export async function deleteOrphanNamedUsers(db: Db | Tx, onlyUserId?: string) {
  await db
    .delete(users)
    .where(
      and(
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
        isNull(users.email),
        notExists(db.select({ one: sql`1` }).from(eventUsers).where(eq(eventUsers.userId, users.id))),
      ),
    );
}

/** Lets a removed person join again by themselves; false when they were not barred. */
export async function allowBack(db: Db, eventId: string, userId: string): Promise<boolean> {
  const lifted = await db
    .delete(eventRemovals)
    .where(and(eq(eventRemovals.eventId, eventId), eq(eventRemovals.userId, userId)))
    .returning({ userId: eventRemovals.userId });
  return lifted.length > 0;
}
