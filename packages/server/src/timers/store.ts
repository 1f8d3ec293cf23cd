import { randomBytes } from 'node:crypto';
import type { TimerRole } from '@decklist/core/api';
import {
  MAX_CLOCKS_PER_TOURNAMENT,
  MAX_MANAGERS_PER_TOURNAMENT,
  MAX_TOURNAMENTS_PER_OWNER,
  setRunning,
  type ClockState,
} from '@decklist/core/timers';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { findOrCreateUserByEmail } from '../auth';
import type { Db, Tx } from '../db/connect';
import { insertWithinLimit, lockLimit } from '../db/limits';
import { clockExtensions, clocks, events, timerManagers, timerTournaments } from '../db/schema';
import { commitIf } from '../db/transactions';

/** 128 random bits: the tournament id is the public display's address, so it must not be guessable. */
export const newTournamentId = () => randomBytes(16).toString('base64url');
export const newClockId = () => randomBytes(9).toString('base64url');

export type ClockRow = typeof clocks.$inferSelect;
export type ExtensionRow = typeof clockExtensions.$inferSelect;
/** A clock with its tables' extensions, by table number: what the API shows of a clock. */
export type ClockWithExtensions = ClockRow & { extensions: ExtensionRow[] };
export type TournamentRow = typeof timerTournaments.$inferSelect;

export const clockState = (row: ClockRow): ClockState => ({
  remainingMs: row.remainingMs,
  anchorMs: row.anchorMs,
  isRunning: row.isRunning,
});

/** A new tournament owned by the user; its id, or null when they own the most they may already. */
export async function createTournament(db: Db, ownerId: string, name: string): Promise<string | null> {
  const id = newTournamentId();
  const created = await insertWithinLimit(
    db,
    {
      space: 'tournaments-per-owner',
      key: ownerId,
      max: MAX_TOURNAMENTS_PER_OWNER,
      count: async (tx) => (await tx.select({ n: count() }).from(timerTournaments).where(eq(timerTournaments.ownerId, ownerId)))[0]?.n ?? 0,
    },
    (tx) => tx.insert(timerTournaments).values({ id, name, ownerId }),
  );
  return created ? id : null;
}

export interface UserTournament {
  id: string;
  name: string;
  role: TimerRole;
}

