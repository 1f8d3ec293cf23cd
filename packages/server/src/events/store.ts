import { MAX_OWNED_EVENTS, type EventRole, type EventStatus } from '@decklist/core/events';
import type { LimitedSetup } from '@decklist/core/limited';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { lockLimit } from '../db/limits';
import { deckPublications, events, eventUsers } from '../db/schema';
import { newEventId } from './ids';
import { findEventPeople, type EventPeople } from './people-store';

/** An event as its table holds it. */
export type EventRow = typeof events.$inferSelect;

/** What an event update writes; a missing field is left as it is. */
export interface EventChange {
  status?: EventStatus;
  /** null clears the submission deadline. */
  deadline?: Date | null;
  name?: string;
  eventDate?: string;
}

/** The event with this (already lower-cased) id, or null. */
export async function findEvent(db: Db | Tx, eventId: string): Promise<EventRow | null> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return event ?? null;
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
  event: { name: string; eventDate: string; format: string; maxPlayers: number; listsMayBePublished?: boolean; limited?: LimitedSetup | null },
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
          limited: event.limited ?? null,
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
 * Sets a Limited event's set-up (null takes it away) unless a pool was registered meanwhile: false then,
 * and nothing changes.
 */
export async function setLimitedSetup(db: Db | Tx, eventId: string, setup: LimitedSetup | null): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ limited: setup })
    .where(and(eq(events.id, eventId), isNull(events.firstPoolAt)))
    .returning({ id: events.id });
  return rows.length > 0;
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

/** Deletes the events dated before `date` (YYYY-MM-DD) with their participants, decks and revisions (foreign keys cascade). */
export async function deleteEventsBefore(db: Db | Tx, date: string): Promise<void> {
  await db.delete(events).where(lt(events.eventDate, date));
}

/** Links a round-timer tournament to the event, or unlinks it (null). */
export async function linkTimerTournament(db: Db | Tx, eventId: string, tournamentId: string | null): Promise<void> {
  await db.update(events).set({ timerTournamentId: tournamentId }).where(eq(events.id, eventId));
}

/**
 * Sets whether the event's lists may be published. Taking it back unpublishes every list: the public
 * page goes with it.
 */
export async function setListsMayBePublished(db: Db, eventId: string, allowed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(events).set({ listsMayBePublished: allowed }).where(eq(events.id, eventId));
    if (!allowed) await tx.delete(deckPublications).where(eq(deckPublications.eventId, eventId));
  });
}
