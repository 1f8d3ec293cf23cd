import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth';
import { createLocalConcurrencyLimit, createLocalRateLimit } from '../http/local-rate-limit';
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
  /**
   * Registration sheets (PDFs, each a task of the shared worker pool) a session may have built at once, and
   * per minute: one player looping on their sheet must not fill the queue the organisers' downloads wait in.
   */
  sheetsAtOncePerSession: number;
  sheetsPerSession: number;
}

export const FAIR_USE_LIMITS: FairUseLimits = {
  checksPerSession: 120,
  checksPerAddress: 12_000,
  savesPerSession: 60,
  readBytesPerSession: 10_000_000,
  sheetsAtOncePerSession: 2,
  sheetsPerSession: 30,
};

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
  const sheets = createLocalRateLimit(limits.sheetsPerSession, MINUTE_MS);
  const sheetsBuilding = createLocalConcurrencyLimit(limits.sheetsAtOncePerSession);
  const refuse = (retryAfterSeconds: number, code: 'check_rate_limited' | 'network_check_rate_limited' | 'read_rate_limited' | 'save_rate_limited'): never => {
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
    /**
     * Before registration sheets are built: throws the 429 when the session has its sheets of the minute, or
     * as many being built as it may; otherwise counts one and answers the function to call once it is done.
     */
    sheet(auth: AuthContext): () => void {
      const place = sheetsBuilding.take(auth.sessionId);
      if (!place) return refuse(1, 'read_rate_limited');
      const hit = sheets.hit(auth.sessionId, now());
      if (!hit.allowed) {
        place();
        return refuse(hit.retryAfterSeconds, 'read_rate_limited');
      }
      return place;
    },
    /** Counts a save of a deck; throws the 429 past the limit. */
    save(auth: AuthContext) {
      const hit = saves.hit(auth.sessionId, now());
      if (!hit.allowed) refuse(hit.retryAfterSeconds, 'save_rate_limited');
    },
  };
}

export type FairUse = ReturnType<typeof createFairUse>;
