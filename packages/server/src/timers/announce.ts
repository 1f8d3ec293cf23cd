import type { Clock, TimerMessage, TimerMessageType } from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth';
import { publishSaved } from '../live/publish';
import { toClock, toTimerMessage } from './present';
import type { ClockWithExtensions } from './store';

/** The session and page a change came from. */
export type ChangeMaker = Pick<AuthContext, 'sessionId' | 'page'>;

/**
 * Tells every screen of the tournament about a saved change: one message with the full state of
 * what changed. `by` is the session and page that made it (the page hears no echo: its own answer did it).
 */
export async function announceTimerChange(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  change: {
    tournamentId: string;
    messageType: TimerMessageType;
    clock: { clock_id: string; updated_clock: Clock | null } | { updated_clocks: Clock[] } | null;
    by: ChangeMaker | null;
    now: number;
    extensionChange?: TimerMessage['extension_change'];
  },
): Promise<void> {
  const echoId = change.by ? app.liveEchoId(change.by.sessionId, change.by.page) : '';
  const message = toTimerMessage(change.tournamentId, change.messageType, change.clock, echoId, change.now, change.extensionChange);
  await publishSaved(app, log, timersChannel(change.tournamentId), message);
}

/**
 * After `addExtension` or `removeExtension` of `table` (say, from a deck check): announces the clock and
 * that table's extension (or its removal) to every screen. Returns the clock as the API shows it at that instant.
 */
export async function announceExtensions(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  change: { tournamentId: string; clock: ClockWithExtensions; table: number; by: ChangeMaker | null },
): Promise<{ clock: Clock; now: number }> {
  const now = app.now();
  const clock = toClock(change.clock, now);
  await announceTimerChange(app, log, {
    tournamentId: change.tournamentId,
    messageType: 'clock_extended',
    clock: { clock_id: clock.clock_id, updated_clock: clock },
    by: change.by,
    now,
    extensionChange: { table_number: change.table, extension: clock.extensions.find((extension) => extension.table_number === change.table) ?? null },
  });
  return { clock, now };
}
