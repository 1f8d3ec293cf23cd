import { describe, expect, it } from 'vitest';
import { bestOffset, OffsetEstimator, SAMPLES_KEPT, sampleOffset, type TimeSample } from '../../src/timers/clock-sync';

/** A deterministic pseudo-random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One TIME exchange between a client whose clock is `trueOffset` behind the server's,
 * with the given one-way delays (ms) on the way out and back.
 */
function exchange(clientSendAt: number, trueOffset: number, up: number, down: number): TimeSample {
  const serverTime = clientSendAt + trueOffset + up;
  return { sentAt: clientSendAt, receivedAt: clientSendAt + up + down, serverTime };
}

describe('sampleOffset', () => {
  it('is exact when both directions take the same time', () => {
    expect(sampleOffset(exchange(1000, 3_600_000, 40, 40))).toEqual({ offsetMs: 3_600_000, errorMs: 40, rttMs: 80 });
  });

  it('errs by half the difference of the two directions, never more than half the round trip', () => {
    const estimate = sampleOffset(exchange(1000, -5000, 10, 90));
    expect(estimate.offsetMs - -5000).toBe(-40);
    expect(Math.abs(estimate.offsetMs - -5000)).toBeLessThanOrEqual(estimate.rttMs / 2);
  });
});

describe('bestOffset', () => {
  it('is at least as good as the sample with the smallest round trip', () => {
    const samples = [exchange(0, 500, 200, 20), exchange(1000, 500, 6, 4), exchange(2000, 500, 30, 300)];
    expect(bestOffset(samples)).toEqual({ offsetMs: 501, errorMs: 5, rttMs: 10 });
  });

  it('combines the quickest trip out of one sample with the quickest trip back of another', () => {
    // Both round trips take 110 ms, lopsided in opposite ways: either alone is 45 ms off.
    const samples = [exchange(0, 1000, 10, 100), exchange(500, 1000, 100, 10)];
    expect(sampleOffset(samples[0]!).offsetMs).toBe(955);
    expect(sampleOffset(samples[1]!).offsetMs).toBe(1045);
    expect(bestOffset(samples)).toEqual({ offsetMs: 1000, errorMs: 10, rttMs: 110 });
  });

  it('stops at an older sample that contradicts the newer ones (the local clock jumped)', () => {
    const beforeJump = [exchange(0, 1000, 5, 5), exchange(100, 1000, 2, 2)];
    const afterJump = [exchange(200, -60_000, 20, 50), exchange(300, -60_000, 50, 20)];
    // The quick samples from before the jump would have won on round trip alone.
    expect(bestOffset([...beforeJump, ...afterJump])).toEqual({ offsetMs: -60_000, errorMs: 20, rttMs: 70 });
  });

  it('ignores samples with a negative round trip (the local clock jumped) and answers undefined for none', () => {
    expect(bestOffset([])).toBeUndefined();
    expect(bestOffset([{ sentAt: 100, receivedAt: 50, serverTime: 0 }])).toBeUndefined();
  });

  it('with simulated jittery, asymmetric delays beats averaging and stays within a few ms', () => {
    const rand = random(42);
    for (let trial = 0; trial < 200; trial++) {
      const trueOffset = (rand() - 0.5) * 7_200_000; // up to an hour either way
      const samples: TimeSample[] = [];
      for (let i = 0; i < 5; i++) {
        // A base latency of 5-40 ms, plus occasional long queueing delays in one direction.
        const base = 5 + rand() * 35;
        const up = base / 2 + (rand() < 0.3 ? rand() * 400 : rand() * 3);
        const down = base / 2 + (rand() < 0.3 ? rand() * 400 : rand() * 3);
        samples.push(exchange(i * 500, trueOffset, up, down));
      }
      const best = bestOffset(samples)!;
      expect(Math.abs(best.offsetMs - trueOffset)).toBeLessThanOrEqual(best.errorMs + 1e-6);
      const minRtt = Math.min(...samples.map((s) => s.receivedAt - s.sentAt));
      expect(best.rttMs).toBe(minRtt);
      expect(best.errorMs).toBeLessThanOrEqual(minRtt / 2 + 1e-6);
    }
  });

  it('with 20-200 ms each way (wifi, phone data), 16 samples err at most a third of what the smallest round trip alone does', () => {
    const rand = random(2026);
    const delay = () => 20 + rand() * 180;
    const combined: number[] = [];
    const smallestRoundTrip: number[] = [];
    for (let trial = 0; trial < 500; trial++) {
      const trueOffset = (rand() - 0.5) * 7_200_000;
      const samples = Array.from({ length: 16 }, (_, i) => exchange(i * 30_000, trueOffset, delay(), delay()));
      const best = bestOffset(samples)!;
      expect(Math.abs(best.offsetMs - trueOffset)).toBeLessThanOrEqual(best.errorMs + 1e-6);
      combined.push(Math.abs(best.offsetMs - trueOffset));
      const quickest = samples.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a));
      smallestRoundTrip.push(Math.abs(sampleOffset(quickest).offsetMs - trueOffset));
    }
    const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
    // Two displays each within 25 ms of the server are within 50 ms of each other.
    expect(p99(combined)).toBeLessThan(25);
    expect(p99(combined)).toBeLessThan(p99(smallestRoundTrip) / 2);
  });

  it('two clients with different clocks and networks agree on server time to within their error bounds', () => {
    const rand = random(7);
    const client = (trueOffset: number, latency: number) => {
      const samples = Array.from({ length: 5 }, (_, i) =>
        exchange(i * 300, trueOffset, latency / 2 + rand() * 20, latency / 2 + rand() * 20),
      );
      return { trueOffset, estimate: bestOffset(samples)! };
    };
    const tv = client(-1234.5, 4); // wired, fast
    const phone = client(987_654, 120); // mobile network, slow
    const instantOnServer = 5_000_000;
    // Each computes the server's clock from its own local clock at the same real instant.
    const tvSays = instantOnServer - tv.trueOffset + tv.estimate.offsetMs;
    const phoneSays = instantOnServer - phone.trueOffset + phone.estimate.offsetMs;
    expect(Math.abs(tvSays - phoneSays)).toBeLessThanOrEqual(tv.estimate.rttMs / 2 + phone.estimate.rttMs / 2);
    expect(Math.abs(tvSays - phoneSays)).toBeLessThan(40);
  });
});

