import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';
import { newSessionToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'decklist_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is calling: the signed-in user and their session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  /** The language the user chose in the app's menu, if any. */
  language: string | null;
  /**
   * The browser page the request comes from (`X-Decklist-Page`, or `page` on /ws), null when it names none:
   * live messages name the page that made a change, so that only that page ignores the echo (pageOf).
   */
  page: string | null;
}

export async function createSession(db: Db, userId: string, now: number) {
  const token = newSessionToken();
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, createdAt: new Date(now), expiresAt: new Date(now + SESSION_TTL_MS) })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export async function findSession(db: Db, token: string, now: number): Promise<AuthContext | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, name: users.name, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return null;
  return { sessionId: row.sessionId, userId: row.userId, email: row.email ?? '', name: row.name, language: row.language, page: null };
}

export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteExpiredSessions(db: Db, now: number) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}

/** Ends every session and bearer token of the user; how many there were. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
