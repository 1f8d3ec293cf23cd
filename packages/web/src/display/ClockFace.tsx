import { useEffect, useRef } from 'react';
import {
  CLOCK_TONE_LABELS,
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

/** Plays the chime (when this screen wants it) as the shown time reaches 00:00. */
function useChimeAtZero(seconds: number) {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (previous.current !== undefined && previous.current > 0 && seconds <= 0 && chimeWanted()) playChime();
    previous.current = seconds;
  }, [seconds]);
}

/** One running clock, shown at server time `now`, with its tables' extensions. */
export function ClockFace({ clock, now }: { clock: LiveClock; now: number }) {
  const remaining = remainingOf(clock, now);
  const time = formatClock(remaining);
  const tone = clockTone(remaining);
  useChimeAtZero(displayedSeconds(remaining));
  // Tables in extra time: the clock steps back (smaller, still) so that their countdowns can be read.
  const extra = remaining <= 0 && tablesInExtraTime(remaining, clock.extensions).length > 0;
  return (
    <section
      className="clock"
      data-clock-id={clock.clock_id}
      data-tone={tone}
      data-extra={extra || undefined}
      aria-label={`${clock.clock_name}: ${time}, ${CLOCK_TONE_LABELS[tone]}`}
    >
      <h2 className="clock-name">{clock.clock_name}</h2>
      <p className="clock-time">{time}</p>
      <p className="clock-state">{`${TONE_SHAPES[tone]} ${CLOCK_TONE_LABELS[tone]}`}</p>
      <TableExtensions clockRemaining={remaining} extensions={clock.extensions} />
    </section>
  );
}
