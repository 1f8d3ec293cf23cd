import type { Job } from '../jobs/runner';
import { deleteOldIdempotencyKeys } from './store';

/** Forgets the keys of saves once they are two days old. */
export const idempotencyCleanupJob: Job = {
  name: 'idempotency-cleanup',
  intervalMs: 60 * 60 * 1000,
  run: (tx, now) => deleteOldIdempotencyKeys(tx, now),
};
