import { MAX_OWNED_EVENTS, REMINDER_INTERVAL_MS, isOrganiserRole, type EventRole } from '@decklist/core/events';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { findOrCreateUserByEmail } from '../auth/users';
import type { Db, Tx } from '../db/connect';
import { limitLockClass, lockLimit } from '../db/limits';
import { rowsOf } from '../db/rows';
import { decklistRevisions, decklists, eventRemovals, eventUsers, events, users } from '../db/schema';
import { commitIf } from '../db/transactions';
import { newEventId } from './ids';
import type { EventChange } from './update';

export type EventRow = typeof events.$inferSelect;

/** The event with this (already lower-cased) id, or null. */
export async function findEvent(db: Db | Tx, eventId: string): Promise<EventRow | null> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return event ?? null;
}

/** The user's role in the event, or null when they have none. */
export async function findEventRole(db: Db | Tx, eventId: string, userId: string): Promise<EventRole | null> {
  const [row] = await db
    .select({ role: eventUsers.role })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** The user's name in the event when they are one of its players, or null. */
export async function findPlayerName(db: Db | Tx, eventId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ playerName: eventUsers.playerName })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId), eq(eventUsers.role, 'player')))
    .limit(1);
  return row?.playerName ?? null;
}

/** Whether the event's submission deadline has come (whether or not the job has closed it yet). */
export const deadlinePassedAt = (event: Pick<EventRow, 'submissionDeadline'>, now: number) =>
  event.submissionDeadline !== null && event.submissionDeadline.getTime() <= now;

/** Closed by an organiser, or by its deadline, even in the moment before the job writes it down. */
export const effectiveStatus = (event: Pick<EventRow, 'status' | 'submissionDeadline'>, now: number) =>
  event.status === 'closed' || deadlinePassedAt(event, now) ? 'closed' : 'open';

/** The event's players, as its row keeps the count (0 when there is no such event). */
export async function countPlayers(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db.select({ n: events.playerCount }).from(events).where(eq(events.id, eventId));
  return row?.n ?? 0;
}

/** A timestamp as JavaScript's toISOString writes it ('2026-11-21T10:00:00.000Z'), or null. */
const isoText = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A participant with their deck (event_users joined with decklists) as a JSON object of the API's `participant`. */
const participantObject = sql`json_build_object(
  'user_id', ${eventUsers.userId},
  'player_name', ${eventUsers.playerName},
  'role', case when ${eventUsers.role} = 'judge' then 'judge' else 'player' end,
  'is_deck_checked', ${eventUsers.isDeckChecked},
  'has_deck', ${decklists.userId} is not null,
  'has_deck_warning', coalesce(${decklists.hasWarnings}, false),
  'deck_submitted_at', ${isoText(decklists.updatedAt)},
  'checked_at', ${isoText(eventUsers.checkedAt)},
  'changed_since_checked_at', ${isoText(eventUsers.changedSinceCheckedAt)}
)`;

/**
 * Players and judges (not the owner) with their deck, by name, as the API's participants (core's
 * `participant`): JSON text written by the database. A hall's 10,000 are read again at every organiser
 * refresh; made into objects and serialised again, each read held the event loop tens of milliseconds.
 */
export async function participantsJson(db: Db | Tx, eventId: string): Promise<{ json: string; playerCount: number }> {
  const [row] = await db
    .select({
      playerCount: sql<number>`count(*) filter (where ${eventUsers.role} = 'player')`.mapWith(Number),
      json: sql<string>`coalesce(json_agg(${participantObject} order by ${eventUsers.playerName}, ${eventUsers.userId}), '[]')::text`,
    })
    .from(eventUsers)
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(and(eq(eventUsers.eventId, eventId), ne(eventUsers.role, 'owner')));
  return { json: row?.json ?? '[]', playerCount: row?.playerCount ?? 0 };
}

/** One player's or judge's row as `participantsJson` lists it (JSON text), or null when they take no part. */
export async function participantJson(db: Db | Tx, eventId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ participant: sql<string>`${participantObject}::text` })
    .from(eventUsers)
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId), ne(eventUsers.role, 'owner')));
  return row?.participant ?? null;
}

/** Who takes part in an event, as much as a caller with `role` may see of it. */
export interface EventPeople {
  playerCount: number;
  /** For the owner and judges only: the players and judges (JSON text of the API's participants), and who was removed. */
  seenByOrganisers: { participantsJson: string; removals: RemovalRow[] } | null;
}

