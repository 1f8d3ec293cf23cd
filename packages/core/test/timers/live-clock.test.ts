import { describe, expect, it } from 'vitest';
import type { Clock, MessageClock, TimerMessage } from '../../src/api/timers';
import { formatClock } from '../../src/timers/clock';
import { applyTimerMessage, nextTickDelay, remainingOf, toLiveClock } from '../../src/timers/live-clock';

const T0 = 1_800_000_000_000;
const clock = (id: string, ms: number, running: boolean): Clock => ({
  clock_id: id,
  clock_name: id,
  duration_seconds: 3000,
  ms_remaining: ms,
  is_running: running,
  extensions: [],
});
const message = (type: TimerMessage['message_type'], updated: MessageClock | null, at: number, clockId = updated?.clock_id ?? null): TimerMessage => ({
  tournament_id: 't',
  message_type: type,
  clock_id: clockId,
  updated_clock: updated,
  updated_by_session_id: 's',
  updated_by_user_id: 'u',
  server_time: at,
});

describe('a clock as a screen holds it', () => {
  it('counts down from the server time it was read at', () => {
    const live = toLiveClock(clock('a', 600_000, true), T0);
    expect(remainingOf(live, T0 + 1500)).toBe(598_500);
    expect(formatClock(remainingOf(live, T0 + 1500))).toBe('09:59');
    expect(remainingOf(toLiveClock(clock('b', 600_000, false), T0), T0 + 99_000)).toBe(600_000);
  });

  it('two screens with different offsets but the same server time show the same second', () => {
    const live = toLiveClock(clock('a', 3_000_000, true), T0);
    // A TV whose clock is 3 s fast and a phone 1 h slow, each corrected by its estimated offset.
    const tvLocal = T0 + 42_250 + 3000;
    const phoneLocal = T0 + 42_250 - 3_600_000;
    expect(formatClock(remainingOf(live, tvLocal - 3000))).toBe(formatClock(remainingOf(live, phoneLocal + 3_600_000)));
  });
});

describe('nextTickDelay', () => {
  it('is the soonest change of a shown second among running clocks, none when nothing runs', () => {
    const clocks = [toLiveClock(clock('a', 10_300, true), T0), toLiveClock(clock('b', 20_800, true), T0)];
    expect(nextTickDelay(clocks, T0)).toBe(300);
    expect(nextTickDelay(clocks, T0 + 300)).toBe(500); // a just flipped; b flips next
    expect(nextTickDelay([toLiveClock(clock('c', 5000, false), T0)], T0)).toBeUndefined();
    expect(nextTickDelay([], T0)).toBeUndefined();
  });
});

describe('applyTimerMessage', () => {
  const list = [toLiveClock(clock('a', 600_000, true), T0), toLiveClock(clock('b', 300_000, false), T0)];

  it('adds a new clock at the end and replaces a changed one in place', () => {
    const added = applyTimerMessage(list, message('clock_added', clock('c', 60_000, false), T0 + 10));
    expect(added).not.toBe('refetch');
    expect((added as typeof list).map((c) => c.clock_id)).toEqual(['a', 'b', 'c']);

    for (const type of ['clock_paused', 'clock_resumed', 'clock_reset', 'clock_adjusted'] as const) {
      const next = applyTimerMessage(list, message(type, clock('b', 123_000, true), T0 + 5000)) as typeof list;
      expect(next.map((c) => c.clock_id)).toEqual(['a', 'b']);
      expect(next[1]).toEqual({ ...clock('b', 123_000, true), as_of: T0 + 5000 });
      expect(next[0]).toBe(list[0]);
    }
  });

  it('removes a deleted clock and asks for a refetch on force update', () => {
    expect((applyTimerMessage(list, message('clock_deleted', null, T0, 'a')) as typeof list).map((c) => c.clock_id)).toEqual(['b']);
    expect(applyTimerMessage(list, message('force_update', null, T0))).toBe('refetch');
  });

  it('ignores a message older than what the screen already shows', () => {
    const fresh = [toLiveClock(clock('a', 500_000, false), T0 + 10_000)];
    const stale = applyTimerMessage(fresh, message('clock_resumed', clock('a', 600_000, true), T0 + 9_000)) as typeof list;
    expect(stale[0]).toEqual(fresh[0]);
  });
});

