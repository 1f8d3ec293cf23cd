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

export const serverClock = {
  /** The local monotonic clock, in ms. */
  local: () => performance.now(),
  /** Server time now: before any sample, the computer's own wall clock is the best guess. */
  now: () => performance.now() + (estimator.estimate?.offsetMs ?? performance.timeOrigin),
  addSample(sentAt: number, receivedAt: number, serverTime: number) {
    const before = estimator.estimate?.offsetMs;
    const after = estimator.add({ sentAt, receivedAt, serverTime })?.offsetMs;
    if (after !== before) listeners.forEach((listener) => listener());
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

/** Runs an API call whose answer carries server_time, and uses its round trip as a clock sample. */
export async function timed<T extends { server_time: number }>(call: () => Promise<T>): Promise<T> {
  const sentAt = serverClock.local();
  const answer = await call();
  serverClock.addSample(sentAt, serverClock.local(), answer.server_time);
  return answer;
}
