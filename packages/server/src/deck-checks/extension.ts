import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { addExtension, announceExtensions, type ChangeMaker } from '../timers';

export interface TableExtension {
  tournamentId: string;
  clockId: string;
  tableNumber: number;
  minutes: number;
  actorUserId: string;
  by: ChangeMaker | null;
}

/**
 * Gives the checked table extra time on a clock of the event's round-timer tournament (replacing the
 * table's extension on that clock, as the clock's own form does) and tells the tournament's screens.
 * False when the clock is gone or already extends its most tables.
 */
export async function applyTableExtension(app: FastifyInstance, log: FastifyBaseLogger, extension: TableExtension): Promise<boolean> {
  const added = await addExtension(app.db, {
    clockId: extension.clockId,
    tournamentId: extension.tournamentId,
    table: extension.tableNumber,
    minutes: extension.minutes,
    reason: 'deck check',
    actorUserId: extension.actorUserId,
  });
  if (added.outcome !== 'added' && added.outcome !== 'replaced') return false;
  await announceExtensions(app, log, { tournamentId: added.tournamentId, clock: added.clock, table: extension.tableNumber, by: extension.by });
  return true;
}