/** The tournaments the user owns or manages, by name. */
export async function listUserTournaments(db: Db, userId: string): Promise<UserTournament[]> {
  const columns = { id: timerTournaments.id, name: timerTournaments.name };
  const [owned, managed] = await Promise.all([
    db.select(columns).from(timerTournaments).where(eq(timerTournaments.ownerId, userId)),
    db
      .select(columns)
      .from(timerManagers)
      .innerJoin(timerTournaments, eq(timerTournaments.id, timerManagers.tournamentId))
      .where(eq(timerManagers.userId, userId)),
  ]);
  return [...owned.map((t) => ({ ...t, role: 'owner' as const })), ...managed.map((t) => ({ ...t, role: 'manager' as const }))].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

export async function findTournament(db: Db | Tx, id: string): Promise<TournamentRow | null> {
  const [row] = await db.select().from(timerTournaments).where(eq(timerTournaments.id, id)).limit(1);
  return row ?? null;
}

/** A user's role in the tournament, or null when they have none. */
export async function findRole(db: Db | Tx, tournament: TournamentRow, userId: string | undefined): Promise<TimerRole | null> {
  if (!userId) return null;
  if (tournament.ownerId === userId) return 'owner';
  const [manager] = await db
    .select({ userId: timerManagers.userId })
    .from(timerManagers)
    .where(and(eq(timerManagers.tournamentId, tournament.id), eq(timerManagers.userId, userId)))
    .limit(1);
  return manager ? 'manager' : null;
}

/**
 * A tournament with its clocks, the user's role and (for its owner and managers only) its managers and the format
 * of the event linked to it; null when it does not exist.
 */
export async function findTournamentDetails(db: Db, id: string, userId: string | undefined) {
  const tournament = await findTournament(db, id);
  if (!tournament) return null;
  const role = await findRole(db, tournament, userId);
  const [clockRows, managers, linkedFormat] = await Promise.all([
    listClocks(db, tournament.id),
    role ? listManagers(db, tournament.id) : [],
    role ? findLinkedEventFormat(db, tournament.id) : null,
  ]);
  return { tournament, role, clocks: clockRows, managers, linkedFormat };
}

/** The format of the event linked to the tournament, the most recently created one when several are; null when none is. */
async function findLinkedEventFormat(db: Db, tournamentId: string): Promise<string | null> {
  const [row] = await db
    .select({ format: events.format })
    .from(events)
    .where(eq(events.timerTournamentId, tournamentId))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(1);
  return row?.format ?? null;
}

export type TournamentWithClocks = NonNullable<Awaited<ReturnType<typeof findTournamentDetails>>>;

export async function deleteTournament(db: Db, id: string): Promise<void> {
  await db.delete(timerTournaments).where(eq(timerTournaments.id, id));
}

/** The extensions of these clocks, each clock's by table number (one read for them all). */
export async function withExtensions(db: Db | Tx, rows: ClockRow[]): Promise<ClockWithExtensions[]> {
  if (rows.length === 0) return [];
  const extensions = await db
    .select()
    .from(clockExtensions)
    .where(
      inArray(
        clockExtensions.clockId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(clockExtensions.tableNumber));
  return rows.map((row) => ({ ...row, extensions: extensions.filter((extension) => extension.clockId === row.id) }));
}

export async function listClocks(db: Db | Tx, tournamentId: string): Promise<ClockWithExtensions[]> {
  const rows = await db.select().from(clocks).where(eq(clocks.tournamentId, tournamentId)).orderBy(asc(clocks.createdAt), asc(clocks.id));
  return withExtensions(db, rows);
}

/** The managers (not the owner), first added first. */
export async function listManagers(db: Db | Tx, tournamentId: string) {
  return db
    .select({ userId: timerManagers.userId, userName: timerManagers.userName })
    .from(timerManagers)
    .where(eq(timerManagers.tournamentId, tournamentId))
    .orderBy(asc(timerManagers.createdAt), asc(timerManagers.userName));
}

export type ManagerRow = Awaited<ReturnType<typeof listManagers>>[number];

async function countClocks(db: Db | Tx, tournamentId: string) {
  const [row] = await db.select({ n: count() }).from(clocks).where(eq(clocks.tournamentId, tournamentId));
  return row?.n ?? 0;
}

/** A new clock in the tournament, or null when it has the most clocks it may have. */
export async function createClock(
  db: Db,
  tournamentId: string,
  clock: { name: string; durationSeconds: number; state: ClockState },
): Promise<ClockWithExtensions | null> {
  const rows = await insertWithinLimit(
    db,
    { space: 'clocks-per-tournament', key: tournamentId, max: MAX_CLOCKS_PER_TOURNAMENT, count: (tx) => countClocks(tx, tournamentId) },
    (tx) =>
      tx
        .insert(clocks)
        .values({ id: newClockId(), tournamentId, name: clock.name, durationSeconds: clock.durationSeconds, ...clock.state })
        .returning(),
  );
  return rows ? { ...rows[0]!, extensions: [] } : null;
}

/**
 * Applies `change` to one clock of the tournament under the clock row's lock, at the instant `now()`
 * gives once the lock is held, so concurrent presses serialise. Null when there is no such clock.
 */
export async function changeClock(
  db: Db,
  tournamentId: string,
  clockId: string,
  now: () => number,
  change: (state: ClockState, row: ClockRow, now: number) => ClockState,
): Promise<{ before: ClockState; after: ClockState; clock: ClockWithExtensions; now: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(clocks)
      .where(and(eq(clocks.id, clockId), eq(clocks.tournamentId, tournamentId)))
      .for('update');
    if (!row) return null;
    const at = now();
    const before = clockState(row);
    const after = change(before, row, at);
    const [updated] = await tx
      .update(clocks)
      .set({ remainingMs: after.remainingMs, anchorMs: after.anchorMs, isRunning: after.isRunning })
      .where(eq(clocks.id, clockId))
      .returning();
    const [clock] = await withExtensions(tx, [updated!]);
    return { before, after, clock: clock!, now: at };
  });
}

