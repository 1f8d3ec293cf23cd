import { and, eq, gt } from 'drizzle-orm';
import { sha256 } from '../auth/tokens';
import type { Db } from '../db/connect';
import { decklists, eventUsers, sessions } from '../db/schema';
import type { PageViewer } from '../http/page-preloads';

/**
 * The role and deck of the session's user in an event, in one query; null when the session is unknown or
 * expired, or its user has no role in the event. Only chooses what the HTML asks for ahead: every API
 * answer still checks the caller itself.
 */
export async function findPageViewer(db: Db, token: string, eventId: string, now: number): Promise<PageViewer | null> {
  const [row] = await db
    .select({ role: eventUsers.role, deckOf: decklists.userId })
    .from(sessions)
    .innerJoin(eventUsers, and(eq(eventUsers.userId, sessions.userId), eq(eventUsers.eventId, eventId)))
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  return row ? { role: row.role, hasDeck: row.deckOf !== null } : null;
}
