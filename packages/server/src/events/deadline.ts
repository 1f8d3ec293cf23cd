import type { EventStatusBody } from '@decklist/core/api';
import type { EventRole } from '@decklist/core/events';
import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/runner';
import { fieldProblem, forbidden } from '../http/problem';
import type { EventRow } from './access';
import { notifyEventChanged } from './live';
import { closeEventsPastDeadline, deadlinePassedAt, effectiveStatus } from './store';

/** How often each instance looks for events whose deadline has come (the closing reaches open pages within about this). */
export const DEADLINE_CHECK_MS = 1000;

export interface SubmissionChange {
  status?: 'open' | 'closed';
  deadline?: Date | null;
}

/**
 * What POST /api/events/{id} changes about submissions, from its body: the status (close; reopen,
 * owner only) and the submission deadline (set to a future instant, or clear). Reopening an event
 * closed by its deadline clears that deadline unless a new one comes with it; moving a passed
 * deadline into the future reopens, so it is the owner's too. Null when nothing changes.
 */
export function submissionChange(event: EventRow, role: EventRole, body: EventStatusBody, now: number): SubmissionChange | null {
  const status = body.event_status ?? undefined;
  const given = body.submission_deadline;
  if (!status && given === undefined) return null;

  const deadline = given === undefined ? undefined : given === null ? null : new Date(given);
  if (deadline && deadline.getTime() <= now) throw fieldProblem('submission_deadline', 'The submission deadline must be in the future.');

  const closed = effectiveStatus(event, now) === 'closed';
  const passed = deadlinePassedAt(event, now);
  const reopening = closed && (status === 'open' || (passed && given !== undefined && status !== 'closed'));
  if (reopening && role !== 'owner') throw forbidden('Only the tournament owner can reopen this tournament.');

  const change: SubmissionChange = {};
  if (status) change.status = status;
  if (reopening) change.status = 'open';
  if (deadline !== undefined) change.deadline = deadline;
  else if (reopening && passed) change.deadline = null; // the deadline that closed it no longer holds
  return change;
}

/**
 * Closes the events whose submission deadline has come and tells their open pages, on every instance
 * through the live bus. Submissions are refused from the deadline on whether or not this has run
 * (the submit path compares with the clock), so a late or lost run only delays the message.
 */
export function deadlineJob(app: FastifyInstance): Job {
  return {
    name: 'submission-deadlines',
    intervalMs: DEADLINE_CHECK_MS,
    async run(tx, now) {
      const closed = await closeEventsPastDeadline(tx, now);
      for (const eventId of closed) await notifyEventChanged(app, eventId, null);
    },
  };
}