/**
 * Starts (or pauses) every clock of the tournament that is not so already, all at the one instant
 * `now()` gives once their rows are held, in one transaction: Start All gives clocks of the same time
 * the same end. The tournament's clocks (all of them) and the ids of those that changed.
 */
export async function setAllClocksRunning(
  db: Db,
  tournamentId: string,
  isRunning: boolean,
  now: () => number,
): Promise<{ clocks: ClockWithExtensions[]; changedIds: string[]; now: number }> {
  return db.transaction(async (tx) => {
    // Locked in id order, as single changes lock one row: two Start Alls wait for each other, never deadlock.
    const rows = await tx.select().from(clocks).where(eq(clocks.tournamentId, tournamentId)).orderBy(asc(clocks.id)).for('update');
    const at = now();
    const changedIds: string[] = [];
    const after = new Map<string, ClockRow>();
    for (const row of rows) {
      if (row.isRunning === isRunning) continue;
      const state = setRunning(clockState(row), isRunning, at);
      const [updated] = await tx
        .update(clocks)
        .set({ remainingMs: state.remainingMs, anchorMs: state.anchorMs, isRunning: state.isRunning })
        .where(eq(clocks.id, row.id))
        .returning();
      after.set(row.id, updated!);
      changedIds.push(row.id);
    }
    const ordered = rows
      .map((row) => after.get(row.id) ?? row)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return { clocks: await withExtensions(tx, ordered), changedIds, now: at };
  });
}

/** Whether the tournament had this clock (now deleted). */
export async function deleteClock(db: Db, tournamentId: string, clockId: string): Promise<boolean> {
  const deleted = await db
    .delete(clocks)
    .where(and(eq(clocks.id, clockId), eq(clocks.tournamentId, tournamentId)))
    .returning({ id: clocks.id });
  return deleted.length > 0;
}

/** 'renamed': they managed it already, and only their name changed. */
export type AddManagerOutcome = 'added' | 'renamed' | 'is-owner' | 'limit-reached';

/**
 * Makes the user with this e-mail a manager of the tournament (adding someone again only renames
 * them). A refusal writes nothing, not even the user.
 */
export async function addManager(db: Db, tournament: TournamentRow, email: string, userName: string): Promise<AddManagerOutcome> {
  return commitIf(
    db,
    async (tx): Promise<AddManagerOutcome> => {
      // Before anything else, so that parallel additions count one after the other (on any instance).
      await lockLimit(tx, 'managers-per-tournament', tournament.id);
      const user = await findOrCreateUserByEmail(tx, email);
      if (user.id === tournament.ownerId) return 'is-owner';
      const existing = await tx
        .select({ userId: timerManagers.userId })
        .from(timerManagers)
        .where(eq(timerManagers.tournamentId, tournament.id));
      const isNew = !existing.some((m) => m.userId === user.id);
      if (isNew && existing.length >= MAX_MANAGERS_PER_TOURNAMENT) return 'limit-reached';
      await tx
        .insert(timerManagers)
        .values({ tournamentId: tournament.id, userId: user.id, userName })
        .onConflictDoUpdate({ target: [timerManagers.tournamentId, timerManagers.userId], set: { userName } });
      return isNew ? 'added' : 'renamed';
    },
    (outcome) => outcome === 'added' || outcome === 'renamed',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the user was a manager of the tournament (now removed). */
export async function removeManager(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  // user ids are uuids; anything else cannot be a manager (and must not reach the uuid column).
  if (!UUID.test(userId)) return false;
  const deleted = await db
    .delete(timerManagers)
    .where(and(eq(timerManagers.tournamentId, tournamentId), eq(timerManagers.userId, userId)))
    .returning({ userId: timerManagers.userId });
  return deleted.length > 0;
}
