import { timersChannel } from '@decklist/core/live';
import type { FastifyInstance } from 'fastify';
import { SharedReads } from '../live/shared-reads';
import { findTournament, findTournamentDetails, type TournamentWithClocks } from './store';

export interface PublicTournamentReads {
  /** Whether the tournament exists (a display may listen to its channel). */
  exists(tournamentId: string): Promise<boolean>;
  /** The tournament as anyone signed out sees it (what the display reads), or null. */
  details(tournamentId: string): Promise<TournamentWithClocks | null>;
}

/**
 * The reads a hall's displays make, shared among the displays asking at the same moment: when an instance
 * restarts, hundreds reconnect to another at once and each reads the tournament again. Any message on
 * the tournament's channel (every change is announced there) makes the next caller read afresh. While the
 * live bus is down, changes may go unheard, so nothing is shared.
 */
export function publicTournamentReads(app: FastifyInstance): PublicTournamentReads {
  const existing = new SharedReads<boolean>();
  const detailed = new SharedReads<TournamentWithClocks | null>();
  app.live.onMessage((channel) => {
    existing.forget(channel);
    detailed.forget(channel);
  });
  const shared = <Value>(reads: SharedReads<Value>, tournamentId: string, run: () => Promise<Value>) =>
    app.live.isUp() ? reads.read(timersChannel(tournamentId), run) : run();
  return {
    exists: (tournamentId) => shared(existing, tournamentId, async () => (await findTournament(app.db, tournamentId)) !== null),
    details: (tournamentId) => shared(detailed, tournamentId, () => findTournamentDetails(app.db, tournamentId, undefined)),
  };
}
