import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { users } from '../db/schema';

/**
 * The user with this (already normalised) e-mail, created on first use.
 * A name is only filled in when the user has none yet.
 */
export async function findOrCreateUserByEmail(db: Db | Tx, email: string, name = '') {
  const [row] = await db
    .insert(users)
    .values({ email, name })
    .onConflictDoUpdate({
      target: users.email,
      set: { name: sql`case when ${users.name} = '' then excluded.name else ${users.name} end` },
    })
    .returning();
  return row!;
}

/** Keeps the language the user chose in the app's menu. */
export async function setUserLanguage(db: Db, userId: string, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The language the user with this (normalised) e-mail chose in the app's menu; null when none or no such user. */
export async function findUserLanguage(db: Db | Tx, email: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return row?.language ?? null;
}
