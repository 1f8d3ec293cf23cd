// Per-table time extensions (docs/decisions/0018-table-extensions.md). Pure, no zod: the public
// display imports this module. An extension is stored as minutes and ends that long after its
// clock, so it moves whenever the clock moves (pause, adjust, reset) and every screen derives it
// from the same clock state.

import { displayedSeconds } from './clock';

export const MIN_TABLE_NUMBER = 1;
export const MAX_TABLE_NUMBER = 9999;
/** Minutes are whole or half: 1, 1.5, 2 ... 60. */
export const MIN_EXTENSION_MINUTES = 1;
export const MAX_EXTENSION_MINUTES = 60;
export const EXTENSION_MINUTES_RANGE_MESSAGE = `Minutes must be from ${MIN_EXTENSION_MINUTES} to ${MAX_EXTENSION_MINUTES}`;
export const MAX_EXTENSION_REASON_LENGTH = 40;
export const MAX_EXTENSIONS_PER_CLOCK = 500;
/** The reasons offered in the form; any short text is accepted. */
export const EXTENSION_REASONS = ['deck check', 'judge call'] as const;

/** An extension as the API shows it: a table of one clock gets `minutes` after the clock's end. */
export interface TableExtension {
  table_number: number;
  minutes: number;
  reason: string | null;
}

/** Whole or half minutes. */
export const isHalfMinuteStep = (minutes: number) => Number.isInteger(minutes * 2);

export const extensionMs = (minutes: number) => Math.round(minutes * 60_000);

/** A table's remaining time when its clock has `clockRemainingMs` left: the clock's plus the extension. */
export const extensionRemaining = (clockRemainingMs: number, minutes: number) => clockRemainingMs + extensionMs(minutes);

export interface TableInExtraTime {
  table_number: number;
  reason: string | null;
  remainingMs: number;
}

/**
 * The tables still in extra time once the clock has reached zero (none before): largest remaining
 * first, then by table number; a table drops out as its own time is up.
 */
export function tablesInExtraTime(clockRemainingMs: number, extensions: readonly TableExtension[]): TableInExtraTime[] {
  if (clockRemainingMs > 0) return [];
  return extensions
    .map((extension) => ({
      table_number: extension.table_number,
      reason: extension.reason,
      remainingMs: extensionRemaining(clockRemainingMs, extension.minutes),
    }))
    .filter((table) => table.remainingMs > 0)
    .sort((a, b) => b.remainingMs - a.remainingMs || a.table_number - b.table_number);
}

/** The extensions waiting for the clock to end, longest first, then by table number. */
export const pendingExtensions = (extensions: readonly TableExtension[]): TableExtension[] =>
  [...extensions].sort((a, b) => b.minutes - a.minutes || a.table_number - b.table_number);

/** m:ss for a table's remaining time, rounded up like the clock ('3:12', '0:01'); never negative. */
export function formatTableTime(remainingMs: number): string {
  const seconds = Math.max(0, displayedSeconds(remainingMs));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '+3 min', '+2.5 min'. */
export const formatExtensionMinutes = (minutes: number) => `+${minutes} min`;
