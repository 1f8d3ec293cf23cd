import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/sessions';
import { createLocalRateLimit } from '../http/local-rate-limit';
import { tooManyRequests } from '../http/problem';
import { addressKey } from '../http/rate-limit';

export interface FairUseLimits {
  /** Live checks per session and minute: a fast typist (the client waits for a pause) sends a few dozen. */
  checksPerSession: number;
  /** Live checks per address and minute: generous, since a venue's players may share one address. */
  checksPerAddress: number;
  /** Deck saves (event decks and library decks) per session and minute. */
  savesPerSession: number;
  /**
   * Bytes of decks and revisions a session may read per minute: hundreds of reads of real lists (a
   * deck's 20 revisions are some tens of kB), a handful of lists of made-up names at the length limit.
   */
  readBytesPerSession: number;
}

export const FAIR_USE_LIMITS: FairUseLimits = { checksPerSession: 120, checksPerAddress: 12_000, savesPerSession: 60, readBytesPerSession: 10_000_000 };

const MINUTE_MS = 60_000;

/**
 * Limits on the routes that check lists, so that one player in a loop gets a 429 with Retry-After
 * long before their checks cost anyone else anything.
 */
export function createFairUse(limits: FairUseLimits, now: () => number) {
  const checksBySession = createLocalRateLimit(limits.checksPerSession, MINUTE_MS);
  const checksByAddress = createLocalRateLimit(limits.checksPerAddress, MINUTE_MS);
  const saves = createLocalRateLimit(limits.savesPerSession, MINUTE_MS);
  const reads = createLocalRateLimit(limits.readBytesPerSession, MINUTE_MS);
  const refuse = (retryAfterSeconds: number, code: 'check_rate_limited' | 'network_check_rate_limited' | 'read_rate_limited' | 'save_rate_limited') => {
    throw tooManyRequests(code, retryAfterSeconds);
  };
  return {
    /** Counts a live check of a list; throws the 429 past a limit. */
    check(request: FastifyRequest, auth: AuthContext) {
      const session = checksBySession.hit(auth.sessionId, now());
      if (!session.allowed) refuse(session.retryAfterSeconds, 'check_rate_limited');
      const address = checksByAddress.hit(addressKey(request.ip), now());
      if (!address.allowed) refuse(address.retryAfterSeconds, 'network_check_rate_limited');
    },
    /** Before a read of decks or revisions: throws the 429 once the session has read its bytes for the minute. */
    read(auth: AuthContext) {
      const spent = reads.hit(auth.sessionId, now(), 0);
      if (!spent.allowed) refuse(spent.retryAfterSeconds, 'read_rate_limited');
    },
    /** After a read: counts its bytes. */
    readDone(auth: AuthContext, bytes: number) {
      reads.hit(auth.sessionId, now(), bytes);
    },
    /** Counts a save of a deck; throws the 429 past the limit. */
    save(auth: AuthContext) {
      const hit = saves.hit(auth.sessionId, now());
      if (!hit.allowed) refuse(hit.retryAfterSeconds, 'save_rate_limited');
    },
  };
}

export type FairUse = ReturnType<typeof createFairUse>;
