import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { serverSecrets } from '../db/schema';

/**
 * A secret of the site by name: made at random by the first instance that asks for it, then the same
 * for every instance and across restarts (it lives in the database, so a backup carries it).
 */
export async function siteSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

/**
 * Hashes an e-mail address with the site's key (HMAC-SHA-256): stable for the site, so a client can tell
 * two revisions' players apart or alike, but no one without the key can test a guessed address against it.
 */
export function emailHasher(key: string): (email: string) => string {
  return (email) => createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The value live messages name the maker of a change by, so that its page can tell its own changes' echo
 * apart: a keyed hash of the session's id, and of the page's when the request named one (a second tab of
 * the same account is another page, and hears the change). It names nothing to anyone else. `/api/me`
 * tells each session the value of its requests that name no page (the contract's `session_id`).
 */
export function liveEchoIds(key: string): (sessionId: string, page?: string | null) => string {
  return (sessionId, page) =>
    createHmac('sha256', key)
      .update(page ? `${sessionId}\n${page}` : sessionId)
      .digest('base64url')
      .slice(0, 22);
}
