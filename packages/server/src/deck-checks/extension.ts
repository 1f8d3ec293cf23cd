import type { FastifyBaseLogger } from 'fastify';

export interface TableExtension {
  tournamentId: string;
  clockId: string;
  tableNumber: number | null;
  minutes: number;
}

/**
 * Gives a table the time its deck check took, on a clock of the event's timer tournament. The
 * extension is kept with the check (deck-checks/store.ts); this is the one place that hands it to the
 * round clocks, which are to apply it per table once their extension store exists.
 */
export function applyTableExtension(log: FastifyBaseLogger, extension: TableExtension): void {
  log.info({ deck_check_extension: extension }, 'deck check time extension recorded');
}
