import type { Clock, MessageClock, TimerMessage } from '../api/timers';
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

type ExtensionChange = NonNullable<TimerMessage['extension_change']>;

/** The extensions with one table's given, replaced or removed, still by table number. */
function withExtensionChange(extensions: Clock['extensions'], change: ExtensionChange): Clock['extensions'] {
  const others = extensions.filter((extension) => extension.table_number !== change.table_number);
  return change.extension ? [...others, change.extension].sort((a, b) => a.table_number - b.table_number) : others;
}

/**
 * The list with `updated` (as of `serverTime`) in place of the clock it replaces, or added; unless the shown
 * one is fresher. A message's clock without extensions keeps the shown clock's, with `change` applied;
 * 'refetch' for such a clock the screen does not know (it cannot know its extensions).
 */
function replaceClock(clocks: readonly LiveClock[], updated: MessageClock, serverTime: number, change?: ExtensionChange): LiveClock[] | 'refetch' {
  const index = clocks.findIndex((clock) => clock.clock_id === updated.clock_id);
  if (index >= 0 && clocks[index]!.as_of > serverTime) return [...clocks];
  const known = updated.extensions ?? (index >= 0 ? clocks[index]!.extensions : undefined);
  if (!known) return 'refetch';
  const next = toLiveClock({ ...updated, extensions: change ? withExtensionChange(known, change) : known }, serverTime);
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
    let list: LiveClock[] | 'refetch' = [...clocks];
    for (const updated of message.updated_clocks) {
      list = replaceClock(list, updated, message.server_time);
      if (list === 'refetch') return list;
    }
    return list;
  }
  const updated = message.updated_clock;
  if (!updated) return 'refetch';
  return replaceClock(clocks, updated, message.server_time, message.extension_change);
}
