import type { TimerRole } from '@decklist/core/api';
import type { Db } from '../db/connect';
import { notFound, problem } from '../http/problem';
import { findRole, findTournament, type TournamentRow } from './store';

export const tournamentNotFound = () => notFound();

/** The caller's role in the tournament: 404 when it does not exist, 403 when they have none (or not the one needed). */
export async function requireRole(
  db: Db,
  id: string,
  userId: string,
  needed: TimerRole = 'manager',
): Promise<{ tournament: TournamentRow; role: TimerRole }> {
  const tournament = await findTournament(db, id);
  if (!tournament) throw tournamentNotFound();
  const role = await findRole(db, tournament, userId);
  if (role === 'owner' || (role === 'manager' && needed === 'manager')) return { tournament, role };
  throw problem(needed === 'owner' ? 'tournament_owner_only' : 'tournament_managers_only');
}
