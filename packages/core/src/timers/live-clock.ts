import type { Clock, TimerMessage } from '../api/timers';
import { msUntilNextSecond, remainingAt } from './clock';

/** A clock as received, with the server time its ms_remaining held at. */
export interface LiveClock extends Clock {
  as_of: number;
}

export const toLiveClock = (clock: Clock, serverTime: number): LiveClock => ({ ...clock, as_of: serverTime });

/** Remaining time at the given server time: `ms_remaining - (serverNow - as_of)` while running. */
export function remainingOf(clock: LiveClock, serverNow: number): number {
  return remainingAt({ remainingMs: clock.ms_remaining, anchorMs: clock.as_of, isRunning: clock.is_running }, serverNow);
}

/** Milliseconds until any running clock's shown second changes; undefined when none runs. */
export function nextTickDelay(clocks: readonly LiveClock[], serverNow: number): number | undefined {
  let delay: number | undefined;
  for (const clock of clocks) {
    if (!clock.is_running) continue;
    const wait = msUntilNextSecond(remainingOf(clock, serverNow));
    if (delay === undefined || wait < delay) delay = wait;
  }
  return delay;
}

/** The list with `updated` (as of `serverTime`) in place of the clock it replaces, or added; unless the shown one is fresher. */
function replaceClock(clocks: readonly LiveClock[], updated: Clock, serverTime: number): LiveClock[] {
  const index = clocks.findIndex((clock) => clock.clock_id === updated.clock_id);
  if (index >= 0 && clocks[index]!.as_of > serverTime) return [...clocks];
  const next = toLiveClock(updated, serverTime);
  return index >= 0 ? clocks.map((clock, i) => (i === index ? next : clock)) : [...clocks, next];
}

/**
 * The clock list after a live message (docs/product.md, Live updates): added, reset, paused, resumed, adjusted
 * and extended replace or add the clock; clocks_resumed and clocks_paused (Start All, Pause All) replace
 * every clock they carry; deleted removes it. 'refetch' for force_update. A clock older than what is
 * shown (the message crossed a fresher answer) is ignored.
 */
export function applyTimerMessage(clocks: readonly LiveClock[], message: TimerMessage): LiveClock[] | 'refetch' {
  if (message.message_type === 'force_update') return 'refetch';
  if (message.message_type === 'clock_deleted') return clocks.filter((clock) => clock.clock_id !== message.clock_id);
  if (message.updated_clocks) {
    return message.updated_clocks.reduce((list, updated) => replaceClock(list, updated, message.server_time), [...clocks]);
  }
  const updated = message.updated_clock;
  if (!updated) return 'refetch';
  return replaceClock(clocks, updated, message.server_time);
}
