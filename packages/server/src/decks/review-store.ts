import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { decklistRevisions, decklists, eventUsers } from '../db/schema';
import { type DeckChange, lockParticipant, theParticipant } from './save-store';

/**
 * Marks a player's deck checked (the revision it stands at, and when) or not (forgetting the last
 * check); false when the player has no deck. The participant is locked first, as a deck change does,
 * so the revision marked is the deck's as it is.
 */
export async function setDeckChecked(db: Db, change: Pick<DeckChange, 'eventId' | 'userId' | 'now'>, isChecked: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { participant } = await lockParticipant(tx, change);
    if (participant?.role !== 'player') return false;
    const [deck] = await tx
      .select({ userId: decklists.userId })
      .from(decklists)
      .where(and(eq(decklists.eventId, change.eventId), eq(decklists.userId, change.userId)));
    if (!deck) return false;
    const [newest] = await tx
      .select({ seq: decklistRevisions.seq })
      .from(decklistRevisions)
      .where(and(eq(decklistRevisions.eventId, change.eventId), eq(decklistRevisions.userId, change.userId)))
      .orderBy(desc(decklistRevisions.seq))
      .limit(1);
    await tx
      .update(eventUsers)
      .set({
        isDeckChecked: isChecked,
        checkedAt: isChecked ? new Date(change.now) : null,
        checkedRevision: isChecked ? (newest?.seq ?? null) : null,
        changedSinceCheckedAt: null,
      })
      .where(theParticipant(change));
    return true;
  });
}
