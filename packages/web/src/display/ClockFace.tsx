import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import {
  clockTone,
  displayedSeconds,
  formatClock,
  type ClockTone,
  remainingOf,
  type LiveClock,
  tablesInExtraTime,
} from '@decklist/core/timers';
import { chimeWanted, playChime } from './chime';
import { TableExtensions } from './TableExtensions';

/** A shape with the words, so that colour is never the only signal. */
const TONE_SHAPES: Record<ClockTone, string> = { normal: '●', warning: '▲', expired: '■' };
/** Words for the tone, so that colour is never the only signal. */
const TONE_LABELS: Record<ClockTone, MessageDescriptor> = {
  normal: msg`On time`,
  warning: msg`Under 5 minutes`,
  expired: msg`Time is up`,
};

/** Plays the chime (when this screen wants it) as the shown time reaches 00:00. */
function useChimeAtZero(seconds: number) {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (previous.current !== undefined && previous.current > 0 && seconds <= 0 && chimeWanted()) playChime();
    previous.current = seconds;
  }, [seconds]);
}

/** One running or paused clock, shown at server time `now`, with its tables' extensions. */
export function ClockFace({ clock, now }: { clock: LiveClock; now: number }) {
  const { t } = useLingui();
  const remaining = remainingOf(clock, now);
  const time = formatClock(remaining);
  const tone = clockTone(remaining);
  useChimeAtZero(displayedSeconds(remaining));
  // Tables in extra time: the clock steps back (smaller, still) so that their countdowns can be read.
  const extra = remaining <= 0 && tablesInExtraTime(remaining, clock.extensions).length > 0;
  const clockName = clock.clock_name;
  const paused = !clock.is_running;
  const state = paused ? t({ message: 'Paused', comment: 'a clock on the hall display that an organiser stopped' }) : t(TONE_LABELS[tone]);
  return (
    <section
      className="clock"
      data-clock-id={clock.clock_id}
      data-tone={tone}
      data-paused={paused || undefined}
      data-extra={extra || undefined}
      aria-label={t({ message: `${clockName}: ${time}, ${state}`, comment: 'a clock on the hall display, for screen readers: its name, time left and state' })}
    >
      <h2 className="clock-name">{clock.clock_name}</h2>
      <p className="clock-time">{time}</p>
      <p className="clock-state">{`${paused ? '❚❚' : TONE_SHAPES[tone]} ${state}`}</p>
      <TableExtensions clockRemaining={remaining} extensions={clock.extensions} />
    </section>
  );
}
