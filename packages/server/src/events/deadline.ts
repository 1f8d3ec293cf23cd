import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/runner';
import { notifyEventChanged } from './live';
import { closeEventsPastDeadline } from './store';

/** How often each instance looks for events whose deadline has come (the closing reaches open pages within about this). */
export const DEADLINE_CHECK_MS = 1000;

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
