import type { Db } from '../db/connect';
import { tooManyRequests } from '../http/problem';
import { hitRateLimit } from '../http/rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const ONE_DAY = 24 * ONE_HOUR;

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Sign-in limits (docs/security.md explains each figure). "Address" is the client's network address
 * (an IPv6 /64); a hall of players behind one venue address shares the per-address ones.
 *
 * - A hall of 300 behind one address signs in within ten minutes: 300 starts, 300 mails and a few
 *   continues each fit in startPerIp, mailsPerIpHour and continuePerIp with room to spare.
 * - One address cannot mail thousands: 400 mails an hour, 1,000 a day.
 * - One inbox is not flooded: 10 codes an hour in all, at most 3 of them asked for from any one address.
 * - Nobody is locked out by a stranger: a stranger's requests use up only the stranger's own 3 codes
 *   an hour for that inbox (the owner, from another address, has theirs), and their wrong guesses void
 *   only codes asked for from their own network (login-codes.ts); guesses at codes asked for from
 *   other networks come out of a budget of their own (guessesElsewherePerEmail). Only several
 *   addresses acting together can spend an inbox's 10 codes of an hour.
 * - Strangers cannot keep the owner out: a browser that has signed in to the account before counts its
 *   codes apart (its own 3 per hour and 10 per hour to the inbox), so even several addresses spending
 *   the inbox's shared 10 leave the owner's usual browser its codes.
 * - Guessing stays hopeless: 5 tries per code, at most 10 codes an hour per inbox (50 tries) plus 18
 *   tries an hour at codes of other networks: 68 an hour against a million possible codes.
 */
export const AUTH_LIMITS = {
  startPerIp: { limit: 1000, windowMs: TEN_MINUTES },
  continuePerIp: { limit: 3000, windowMs: TEN_MINUTES },
  googlePerIp: { limit: 1000, windowMs: TEN_MINUTES },
  newCodesPerEmailAndIp: { limit: 3, windowMs: ONE_HOUR },
  mailsPerEmail: { limit: 10, windowMs: ONE_HOUR },
  mailsPerIpHour: { limit: 400, windowMs: ONE_HOUR },
  mailsPerIpDay: { limit: 1000, windowMs: ONE_DAY },
  guessesElsewherePerEmail: { limit: 3, windowMs: TEN_MINUTES },
} satisfies Record<string, Limit>;
export type AuthLimits = typeof AUTH_LIMITS;

const tooManyCodes = (retryAfterSeconds: number, code: 'codes_from_network_limited' | 'codes_to_address_limited') =>
  tooManyRequests(code, retryAfterSeconds, { extra: { success: false, result: 'TOO_MANY_ATTEMPTS' } });

/**
 * Counts a new code (and its mail) for `email` asked for from `address`, or throws the 429 that
 * stops it. Checked in an order that spends nothing of the inbox's own budget on a refusal: the
 * requester's own counters first, the inbox's last.
 */
export async function countNewCode(db: Db, limits: AuthLimits, email: string, address: string, now: number, device: string | null = null) {
  const hit = (key: string, { limit, windowMs }: Limit) => hitRateLimit(db, key, limit, windowMs, now);
  // A browser that signed in to this account before (auth/known-device.ts) has budgets of its own for it:
  // whatever strangers ask for this inbox, from anywhere, its owner's browser still gets codes.
  const requester = device ? `device:${device}` : address;
  const inboxKey = device ? `mails-to:${email}:device:${device}` : `mails-to:${email}`;

  const pair = await hit(`new-code:${email}:${requester}`, limits.newCodesPerEmailAndIp);
  if (!pair.allowed) {
    throw tooManyCodes(pair.retryAfterSeconds, 'codes_from_network_limited');
  }
  for (const [key, limit] of [
    [`mails-hour:${address}`, limits.mailsPerIpHour],
    [`mails-day:${address}`, limits.mailsPerIpDay],
  ] as const) {
    const sent = await hit(key, limit);
    if (!sent.allowed) {
      throw tooManyRequests('sign_in_mail_rate_limited', sent.retryAfterSeconds);
    }
  }
  const inbox = await hit(inboxKey, limits.mailsPerEmail);
  if (!inbox.allowed) {
    throw tooManyCodes(inbox.retryAfterSeconds, 'codes_to_address_limited');
  }
}

/** One more guess at a code asked for from another network than the guesser's: within the address's budget? */
export async function mayGuessElsewhere(db: Db, limits: AuthLimits, email: string, now: number): Promise<boolean> {
  const { limit, windowMs } = limits.guessesElsewherePerEmail;
  return (await hitRateLimit(db, `guess-elsewhere:${email}`, limit, windowMs, now)).allowed;
}
