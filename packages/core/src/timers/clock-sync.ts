// Estimating a client's clock offset to the server (docs/decisions/0002-live-channels.md,
// Clock sync). Pure and free of zod: the public timer display imports it.

/** One exchange: local time when the request left and when the answer came, and the server's time in it. */
export interface TimeSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

export interface OffsetEstimate {
  /** Add to the local clock to get the server's clock. */
  offsetMs: number;
  /** Round trip of the sample it comes from; the error is at most half of it. */
  rttMs: number;
}

/**
 * The offset one sample implies, assuming the server read its clock halfway through the round
 * trip. If the two directions took different times, the error is at most half the round trip.
 */
export function sampleOffset(sample: TimeSample): OffsetEstimate {
  return {
    offsetMs: sample.serverTime - (sample.sentAt + sample.receivedAt) / 2,
    rttMs: sample.receivedAt - sample.sentAt,
  };
}

/** The estimate from the sample with the smallest round trip: the one with the tightest error bound. */
export function bestOffset(samples: readonly TimeSample[]): OffsetEstimate | undefined {
  let best: OffsetEstimate | undefined;
  for (const sample of samples) {
    const estimate = sampleOffset(sample);
    if (estimate.rttMs < 0) continue; // the local clock jumped: useless
    if (!best || estimate.rttMs < best.rttMs) best = estimate;
  }
  return best;
}

/**
 * Keeps the last few samples and answers with the best of them. Old samples age out so that a
 * network that got slower, or a local clock that drifted, is followed; `reset` forgets them all
 * (after a reconnect, or when a tab comes back from the background).
 */
export class OffsetEstimator {
  private samples: TimeSample[] = [];
  private best: OffsetEstimate | undefined;

  constructor(private readonly keep = 8) {}

  add(sample: TimeSample): OffsetEstimate | undefined {
    this.samples.push(sample);
    if (this.samples.length > this.keep) this.samples.shift();
    this.best = bestOffset(this.samples) ?? this.best;
    return this.best;
  }

  reset(): void {
    this.samples = [];
  }

  /** The current estimate; 0 before any sample. */
  get offsetMs(): number {
    return this.best?.offsetMs ?? 0;
  }

  get estimate(): OffsetEstimate | undefined {
    return this.best;
  }

  get sampleCount(): number {
    return this.samples.length;
  }
}
