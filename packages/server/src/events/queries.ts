import { findFormat, isOrganiserRole, type EventDetails, type EventListEntry, type EventRole, type Participant } from '@decklist/core';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { decklists, eventUsers, events } from '../db/schema';
import type { EventRow } from './access';

const formatName = (format: string) => findFormat(format)?.name ?? format;

/** Whether the event's submission deadline has come (whether or not the job has closed it yet). */
export const deadlinePassedAt = (event: Pick<EventRow, 'submissionDeadline'>, now: number) =>
  event.submissionDeadline !== null && event.submissionDeadline.getTime() <= now;

/** Closed by an organiser, or by its deadline, even in the moment before the job writes it down. */
export const effectiveStatus = (event: Pick<EventRow, 'status' | 'submissionDeadline'>, now: number) =>
  event.status === 'closed' || deadlinePassedAt(event, now) ? 'closed' : 'open';

function listEntry(event: EventRow, role: EventRole | null, now: number): EventListEntry {
  return {
    event_id: event.id,
    event_name: event.name,
    event_date: event.eventDate,
    status: effectiveStatus(event, now),
    format: event.format,
    format_name: formatName(event.format),
    role,
  };
}

export async function countPlayers(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player')));
  return row?.n ?? 0;
}

/** Players and judges with their deck state, by name. */
export async function listParticipants(db: Db | Tx, eventId: string): Promise<Participant[]> {
  const rows = await db
    .select({
      user_id: eventUsers.userId,
      player_name: eventUsers.playerName,
      role: eventUsers.role,
      is_deck_checked: eventUsers.isDeckChecked,
      deck_user: decklists.userId,
      has_warnings: decklists.hasWarnings,
      deck_updated_at: decklists.updatedAt,
    })
    .from(eventUsers)
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(and(eq(eventUsers.eventId, eventId), ne(eventUsers.role, 'owner')))
    .orderBy(asc(eventUsers.playerName), asc(eventUsers.userId));
  return rows.map((row) => ({
    user_id: row.user_id,
    player_name: row.player_name,
    role: row.role === 'judge' ? 'judge' : 'player',
    is_deck_checked: row.is_deck_checked,
    has_deck: row.deck_user !== null,
    has_deck_warning: row.has_warnings ?? false,
    deck_submitted_at: row.deck_updated_at?.toISOString() ?? null,
  }));
}

/** GET /api/events/{id}: the participants only for the owner and judges (an empty list for anyone else). */
export async function eventDetails(db: Db | Tx, event: EventRow, role: EventRole | null, now: number): Promise<EventDetails> {
  const format = findFormat(event.format);
  const base = {
    ...listEntry(event, role, now),
    decklist_style: format?.decklist_style ?? 'sixty',
    max_players: event.maxPlayers,
    submission_deadline: event.submissionDeadline?.toISOString() ?? null,
  };
  if (!isOrganiserRole(role)) return { ...base, player_count: await countPlayers(db, event.id), participants: [] };
  // Organisers get every participant anyway: count the players among them rather than asking again.
  const participants = await listParticipants(db, event.id);
  return { ...base, player_count: participants.filter((p) => p.role === 'player').length, participants };
}

/** The events a user takes part in, newest date first. */
export async function listUserEvents(db: Db | Tx, userId: string, now: number): Promise<EventListEntry[]> {
  const rows = await db
    .select({ event: events, role: eventUsers.role })
    .from(eventUsers)
    .innerJoin(events, eq(events.id, eventUsers.eventId))
    .where(eq(eventUsers.userId, userId))
    .orderBy(desc(events.eventDate), asc(events.name));
  return rows.map(({ event, role }) => listEntry(event, role, now));
}

/** Several events by id (unknown ids are left out), as details with the caller's role when signed in. */
export async function batchEvents(db: Db | Tx, ids: string[], userId: string | undefined, now: number): Promise<EventDetails[]> {
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
  const details: EventDetails[] = [];
  for (const event of found) details.push(await eventDetails(db, event, roles.get(event.id) ?? null, now));
  return details;
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

/** Sets the event's status and, when given, its deadline (null clears it). */
export async function updateEventStatus(
  db: Db | Tx,
  eventId: string,
  change: { status?: 'open' | 'closed' | undefined; deadline?: Date | null | undefined },
) {
  const set = {
    ...(change.status ? { status: change.status } : {}),
    ...(change.deadline !== undefined ? { submissionDeadline: change.deadline } : {}),
  };
  if (Object.keys(set).length > 0) await db.update(events).set(set).where(eq(events.id, eventId));
}
