import { EVENT_RETENTION_DAYS, addDays, utcDate } from '@decklist/core/events';
import type { Job } from '../jobs/runner';
import { deleteEventsBefore } from './store';
import { deleteOrphanNamedUsers } from './removals-store';

/**
 * Deletes events once their expiration date (event date + 7 days, shown on the event page) is over,
 * in UTC; players, decks and revisions go with them (foreign keys cascade), and so do the users
 * added by name only who take part in nothing else.
 */
export const eventCleanupJob: Job = {
  name: 'event-cleanup',
  intervalMs: 60 * 60 * 1000,
  async run(tx, now) {
    const oldestKeptDate = addDays(utcDate(now), -EVENT_RETENTION_DAYS);
    await deleteEventsBefore(tx, oldestKeptDate);
    await deleteOrphanNamedUsers(tx);
  },
};
