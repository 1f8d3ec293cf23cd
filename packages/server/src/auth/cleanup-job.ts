import type { Job } from '../jobs/runner';
import { deleteOldRateLimits } from '../http/rate-limit';
import { deleteExpiredLoginCodes } from './login-codes';
import { deleteExpiredSessions } from './sessions';

/** Removes expired sign-in codes, sessions and old rate-limit windows. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  intervalMs: 15 * 60 * 1000,
  async run(tx, now) {
    await deleteExpiredLoginCodes(tx, now);
    await deleteExpiredSessions(tx, now);
    await deleteOldRateLimits(tx, now);
  },
};