/** The people of an event: every participant and removal for the owner and judges, the number of players for anyone else. */
export async function findEventPeople(db: Db | Tx, eventId: string, role: EventRole | null): Promise<EventPeople> {
  if (!isOrganiserRole(role)) return { playerCount: await countPlayers(db, eventId), seenByOrganisers: null };
  // Organisers get every participant anyway: count the players among them rather than asking again.
  const [participants, removals] = await Promise.all([participantsJson(db, eventId), listRemovals(db, eventId)]);
  return { playerCount: participants.playerCount, seenByOrganisers: { participantsJson: participants.json, removals } };
}

/** The events a user takes part in with their role, newest date first. */
export async function listUserEvents(db: Db | Tx, userId: string): Promise<{ event: EventRow; role: EventRole }[]> {
  return db
    .select({ event: events, role: eventUsers.role })
    .from(eventUsers)
    .innerJoin(events, eq(events.id, eventUsers.eventId))
    .where(eq(eventUsers.userId, userId))
    .orderBy(desc(events.eventDate), asc(events.name));
}

export interface EventWithPeople {
  event: EventRow;
  role: EventRole | null;
  people: EventPeople;
}

/** Several events by id (unknown ids are left out), by date, with the caller's role when signed in and their people. */
export async function batchEvents(db: Db | Tx, ids: string[], userId: string | undefined): Promise<EventWithPeople[]> {
  if (ids.length === 0) return [];
  const found = await db.select().from(events).where(inArray(events.id, ids));
  const roles = new Map<string, EventRole>();
  if (userId && found.length > 0) {
    const rows = await db
      .select({ eventId: eventUsers.eventId, role: eventUsers.role })
      .from(eventUsers)
      .where(and(eq(eventUsers.userId, userId), inArray(eventUsers.eventId, found.map((e) => e.id))));
    for (const row of rows) roles.set(row.eventId, row.role);
  }
  found.sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.name.localeCompare(b.name));
  const details: EventWithPeople[] = [];
  for (const event of found) {
    const role = roles.get(event.id) ?? null;
    details.push({ event, role, people: await findEventPeople(db, event.id, role) });
  }
  return details;
}

/**
 * A new event owned by the user, with its people as its owner sees them; null when they own the most events they may.
 * The owner's limit is locked while their events are counted: two tabs (or two instances) creating at
 * once cannot pass it together.
 */
export async function createEvent(
  db: Db,
  owner: { userId: string; name: string },
  event: { name: string; eventDate: string; format: string; maxPlayers: number; listsMayBePublished?: boolean },
): Promise<EventWithPeople | null> {
  return db.transaction(async (tx) => {
    await lockLimit(tx, 'events-per-owner', owner.userId);
    const [owned] = await tx.select({ n: count() }).from(events).where(eq(events.ownerId, owner.userId));
    if ((owned?.n ?? 0) >= MAX_OWNED_EVENTS) return null;
    for (;;) {
      const [row] = await tx
        .insert(events)
        .values({
          id: newEventId(),
          name: event.name,
          eventDate: event.eventDate,
          format: event.format,
          ownerId: owner.userId,
          maxPlayers: event.maxPlayers,
          listsMayBePublished: event.listsMayBePublished ?? false,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue; // the random code was taken: draw another
      await tx.insert(eventUsers).values({ eventId: row.id, userId: owner.userId, role: 'owner', playerName: owner.name });
      // Read within the transaction: the answer cannot fail once the event has committed.
      return { event: row, role: 'owner' as const, people: await findEventPeople(tx, row.id, 'owner') };
    }
  });
}

/** Writes an event update (events/update.ts): status, submission deadline (null clears it), name and date, each when given. */
export async function updateEvent(db: Db | Tx, eventId: string, change: EventChange): Promise<void> {
  const set = {
    ...(change.status ? { status: change.status } : {}),
    ...(change.deadline !== undefined ? { submissionDeadline: change.deadline } : {}),
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.eventDate !== undefined ? { eventDate: change.eventDate } : {}),
  };
  if (Object.keys(set).length > 0) await db.update(events).set(set).where(eq(events.id, eventId));
}

/**
 * Closes the open events whose submission deadline has come, and answers their ids. Each instance
 * may run it; the update is atomic, so an event is closed (and announced) by one of them only.
 */
export async function closeEventsPastDeadline(db: Db | Tx, now: number): Promise<string[]> {
  const rows = await db
    .update(events)
    .set({ status: 'closed' })
    .where(and(eq(events.status, 'open'), isNotNull(events.submissionDeadline), lte(events.submissionDeadline, new Date(now))))
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}

/** Deletes an event; its participants, decks and revisions go with it (foreign keys cascade). */
export async function deleteEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(events).where(eq(events.id, eventId));
}

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

