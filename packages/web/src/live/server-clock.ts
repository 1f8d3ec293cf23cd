import { OffsetEstimator } from '@decklist/core/timers';

/**
 * This page's estimate of the server's clock (docs/decisions/0002-live-channels.md, Clock sync).
 * The local clock is performance.now(): monotonic, so a change of the computer's wall clock cannot
 * move the displayed time; the offset maps it to server time. Samples come from the WebSocket TIME
 * exchange and from every timer API answer (they all carry server_time); the estimate is the middle of
 * the range all kept samples allow (`bestOffset` in core).
 */
const estimator = new OffsetEstimator();
const listeners = new Set<() => void>();

// The last estimate is kept in this browser as the server's time minus the wall clock: a display reloaded
// with no network counts from its last known state at the server's time, not at its own.
const KEPT_OFFSET = 'decklist-server-offset';
function keptOffset(): number | undefined {
  try {
    const kept = Number(localStorage.getItem(KEPT_OFFSET));
    return localStorage.getItem(KEPT_OFFSET) !== null && Number.isFinite(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}
function keepOffset(offsetMs: number) {
  try {
    localStorage.setItem(KEPT_OFFSET, String(Math.round(offsetMs - performance.timeOrigin)));
  } catch {
    // not kept
  }
}
const lastKnown = keptOffset();

export const serverClock = {
  /** The local monotonic clock, in ms. */
  local: () => performance.now(),
  /** Server time now: before any sample, the offset this browser last knew, else its own wall clock. */
  now: () => performance.now() + (estimator.estimate?.offsetMs ?? performance.timeOrigin + (lastKnown ?? 0)),
  addSample(sentAt: number, receivedAt: number, serverTime: number) {
    const before = estimator.estimate?.offsetMs;
    const after = estimator.add({ sentAt, receivedAt, serverTime })?.offsetMs;
    if (after === before) return;
    if (after !== undefined) keepOffset(after);
    listeners.forEach((listener) => listener());
  },
  /** Forget old samples (after a reconnect or a return from the background); the estimate stays until replaced. */
  reset: () => estimator.reset(),
  estimate: () => estimator.estimate,
  /** Called when the estimate changes, so tickers can realign. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Runs an API call whose answer carries server_time, and uses its round trip as a clock sample, unless
 * `fresh()` says the answer did not come from the server just now (a copy this device kept).
 */
export async function timed<T extends { server_time: number }>(call: () => Promise<T>, fresh: () => boolean = () => true): Promise<T> {
  const sentAt = serverClock.local();
  const answer = await call();
  if (fresh()) serverClock.addSample(sentAt, serverClock.local(), answer.server_time);
  return answer;
}
