import { MAX_IMPORTABLE_DECKS } from '@decklist/core/decklist';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { decklists, events } from '../db/schema';

/** The user's decks in other events of a format, newest event first: offered for import. */
export async function listImportableDecks(db: Db | Tx, userId: string, format: string, exceptEventId: string) {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      eventDate: events.eventDate,
      playerName: decklists.playerName,
      deckName: decklists.deckName,
      decklistText: decklists.decklistText,
    })
    .from(decklists)
    .innerJoin(events, eq(events.id, decklists.eventId))
    .where(and(eq(decklists.userId, userId), eq(events.format, format), ne(events.id, exceptEventId)))
    .orderBy(desc(events.eventDate), desc(decklists.updatedAt))
    .limit(MAX_IMPORTABLE_DECKS);
}

export type ImportableDeckRow = Awaited<ReturnType<typeof listImportableDecks>>[number];

/** The player name on the user's most recently changed decklist, in any event; null without one. */
export async function findLastPlayerName(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ playerName: decklists.playerName })
    .from(decklists)
    .where(eq(decklists.userId, userId))
    .orderBy(desc(decklists.updatedAt))
    .limit(1);
  return row?.playerName ?? null;
}

// ---------------------------------------------------------------- checks made again (cards/recheck-job.ts)