describe('OffsetEstimator', () => {
  it(`keeps ${SAMPLES_KEPT} samples by default`, () => {
    const estimator = new OffsetEstimator();
    for (let i = 0; i < SAMPLES_KEPT + 3; i++) estimator.add(exchange(i * 100, 0, 10, 10));
    expect(estimator.sampleCount).toBe(SAMPLES_KEPT);
  });

  it('answers 0 before any sample, then the best of the samples it keeps', () => {
    const estimator = new OffsetEstimator(3);
    expect(estimator.offsetMs).toBe(0);
    estimator.add(exchange(0, 100, 50, 50)); // rtt 100
    estimator.add(exchange(10, 100, 2, 2)); // rtt 4, exact
    expect(estimator.estimate).toEqual({ offsetMs: 100, errorMs: 2, rttMs: 4 });
    estimator.add(exchange(20, 100, 40, 20));
    estimator.add(exchange(30, 100, 20, 20));
    expect(estimator.estimate).toEqual({ offsetMs: 100, errorMs: 2, rttMs: 4 });
    // The good sample ages out after three newer ones: the estimate follows what the network is now.
    estimator.add(exchange(40, 100, 25, 25));
    expect(estimator.estimate).toEqual({ offsetMs: 100, errorMs: 20, rttMs: 40 });
  });

  it('after reset keeps answering with the last estimate until a new sample replaces it', () => {
    const estimator = new OffsetEstimator();
    estimator.add(exchange(0, 100, 1, 1));
    estimator.reset();
    expect(estimator.sampleCount).toBe(0);
    expect(estimator.offsetMs).toBe(100);
    // The local clock moved (the laptop slept): a worse but fresh sample wins over the stale one.
    estimator.add(exchange(0, 60_000, 50, 50));
    expect(estimator.offsetMs).toBe(60_000);
  });
});
