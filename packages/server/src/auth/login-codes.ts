import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginCodes } from '../db/schema';
import { hashLoginCode, loginCodeMatches, newLoginCode } from './tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Asking again within this time does not send another mail: the code already sent stays valid. */
export const CODE_REUSE_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/*
 * Each e-mail address has one code per network that asked for it (`from`, the client's address key):
 * a request from another network never replaces or voids it, so a stranger asking for codes for
 * someone else's address and guessing cannot lock its owner out (docs/security.md). Every code allows
 * MAX_CODE_ATTEMPTS guesses from its own network. A code typed in on another network than the one it
 * was asked from (a phone that moved from Wi-Fi to mobile data) is still accepted, within a small
 * budget of such guesses per address (checked by the caller).
 */

const live = (now: number) => and(gt(loginCodes.expiresAt, new Date(now)), lt(loginCodes.attempts, MAX_CODE_ATTEMPTS));

/**
 * How long until a new code may be mailed to the address from this network, in ms: while a code sent
 * within the last minute can still be used, asking again reuses it (no new mail); 0 when a new code
 * may be sent now.
 */
export async function msUntilNewCode(db: Db, email: string, from: string, now: number): Promise<number> {
  const [existing] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.requestedFrom, from)))
    .limit(1);
  if (!existing || existing.expiresAt.getTime() <= now || existing.attempts >= MAX_CODE_ATTEMPTS) return 0;
  return Math.max(0, existing.createdAt.getTime() + CODE_REUSE_MS - now);
}

/** Stores a fresh code for the address and network (replacing that network's older one) and returns it for the mail. */
export async function createLoginCode(db: Db, email: string, from: string, now: number): Promise<string> {
  const code = newLoginCode();
  const values = {
    codeHash: hashLoginCode(email, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
    attempts: 0,
  };
  await db
    .insert(loginCodes)
    .values({ email, requestedFrom: from, ...values })
    .onConflictDoUpdate({ target: [loginCodes.email, loginCodes.requestedFrom], set: values });
  return code;
}

/**
 * 'ok': signed in (every code of the address is used up). 'wrong': try again. 'void': this network's
 * code has had its tries. 'expired': no live code. 'ask-here': only codes asked for from other
 * networks are live, and the budget for checking those is spent: ask for a code from this network.
 */
export type VerifyCodeResult = 'ok' | 'wrong' | 'void' | 'expired' | 'ask-here';

/**
 * Checks a code typed in on network `from`. The code asked for from this network is tried first; its
 * attempt is counted before the comparison, in one statement, so parallel guesses cannot get past
 * the limit. Then the live codes asked for from other networks, if `mayTryElsewhere()` allows one more
 * such check (a budget per address; it never voids those codes).
 */
export async function verifyLoginCode(
  db: Db,
  email: string,
  from: string,
  code: string,
  now: number,
  mayTryElsewhere: () => Promise<boolean>,
): Promise<VerifyCodeResult> {
  const [own] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.email, email), eq(loginCodes.requestedFrom, from), live(now)))
    .returning({ codeHash: loginCodes.codeHash, attempts: loginCodes.attempts });
  if (own && loginCodeMatches(own.codeHash, email, code)) return useUp(db, email);

  const elsewhere = await db
    .select({ codeHash: loginCodes.codeHash })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), ne(loginCodes.requestedFrom, from), live(now)));
  const triedElsewhere = elsewhere.length > 0 && (await mayTryElsewhere());
  if (triedElsewhere && elsewhere.some((row) => loginCodeMatches(row.codeHash, email, code))) return useUp(db, email);

  if (own) return own.attempts >= MAX_CODE_ATTEMPTS ? 'void' : 'wrong';
  if (triedElsewhere) return 'wrong';
  if (elsewhere.length > 0) return 'ask-here';
  const [stale] = await db
    .select({ attempts: loginCodes.attempts })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.requestedFrom, from), gt(loginCodes.expiresAt, new Date(now))))
    .limit(1);
  return stale && stale.attempts >= MAX_CODE_ATTEMPTS ? 'void' : 'expired';
}

async function useUp(db: Db, email: string): Promise<'ok'> {
  await db.delete(loginCodes).where(eq(loginCodes.email, email));
  return 'ok';
}

export async function deleteExpiredLoginCodes(db: Db, now: number) {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now)));
}
