import type { DecklistCheck } from '@decklist/core/decklist';
import { LIBRARY_DECK_UNUSED_DAYS, MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { and, asc, count, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { StoredCheckParts, StoredChecks } from '../cards';
import type { Db, Tx } from '../db/connect';
import { lockLimit } from '../db/limits';
import { commitIf } from '../db/transactions';
import { claimIdempotencyKey, recordIdempotentResult, type IdempotencyClaim } from '../idempotency';
import { checkIsStale, libraryDecks, storedCheckText } from '../db/schema';

export type LibraryDeckRow = typeof libraryDecks.$inferSelect;

export interface LibraryDeckContent {
  deckName: string;
  format: string;
  decklistText: string;
  /** What the check of the list found, and the version it was made with (cards/service.ts). */
  check: DecklistCheck;
  checkVersion: string;
}

/** A deck in the user's list: everything but its stored check. */
export type LibraryDeckSummary = Omit<LibraryDeckRow, 'check'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only a user's own deck is ever found; another user's id (or no id at all) is the same null. */
const owned = (userId: string, deckId: string) => and(eq(libraryDecks.id, deckId), eq(libraryDecks.userId, userId));

/** Every column but the check (its version stays, to tell whether the check is current). */
function summaryColumns() {
  const { check: _check, ...summary } = getTableColumns(libraryDecks);
  return summary;
}

/** The user's decks by name. */
export async function listLibraryDecks(db: Db, userId: string): Promise<LibraryDeckSummary[]> {
  return db
    .select(summaryColumns())
    .from(libraryDecks)
    .where(eq(libraryDecks.userId, userId))
    .orderBy(asc(sql`lower(${libraryDecks.deckName})`), asc(libraryDecks.createdAt), asc(libraryDecks.id));
}

/** A deck with its stored check as JSON text (cards/service.ts). */
export type StoredLibraryDeck = LibraryDeckSummary & {
  stored: StoredCheckParts;
};

export async function findLibraryDeck(db: Db, userId: string, deckId: string): Promise<StoredLibraryDeck | null> {
  if (!UUID.test(deckId)) return null;
  const [row] = await db
    .select({ ...summaryColumns(), stored: storedCheckText(libraryDecks.check) })
    .from(libraryDecks)
    .where(owned(userId, deckId));
  return row ?? null;
}

/** How a save went: the deck as saved, or why not, or the save it repeats (the deck it made, when it made one). */
export type LibrarySave =
  | { outcome: 'saved'; row: LibraryDeckSummary }
  | { outcome: 'full' }
  | { outcome: 'no-deck' }
  | { outcome: 'repeated'; deckId: string | null }
  | { outcome: 'key-reused' };

/**
 * Saves a new deck (`deckId` null), used now, or an existing deck of the user's (saving it is using it).
 * The user's library limit is locked while their decks are counted, so two tabs saving at once cannot pass
 * the limit together. With a claim, a save sent again after its answer was lost is not made twice.
 */
export async function saveLibraryDeck(
  db: Db,
  save: { userId: string; deckId: string | null; content: LibraryDeckContent; now: number },
  claim?: IdempotencyClaim,
): Promise<LibrarySave> {
  if (save.deckId !== null && !UUID.test(save.deckId)) return { outcome: 'no-deck' };
  return commitIf(
    db,
    async (tx): Promise<LibrarySave> => {
      const claimed = claim ? await claimIdempotencyKey(tx, claim) : undefined;
      if (claimed?.outcome === 'repeated') return { outcome: 'repeated', deckId: claimed.result };
      if (claimed?.outcome === 'reused') return { outcome: 'key-reused' };
      const row = save.deckId === null ? await insertDeck(tx, save.userId, save.content, save.now) : await updateDeck(tx, save.userId, save.deckId, save.content, save.now);
      if (!row) return { outcome: save.deckId === null ? 'full' : 'no-deck' };
      if (claim && save.deckId === null) await recordIdempotentResult(tx, claim, row.id);
      return { outcome: 'saved', row };
    },
    (result) => result.outcome === 'saved',
  );
}

async function insertDeck(tx: Tx, userId: string, content: LibraryDeckContent, now: number): Promise<LibraryDeckSummary | null> {
  await lockLimit(tx, 'library-decks-per-user', userId);
  const [saved] = await tx.select({ n: count() }).from(libraryDecks).where(eq(libraryDecks.userId, userId));
  if ((saved?.n ?? 0) >= MAX_LIBRARY_DECKS) return null;
  const at = new Date(now);
  const [row] = await tx
    .insert(libraryDecks)
    .values({ userId, ...content, hasWarnings: content.check.has_warnings, createdAt: at, updatedAt: at, lastUsedAt: at })
    .returning(summaryColumns());
  return row!;
}

async function updateDeck(tx: Tx, userId: string, deckId: string, content: LibraryDeckContent, now: number): Promise<LibraryDeckSummary | null> {
  const at = new Date(now);
  const [row] = await tx
    .update(libraryDecks)
    .set({ ...content, hasWarnings: content.check.has_warnings, updatedAt: at, lastUsedAt: at })
    .where(owned(userId, deckId))
    .returning(summaryColumns());
  return row ?? null;
}

/** Whether the user had this deck (now deleted). */
export async function deleteLibraryDeck(db: Db, userId: string, deckId: string): Promise<boolean> {
  if (!UUID.test(deckId)) return false;
  const deleted = await db.delete(libraryDecks).where(owned(userId, deckId)).returning({ id: libraryDecks.id });
  return deleted.length > 0;
}

/** Records that the user used a deck (imported it into an event's deck form), so it is kept; false when they have no such deck. */
export async function markLibraryDeckUsed(db: Db, userId: string, deckId: string, now: number): Promise<boolean> {
  if (!UUID.test(deckId)) return false;
  const used = await db
    .update(libraryDecks)
    .set({ lastUsedAt: new Date(now) })
    .where(owned(userId, deckId))
    .returning({ id: libraryDecks.id });
  return used.length > 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every deck not used for 90 days (docs/product.md, Deck library); returns how many went. */
export async function deleteUnusedLibraryDecks(tx: Tx, now: number): Promise<number> {
  const deleted = await tx
    .delete(libraryDecks)
    .where(lt(libraryDecks.lastUsedAt, new Date(now - LIBRARY_DECK_UNUSED_DAYS * DAY_MS)))
    .returning({ id: libraryDecks.id });
  return deleted.length;
}

/** Saved decks whose stored check is out of date (cards/recheck-job.ts). */
export const libraryChecks: StoredChecks<string> = {
  name: 'library_decks',
  async stale(tx, version, limit) {
    const rows = await tx
      .select({ id: libraryDecks.id, text: libraryDecks.decklistText, format: libraryDecks.format })
      .from(libraryDecks)
      .where(checkIsStale(libraryDecks.checkVersion, version))
      .limit(limit);
    return rows.map(({ id, text, format }) => ({ key: id, text, format }));
  },
  async save(tx, { key, text }, check, version) {
    await tx
      .update(libraryDecks)
      .set({ check, checkVersion: version, hasWarnings: check.has_warnings })
      .where(and(eq(libraryDecks.id, key), eq(libraryDecks.decklistText, text)));
  },
};
