import type { EventRole } from '@decklist/core/events';
import type { Db } from '../db/connect';
import { fieldProblem, problem } from '../http/problem';
import { findRole, findTournament } from '../timers';

/**
 * The round-timer tournament to link to an event, from POST /api/events/{id}: undefined when the body
 * leaves it, null to unlink. Only the event's owner links, and only a tournament they own or manage
 * (one they cannot manage reads the same as one that does not exist).
 */
export async function timerLinkChange(db: Db, role: EventRole, userId: string, given: string | null | undefined): Promise<string | null | undefined> {
  if (given === undefined) return undefined;
  if (role !== 'owner') throw problem('owner_only_timer_link');
  if (given === null) return null;
  const tournament = await findTournament(db, given);
  if (!tournament || !(await findRole(db, tournament, userId))) {
    throw fieldProblem('timer_tournament_id', { code: 'timer_not_managed' });
  }
  return tournament.id;
}
