import { describe, expect, it } from 'vitest';
import {
  adjustClock,
  clockTone,
  displayedSeconds,
  formatClock,
  msUntilNextSecond,
  newClock,
  remainingAt,
  resetClock,
  setRunning,
} from '../../src/timers/clock';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('formatClock', () => {
  it('shows mm:ss rounded up to whole seconds', () => {
    expect(formatClock(50 * 60_000)).toBe('50:00');
    expect(formatClock(50 * 60_000 - 1)).toBe('50:00');
    expect(formatClock(50 * 60_000 - 1000)).toBe('49:59');
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(999)).toBe('00:01');
    expect(formatClock(1000)).toBe('00:01');
    expect(formatClock(1001)).toBe('00:02');
    expect(formatClock(125 * 60_000)).toBe('125:00');
  });

  it('shows zero until a whole second past the end, then a leading minus', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-1)).toBe('00:00');
    expect(formatClock(-999)).toBe('00:00');
    expect(formatClock(-1000)).toBe('-00:01');
    expect(formatClock(-1001)).toBe('-00:01');
    expect(formatClock(-2000)).toBe('-00:02');
    expect(formatClock(-61_000)).toBe('-01:01');
    expect(formatClock(-10 * 60_000)).toBe('-10:00');
  });

  it('never shows a negative zero', () => {
    expect(Object.is(displayedSeconds(-1), 0)).toBe(true);
    expect(displayedSeconds(-1000)).toBe(-1);
  });
});

describe('msUntilNextSecond', () => {
  it('is the time until the shown second changes, for positive and negative times', () => {
    expect(msUntilNextSecond(5300)).toBe(300); // 00:06 -> 00:05 at 5000
    expect(msUntilNextSecond(5000)).toBe(1000); // 00:05 -> 00:04 at 4000
    expect(msUntilNextSecond(1)).toBe(1);
    expect(msUntilNextSecond(0)).toBe(1000); // 00:00 -> -00:01 at -1000
    expect(msUntilNextSecond(-300)).toBe(700);
    expect(msUntilNextSecond(-1000)).toBe(1000);
  });

  it('lands exactly on a change of the formatted value', () => {
    for (const start of [5300, 5000, 1, 0, -1, -300, -999, -1000, 299_999, 123_456]) {
      const wait = msUntilNextSecond(start);
      expect(formatClock(start - wait)).not.toBe(formatClock(start));
      expect(formatClock(start - wait + 1)).toBe(formatClock(start));
    }
  });
});

describe('clock state from timestamps', () => {
  it('a new clock is stopped at its full duration and does not move', () => {
    const clock = newClock(50 * 60, T0);
    expect(clock).toEqual({ remainingMs: 3_000_000, anchorMs: T0, isRunning: false });
    expect(remainingAt(clock, T0 + 3_600_000)).toBe(3_000_000);
  });

  it('a running clock counts down from its anchor and goes negative', () => {
    const clock = setRunning(newClock(60, T0), true, T0);
    expect(remainingAt(clock, T0 + 59_500)).toBe(500);
    expect(remainingAt(clock, T0 + 60_000)).toBe(0);
    expect(remainingAt(clock, T0 + 75_000)).toBe(-15_000);
    expect(formatClock(remainingAt(clock, T0 + 75_000))).toBe('-00:15');
  });

  it('keeps exact time through pause and resume sequences', () => {
    let clock = newClock(10 * 60, T0);
    clock = setRunning(clock, true, T0 + 1000); // starts one second after creation
    clock = setRunning(clock, false, T0 + 61_000); // ran 60 s
    expect(clock).toEqual({ remainingMs: 540_000, anchorMs: T0 + 61_000, isRunning: false });
    clock = setRunning(clock, true, T0 + 3_661_000); // paused an hour: nothing lost
    expect(remainingAt(clock, T0 + 3_661_000 + 30_250)).toBe(509_750);
    clock = setRunning(clock, false, T0 + 3_661_000 + 30_250);
    clock = setRunning(clock, false, T0 + 4_000_000); // pausing a paused clock changes nothing
    expect(remainingAt(clock, T0 + 9_000_000)).toBe(509_750);
    clock = setRunning(clock, true, T0 + 9_000_000);
    clock = setRunning(clock, true, T0 + 9_000_500); // starting a running clock changes nothing
    expect(remainingAt(clock, T0 + 9_001_000)).toBe(508_750);
  });

  it('adjusts a running or stopped clock, across zero in both directions', () => {
    const running = setRunning(newClock(60, T0), true, T0);
    const down = adjustClock(running, -60_000, T0 + 20_000);
    expect(down).toEqual({ remainingMs: -20_000, anchorMs: T0 + 20_000, isRunning: true });
    expect(formatClock(remainingAt(down, T0 + 20_000))).toBe('-00:20');
    const up = adjustClock(down, 30_000, T0 + 25_000);
    expect(remainingAt(up, T0 + 25_000)).toBe(5_000);
    expect(remainingAt(up, T0 + 35_000)).toBe(-5_000);

    const stopped = adjustClock(newClock(60, T0), -90_000, T0 + 5_000);
    expect(stopped).toEqual({ remainingMs: -30_000, anchorMs: T0 + 5_000, isRunning: false });
    expect(adjustClock(stopped, 10_000, T0 + 99_000).remainingMs).toBe(-20_000);
  });

  it('reset returns to the full duration, stopped', () => {
    expect(resetClock(300, T0 + 5)).toEqual({ remainingMs: 300_000, anchorMs: T0 + 5, isRunning: false });
  });
});

describe('clockTone', () => {
  it('is normal from 5 minutes, warning below, expired below zero', () => {
    expect(clockTone(300_000)).toBe('normal');
    expect(clockTone(299_999)).toBe('warning');
    expect(clockTone(0)).toBe('warning');
    expect(clockTone(-1)).toBe('expired');
  });
});
