import type { EventRole } from '@decklist/core/events';
import { and, eq, sql } from 'drizzle-orm';
import { findOrCreateUserByEmail } from '../auth';
import type { Db, Tx } from '../db/connect';
import { limitLockClass } from '../db/limits';
import { rowsOf } from '../db/rows';
import { eventRemovals, events, eventUsers, users } from '../db/schema';
import { commitIf } from '../db/transactions';
import { findEventRole } from './people-store';

export type AddPlayerResult =
  /** Added now, or already a player of the event (nothing changed). */
  | { outcome: 'added' | 'already-player'; userId: string }
  /** The user is the event's owner or one of its judges, so cannot be a player. */
  | { outcome: 'organiser'; userId: string; role: 'owner' | 'judge' };

/**
 * There is no such event, it has its maximum number of players, or the owner or a judge removed this
 * person, who may not come back by themselves.
 */
export type JoinRefusal = { outcome: 'no-event' } | { outcome: 'event-full'; maxPlayers: number } | { outcome: 'removed' };

export type AddPlayerOutcome = AddPlayerResult | JoinRefusal;

/**
 * Makes a user a player of an event, atomically: the event's player limit is locked while its players
 * (the count its row keeps) are compared with it, so concurrent joins (on any instance) never take an event past max_players. Runs in its
 * own transaction, or in a savepoint of the caller's (pass a Tx to add the player together with other
 * writes); nothing is written unless the outcome is 'added'.
 */
export async function addPlayer(db: Db | Tx, input: JoinInput): Promise<AddPlayerOutcome> {
  return db.transaction((tx) => joinLocked(tx, input));
}

/**
 * addPlayer's work in the caller's transaction, without a savepoint: for a caller that rolls the whole
 * transaction back on a refusal. The limit's lock lasts until that transaction ends and every join to
 * the event waits for it: call it as late as the transaction allows.
 */
export async function joinLocked(tx: Tx, input: JoinInput): Promise<AddPlayerOutcome> {
  // Between the insert and the read of why it inserted nothing, a seat can come free (a player leaving does
  // not take the lock) or the caller's row go: then the insert is tried again.
  for (let attempt = 1; ; attempt++) {
    if (await joinIfRoom(tx, input)) {
      // An organiser adding them lifts the bar.
      if (!input.self) await tx.delete(eventRemovals).where(theirRemoval(input));
      return { outcome: 'added', userId: input.userId };
    }
    const refusal = await whyNotJoined(tx, input);
    if (refusal) return refusal;
    if (attempt === 3) throw new Error(`the join to ${input.eventId} was neither made nor refused three times`);
  }
}

type JoinInput = {
  eventId: string;
  userId: string;
  playerName: string;
  /** The user joins by themselves (a removed player may not). */
  self?: boolean;
  /** The user joins by submitting a list at this time: they agree to its publication if the event says lists may be published. */
  consentsAt?: number;
};

const theirRow = (input: JoinInput) => and(eq(eventUsers.eventId, input.eventId), eq(eventUsers.userId, input.userId));
const theirRemoval = (input: JoinInput) => and(eq(eventRemovals.eventId, input.eventId), eq(eventRemovals.userId, input.userId));

/**
 * Takes the limit's lock, then inserts the player when the event has room, they have no role in it and
 * (joining by themselves) were not removed from it: one call of the database's join_event_if_room
 * (migrations 0013 and 0014), so the lock, held by every join to the event until its transaction ends, is not
 * also held while this process answers one statement and sends the next.
 */
async function joinIfRoom(tx: Tx, input: JoinInput): Promise<boolean> {
  const consentsAt = input.consentsAt === undefined ? null : new Date(input.consentsAt).toISOString();
  const result = await tx.execute(
    sql`select join_event_if_room(${limitLockClass('players-per-event')}, ${input.eventId}, ${input.userId}, ${input.playerName}, ${input.self === true}, ${consentsAt}::timestamptz) as joined`,
  );
  return rowsOf<{ joined: boolean }>(result)[0]?.joined === true;
}

/** Why joinIfRoom inserted nothing, read under the same lock; null when nothing stands in the way now. */
async function whyNotJoined(tx: Tx, input: JoinInput): Promise<AddPlayerOutcome | null> {
  const [event] = await tx
    .select({
      maxPlayers: events.maxPlayers,
      role: sql<EventRole | null>`(${tx.select({ role: eventUsers.role }).from(eventUsers).where(theirRow(input))})`,
      players: events.playerCount,
      removed: sql<boolean>`exists(${tx.select({ one: sql`1` }).from(eventRemovals).where(theirRemoval(input))})`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!event) return { outcome: 'no-event' };
  if (event.role === 'player') return { outcome: 'already-player', userId: input.userId };
  if (event.role) return { outcome: 'organiser', userId: input.userId, role: event.role as 'owner' | 'judge' };
  if (event.players >= event.maxPlayers) return { outcome: 'event-full', maxPlayers: event.maxPlayers };
  if (input.self && event.removed) return { outcome: 'removed' };
  return null;
}

/**
 * An organiser adds a player: the user with this e-mail, or without one a new user known only by name
 * (who cannot sign in). When the event is gone or full, nothing is left behind, not even that user.
 */
export async function addPlayerByHand(db: Db, input: { eventId: string; email: string | null | undefined; playerName: string }) {
  return commitIf(
    db,
    async (tx) => {
      const userId = input.email
        ? (await findOrCreateUserByEmail(tx, input.email, input.playerName)).id
        : await createNamedUser(tx, input.playerName);
      return addPlayer(tx, { eventId: input.eventId, userId, playerName: input.playerName });
    },
    (result) => result.outcome !== 'no-event' && result.outcome !== 'event-full' && result.outcome !== 'removed',
  );
}

async function createNamedUser(db: Db | Tx, name: string): Promise<string> {
  const [row] = await db.insert(users).values({ email: null, name }).returning({ id: users.id });
  return row!.id;
}

export type AddJudgeOutcome = { outcome: 'added'; userId: string } | { outcome: 'has-role'; role: EventRole };

/** Makes the user with this e-mail a judge of the event, unless they already have a role in it. */
export async function addJudge(db: Db, eventId: string, email: string, name: string): Promise<AddJudgeOutcome> {
  const user = await findOrCreateUserByEmail(db, email, name);
  const existing = await findEventRole(db, eventId, user.id);
  if (existing) return { outcome: 'has-role', role: existing };
  await db.insert(eventUsers).values({ eventId, userId: user.id, role: 'judge', playerName: name }).onConflictDoNothing();
  return { outcome: 'added', userId: user.id };
}
