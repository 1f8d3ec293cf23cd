import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

export interface LoopMonitorOptions {
  /** How often the loop is sampled. */
  sampleMs?: number;
  /** The window of the figures reported (kept as six parts, the oldest dropped as time goes on). */
  windowMs?: number;
  /** A sample late by more than this calls `onBlocked`. */
  blockedMs?: number;
  onBlocked(lateMs: number): void;
}

export interface LoopMonitor {
  /** How late the loop ran timers over the last window, in ms: the 99th percentile and the worst. */
  delay(): { p99Ms: number; maxMs: number };
  stop(): void;
}

const PARTS = 6;

/**
 * Measures how long the event loop is held: a timer asks to run every `sampleMs`, and how late it
 * runs is the time something else kept the loop. One Node process serves every request, live message
 * and clock of an instance, so this is the figure that says whether one request stalled all others.
 */
export function startLoopMonitor({ sampleMs = 20, windowMs = 60_000, blockedMs = 100, onBlocked }: LoopMonitorOptions): LoopMonitor {
  let parts: RecordableHistogram[] = [createHistogram()];
  let partStarted = performance.now();
  let expected = performance.now() + sampleMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    expected = now + sampleMs;
    if (now - partStarted >= windowMs / PARTS) {
      parts = [createHistogram(), ...parts].slice(0, PARTS);
      partStarted = now;
    }
    parts[0]!.record(Math.max(1, Math.round(late * 1000))); // in microseconds; the histogram takes whole numbers of at least 1
    if (late > blockedMs) onBlocked(late);
  }, sampleMs);
  timer.unref();
  return {
    delay() {
      const all = createHistogram();
      for (const part of parts) all.add(part);
      if (all.count === 0) return { p99Ms: 0, maxMs: 0 };
      return { p99Ms: round(all.percentile(99) / 1000), maxMs: round(all.max / 1000) };
    },
    stop: () => clearInterval(timer),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
