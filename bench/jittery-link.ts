// A simulated wifi or phone-data link for the benchmark's display clients: every message in each
// direction is held for its own random delay, and each direction keeps its order (as TCP does), so
// a message never overtakes the one before it.
import { performance } from 'node:perf_hooks';

/** One direction of a link. */
export class DelayLine {
  private lastDue = 0;

  constructor(
    private readonly minMs: number,
    private readonly maxMs: number,
  ) {}

  /** Runs `deliver` after this message's random delay, never before the previous message's delivery. */
  pass(deliver: () => void): void {
    const due = Math.max(performance.now() + this.minMs + Math.random() * (this.maxMs - this.minMs), this.lastDue);
    this.lastDue = due;
    setTimeout(deliver, due - performance.now());
  }

  /** The same delay for a promise-returning step (an HTTP request or its answer). */
  hold(): Promise<void> {
    return new Promise((resolve) => this.pass(resolve));
  }

  /** After a reconnection the old connection's queue is gone. */
  clear(): void {
    this.lastDue = 0;
  }
}

/** Both directions of one display's link. */
export class JitteryLink {
  readonly up: DelayLine;
  readonly down: DelayLine;

  constructor(minMs: number, maxMs: number) {
    this.up = new DelayLine(minMs, maxMs);
    this.down = new DelayLine(minMs, maxMs);
  }
}
