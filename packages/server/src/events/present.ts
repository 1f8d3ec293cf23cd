import type { CreateEventResponse, EventDetails, EventListEntry, RemindersResponse, RemovedPlayer, SendRemindersResponse } from '@decklist/core/api';
import type { EventChangeScope, EventLiveUpdate, EventRole } from '@decklist/core/events';
import { findFormat, formatName } from '@decklist/core/formats';
import type { JsonWithParts } from '../http/raw-json';
import { toLimitedSetupAnswer } from './limited-setup';
import { effectiveStatus } from './status';
import type { EventRow } from './store';
import { nextReminderAt } from './reminders-store';
import { type EventPeople, type RemovalRow } from './people-store';
import { type EventWithPeople } from './store';

function toEventListEntry(event: EventRow, role: EventRole | null, now: number): EventListEntry {
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

/** GET /api/events: the caller's events. */
export const toEventList = (rows: { event: EventRow; role: EventRole }[], now: number): EventListEntry[] =>
  rows.map(({ event, role }) => toEventListEntry(event, role, now));

const toRemovedPlayer = (row: RemovalRow): RemovedPlayer => ({
  user_id: row.userId,
  player_name: row.playerName,
  removed_at: row.removedAt.toISOString(),
});

/**
 * GET /api/events/{id}: the participants only for the owner and judges (an empty list for anyone else).
 * They go in as the database's JSON text (`out.part`), never parsed and serialised again.
 */
export function toEventDetails(out: JsonWithParts, event: EventRow, role: EventRole | null, people: EventPeople, now: number): EventDetails {
  const format = findFormat(event.format);
  const base = {
    ...toEventListEntry(event, role, now),
    decklist_style: format?.decklist_style ?? 'sixty',
    max_players: event.maxPlayers,
    submission_deadline: event.submissionDeadline?.toISOString() ?? null,
    lists_may_be_published: event.listsMayBePublished,
    limited: toLimitedSetupAnswer(event),
    read_at: now,
  };
  const seen = people.seenByOrganisers;
  if (!seen) return { ...base, player_count: people.playerCount, participants: [] };
  return {
    ...base,
    player_count: people.playerCount,
    participants: out.part(seen.participantsJson),
    removed_players: seen.removals.map(toRemovedPlayer),
  };
}

export const toEventDetailsList = (out: JsonWithParts, found: EventWithPeople[], now: number): EventDetails[] =>
  found.map(({ event, role, people }) => toEventDetails(out, event, role, people, now));

/** The contract's `{success, event_id}`, with the new event's details as its owner sees them. */
export const toCreateEventResponse = (out: JsonWithParts, { event, role, people }: EventWithPeople, now: number): CreateEventResponse => ({
  success: true,
  ...toEventDetails(out, event, role, people, now),
});

/**
 * The message on an event's live channel: the contract's shape (docs/api-contract.md), with our `scope` and `user_id`.
 * `echoId` is the opaque value of the session that made the change.
 */
export const toEventLiveUpdate = (
  by: { echoId: string; userId: string } | null,
  scope: EventChangeScope,
  userId: string | null,
): EventLiveUpdate => ({
  refresh: true,
  updated_by_session_id: by?.echoId ?? null,
  // Only the owner's and judges' sockets get it (live/hub.ts): others may not see who is part of the event.
  updated_by_user_id: by?.userId ?? null,
  scope,
  user_id: userId,
});

/** Whom a reminder would mail now, when the last one went and when the next may go. */
export const toReminders = (playersToRemind: number, remindedAt: Date | null, now: number): RemindersResponse => ({
  players_to_remind: playersToRemind,
  reminded_at: remindedAt?.toISOString() ?? null,
  next_reminder_at: remindedAt ? (nextReminderAt({ remindedAt }, now)?.toISOString() ?? null) : null,
});

/** A reminder sent (or not: `queued` 0), and when the next may go. */
export const toSentReminders = (queued: number, playersToRemind: number, remindedAt: Date | null, now: number): SendRemindersResponse => ({
  queued,
  ...toReminders(playersToRemind, remindedAt, now),
});
