import { randomBytes } from 'node:crypto';
import { remainingAt, type ClockState, type Clock, type TimerRole } from '@decklist/core';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { clocks, timerManagers, timerTournaments } from '../db/schema';
import { forbidden, notFound } from '../http/problem';

/** 128 random bits: the tournament id is the public display's address, so it must not be guessable. */
export const newTournamentId = () => randomBytes(16).toString('base64url');
export const newClockId = () => randomBytes(9).toString('base64url');

type ClockRow = typeof clocks.$inferSelect;
type TournamentRow = typeof timerTournaments.$inferSelect;

export const clockState = (row: ClockRow): ClockState => ({
  remainingMs: row.remainingMs,
  anchorMs: row.anchorMs,
  isRunning: row.isRunning,
});

/** A stored clock as the API shows it at `now`. */
export function toApiClock(row: ClockRow, now: number): Clock {
  return {
    clock_id: row.id,
    clock_name: row.name,
    duration_seconds: row.durationSeconds,
    ms_remaining: remainingAt(clockState(row), now),
    is_running: row.isRunning,
  };
}

export async function findTournament(db: Db | Tx, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(timerTournaments).where(eq(timerTournaments.id, id)).limit(1);
  if (!row) throw notFound('This tournament does not exist.');
  return row;
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

/** The caller's role in the tournament: 404 when it does not exist, 403 when they have none (or not the one needed). */
export async function requireRole(
  db: Db | Tx,
  id: string,
  userId: string,
  needed: TimerRole = 'manager',
): Promise<{ tournament: TournamentRow; role: TimerRole }> {
  const tournament = await findTournament(db, id);
  const role = await findRole(db, tournament, userId);
  if (role === 'owner' || (role === 'manager' && needed === 'manager')) return { tournament, role };
  throw forbidden(needed === 'owner' ? 'Only the tournament owner can do this.' : 'You do not have permission to view this tournament.');
}

export async function listClocks(db: Db | Tx, tournamentId: string) {
  return db.select().from(clocks).where(eq(clocks.tournamentId, tournamentId)).orderBy(asc(clocks.createdAt), asc(clocks.id));
}

/** The managers (not the owner), first added first. */
export async function listManagers(db: Db | Tx, tournamentId: string) {
  const rows = await db
    .select({ user_id: timerManagers.userId, user_name: timerManagers.userName })
    .from(timerManagers)
    .where(eq(timerManagers.tournamentId, tournamentId))
    .orderBy(asc(timerManagers.createdAt), asc(timerManagers.userName));
  return rows.map((row) => ({ ...row, role: 'manager' as const }));
}

export async function countRows(db: Db | Tx, table: typeof clocks | typeof timerManagers, tournamentId: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.tournamentId, tournamentId));
  return row?.n ?? 0;
}
