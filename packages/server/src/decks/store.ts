import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StoredListRow } from '../cards';
import type { Db, Tx } from '../db/connect';
import { decklists, eventUsers, storedListColumns } from '../db/schema';

/** A deck as stored, with the player's checked flag from the event's participants. */
export interface StoredDeck extends StoredListRow {
  userId: string;
  playerName: string;
  deckName: string;
  isDeckChecked: boolean;
  /** The last check: when, and which revision (kept after a player's change; gone once unmarked). */
  checkedAt: Date | null;
  checkedRevision: number | null;
  /** The player's latest change after that check; null when unchanged since. */
  changedSinceCheckedAt: Date | null;
  updatedAt: Date;
  /** When the player agreed that the list may be published; null when they have not. */
  publicationConsentAt: Date | null;
}

const deckColumns = {
  userId: decklists.userId,
  playerName: decklists.playerName,
  deckName: decklists.deckName,
  ...storedListColumns(decklists),
  isDeckChecked: eventUsers.isDeckChecked,
  checkedAt: eventUsers.checkedAt,
  checkedRevision: eventUsers.checkedRevision,
  changedSinceCheckedAt: eventUsers.changedSinceCheckedAt,
  updatedAt: decklists.updatedAt,
  publicationConsentAt: eventUsers.publicationConsentAt,
};

const sameParticipant = and(eq(eventUsers.eventId, decklists.eventId), eq(eventUsers.userId, decklists.userId));

export async function findDeck(db: Db | Tx, eventId: string, userId: string): Promise<StoredDeck | undefined> {
  const [row] = await db
    .select(deckColumns)
    .from(decklists)
    .innerJoin(eventUsers, sameParticipant)
    .where(and(eq(decklists.eventId, eventId), eq(decklists.userId, userId)));
  return row;
}

/** Every deck of an event, or only the chosen players' (`userIds`), by player name. */
export async function listEventDecks(db: Db | Tx, eventId: string, userIds?: readonly string[]): Promise<StoredDeck[]> {
  if (userIds?.length === 0) return [];
  return db
    .select(deckColumns)
    .from(decklists)
    .innerJoin(eventUsers, sameParticipant)
    .where(and(eq(decklists.eventId, eventId), userIds ? inArray(decklists.userId, [...userIds]) : undefined))
    .orderBy(asc(decklists.playerName), asc(decklists.userId));
}

/** Names of the event's players who have no deck, by name. */
export async function playersWithoutDeck(db: Db | Tx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ name: eventUsers.playerName })
    .from(eventUsers)
    .leftJoin(decklists, sameParticipant)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player'), sql`${decklists.userId} is null`))
    .orderBy(asc(eventUsers.playerName));
  return rows.map((row) => row.name);
}
