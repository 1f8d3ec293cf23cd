// Round clocks (docs/decisions/0005-round-clocks.md). Pure functions, no zod:
// the public timer display imports this module and must stay small.

/**
 * A clock as stored: its remaining time at an anchor instant, and whether it runs.
 * The remaining time at any other instant is derived; nothing counts down anywhere.
 */
export interface ClockState {
  remainingMs: number;
  /** Epoch milliseconds (server time) at which `remainingMs` held. */
  anchorMs: number;
  isRunning: boolean;
}

/** Under this much remaining time a clock shows amber (docs/product.md, Limits and timings). */
export const CLOCK_WARNING_MS = 5 * 60_000;
/** Default duration of a new clock, and the minimum (docs/product.md, Limits and timings). */
export const DEFAULT_CLOCK_MINUTES = 50;
export const MIN_CLOCK_MINUTES = 1;
export const MAX_CLOCK_SECONDS = 24 * 60 * 60;
export const MAX_ADJUST_MS = 24 * 60 * 60 * 1000;
/** The adjust presets (docs/product.md, Round clocks), in the order the buttons show. */
export const CLOCK_ADJUST_PRESETS_MS = [-60_000, -30_000, -10_000, 10_000, 30_000, 60_000] as const;

/** Remaining time at `now`; negative once the time is up. */
export function remainingAt(clock: ClockState, now: number): number {
  return clock.isRunning ? clock.remainingMs - (now - clock.anchorMs) : clock.remainingMs;
}

/** The same clock re-anchored at `now` (same remaining time, same running state). */
export function anchorAt(clock: ClockState, now: number): ClockState {
  return { remainingMs: remainingAt(clock, now), anchorMs: now, isRunning: clock.isRunning };
}

export function newClock(durationSeconds: number, now: number): ClockState {
  return { remainingMs: durationSeconds * 1000, anchorMs: now, isRunning: false };
}

/** Starts or pauses the clock at `now`; the remaining time carries over exactly. */
export function setRunning(clock: ClockState, isRunning: boolean, now: number): ClockState {
  return { ...anchorAt(clock, now), isRunning };
}

/** Back to the full duration, stopped. */
export function resetClock(durationSeconds: number, now: number): ClockState {
  return newClock(durationSeconds, now);
}

/** Adds `deltaMs` (may be negative, may cross zero) to the remaining time. */
export function adjustClock(clock: ClockState, deltaMs: number, now: number): ClockState {
  const anchored = anchorAt(clock, now);
  return { ...anchored, remainingMs: anchored.remainingMs + deltaMs };
}

/** Whole seconds shown for a remaining time: rounded up, so 0:01 shows until the time is really up. */
export function displayedSeconds(remainingMs: number): number {
  const seconds = Math.ceil(remainingMs / 1000);
  return seconds === 0 ? 0 : seconds; // no -0
}

/** mm:ss, rounded up to whole seconds, with a leading minus when negative ("-00:05", "50:00", "125:00"). */
export function formatClock(remainingMs: number): string {
  const seconds = displayedSeconds(remainingMs);
  const abs = Math.abs(seconds);
  const mm = String(Math.floor(abs / 60)).padStart(2, '0');
  const ss = String(abs % 60).padStart(2, '0');
  return `${seconds < 0 ? '-' : ''}${mm}:${ss}`;
}

/**
 * Milliseconds until the shown second changes (1..1000). Screens schedule their next tick with it,
 * so every screen flips at the same instant of server time instead of on its own page-load rhythm.
 */
export function msUntilNextSecond(remainingMs: number): number {
  const intoSecond = ((remainingMs % 1000) + 1000) % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

export type ClockTone = 'normal' | 'warning' | 'expired';

/** Green, amber under 5 minutes, red below zero (docs/product.md, The display). */
export function clockTone(remainingMs: number): ClockTone {
  if (remainingMs < 0) return 'expired';
  if (remainingMs < CLOCK_WARNING_MS) return 'warning';
  return 'normal';
}

/** Words for the tone, so that colour is never the only signal. */
export const CLOCK_TONE_LABELS: Record<ClockTone, string> = {
  normal: 'On time',
  warning: 'Under 5 minutes',
  expired: 'Time is up',
};
