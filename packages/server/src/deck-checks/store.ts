import { MAX_DECK_CHECKS_PER_EVENT } from '@decklist/core/deck-checks';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { lockLimit } from '../db/limits';
import { clocks, deckChecks, decklists, eventUsers, timerManagers, timerTournaments } from '../db/schema';
import { pickAtRandom } from './pick';

export type DeckCheckRow = typeof deckChecks.$inferSelect;

/** Whether the event's log holds a check of the row's player. */
const checkedBefore = (db: Db | Tx, eventId: string) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(deckChecks)
    .where(and(eq(deckChecks.eventId, eventId), eq(deckChecks.playerId, eventUsers.userId)))})`;

/** The event's players with a submitted deck. */
const withDeck = (eventId: string) => and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player'));
const deckOf = and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId));

/** The players of an event with a submitted deck, with whether a check of theirs is in the event's log. */
async function eligiblePlayers(db: Db | Tx, eventId: string) {
  return db
    .select({ userId: eventUsers.userId, playerName: eventUsers.playerName, checkedBefore: checkedBefore(db, eventId) })
    .from(eventUsers)
    .innerJoin(decklists, deckOf)
    .where(withDeck(eventId))
    .orderBy(asc(eventUsers.userId));
}

/** How many players a draw could pick: all with a deck, and those not checked yet (counted by the database: a hall has thousands). */
export async function countEligible(db: Db | Tx, eventId: string): Promise<{ all: number; unchecked: number }> {
  const [row] = await db
    .select({ all: count(), unchecked: sql<number>`count(*) filter (where not ${checkedBefore(db, eventId)})`.mapWith(Number) })
    .from(eventUsers)
    .innerJoin(decklists, deckOf)
    .where(withDeck(eventId));
  return { all: row?.all ?? 0, unchecked: row?.unchecked ?? 0 };
}

/** The event's deck-check log, newest first (at most the log's bound). */
export async function listDeckChecks(db: Db | Tx, eventId: string): Promise<DeckCheckRow[]> {
  return db
    .select()
    .from(deckChecks)
    .where(eq(deckChecks.eventId, eventId))
    .orderBy(desc(deckChecks.pickedAt), desc(deckChecks.round), asc(deckChecks.playerName))
    .limit(MAX_DECK_CHECKS_PER_EVENT);
}

export async function findDeckCheck(db: Db | Tx, eventId: string, checkId: string): Promise<DeckCheckRow | null> {
  const [row] = await db
    .select()
    .from(deckChecks)
    .where(and(eq(deckChecks.eventId, eventId), eq(deckChecks.id, checkId)))
    .limit(1);
  return row ?? null;
}

/** An owner's or judge's name in the event ('' when they have none there nor on their account) and role. */
async function organiserInEvent(db: Db | Tx, eventId: string, who: { userId: string; name: string }) {
  const [entry] = await db
    .select({ name: eventUsers.playerName, role: eventUsers.role })
    .from(eventUsers)
    .where(and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, who.userId)))
    .limit(1);
  const role = entry?.role === 'owner' || entry?.role === 'judge' ? entry.role : null;
  return { name: (entry?.name || who.name).trim(), role };
}

export interface Draw {
  eventId: string;
  judge: { userId: string; name: string };
  round: number;
  tableNumber: number | null;
  now: number;
}

/** Whom to pick: `count` players at random (optionally only those not checked yet), or these players. */
export type Choice = { random: { count: number; excludeChecked: boolean } } | { players: string[] };

export type DrawOutcome =
  | { outcome: 'picked'; checks: DeckCheckRow[] }
  | { outcome: 'too-few'; available: number }
  | { outcome: 'not-eligible'; userIds: string[] }
  | { outcome: 'log-full'; remaining: number };

/**
 * Picks players for deck checks and writes a check for each, under the event's log bound: the lock
 * makes concurrent draws of one event wait for each other, so two never pass the bound together.
 */
export async function drawDeckChecks(db: Db, draw: Draw, choice: Choice): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    await lockLimit(tx, 'deck-checks-per-event', draw.eventId);
    const [logged] = await tx.select({ n: count() }).from(deckChecks).where(eq(deckChecks.eventId, draw.eventId));
    const remaining = MAX_DECK_CHECKS_PER_EVENT - (logged?.n ?? 0);

    const players = await eligiblePlayers(tx, draw.eventId);
    let picked: typeof players;
    if ('random' in choice) {
      const pool = choice.random.excludeChecked ? players.filter((p) => !p.checkedBefore) : players;
      if (choice.random.count > pool.length) return { outcome: 'too-few', available: pool.length };
      picked = pickAtRandom(pool, choice.random.count);
    } else {
      const byId = new Map(players.map((p) => [p.userId, p]));
      const missing = choice.players.filter((id) => !byId.has(id));
      if (missing.length > 0) return { outcome: 'not-eligible', userIds: missing };
      picked = choice.players.map((id) => byId.get(id)!);
    }
    if (picked.length > remaining) return { outcome: 'log-full', remaining: Math.max(remaining, 0) };

    const judge = await organiserInEvent(tx, draw.eventId, draw.judge);
    const pickedAt = new Date(draw.now);
    const checks = await tx
      .insert(deckChecks)
      .values(
        picked.map((player) => ({
          eventId: draw.eventId,
          playerId: player.userId,
          playerName: player.playerName,
          judgeId: draw.judge.userId,
          judgeName: judge.name,
          judgeRole: judge.role,
          round: draw.round,
          tableNumber: draw.tableNumber,
          pickedAt,
        })),
      )
      .returning();
    // In the order drawn (the insert's order is not promised).
    const order = new Map(picked.map((p, i) => [p.userId, i]));
    return { outcome: 'picked', checks: checks.sort((a, b) => order.get(a.playerId)! - order.get(b.playerId)!) };
  });
}

/** Marks when the judge began the check (the first time only); the check, or null when there is none. */
export async function startDeckCheck(db: Db, eventId: string, checkId: string, now: number): Promise<DeckCheckRow | null> {
  const [row] = await db
    .update(deckChecks)
    .set({ startedAt: sql`coalesce(${deckChecks.startedAt}, ${new Date(now)})` })
    .where(and(eq(deckChecks.eventId, eventId), eq(deckChecks.id, checkId)))
    .returning();
  return row ?? null;
}

export interface CheckResult {
  outcome: 'matches' | 'problem';
  note: string;
  /** Undefined keeps the table number of the pick. */
  tableNumber?: number | null;
  judge: { userId: string; name: string };
  extension: { clockId: string; halfMinutes: number } | null;
  now: number;
}

export type ResultOutcome = { outcome: 'recorded'; check: DeckCheckRow } | { outcome: 'no-check' } | { outcome: 'already-recorded' };

/** Records a check's outcome once, and who recorded it (the picker stays): a check without a start began when its outcome came. */
export async function recordDeckCheck(db: Db, eventId: string, checkId: string, result: CheckResult): Promise<ResultOutcome> {
  const at = new Date(result.now);
  const recorder = await organiserInEvent(db, eventId, result.judge);
  const [row] = await db
    .update(deckChecks)
    .set({
      outcome: result.outcome,
      note: result.note,
      ...(result.tableNumber !== undefined ? { tableNumber: result.tableNumber } : {}),
      checkedById: result.judge.userId,
      checkedByName: recorder.name,
      checkedByRole: recorder.role,
      startedAt: sql`coalesce(${deckChecks.startedAt}, ${at})`,
      endedAt: at,
      extensionClockId: result.extension?.clockId ?? null,
      extensionHalfMinutes: result.extension?.halfMinutes ?? null,
    })
    .where(and(eq(deckChecks.eventId, eventId), eq(deckChecks.id, checkId), sql`${deckChecks.outcome} is null`))
    .returning();
  if (row) return { outcome: 'recorded', check: row };
  return (await findDeckCheck(db, eventId, checkId)) ? { outcome: 'already-recorded' } : { outcome: 'no-check' };
}

/** The timer tournament linked to an event, with its clocks by creation; null when it no longer exists. */
/**
 * The event's linked round-timer tournament with its clocks, while the event's owner still owns or manages
 * it: a link made by an owner who has since been removed as manager gives nobody anything (null).
 */
export async function findLinkedTimer(db: Db | Tx, tournamentId: string, eventOwnerId: string) {
  const managedByOwner = sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(timerManagers)
    .where(and(eq(timerManagers.tournamentId, timerTournaments.id), eq(timerManagers.userId, eventOwnerId)))})`;
  const [tournament] = await db
    .select({ id: timerTournaments.id, name: timerTournaments.name })
    .from(timerTournaments)
    .where(and(eq(timerTournaments.id, tournamentId), or(eq(timerTournaments.ownerId, eventOwnerId), managedByOwner)))
    .limit(1);
  if (!tournament) return null;
  const rows = await db
    .select({ id: clocks.id, name: clocks.name })
    .from(clocks)
    .where(eq(clocks.tournamentId, tournamentId))
    .orderBy(asc(clocks.createdAt), asc(clocks.id));
  return { ...tournament, clocks: rows };
}

export type LinkedTimer = NonNullable<Awaited<ReturnType<typeof findLinkedTimer>>>;

/** Whether these clocks belong to the tournament. */
export async function clocksOf(db: Db | Tx, tournamentId: string, clockIds: string[]): Promise<Set<string>> {
  if (clockIds.length === 0) return new Set();
  const rows = await db
    .select({ id: clocks.id })
    .from(clocks)
    .where(and(eq(clocks.tournamentId, tournamentId), inArray(clocks.id, clockIds)));
  return new Set(rows.map((r) => r.id));
}
