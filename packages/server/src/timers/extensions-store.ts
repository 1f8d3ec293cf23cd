import { MAX_EXTENSIONS_PER_CLOCK } from '@decklist/core/timers';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { clockExtensions, clocks } from '../db/schema';
import { withExtensions, type ClockWithExtensions } from './store';

export interface NewExtension {
  clockId: string;
  /** When given, the clock must belong to this tournament (routes pass it; a clock id alone is enough otherwise). */
  tournamentId?: string;
  table: number;
  /** Whole or half minutes, 1 to 60 (checked by the caller: the API's schema). */
  minutes: number;
  reason: string | null;
  actorUserId: string | null;
}

export type AddExtensionOutcome =
  | { outcome: 'added' | 'replaced'; tournamentId: string; clock: ClockWithExtensions }
  | { outcome: 'no-clock' }
  | { outcome: 'limit-reached' };

export type RemoveExtensionOutcome =
  | { outcome: 'removed'; tournamentId: string; clock: ClockWithExtensions }
  | { outcome: 'no-clock' }
  | { outcome: 'no-extension' };

/** Holds the clock's row until the transaction ends, so changes to it and its extensions take turns. */
async function lockClock(tx: Tx, clockId: string, tournamentId: string | undefined) {
  const where = tournamentId ? and(eq(clocks.id, clockId), eq(clocks.tournamentId, tournamentId)) : eq(clocks.id, clockId);
  const [row] = await tx.select().from(clocks).where(where).for('update');
  return row;
}

/**
 * Gives a table of a clock extra time after the clock's end, replacing the extension it had; at most
 * MAX_EXTENSIONS_PER_CLOCK tables per clock. The clock as it is now, with all its extensions.
 */
export async function addExtension(db: Db | Tx, extension: NewExtension): Promise<AddExtensionOutcome> {
  return db.transaction(async (tx): Promise<AddExtensionOutcome> => {
    const clock = await lockClock(tx, extension.clockId, extension.tournamentId);
    if (!clock) return { outcome: 'no-clock' };
    const key = and(eq(clockExtensions.clockId, clock.id), eq(clockExtensions.tableNumber, extension.table));
    const [existing] = await tx.select({ table: clockExtensions.tableNumber }).from(clockExtensions).where(key);
    if (!existing) {
      const [row] = await tx.select({ n: count() }).from(clockExtensions).where(eq(clockExtensions.clockId, clock.id));
      if ((row?.n ?? 0) >= MAX_EXTENSIONS_PER_CLOCK) return { outcome: 'limit-reached' };
    }
    const values = { seconds: Math.round(extension.minutes * 60), reason: extension.reason, addedBy: extension.actorUserId };
    await tx
      .insert(clockExtensions)
      .values({ clockId: clock.id, tableNumber: extension.table, ...values })
      .onConflictDoUpdate({ target: [clockExtensions.clockId, clockExtensions.tableNumber], set: values });
    const [withAll] = await withExtensions(tx, [clock]);
    return { outcome: existing ? 'replaced' : 'added', tournamentId: clock.tournamentId, clock: withAll! };
  });
}

/** Takes a table's extension off a clock. */
export async function removeExtension(
  db: Db | Tx,
  target: { clockId: string; tournamentId?: string; table: number },
): Promise<RemoveExtensionOutcome> {
  return db.transaction(async (tx): Promise<RemoveExtensionOutcome> => {
    const clock = await lockClock(tx, target.clockId, target.tournamentId);
    if (!clock) return { outcome: 'no-clock' };
    const deleted = await tx
      .delete(clockExtensions)
      .where(and(eq(clockExtensions.clockId, clock.id), eq(clockExtensions.tableNumber, target.table)))
      .returning({ table: clockExtensions.tableNumber });
    if (deleted.length === 0) return { outcome: 'no-extension' };
    const [withAll] = await withExtensions(tx, [clock]);
    return { outcome: 'removed', tournamentId: clock.tournamentId, clock: withAll! };
  });
}
