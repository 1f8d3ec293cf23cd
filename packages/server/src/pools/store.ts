import type { CountedPool, LimitedSetup } from '@decklist/core/limited';
import { MAX_REVISIONS_SHOWN } from '@decklist/core/decklist';
import { and, desc, eq, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { events, eventUsers, poolRevisions, pools } from '../db/schema';
import { commitIf } from '../db/transactions';
import { lockParticipant, submissionsShut, type SubmissionsShut } from '../decks';
import { joinLocked, type JoinRefusal } from '../events';

export interface PoolChange {
  eventId: string;
  /** Whose pool. */
  userId: string;
  /** Who writes it: the player, or an owner or judge for them. */
  revisedBy: string;
  /** The player's own registration: it needs the event open, and makes them a player. */
  self: boolean;
  playerName: string;
  /** An organiser's note with a correction ('' for none). */
  note: string;
  now: number;
}

export type SavePoolOutcome =
  /** With the set-up it was counted against, and whether the pools were swapped (for the answer). */
  | { outcome: 'saved'; joined: boolean; counted: CountedPool; setup: LimitedSetup; swapped: boolean }
  /** The event registers no pools: it is not Limited, or has no set-up. */
  | { outcome: 'no-pools' }
  /** A player's own pool after the swap: only organisers correct pools then. */
  | { outcome: 'swapped' }
  | SubmissionsShut
  | { outcome: 'organiser' }
  | { outcome: 'not-a-player' }
  | JoinRefusal;

/**
 * The first registration fixes the event's set-up (events/store.ts setLimitedSetup writes only while
 * `first_pool_at` is empty). It is set in a statement of its own, before the registration's transaction: taking
 * the event's row inside it, after the participant's row and the join's player limit, would take them in the
 * opposite order to a removal's and to other joins', and PostgreSQL would fail one of them. Answers the instant set,
 * or null when the set-up was fixed already (or the event has none).
 */
async function fixSetup(db: Db, eventId: string, now: number): Promise<Date | null> {
  const at = new Date(now);
  const [row] = await db
    .update(events)
    .set({ firstPoolAt: at })
    .where(and(eq(events.id, eventId), isNull(events.firstPoolAt), isNotNull(events.limited)))
    .returning({ id: events.id });
  return row ? at : null;
}

/** Frees the set-up again when the registration that fixed it was refused, unless a pool was registered meanwhile. */
async function unfixSetup(db: Db, eventId: string, at: Date) {
  const anyPool = db.select({ one: sql`1` }).from(pools).where(eq(pools.eventId, eventId));
  await db
    .update(events)
    .set({ firstPoolAt: null })
    .where(and(eq(events.id, eventId), eq(events.firstPoolAt, at), notExists(anyPool)));
}

const currentSetup = async (tx: Tx, eventId: string) =>
  (await tx.select({ limited: events.limited, poolSwapAt: events.poolSwapAt }).from(events).where(eq(events.id, eventId)))[0];

/** A pool counted against the set-up it was counted with. */
export interface CountedAgainst {
  setup: LimitedSetup;
  counted: CountedPool;
}

/**
 * Registers a player's pool and its revision, in one transaction; a player registering their own pool
 * joins the event as a first decklist does. `counted` was counted against the set-up read before; if the
 * set-up changed meanwhile, `count` counts it again against the one that stands. A refusal leaves nothing written.
 */
export async function savePool(
  db: Db,
  change: PoolChange,
  poolText: string,
  counted: CountedAgainst,
  count: (setup: LimitedSetup) => CountedPool,
): Promise<SavePoolOutcome> {
  const fixedAt = await fixSetup(db, change.eventId, change.now);
  let saved = false;
  try {
    const outcome = await registerIn(db, change, poolText, counted, count);
    saved = outcome.outcome === 'saved';
    return outcome;
  } finally {
    if (fixedAt && !saved) await unfixSetup(db, change.eventId, fixedAt);
  }
}

function registerIn(db: Db, change: PoolChange, poolText: string, counted: CountedAgainst, count: (setup: LimitedSetup) => CountedPool): Promise<SavePoolOutcome> {
  return commitIf(
    db,
    async (tx): Promise<SavePoolOutcome> => {
      const { event, participant } = await lockParticipant(tx, change);
      if (!event) return { outcome: 'no-event' };
      const shut = change.self ? submissionsShut(event, change.now) : null;
      if (shut) return shut;
      // Read after the event's row was taken: a swap that came first has committed and is seen here.
      if (change.self && (await swappedAt(tx, change.eventId))) return { outcome: 'swapped' };
      const joins = change.self && participant === undefined;
      if (participant?.role !== 'player' && !joins) return change.self ? { outcome: 'organiser' } : { outcome: 'not-a-player' };
      if (joins) {
        const joined = await joinLocked(tx, { eventId: change.eventId, userId: change.userId, playerName: change.playerName, self: true });
        if (joined.outcome === 'no-event' || joined.outcome === 'event-full' || joined.outcome === 'removed') return joined;
        if (joined.outcome === 'organiser') return { outcome: 'organiser' };
      } else {
        await tx
          .update(eventUsers)
          .set({ playerName: change.playerName })
          .where(and(eq(eventUsers.eventId, change.eventId), eq(eventUsers.userId, change.userId)));
      }

      // Fixed by now (fixSetup): no change of it can come between this read and the commit.
      const current = await currentSetup(tx, change.eventId);
      const setup = current?.limited;
      if (!setup) return { outcome: 'no-pools' };
      const pool = JSON.stringify(setup) === JSON.stringify(counted.setup) ? counted.counted : count(setup);
      const at = new Date(change.now);
      await tx
        .insert(pools)
        .values({ eventId: change.eventId, userId: change.userId, poolText, counted: pool, createdAt: at, updatedAt: at })
        // A correction after the swap asks its receiver to verify the pool again.
        .onConflictDoUpdate({ target: [pools.eventId, pools.userId], set: { poolText, counted: pool, updatedAt: at, ...(change.self ? {} : { verification: null }) } });
      await writePoolRevision(tx, change, poolText, pool.total);
      return { outcome: 'saved', joined: joins, counted: pool, setup, swapped: current.poolSwapAt !== null };
    },
    (result) => result.outcome === 'saved',
  );
}

/** Records a pool's revision; only the newest are kept. */
async function writePoolRevision(tx: Tx, change: PoolChange, poolText: string, total: number) {
  const theirs = and(eq(poolRevisions.eventId, change.eventId), eq(poolRevisions.userId, change.userId));
  const [written] = await tx
    .insert(poolRevisions)
    .values({ eventId: change.eventId, userId: change.userId, revisedBy: change.revisedBy, poolText, total, note: change.note, createdAt: new Date(change.now) })
    .returning({ before: sql<number>`(select count(*) from ${poolRevisions} where ${theirs})::int` });
  if (written!.before + 1 <= MAX_REVISIONS_SHOWN) return;
  const oldestKept = tx.select({ seq: poolRevisions.seq }).from(poolRevisions).where(theirs).orderBy(desc(poolRevisions.seq)).offset(MAX_REVISIONS_SHOWN - 1).limit(1);
  await tx.delete(poolRevisions).where(and(theirs, lt(poolRevisions.seq, sql`(${oldestKept})`)));
}

const swappedAt = async (tx: Tx, eventId: string) =>
  (await tx.select({ at: events.poolSwapAt }).from(events).where(eq(events.id, eventId)))[0]?.at ?? null;

export interface StoredPool {
  userId: string;
  playerName: string;
  poolText: string;
  counted: CountedPool;
  updatedAt: Date;
}

/** A player's pool with their name in the event, or null when they have none (or are not a player). */
export async function findPool(db: Db | Tx, eventId: string, userId: string): Promise<StoredPool | null> {
  const [row] = await db
    .select({ userId: pools.userId, playerName: eventUsers.playerName, poolText: pools.poolText, counted: pools.counted, updatedAt: pools.updatedAt })
    .from(pools)
    .innerJoin(eventUsers, and(eq(eventUsers.eventId, pools.eventId), eq(eventUsers.userId, pools.userId)))
    .where(and(eq(pools.eventId, eventId), eq(pools.userId, userId)));
  return row ?? null;
}

/** A pool's revisions, newest first: when, by whom (the player or an organiser) and how many cards. */
export async function listPoolRevisions(db: Db | Tx, eventId: string, userId: string) {
  return db
    .select({ seq: poolRevisions.seq, createdAt: poolRevisions.createdAt, revisedBy: poolRevisions.revisedBy, total: poolRevisions.total, note: poolRevisions.note })
    .from(poolRevisions)
    .where(and(eq(poolRevisions.eventId, eventId), eq(poolRevisions.userId, userId)))
    .orderBy(desc(poolRevisions.seq));
}
