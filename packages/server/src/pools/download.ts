import { nameInEvent } from '@decklist/core/events';
import { poolSizeOf, type LimitedSetup } from '@decklist/core/limited';
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { eventRemovals, eventUsers, poolRevisions, pools, users } from '../db/schema';
import type { ExportPlayerPools, ExportPoolCorrection, LimitedExport } from '../decks';

// What the all-decks download shows of a Limited event's pools (decks/limited-export.ts makes the text of it).

const owner = alias(eventUsers, 'owner');
const receiver = alias(eventUsers, 'receiver');
const reviser = alias(eventUsers, 'reviser');
/** A pool's owner by their name in the event, or the one they had when removed (their pool stays with its receiver). */
const ownerName = sql<string>`coalesce(${owner.playerName}, ${eventRemovals.playerName}, '')`;

/** Every registered pool of the event, with its owner's and receiver's names. */
function eventPools(db: Db, eventId: string) {
  return db
    .select({
      userId: pools.userId,
      ownerName,
      inEvent: sql<boolean>`${owner.userId} is not null`,
      receiverId: pools.receiverId,
      receiverName: receiver.playerName,
      counted: pools.counted,
      verification: pools.verification,
    })
    .from(pools)
    .leftJoin(owner, and(eq(owner.eventId, pools.eventId), eq(owner.userId, pools.userId)))
    .leftJoin(eventRemovals, and(eq(eventRemovals.eventId, pools.eventId), eq(eventRemovals.userId, pools.userId)))
    .leftJoin(receiver, and(eq(receiver.eventId, pools.eventId), eq(receiver.userId, pools.receiverId)))
    .where(eq(pools.eventId, eventId))
    .orderBy(asc(ownerName), asc(pools.userId));
}

/** Someone of the event by their name in it, else their account's, else their role's word. */
async function personName(db: Db, eventId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ inEvent: eventUsers.playerName, account: users.name, role: eventUsers.role })
    .from(users)
    .leftJoin(eventUsers, and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, users.id)))
    .where(eq(users.id, userId));
  return row ? nameInEvent(row.inEvent || row.account, row.role) : null;
}

/** The judges' corrections of pools since `since` (revisions written by someone other than the pool's owner), oldest first. */
async function correctionsSince(db: Db, eventId: string, since: Date): Promise<ExportPoolCorrection[]> {
  const rows = await db
    .select({
      ownerName,
      reviserInEvent: reviser.playerName,
      reviserAccount: users.name,
      reviserRole: reviser.role,
      at: poolRevisions.createdAt,
      total: poolRevisions.total,
      note: poolRevisions.note,
    })
    .from(poolRevisions)
    .leftJoin(owner, and(eq(owner.eventId, poolRevisions.eventId), eq(owner.userId, poolRevisions.userId)))
    .leftJoin(eventRemovals, and(eq(eventRemovals.eventId, poolRevisions.eventId), eq(eventRemovals.userId, poolRevisions.userId)))
    .leftJoin(reviser, and(eq(reviser.eventId, poolRevisions.eventId), eq(reviser.userId, poolRevisions.revisedBy)))
    .leftJoin(users, eq(users.id, poolRevisions.revisedBy))
    .where(
      and(
        eq(poolRevisions.eventId, eventId),
        gte(poolRevisions.createdAt, since),
        or(isNull(poolRevisions.revisedBy), ne(poolRevisions.revisedBy, poolRevisions.userId)),
      ),
    )
    .orderBy(asc(poolRevisions.seq));
  return rows.map((row) => ({
    ownerName: row.ownerName,
    byName: nameInEvent(row.reviserInEvent || row.reviserAccount, row.reviserRole),
    at: row.at.toISOString(),
    total: row.total,
    note: row.note,
  }));
}

export interface DownloadEvent {
  id: string;
  limited: LimitedSetup | null;
  poolSwapAt: Date | null;
  poolSwapBy: string | null;
}

/**
 * A Limited event's pools for the all-decks download: for each deck's player (`deckUserIds`, in the download's
 * order) the pool they registered and the one their deck is built from (the one received after a Sealed swap, else
 * their own: played-pools.ts). The whole event's download (`whole`) adds the pools of players without a
 * decklist and the swap's record; a download of chosen lists has only their players' pools. Null for an event
 * without pools.
 */
export async function limitedDownload(db: Db, event: DownloadEvent, deckUserIds: readonly string[], whole: boolean): Promise<LimitedExport | null> {
  const setup = event.limited;
  if (!setup) return null;
  const swappedAt = event.poolSwapAt;
  const [rows, byName, corrections] = await Promise.all([
    eventPools(db, event.id),
    whole && swappedAt && event.poolSwapBy ? personName(db, event.id, event.poolSwapBy) : null,
    whole && swappedAt ? correctionsSince(db, event.id, swappedAt) : [],
  ]);
  const byOwner = new Map(rows.map((row) => [row.userId, row]));
  const byReceiver = new Map(rows.flatMap((row) => (row.receiverId ? [[row.receiverId, row] as const] : [])));

  const playerPools = (userId: string): ExportPlayerPools => {
    const own = byOwner.get(userId);
    const played = swappedAt ? byReceiver.get(userId) : own; // as findPlayedPool has it
    return {
      registered: own?.counted ?? null,
      played: played ? { ownerName: played.ownerName, received: played !== own, cards: played.counted.cards } : null,
    };
  };
  const withDeck = new Set(deckUserIds);
  return {
    expectedSize: poolSizeOf(setup),
    decks: deckUserIds.map(playerPools),
    poolsWithoutDeck: whole ? rows.filter((row) => row.inEvent && !withDeck.has(row.userId)).map((row) => ({ playerName: row.ownerName, pool: row.counted })) : [],
    swap:
      whole && swappedAt
        ? {
            at: swappedAt.toISOString(),
            byName,
            entries: rows.map((row) => ({ ownerName: row.ownerName, receiverName: row.receiverName, total: row.counted.total, verification: row.verification })),
            corrections,
          }
        : null,
  };
}
