import { type EventRole, isOrganiserRole } from '@decklist/core/events';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { decklists, eventRemovals, events, eventUsers } from '../db/schema';

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

/** Who was removed from an event and may not rejoin by themselves, newest first. */
export async function listRemovals(db: Db | Tx, eventId: string) {
  return db
    .select({ userId: eventRemovals.userId, playerName: eventRemovals.playerName, removedAt: eventRemovals.removedAt })
    .from(eventRemovals)
    .where(eq(eventRemovals.eventId, eventId))
    .orderBy(desc(eventRemovals.removedAt));
}

export type RemovalRow = Awaited<ReturnType<typeof listRemovals>>[number];
