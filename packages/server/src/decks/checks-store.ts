import { and, eq } from 'drizzle-orm';
import type { StoredChecks } from '../cards';
import { checkIsStale, decklistRevisions, decklists, events } from '../db/schema';

/** Event decks whose stored check is out of date. */
export const deckChecks: StoredChecks<{ eventId: string; userId: string }> = {
  name: 'decklists',
  async stale(tx, version, limit) {
    const rows = await tx
      .select({ eventId: decklists.eventId, userId: decklists.userId, text: decklists.decklistText, format: events.format })
      .from(decklists)
      .innerJoin(events, eq(events.id, decklists.eventId))
      .where(checkIsStale(decklists.checkVersion, version))
      .limit(limit);
    return rows.map(({ eventId, userId, text, format }) => ({ key: { eventId, userId }, text, format }));
  },
  async save(tx, { key, text }, check, version) {
    await tx
      .update(decklists)
      .set({ check, checkVersion: version, hasWarnings: check.has_warnings })
      .where(and(eq(decklists.eventId, key.eventId), eq(decklists.userId, key.userId), eq(decklists.decklistText, text)));
  },
};

/** Revisions whose stored check is out of date. */
export const revisionChecks: StoredChecks<string> = {
  name: 'decklist_revisions',
  async stale(tx, version, limit) {
    const rows = await tx
      .select({ id: decklistRevisions.id, text: decklistRevisions.decklistText, format: events.format })
      .from(decklistRevisions)
      .innerJoin(events, eq(events.id, decklistRevisions.eventId))
      .where(checkIsStale(decklistRevisions.checkVersion, version))
      .limit(limit);
    return rows.map(({ id, text, format }) => ({ key: id, text, format }));
  },
  async save(tx, { key }, check, version) {
    await tx.update(decklistRevisions).set({ check, checkVersion: version }).where(eq(decklistRevisions.id, key));
  },
};