describe('Start All and Pause All messages', () => {
  it('replace every clock they carry, all at the message’s server time, and leave the others', () => {
    const shown = [toLiveClock(clock('a', 600_000, false), T0), toLiveClock(clock('b', 600_000, false), T0), toLiveClock(clock('c', 5000, true), T0)];
    const started: TimerMessage = {
      ...message('clocks_resumed', null, T0 + 2000, null),
      updated_clocks: [clock('a', 600_000, true), clock('b', 600_000, true)],
    };
    const next = applyTimerMessage(shown, started);
    if (next === 'refetch') throw new Error('expected clocks');
    expect(next.map((c) => [c.clock_id, c.is_running, c.as_of])).toEqual([
      ['a', true, T0 + 2000],
      ['b', true, T0 + 2000],
      ['c', true, T0],
    ]);
    // The same end for both, to the millisecond.
    expect(remainingOf(next[0]!, T0 + 7777)).toBe(remainingOf(next[1]!, T0 + 7777));
  });

  it('keep the extensions a clock carries, and ignore a clock fresher than the message', () => {
    const fresher = toLiveClock(clock('a', 1000, true), T0 + 5000);
    const extended = { ...clock('a', 500, true), extensions: [{ table_number: 4, minutes: 2, reason: null }] };
    const late = { ...message('clocks_paused', null, T0 + 1000, null), updated_clocks: [extended] };
    expect(applyTimerMessage([fresher], late)).toEqual([fresher]);
    const current = applyTimerMessage([fresher], { ...message('clock_extended', extended, T0 + 6000) });
    expect(current).toEqual([{ ...extended, as_of: T0 + 6000 }]);
  });
});


describe('messages without extensions', () => {
  const ext = (table_number: number, minutes: number) => ({ table_number, minutes, reason: null });
  const shown = [toLiveClock({ ...clock('a', 600_000, true), extensions: [ext(3, 2), ext(12, 5)] }, T0)];
  const { extensions: _none, ...bare } = clock('a', 500_000, false);

  it('keep the extensions the screen has when a clock’s time changes', () => {
    const next = applyTimerMessage(shown, message('clock_paused', bare, T0 + 100)) as typeof shown;
    expect(next[0]).toEqual({ ...bare, extensions: [ext(3, 2), ext(12, 5)], as_of: T0 + 100 });
  });

  it('give, replace and remove one table’s extension, keeping them by table number', () => {
    const change = (table_number: number, extension: ReturnType<typeof ext> | null, at: number, from = shown) =>
      applyTimerMessage(from, { ...message('clock_extended', bare, at), extension_change: { table_number, extension } }) as typeof shown;
    const given = change(7, ext(7, 1.5), T0 + 1);
    expect(given[0]!.extensions).toEqual([ext(3, 2), ext(7, 1.5), ext(12, 5)]);
    expect(change(12, ext(12, 1), T0 + 2, given)[0]!.extensions).toEqual([ext(3, 2), ext(7, 1.5), ext(12, 1)]);
    expect(change(3, null, T0 + 3, given)[0]!.extensions).toEqual([ext(7, 1.5), ext(12, 5)]);
    // One older than what is shown changes nothing.
    expect(change(3, null, T0 - 1)).toEqual(shown);
  });

  it('ask for a refetch for a clock the screen does not know', () => {
    expect(applyTimerMessage(shown, message('clock_resumed', { ...bare, clock_id: 'z' }, T0 + 1))).toBe('refetch');
    expect(applyTimerMessage(shown, { ...message('clocks_paused', null, T0 + 1, null), updated_clocks: [bare, { ...bare, clock_id: 'z' }] })).toBe('refetch');
  });
});
