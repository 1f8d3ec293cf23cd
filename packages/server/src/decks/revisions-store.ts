import { MAX_REVISIONS_SHOWN } from '@decklist/core/decklist';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { decklistRevisions, eventUsers, storedListColumns, users } from '../db/schema';

const reviser = alias(eventUsers, 'reviser');

const revisionColumns = {
  seq: decklistRevisions.seq,
  createdAt: decklistRevisions.createdAt,
  reviserEventName: reviser.playerName,
  reviserRole: reviser.role,
  reviserAccountName: users.name,
  revisionType: decklistRevisions.revisionType,
  playerName: decklistRevisions.playerName,
  deckName: decklistRevisions.deckName,
  ...storedListColumns(decklistRevisions),
};

/** The revisions of a player's deck (or the one numbered `seq`), with the names of who made each, newest first. */
function selectRevisions(db: Db | Tx, eventId: string, userId: string, seq?: number) {
  return db
    .select(revisionColumns)
    .from(decklistRevisions)
    .leftJoin(users, eq(users.id, decklistRevisions.revisedBy))
    .leftJoin(reviser, and(eq(reviser.eventId, decklistRevisions.eventId), eq(reviser.userId, decklistRevisions.revisedBy)))
    .where(
      and(
        eq(decklistRevisions.eventId, eventId),
        eq(decklistRevisions.userId, userId),
        seq === undefined ? undefined : eq(decklistRevisions.seq, seq),
      ),
    )
    .orderBy(desc(decklistRevisions.seq));
}

export type RevisionRow = Awaited<ReturnType<typeof selectRevisions>>[number];

/** The newest revisions of a player's deck, with the name of who made each. */
export async function listRevisions(db: Db | Tx, eventId: string, userId: string): Promise<RevisionRow[]> {
  return selectRevisions(db, eventId, userId).limit(MAX_REVISIONS_SHOWN);
}

/**
 * One revision of a player's deck by its number (one of the newest, or the one last checked), and
 * whether it is the deck as it is now (the newest revision, a submission); undefined when the deck
 * has no such revision.
 */
export async function findRevision(db: Db | Tx, eventId: string, userId: string, seq: number) {
  const [[row], [newest]] = await Promise.all([
    selectRevisions(db, eventId, userId, seq),
    db
      .select({ seq: decklistRevisions.seq })
      .from(decklistRevisions)
      .where(and(eq(decklistRevisions.eventId, eventId), eq(decklistRevisions.userId, userId)))
      .orderBy(desc(decklistRevisions.seq))
      .limit(1),
  ]);
  if (!row) return undefined;
  return { row, isCurrent: newest?.seq === row.seq && row.revisionType === 'submitted' };
}

/** A user's e-mail address; null for a player added by name only. */
export async function findPlayerEmail(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
