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
  /** How far the true offset can be from `offsetMs`: half the width of the range the samples leave. */
  errorMs: number;
  /** The smallest round trip among the samples used. */
  rttMs: number;
}

/**
 * The offset one sample implies, assuming the server read its clock halfway through the round
 * trip. If the two directions took different times, the error is half their difference, so at
 * most half the round trip.
 */
export function sampleOffset(sample: TimeSample): OffsetEstimate {
  const rttMs = sample.receivedAt - sample.sentAt;
  return { offsetMs: sample.serverTime - (sample.sentAt + sample.receivedAt) / 2, errorMs: rttMs / 2, rttMs };
}

/**
 * The estimate from several samples. The server read its clock after the request left and before
 * the answer came, so each sample says the offset lies between `serverTime - receivedAt` and
 * `serverTime - sentAt`; the estimate is the middle of the range every sample allows. Its error is
 * half the difference between the quickest trip out and the quickest trip back, which may come
 * from different samples, so it beats keeping only the sample with the smallest round trip when
 * delays jitter. Samples are taken newest first and an older one that contradicts the newer ones
 * (the local clock jumped or drifted) ends the search.
 */
export function bestOffset(samples: readonly TimeSample[]): OffsetEstimate | undefined {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  let rttMs = Number.POSITIVE_INFINITY;
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i]!;
    const rtt = sample.receivedAt - sample.sentAt;
    if (rtt < 0) continue; // the local clock jumped: useless
    const nextLow = Math.max(low, sample.serverTime - sample.receivedAt);
    const nextHigh = Math.min(high, sample.serverTime - sample.sentAt);
    if (nextLow > nextHigh) break;
    low = nextLow;
    high = nextHigh;
    rttMs = Math.min(rttMs, rtt);
  }
  if (rttMs === Number.POSITIVE_INFINITY) return undefined;
  return { offsetMs: (low + high) / 2, errorMs: (high - low) / 2, rttMs };
}

/**
 * Samples a page keeps. With a TIME exchange every 30 s they span about 5 minutes: enough for the
 * quick trips out and back to turn up on a jittery network, short enough that the drift between a
 * quartz clock and the server's (tens of ppm, so a few ms) stays small.
 */
export const SAMPLES_KEPT = 16;

/**
 * Keeps the last few samples and answers with the estimate they allow together. Old samples age out
 * so that a network that got slower, or a local clock that drifted, is followed; `reset` forgets them all
 * (after a reconnect, or when a tab comes back from the background).
 */
export class OffsetEstimator {
  private samples: TimeSample[] = [];
  private best: OffsetEstimate | undefined;

  constructor(private readonly keep = SAMPLES_KEPT) {}

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
