import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { StoredListRow } from '../cards';
import type { Db, Tx } from '../db/connect';
import { deckPublications, decklists, eventUsers, events, storedListColumns } from '../db/schema';

/** A player with a deck in the event, and whether and how their list is published. */
export interface PublicationCandidateRow {
  userId: string;
  playerName: string;
  deckName: string;
  consentAt: Date | null;
  /** Who recorded the agreement given on paper; null when the player agreed here (or did not). */
  consentBy: string | null;
  position: number | null;
  placing: number | null;
  label: string | null;
}

const sameDeck = and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId));
const samePublication = and(eq(deckPublications.eventId, eventUsers.eventId), eq(deckPublications.userId, eventUsers.userId));

/** The players with a deck: the published first in their order, then the others by name. */
export async function listCandidates(db: Db | Tx, eventId: string): Promise<PublicationCandidateRow[]> {
  return db
    .select({
      userId: eventUsers.userId,
      playerName: decklists.playerName,
      deckName: decklists.deckName,
      consentAt: eventUsers.publicationConsentAt,
      consentBy: eventUsers.publicationConsentBy,
      position: deckPublications.position,
      placing: deckPublications.placing,
      label: deckPublications.label,
    })
    .from(eventUsers)
    .innerJoin(decklists, sameDeck)
    .leftJoin(deckPublications, samePublication)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player')))
    .orderBy(sql`${deckPublications.position} asc nulls last`, asc(decklists.playerName), asc(eventUsers.userId));
}

export interface ChosenList {
  userId: string;
  placing: number | null;
  label: string;
}

/** Why the lists were not published: the event does not allow it, or these players (by index) have no deck or did not agree. */
export type PublishOutcome =
  | { outcome: 'published' }
  | { outcome: 'not-allowed' }
  | { outcome: 'refused'; noDeck: number[]; noConsent: number[] };

/**
 * Replaces the event's published lists with these, in this order, atomically. Every player must have a
 * deck and have agreed; the event row is locked so that unmarking the event cannot slip in between.
 */
export async function publishLists(db: Db, eventId: string, chosen: readonly ChosenList[], now: number): Promise<PublishOutcome> {
  return db.transaction(async (tx): Promise<PublishOutcome> => {
    const [event] = await tx.select({ allowed: events.listsMayBePublished }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event?.allowed && chosen.length > 0) return { outcome: 'not-allowed' };
    const candidates = new Map((await listCandidates(tx, eventId)).map((row) => [row.userId, row]));
    const noDeck: number[] = [];
    const noConsent: number[] = [];
    chosen.forEach((list, i) => {
      const candidate = candidates.get(list.userId);
      if (!candidate) noDeck.push(i);
      else if (!candidate.consentAt) noConsent.push(i);
    });
    if (noDeck.length > 0 || noConsent.length > 0) return { outcome: 'refused', noDeck, noConsent };

    await tx.delete(deckPublications).where(eq(deckPublications.eventId, eventId));
    if (chosen.length > 0) {
      await tx.insert(deckPublications).values(
        chosen.map((list, position) => ({ eventId, userId: list.userId, position, placing: list.placing, label: list.label, publishedAt: new Date(now) })),
      );
    }
    return { outcome: 'published' };
  });
}

/**
 * A player agrees that their list may be published, or takes it back (which unpublishes it); or an owner
 * or judge (`recordedBy`) records the agreement the player gave on paper, or takes it back. The first
 * agreement is kept with who recorded it. False when they are not a player of the event.
 */
export async function setPublicationConsent(
  db: Db,
  eventId: string,
  userId: string,
  agreed: boolean,
  now: number,
  recordedBy: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const who = and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, userId), eq(eventUsers.role, 'player'));
    const firstAgreement = sql`${eventUsers.publicationConsentAt} is null`;
    const updated = await tx
      .update(eventUsers)
      .set({
        publicationConsentAt: agreed ? sql`coalesce(${eventUsers.publicationConsentAt}, ${new Date(now).toISOString()}::timestamptz)` : null,
        publicationConsentBy: agreed ? sql`case when ${firstAgreement} then ${recordedBy}::uuid else ${eventUsers.publicationConsentBy} end` : null,
      })
      .where(who)
      .returning({ userId: eventUsers.userId });
    if (updated.length === 0) return false;
    if (!agreed) await tx.delete(deckPublications).where(and(eq(deckPublications.eventId, eventId), eq(deckPublications.userId, userId)));
    return true;
  });
}

/** A published list as the public page shows it, with its stored check (as JSON text). */
export interface PublishedListRow extends StoredListRow {
  userId: string;
  playerName: string;
  deckName: string;
  placing: number | null;
  label: string;
}

// The joins and condition of a published list the public page shows (listPublishedLists, publishedListsVersion).
const eventAllowsPublishing = and(eq(events.id, deckPublications.eventId), eq(events.listsMayBePublished, true));
const publishedDeck = and(eq(decklists.eventId, deckPublications.eventId), eq(decklists.userId, deckPublications.userId));
const shownPublicly = (eventId: string) =>
  and(eq(deckPublications.eventId, eventId), isNotNull(eventUsers.publicationConsentAt), eq(eventUsers.role, 'player'));

/**
 * The published lists of an event in their order, only while the event allows it and each player's
 * consent holds and their deck is there; empty otherwise.
 */
export async function listPublishedLists(db: Db | Tx, eventId: string): Promise<PublishedListRow[]> {
  return db
    .select({
      userId: deckPublications.userId,
      playerName: decklists.playerName,
      deckName: decklists.deckName,
      ...storedListColumns(decklists),
      placing: deckPublications.placing,
      label: deckPublications.label,
    })
    .from(deckPublications)
    .innerJoin(events, eventAllowsPublishing)
    .innerJoin(eventUsers, samePublication)
    .innerJoin(decklists, publishedDeck)
    .where(shownPublicly(eventId))
    .orderBy(asc(deckPublications.position));
}

/** The version of an event's public page, and what a Limited event's page also depends on: its players' pools. */
export interface PublishedListsVersion {
  text: string;
  /** The event registers pools (Limited with a set-up): its lists' sideboards are the rest of their pools. */
  limited: boolean;
  poolSwapAt: Date | null;
  userIds: string[];
}

/**
 * What the public page of an event's lists is made of, without the lists themselves: the event's fields
 * it shows and, for each published list, who, where, how labelled and when the deck last changed. Two
 * equal versions make the same page (given the same card data and, in a Limited event, the same pools), so the
 * page is built once per version. Null while the event shows no list.
 */
export async function publishedListsVersion(db: Db | Tx, eventId: string): Promise<PublishedListsVersion | null> {
  const rows = await db
    .select({
      name: events.name,
      eventDate: events.eventDate,
      format: events.format,
      limited: sql<boolean>`${events.limited} is not null`,
      poolSwapAt: events.poolSwapAt,
      userId: deckPublications.userId,
      placing: deckPublications.placing,
      label: deckPublications.label,
      playerName: decklists.playerName,
      deckName: decklists.deckName,
      checkVersion: decklists.checkVersion,
      updatedAt: decklists.updatedAt,
    })
    .from(deckPublications)
    .innerJoin(events, eventAllowsPublishing)
    .innerJoin(eventUsers, samePublication)
    .innerJoin(decklists, publishedDeck)
    .where(shownPublicly(eventId))
    .orderBy(asc(deckPublications.position));
  const [first] = rows;
  if (!first) return null;
  return { text: JSON.stringify(rows), limited: first.limited, poolSwapAt: first.poolSwapAt, userIds: rows.map((row) => row.userId) };
}
