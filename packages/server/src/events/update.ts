import type { UpdateEventBody } from '@decklist/core/api';
import { EVENT_DATE_DAYS_AHEAD, serverEventDateWindow, type EventRole } from '@decklist/core/events';
import { fieldProblem, problem } from '../http/problem';
import { deadlinePassedAt, effectiveStatus } from './status';
import type { EventChange, EventRow } from './store';

/**
 * What POST /api/events/{id} changes, from its body, or a problem when the caller may not make it:
 * submissions (eventSubmissionChange) and the event's name and date (eventDetailsChange). Null when
 * nothing changes. Each part checks its own fields, so a new field is one more part here.
 */
export function eventUpdate(event: EventRow, role: EventRole, body: UpdateEventBody, now: number): EventChange | null {
  const change: EventChange = { ...eventDetailsChange(event, role, body, now), ...eventSubmissionChange(event, role, body, now) };
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * The owner renames or re-dates the event, with the rules of its creation: a name (trimmed, checked
 * by the body's schema) and a date from yesterday to 30 days ahead. The date is only checked when it
 * changes, so a past event can still be renamed. Judges may not (403).
 */
function eventDetailsChange(event: EventRow, role: EventRole, body: UpdateEventBody, now: number): EventChange {
  const name = body.event_name ?? undefined;
  const eventDate = body.event_date ?? undefined;
  if (name === undefined && eventDate === undefined) return {};
  if (role !== 'owner') throw problem('owner_only_details');

  const change: EventChange = {};
  if (name !== undefined && name !== event.name) change.name = name;
  if (eventDate !== undefined && eventDate !== event.eventDate) {
    const window = serverEventDateWindow(now);
    if (eventDate < window.min) throw fieldProblem('event_date', { code: 'date_too_early' });
    if (eventDate > window.max) throw fieldProblem('event_date', { code: 'date_too_late', max_days: EVENT_DATE_DAYS_AHEAD });
    change.eventDate = eventDate;
  }
  return change;
}

/**
 * Submissions: the status (close; reopen, owner only) and the submission deadline (set to a future
 * instant, or clear). Reopening an event closed by its deadline clears that deadline unless a new one
 * comes with it; moving a passed deadline into the future reopens, so it is the owner's too.
 */
function eventSubmissionChange(event: EventRow, role: EventRole, body: UpdateEventBody, now: number): EventChange {
  const status = body.event_status ?? undefined;
  const given = body.submission_deadline;
  if (!status && given === undefined) return {};

  const deadline = given === undefined ? undefined : given === null ? null : new Date(given);
  if (deadline && deadline.getTime() <= now) throw fieldProblem('submission_deadline', { code: 'deadline_not_future' });

  const closed = effectiveStatus(event, now) === 'closed';
  const passed = deadlinePassedAt(event, now);
  const reopening = closed && (status === 'open' || (passed && given !== undefined && status !== 'closed'));
  if (reopening && role !== 'owner') throw problem('owner_only_reopen');

  const change: EventChange = {};
  if (status) change.status = status;
  if (reopening) change.status = 'open';
  if (deadline !== undefined) change.deadline = deadline;
  else if (reopening && passed) change.deadline = null; // the deadline that closed it no longer holds
  return change;
}

/**
 * The new value of 'Decklists may be published' from an event update, or undefined when it stays as it
 * is. Only the owner may change it.
 */
export function publishingChange(event: EventRow, role: EventRole, wanted: boolean | undefined): boolean | undefined {
  if (wanted === undefined || wanted === event.listsMayBePublished) return undefined;
  if (role !== 'owner') throw problem('owner_only_publishing');
  return wanted;
}
