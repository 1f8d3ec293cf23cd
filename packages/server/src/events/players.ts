import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { lockLimit } from '../db/limits';
import { decklistRevisions, decklists, eventUsers, events, users } from '../db/schema';
import { conflict } from '../http/problem';
import { eventNotFound } from './access';

export const eventFull = (maxPlayers: number) =>
  conflict('Event is Full', `This event has reached its limit of ${maxPlayers} players.`, 'event-full');

export type AddPlayerResult =
  /** Added now, or already a player of the event (nothing changed). */
  | { outcome: 'added' | 'already-player'; userId: string }
  /** The user is the event's owner or one of its judges, so cannot be a player. */
  | { outcome: 'organiser'; userId: string; role: 'owner' | 'judge' };

/**
 * Makes a user a player of an event, atomically: the event's player limit is locked while the players
 * are counted, so concurrent joins (on any instance) never take an event past max_players. Throws 404 for an unknown
 * event and the 409 'Event is Full' problem when it is full. Runs in its own transaction, or in a
 * savepoint of the caller's (pass a Tx to add the player together with other writes).
 */
export async function addPlayerToEvent(
  db: Db | Tx,
  input: { eventId: string; userId: string; playerName: string },
): Promise<AddPlayerResult> {
  return db.transaction(async (tx) => {
    await lockLimit(tx, 'players-per-event', input.eventId);
    // Shared: the event cannot be deleted under the join; other joins are held by the limit lock.
    const [event] = await tx
      .select({ maxPlayers: events.maxPlayers })
      .from(events)
      .where(eq(events.id, input.eventId))
      .for('share');
    if (!event) throw eventNotFound();

    const [existing] = await tx
      .select({ role: eventUsers.role })
      .from(eventUsers)
      .where(and(eq(eventUsers.eventId, input.eventId), eq(eventUsers.userId, input.userId)));
    if (existing?.role === 'player') return { outcome: 'already-player', userId: input.userId };
    if (existing) return { outcome: 'organiser', userId: input.userId, role: existing.role };

    const [players] = await tx
      .select({ n: count() })
      .from(eventUsers)
      .where(and(eq(eventUsers.eventId, input.eventId), eq(eventUsers.role, 'player')));
    if ((players?.n ?? 0) >= event.maxPlayers) throw eventFull(event.maxPlayers);

    await tx.insert(eventUsers).values({
      eventId: input.eventId,
      userId: input.userId,
      role: 'player',
      playerName: input.playerName,
    });
    return { outcome: 'added', userId: input.userId };
  });
}

/** A player added by hand without an e-mail address: a user who cannot sign in, known only by name. */
export async function createNamedUser(db: Db | Tx, name: string): Promise<string> {
  const [row] = await db.insert(users).values({ email: null, name }).returning({ id: users.id });
  return row!.id;
}

/** Removes a participant; a player's deck and its revisions go with them. */
export async function removeParticipant(db: Db, eventId: string, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(eventUsers).where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId)));
    await tx.delete(decklists).where(and(eq(decklists.eventId, eventId), eq(decklists.userId, userId)));
    await tx.delete(decklistRevisions).where(and(eq(decklistRevisions.eventId, eventId), eq(decklistRevisions.userId, userId)));
    await deleteOrphanNamedUsers(tx);
  });
}

/** Users added by name only (no e-mail) who no longer take part in any event. */
export async function deleteOrphanNamedUsers(db: Db | Tx) {
  await db
    .delete(users)
    .where(
      and(
        isNull(users.email),
        notExists(db.select({ one: sql`1` }).from(eventUsers).where(eq(eventUsers.userId, users.id))),
      ),
    );
}
