import { nameInEvent } from '@decklist/core/events';
import { oneLine } from '@decklist/core/text';
import type { DeckCheck, DeckChecksResponse, TimerLink } from '@decklist/core/deck-checks';
import type { DeckCheckRow, LinkedTimer } from './store';

export const toDeckCheck = (row: DeckCheckRow): DeckCheck => ({
  check_id: row.id,
  round: row.round,
  table_number: row.tableNumber,
  player_user_id: row.playerId,
  player_name: row.playerName,
  judge_user_id: row.judgeId,
  judge_name: row.judgeName,
  judge_role: row.judgeRole,
  checked_by_user_id: row.checkedById,
  checked_by_name: row.checkedByName,
  checked_by_role: row.checkedByRole,
  picked_at: row.pickedAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  ended_at: row.endedAt?.toISOString() ?? null,
  outcome: row.outcome,
  note: row.note,
  extension:
    row.extensionClockId !== null && row.extensionHalfMinutes !== null ? { clock_id: row.extensionClockId, minutes: row.extensionHalfMinutes / 2 } : null,
});

const toTimerLink = (timer: LinkedTimer): TimerLink => ({
  tournament_id: timer.id,
  name: timer.name,
  clocks: timer.clocks.map((clock) => ({ clock_id: clock.id, name: clock.name })),
});

export const toDeckChecks = (
  rows: DeckCheckRow[],
  eligible: { all: number; unchecked: number },
  remaining: number,
  timer: LinkedTimer | null,
): DeckChecksResponse => ({
  checks: rows.map(toDeckCheck),
  eligible,
  remaining: Math.max(remaining, 0),
  timer: timer ? toTimerLink(timer) : null,
});

/** '2031-05-16 18:04 UTC' */
const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function duration(from: Date, to: Date): string {
  const seconds = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const OUTCOME_TEXT = { matches: 'Matches', problem: 'Problem' } as const;

/**
 * The deck-check log as plain text, oldest first: one block per check. Names and notes go through the
 * one-line rule (whatever was stored before the schemas refused line breaks), so no entry can forge another.
 */
export function toDeckCheckLogText(event: { name: string; eventDate: string }, rows: DeckCheckRow[], clockNames: Map<string, string>): string {
  const lines = [`Deck checks: ${oneLine(event.name)} (${event.eventDate})`, `${rows.length} ${rows.length === 1 ? 'check' : 'checks'}`, ''];
  for (const row of [...rows].reverse()) {
    lines.push(`Round ${row.round}${row.tableNumber !== null ? `, table ${row.tableNumber}` : ''}: ${oneLine(row.playerName)}`);
    lines.push(`  Picked by: ${oneLine(nameInEvent(row.judgeName, row.judgeRole))}`);
    if (row.outcome) lines.push(`  Checked by: ${oneLine(nameInEvent(row.checkedByName, row.checkedByRole))}`);
    lines.push(`  Picked: ${minute(row.pickedAt)}`);
    if (row.startedAt) lines.push(`  Started: ${minute(row.startedAt)}`);
    if (row.endedAt) lines.push(`  Ended: ${minute(row.endedAt)}${row.startedAt ? ` (took ${duration(row.startedAt, row.endedAt)})` : ''}`);
    lines.push(`  Outcome: ${row.outcome ? OUTCOME_TEXT[row.outcome] : 'Not checked yet'}`);
    if (row.note) lines.push(`  Note: ${oneLine(row.note)}`);
    if (row.extensionClockId !== null && row.extensionHalfMinutes !== null) {
      const clock = oneLine(clockNames.get(row.extensionClockId) ?? row.extensionClockId);
      lines.push(`  Time extension: ${row.extensionHalfMinutes / 2} min on ${clock}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
