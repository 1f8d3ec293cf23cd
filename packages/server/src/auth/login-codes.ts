import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginCodes } from '../db/schema';
import { hashLoginCode, loginCodeMatches, newLoginCode } from './tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Asking again within this time does not send another mail: the code already sent stays valid. */
export const CODE_REUSE_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** True when a code was sent within the last minute and can still be used: no new mail then. */
export async function hasRecentLoginCode(db: Db, email: string, now: number): Promise<boolean> {
  const [existing] = await db.select().from(loginCodes).where(eq(loginCodes.email, email)).limit(1);
  return Boolean(
    existing &&
      existing.createdAt.getTime() > now - CODE_REUSE_MS &&
      existing.expiresAt.getTime() > now &&
      existing.attempts < MAX_CODE_ATTEMPTS,
  );
}

/** Stores a fresh code for the address (replacing any older one) and returns it for the mail. */
export async function createLoginCode(db: Db, email: string, now: number): Promise<string> {
  const code = newLoginCode();
  const values = {
    codeHash: hashLoginCode(email, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
    attempts: 0,
  };
  await db
    .insert(loginCodes)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: loginCodes.email, set: values });
  return code;
}

export type VerifyCodeResult = 'ok' | 'wrong' | 'void' | 'expired';

/**
 * Checks a code. The attempt is counted before the comparison, in one statement,
 * so parallel guesses cannot get past the limit; a right code is used up.
 */
export async function verifyLoginCode(db: Db, email: string, code: string, now: number): Promise<VerifyCodeResult> {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.email, email),
        gt(loginCodes.expiresAt, new Date(now)),
        lt(loginCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash, attempts: loginCodes.attempts });

  if (!row) {
    const [stale] = await db
      .select({ attempts: loginCodes.attempts })
      .from(loginCodes)
      .where(eq(loginCodes.email, email))
      .limit(1);
    return stale && stale.attempts >= MAX_CODE_ATTEMPTS ? 'void' : 'expired';
  }
  if (loginCodeMatches(row.codeHash, email, code)) {
    await db.delete(loginCodes).where(eq(loginCodes.email, email));
    return 'ok';
  }
  return row.attempts >= MAX_CODE_ATTEMPTS ? 'void' : 'wrong';
}

export async function deleteExpiredLoginCodes(db: Db, now: number) {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now)));
}
