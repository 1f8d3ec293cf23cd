import type { Clock } from '@decklist/core/api';
import { newClock, setRunning } from '@decklist/core/timers';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { announceTimerChange, type ChangeMaker } from './announce';
import { toClock } from './present';
import { createClock } from './store';

/**
 * A new clock of the tournament, running from `now`, announced to its screens: for another feature that starts
 * one for its organisers (a Limited event's stages). Null when the tournament has as many clocks as it may.
 */
export async function startNewClock(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  tournamentId: string,
  clock: { name: string; durationSeconds: number },
  by: ChangeMaker | null,
  now: number,
): Promise<Clock | null> {
  const row = await createClock(app.db, tournamentId, { ...clock, state: setRunning(newClock(clock.durationSeconds, now), true, now) });
  if (!row) return null;
  const started = toClock(row, now);
  await announceTimerChange(app, log, { tournamentId, messageType: 'clock_added', clock: { clock_id: started.clock_id, updated_clock: started }, by, now });
  return started;
}
