import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustClock, newClock, remainingAt, resetClock, setRunning, type ClockState } from '../../src/timers/clock';
import {
  extensionRemaining,
  formatTableTime,
  isHalfMinuteStep,
  pendingExtensions,
  tablesInExtraTime,
  type TableExtension,
} from '../../src/timers/extensions';

const T0 = 1_800_000_000_000;
const minutes = fc.integer({ min: 1, max: 120 }).map((halves) => halves / 2);
const table = (table_number: number, m: number, reason: string | null = null): TableExtension => ({ table_number, minutes: m, reason });

/** Any sequence of what judges do to a clock, each a little later than the one before. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('run' as const), running: fc.boolean(), after: fc.integer({ min: 0, max: 3_600_000 }) }),
  fc.record({ kind: fc.constant('adjust' as const), delta: fc.integer({ min: -3_600_000, max: 3_600_000 }), after: fc.integer({ min: 0, max: 3_600_000 }) }),
  fc.record({ kind: fc.constant('reset' as const), after: fc.integer({ min: 0, max: 3_600_000 }) }),
);
const DURATION_SECONDS = 3000;

type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

function play(operations: readonly Operation[]) {
  let clock: ClockState = setRunning(newClock(DURATION_SECONDS, T0), true, T0);
  let now = T0;
  for (const op of operations) {
    now += op.after;
    if (op.kind === 'run') clock = setRunning(clock, op.running, now);
    else if (op.kind === 'adjust') clock = adjustClock(clock, op.delta, now);
    else clock = resetClock(DURATION_SECONDS, now);
  }
  return { clock, now };
}

describe('extension arithmetic (properties)', () => {
  it('never ends before its clock, whatever was done to the clock, at any instant', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), minutes, fc.integer({ min: 0, max: 10_000_000 }), (operations, m, later) => {
        const { clock, now } = play(operations);
        const clockLeft = remainingAt(clock, now + later);
        const tableLeft = extensionRemaining(clockLeft, m);
        expect(tableLeft).toBeGreaterThan(clockLeft);
        expect(tableLeft - clockLeft).toBe(m * 60_000);
      }),
      { numRuns: 500 },
    );
  });

  it('ends its minutes after the clock ends, so it moves with every pause, adjustment and reset', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), minutes, (operations, m) => {
        const { clock, now } = play(operations);
        const running = setRunning(clock, true, now);
        const clockEnd = running.anchorMs + running.remainingMs;
        // At the clock's end the table has exactly its minutes left, and none at its own end.
        expect(extensionRemaining(remainingAt(running, clockEnd), m)).toBe(m * 60_000);
        expect(extensionRemaining(remainingAt(running, clockEnd + m * 60_000), m)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every table’s remaining time through a pause and resume', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 10 }),
        fc.array(minutes, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 86_400_000 }),
        (operations, extensions, pausedFor) => {
          const { clock, now } = play(operations);
          const running = setRunning(clock, true, now);
          const before = extensions.map((m) => extensionRemaining(remainingAt(running, now), m));
          const paused = setRunning(running, false, now);
          const resumed = setRunning(paused, true, now + pausedFor);
          const after = extensions.map((m) => extensionRemaining(remainingAt(resumed, now + pausedFor), m));
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lists tables in extra time largest first, each gone at its own end', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ table_number: fc.integer({ min: 1, max: 9999 }), minutes }), { selector: (e) => e.table_number, maxLength: 40 }),
        fc.integer({ min: -4_000_000, max: 1_000_000 }),
        (extensions, clockLeft) => {
          const shown = tablesInExtraTime(clockLeft, extensions.map((e) => table(e.table_number, e.minutes)));
          if (clockLeft > 0) {
            expect(shown).toEqual([]);
            return;
          }
          expect(shown.length).toBe(extensions.filter((e) => clockLeft + e.minutes * 60_000 > 0).length);
          for (let i = 1; i < shown.length; i += 1) expect(shown[i - 1]!.remainingMs).toBeGreaterThanOrEqual(shown[i]!.remainingMs);
          for (const t of shown) expect(t.remainingMs).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('extension display', () => {
  it('shows tables at 0:00 with their full minutes, then counts them down in order', () => {
    const extensions = [table(12, 2), table(47, 3.5, 'deck check'), table(5, 2)];
    expect(tablesInExtraTime(1, extensions)).toEqual([]);
    expect(tablesInExtraTime(0, extensions)).toEqual([
      { table_number: 47, reason: 'deck check', remainingMs: 210_000 },
      { table_number: 5, reason: null, remainingMs: 120_000 },
      { table_number: 12, reason: null, remainingMs: 120_000 },
    ]);
    expect(tablesInExtraTime(-120_000, extensions).map((t) => t.table_number)).toEqual([47]);
    expect(tablesInExtraTime(-210_000, extensions)).toEqual([]);
  });

  it('formats a table’s time as m:ss rounded up', () => {
    expect(formatTableTime(192_000)).toBe('3:12');
    expect(formatTableTime(191_001)).toBe('3:12');
    expect(formatTableTime(1)).toBe('0:01');
    expect(formatTableTime(0)).toBe('0:00');
    expect(formatTableTime(-5000)).toBe('0:00');
    expect(formatTableTime(3_600_000)).toBe('60:00');
  });

  it('orders pending extensions longest first and accepts only whole or half minutes', () => {
    expect(pendingExtensions([table(3, 1), table(9, 5), table(1, 5)]).map((e) => e.table_number)).toEqual([1, 9, 3]);
    expect([0.5, 1, 2.5, 60].every(isHalfMinuteStep)).toBe(true);
    expect([0.25, 1.1, 2.75].some(isHalfMinuteStep)).toBe(false);
  });
});