/** Deletes the events dated before `date` (YYYY-MM-DD) with their participants, decks and revisions (foreign keys cascade). */
export async function deleteEventsBefore(db: Db | Tx, date: string): Promise<void> {
  await db.delete(events).where(lt(events.eventDate, date));
}

/**
 * Removes a participant; a player's deck and its revisions go with them. Removed by someone else (`bar`),
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

/** Who was removed from an event and may not rejoin by themselves, newest first. */
export async function listRemovals(db: Db | Tx, eventId: string) {
  return db
    .select({ userId: eventRemovals.userId, playerName: eventRemovals.playerName, removedAt: eventRemovals.removedAt })
    .from(eventRemovals)
    .where(eq(eventRemovals.eventId, eventId))
    .orderBy(desc(eventRemovals.removedAt));
}

export type RemovalRow = Awaited<ReturnType<typeof listRemovals>>[number];

/** Lets a removed person join again by themselves; false when they were not barred. */
export async function allowBack(db: Db, eventId: string, userId: string): Promise<boolean> {
  const lifted = await db
    .delete(eventRemovals)
    .where(and(eq(eventRemovals.eventId, eventId), eq(eventRemovals.userId, userId)))
    .returning({ userId: eventRemovals.userId });
  return lifted.length > 0;
}

/** A player to remind of their missing deck: an address to mail and their name in the event. */
export interface ReminderRecipient {
  email: string;
  playerName: string;
  /** The language the player chose in the app's menu, if any. */
  language: string | null;
}

/** The players of the event who have an e-mail address and no deck (joined with their user and deck). */
function playersWithoutDeckWhere(eventId: string) {
  return and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player'), isNotNull(users.email), isNull(decklists.userId));
}

export async function countPlayersToRemind(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.userId))
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(playersWithoutDeckWhere(eventId));
  return row?.n ?? 0;
}

/** Those players by name, at most `limit`. */
async function playersToRemind(db: Db | Tx, eventId: string, limit: number): Promise<ReminderRecipient[]> {
  const rows = await db
    .select({ email: users.email, playerName: eventUsers.playerName, language: users.language })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.userId))
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(playersWithoutDeckWhere(eventId))
    .orderBy(asc(eventUsers.playerName), asc(eventUsers.userId))
    .limit(limit);
  return rows.map((row) => ({ email: row.email!, playerName: row.playerName, language: row.language }));
}

/** When the event's players may be reminded again: null when they may be now. */
export function nextReminderAt(event: Pick<EventRow, 'remindedAt'>, now: number): Date | null {
  if (!event.remindedAt) return null;
  const next = event.remindedAt.getTime() + REMINDER_INTERVAL_MS;
  return next > now ? new Date(next) : null;
}

export type ReminderClaim =
  /** The reminder is taken at `now`: mail these players. */
  | { outcome: 'claimed'; recipients: ReminderRecipient[]; previous: Date | null }
  /** Reminded within the hour: the next may go at `next`. */
  | { outcome: 'wait'; next: Date }
  /** Nobody to remind: nothing was written. */
  | { outcome: 'none' };

/**
 * Takes the event's reminder for the next hour and reads whom it mails (at most `limit`), in one
 * transaction under the event's row lock: organisers pressing at once, on any instance, send one reminder.
 */
export async function claimReminder(db: Db, eventId: string, now: number, limit: number): Promise<ReminderClaim> {
  return commitIf(
    db,
    async (tx): Promise<ReminderClaim> => {
      const [event] = await tx.select({ remindedAt: events.remindedAt }).from(events).where(eq(events.id, eventId)).for('update');
      if (!event) return { outcome: 'none' };
      const next = nextReminderAt(event, now);
      if (next) return { outcome: 'wait', next };
      const recipients = await playersToRemind(tx, eventId, limit);
      if (recipients.length === 0) return { outcome: 'none' };
      await tx.update(events).set({ remindedAt: new Date(now) }).where(eq(events.id, eventId));
      return { outcome: 'claimed', recipients, previous: event.remindedAt };
    },
    (claim) => claim.outcome === 'claimed',
  );
}

/** Gives back a reminder taken at `claimedAt` whose mails could not be queued (unless another was taken since). */
export async function releaseReminder(db: Db, eventId: string, claimedAt: number, previous: Date | null): Promise<void> {
  await db
    .update(events)
    .set({ remindedAt: previous })
    .where(and(eq(events.id, eventId), eq(events.remindedAt, new Date(claimedAt))));
}

/** Links a round-timer tournament to the event, or unlinks it (null). */
export async function linkTimerTournament(db: Db | Tx, eventId: string, tournamentId: string | null): Promise<void> {
  await db.update(events).set({ timerTournamentId: tournamentId }).where(eq(events.id, eventId));
}
