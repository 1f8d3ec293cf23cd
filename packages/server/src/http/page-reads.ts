import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createLocalConcurrencyLimit, createLocalRateLimit } from './local-rate-limit';
import { addressKey } from './rate-limit';

/**
 * How many pages a caller may have built with their own API answers inside. A caller is the cookies it
 * sends (its session), or its address without any. Past a limit the page is still served, with links to
 * its answers instead (the browser then asks the API, under the API's own limits): the page works, and a
 * client reloading in a loop costs the reads of a few pages a second at most.
 */
export interface PageLimits {
  atOncePerCaller: number;
  perCallerPerMinute: number;
  /** Generous: a hall's phones may share one address. */
  atOncePerAddress: number;
  perAddressPerMinute: number;
}

export const PAGE_LIMITS: PageLimits = {
  atOncePerCaller: 2,
  perCallerPerMinute: 60,
  atOncePerAddress: 16,
  perAddressPerMinute: 1_200,
};

const MINUTE_MS = 60_000;
/** How long an answer found too large to send inside a page is linked without being read again. */
const TOO_LARGE_FOR_MS = 10 * MINUTE_MS;

/** The fair use of pages built with answers, and the answers known to be too large to go inside one. */
export function createPageReads(limits: PageLimits, now: () => number) {
  const callersAtOnce = createLocalConcurrencyLimit(limits.atOncePerCaller);
  const addressesAtOnce = createLocalConcurrencyLimit(limits.atOncePerAddress);
  const callersPerMinute = createLocalRateLimit(limits.perCallerPerMinute, MINUTE_MS);
  const addressesPerMinute = createLocalRateLimit(limits.perAddressPerMinute, MINUTE_MS);
  const tooLarge = new LRUCache<string, true>({ max: 20_000, ttl: TOO_LARGE_FOR_MS, ttlAutopurge: false });

  const callerOf = (request: FastifyRequest) => {
    const cookie = request.headers.cookie;
    return cookie ? `cookie:${createHash('sha256').update(cookie).digest('base64url')}` : `address:${addressKey(request.ip)}`;
  };

  return {
    /**
     * A place to build the caller's page with their answers: the function that gives it back once the page
     * is built, or null past a limit (the page then goes with links only).
     */
    take(request: FastifyRequest): (() => void) | null {
      const caller = callerOf(request);
      const address = addressKey(request.ip);
      const byAddress = addressesAtOnce.take(address);
      const byCaller = byAddress && callersAtOnce.take(caller);
      const release = () => {
        byCaller?.();
        byAddress?.();
      };
      if (!byCaller || !addressesPerMinute.hit(address, now()).allowed || !callersPerMinute.hit(caller, now()).allowed) {
        release();
        return null;
      }
      return release;
    },
    /** The caller's answers of `url` are over the size a page carries: it is linked without a read for a while. */
    isTooLarge: (request: FastifyRequest, url: string) => tooLarge.has(`${callerOf(request)} ${url}`),
    markTooLarge: (request: FastifyRequest, url: string) => void tooLarge.set(`${callerOf(request)} ${url}`, true),
  };
}

export type PageReads = ReturnType<typeof createPageReads>;
