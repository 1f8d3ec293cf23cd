import type { Clock, TimerMessage, TimerMessageType } from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publishSaved } from '../live/publish';
import { toClock, toTimerMessage } from './present';
import type { ClockWithExtensions } from './store';

/**
 * Tells every screen of the tournament about a saved change: one message with the full state of
 * what changed. `sessionId` is the session that made it (its own pages ignore the echo).
 */
export async function announceTimerChange(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  change: {
    tournamentId: string;
    messageType: TimerMessageType;
    clock: { clock_id: string; updated_clock: Clock | null } | { updated_clocks: Clock[] } | null;
    sessionId: string | null;
    now: number;
    extensionChange?: TimerMessage['extension_change'];
  },
): Promise<void> {
  const echoId = change.sessionId ? app.liveEchoId(change.sessionId) : '';
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
  change: { tournamentId: string; clock: ClockWithExtensions; table: number; sessionId: string | null },
): Promise<{ clock: Clock; now: number }> {
  const now = app.now();
  const clock = toClock(change.clock, now);
  await announceTimerChange(app, log, {
    tournamentId: change.tournamentId,
    messageType: 'clock_extended',
    clock: { clock_id: clock.clock_id, updated_clock: clock },
    sessionId: change.sessionId,
    now,
    extensionChange: { table_number: change.table, extension: clock.extensions.find((extension) => extension.table_number === change.table) ?? null },
  });
  return { clock, now };
}
