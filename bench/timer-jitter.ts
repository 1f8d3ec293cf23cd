// The display benchmark's jittery part: display clients behind links that hold every message, every
// TIME exchange and every API call for a random 20-200 ms each way (bench/jittery-link.ts), as wifi
// and phone data in a hall do. It measures how far apart the displays' remaining times (so the
// instants their seconds flip) are after each clock change once their sync has settled, and how soon a
// display that lost its link for 30 s shows the right time again after reconnecting.
import { performance } from 'node:perf_hooks';
import { timersChannel } from '@decklist/core/live';
import { bestOffset, remainingOf, type TimeSample } from '@decklist/core/timers';
import WebSocket from 'ws';
import { JitteryDisplay, SAMPLES_KEPT, SYNC_BURST } from './jittery-display';
import { option, percentile, sleep } from './server';

const DISPLAYS = option('jitter-displays', 32);
const MIN_MS = option('jitter-min', 20);
const MAX_MS = option('jitter-max', 200);
const DROP_SECONDS = option('drop-seconds', 30);
/** Changes measured once every display's sample window is full. */
const SETTLED_CHANGES = option('settled-changes', 45);
/** The goal: displays flip the same second within this of each other (p99 over pairs). */
const GOAL_MS = 50;
/** A reconnected display must show the right time (the current clock, within GOAL_MS) this soon. */
const RECONNECT_GOAL_MS = 2000;
/** How long reconnected displays are watched (no resync falls in it). */
const RECONNECT_WATCH_MS = 5000;

const ms = (value: number) => `${value.toFixed(1)} ms`;

type Call = <T>(method: string, url: string, body?: object) => Promise<T>;

interface Instant {
  /** Display's remaining time minus the server's at one instant, per display: how early (-) or late (+) its seconds flip. */
  errors: number[];
  samples: number[];
}

export async function jitteryHall(url: string, call: Call, tournamentId: string, clockId: string) {
  const clockUrl = `/api/timers/${tournamentId}/clocks/${clockId}`;
  console.log('');
  console.log(
    `Jittery links: ${DISPLAYS} displays, each message and each API call held ${MIN_MS}-${MAX_MS} ms (uniform) each way, in order; ` +
      `${SYNC_BURST} TIME exchanges after each connection, ${SAMPLES_KEPT} samples kept`,
  );
  const serverOffset = await calibrate(url, tournamentId);
  // What the server itself shows: the latest clock as published, read on the bench's own clock.
  const observer = new JitteryDisplay(url, tournamentId, 0, 0);
  await observer.connect();
  const truth = (now: number) => remainingOf(observer.clock(clockId)!, now + serverOffset);

  const displays = Array.from({ length: DISPLAYS }, () => new JitteryDisplay(url, tournamentId, MIN_MS, MAX_MS));
  try {
    await call('POST', clockUrl, { is_running: true });
    const connectStart = performance.now();
    await Promise.all(displays.map((display) => display.connect()));
    console.log(`connected and synced ${DISPLAYS} displays in ${ms(performance.now() - connectStart)}`);

    const measure = (group: JitteryDisplay[]): Instant => {
      const now = performance.now();
      const expected = truth(now);
      return {
        errors: group.map((d) => d.remainingAt(clockId, now)! - expected),
        samples: group.map((d) => d.samplesSinceConnect),
      };
    };

    let change = 0;
    const deliveries: number[] = [];
    /** One clock change (adjust, pause, resume in turn); measured when it leaves the clock running. */
    const step = async (group: JitteryDisplay[]): Promise<Instant | undefined> => {
      const kind = change++ % 3;
      const before = observer.clock(clockId)!.as_of;
      const sentAt = performance.now();
      await call('POST', kind === 0 ? `${clockUrl}/adjust` : clockUrl, kind === 0 ? { ms_adjustment: 7_000 } : { is_running: kind === 2 });
      while (observer.clock(clockId)!.as_of === before) await sleep(1);
      const latest = observer.clock(clockId)!.as_of;
      const deadline = performance.now() + 10_000;
      while (group.some((d) => (d.clock(clockId)?.as_of ?? Number.NEGATIVE_INFINITY) < latest)) {
        if (performance.now() > deadline) throw new Error('a clock change did not reach every display within 10 s');
        await sleep(2);
      }
      deliveries.push(performance.now() - sentAt);
      const instant = kind === 1 ? undefined : measure(group);
      // The periodic resync (every 30 s on a real display, here between changes), at random moments.
      await Promise.all(group.map((d) => sleep(Math.random() * 300).then(() => d.resync())));
      return instant;
    };

    const byCount = new Map<number, Instant[]>();
    const settled: Instant[] = [];
    const record = (instant: Instant | undefined) => {
      if (!instant) return;
      const count = Math.min(...instant.samples);
      if (count >= SAMPLES_KEPT) settled.push(instant);
      else byCount.set(count, [...(byCount.get(count) ?? []), instant]);
    };

    // Until every display's window is full: how the agreement grows with the samples.
    while (displays.some((d) => d.samplesSinceConnect < SAMPLES_KEPT + 1)) record(await step(displays));

    // A few displays lose their link for DROP_SECONDS while the clock keeps changing; the others go on.
    const dropped = displays.slice(0, Math.max(1, Math.floor(DISPLAYS / 8)));
    const staying = displays.slice(dropped.length);
    for (const display of dropped) display.drop();
    const dropEnd = performance.now() + DROP_SECONDS * 1000;
    let duringDrop = 0;
    while (performance.now() < dropEnd || change % 3 === 2) {
      record(await step(staying)); // the clock is left running (a pause is always followed by a resume)
      duringDrop += 1;
    }
    await sleep(dropEnd - performance.now());
    const staleErrors = measure(dropped).errors;
    const reconnect = await reconnectAll(dropped, clockId, truth, () => observer.clock(clockId)!.as_of);
    while (settled.length < SETTLED_CHANGES) record(await step(staying));

    console.log(`clock change -> last display holding it: median ${ms(percentile(deliveries, 50))}, p99 ${ms(percentile(deliveries, 99))}`);
    console.log('Remaining time on every display at one instant after each change (= how far apart their seconds flip):');
    for (const [count, instants] of [...byCount].sort(([a], [b]) => a - b)) report(`  ${count} samples since connecting`, instants);
    const verdict = report(`  settled (window of ${SAMPLES_KEPT} full), ${settled.length} changes`, settled);
    const rtts = displays.map((d) => d.estimator.estimate?.rttMs ?? Number.NaN).filter(Number.isFinite);
    console.log(`  smallest round trip among each display's kept samples: median ${ms(percentile(rtts, 50))}, p99 ${ms(percentile(rtts, 99))}`);
    const bounds = staying.map((d) => d.estimator.estimate?.errorMs ?? Number.NaN).filter(Number.isFinite);
    console.log(
      "  asymmetric delay: each sample puts the offset between server_time - received and server_time - sent; a display takes the middle of\n" +
        '  the range its kept samples allow together, so it errs by half the difference between its quickest trip out and its quickest trip back\n' +
        `  (never more than half the range: error bound median ${ms(percentile(bounds, 50))}, p99 ${ms(percentile(bounds, 99))})`,
    );
    console.log(
      `  goal: settled displays within ${GOAL_MS} ms of each other at p99: ${verdict.pairP99 <= GOAL_MS ? 'met' : 'MISSED'} (${ms(verdict.pairP99)})`,
    );

    console.log(`Reconnection after a ${DROP_SECONDS} s drop (${dropped.length} displays; the clock changed ${duringDrop} times meanwhile):`);
    console.log(`  at the end of the drop, still counting on old news: off by up to ${ms(Math.max(...staleErrors.map(Math.abs)))}`);
    const late = (times: number[]) => (times.some(Number.isNaN) ? `not all within ${RECONNECT_WATCH_MS / 1000} s` : `max ${ms(Math.max(...times))}`);
    const rightTimes = reconnect.right.filter((t) => !Number.isNaN(t));
    console.log(`  reconnection -> current clock shown: ${late(reconnect.current)}`);
    console.log(
      `  reconnection -> current clock within ${GOAL_MS} ms of the server: ${late(reconnect.right)}` +
        (rightTimes.length ? ` (median ${ms(percentile(rightTimes, 50))} of those that got there)` : ''),
    );
    const atGoal = reconnect.errorsAtGoal.map(Math.abs);
    console.log(`  ${RECONNECT_GOAL_MS / 1000} s after reconnecting, off the server by: median ${ms(percentile(atGoal, 50))}, max ${ms(Math.max(...atGoal))}`);
    const reconnectMet = reconnect.current.every((t) => t <= RECONNECT_GOAL_MS) && Math.max(...atGoal) <= GOAL_MS;
    console.log(`  goal: the current clock within ${GOAL_MS} ms of the server ${RECONNECT_GOAL_MS / 1000} s after reconnecting: ${reconnectMet ? 'met' : 'MISSED'}`);
    return { pairP99: verdict.pairP99, spreadP99: verdict.spreadP99, reconnectMet };
  } finally {
    for (const display of displays) display.close();
    observer.close();
  }
}

/** Per instant: the spread (latest minus earliest display), every pair's gap, every display's gap to the server. */
function report(label: string, instants: Instant[]) {
  const spreads = instants.map(({ errors }) => Math.max(...errors) - Math.min(...errors));
  const pairs = instants.flatMap(({ errors }) => errors.flatMap((a, i) => errors.slice(i + 1).map((b) => Math.abs(a - b))));
  const fromServer = instants.flatMap(({ errors }) => errors.map(Math.abs));
  const pairP99 = percentile(pairs, 99);
  const spreadP99 = percentile(spreads, 99);
  console.log(
    `${label.padEnd(44)} apart (pairs) p50 ${ms(percentile(pairs, 50))} p99 ${ms(pairP99)}; ` +
      `whole hall p50 ${ms(percentile(spreads, 50))} p99 ${ms(spreadP99)}; from the server p99 ${ms(percentile(fromServer, 99))}`,
  );
  return { pairP99, spreadP99 };
}

/** Reconnects the dropped displays at once and times how soon each shows the right time. */
async function reconnectAll(
  dropped: JitteryDisplay[],
  clockId: string,
  truth: (now: number) => number,
  latestAsOf: () => number,
) {
  const start = performance.now();
  const current: number[] = new Array<number>(dropped.length).fill(Number.NaN);
  const right: number[] = new Array<number>(dropped.length).fill(Number.NaN);
  let errorsAtGoal: number[] | undefined;
  const connecting = Promise.all(dropped.map((d) => d.connect()));
  while (performance.now() - start < RECONNECT_WATCH_MS) {
    const now = performance.now();
    const expected = truth(now);
    dropped.forEach((display, i) => {
      const shown = display.connected ? display.remainingAt(clockId, now) : undefined;
      if (shown === undefined) return;
      const error = shown - expected;
      const isCurrent = (display.clock(clockId)?.as_of ?? Number.NEGATIVE_INFINITY) >= latestAsOf();
      if (Number.isNaN(current[i]!) && isCurrent) current[i] = now - start;
      if (Number.isNaN(right[i]!) && isCurrent && Math.abs(error) <= GOAL_MS) right[i] = now - start;
    });
    if (!errorsAtGoal && now - start >= RECONNECT_GOAL_MS) {
      errorsAtGoal = dropped.map((d) => (d.remainingAt(clockId, now) ?? Number.POSITIVE_INFINITY) - expected);
    }
    await sleep(5);
  }
  await connecting;
  return { current, right, errorsAtGoal: errorsAtGoal! };
}

/**
 * The server's clock on the bench's monotonic clock, from TIME exchanges over loopback with no delay
 * (the smallest of 15 round trips, a millisecond or so; 15 stays under the server's limit of
 * messages per socket): the truth the displays are judged by.
 */
async function calibrate(url: string, tournamentId: string): Promise<number> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(tournamentId))}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const samples: TimeSample[] = [];
  for (let i = 0; i < 15; i++) {
    const answer = new Promise<Record<string, unknown>>((resolve) => {
      const onMessage = (raw: WebSocket.RawData) => {
        const data = JSON.parse(raw.toString()) as Record<string, unknown>;
        if (data.type !== 'TIME') return;
        socket.off('message', onMessage);
        resolve(data);
      };
      socket.on('message', onMessage);
    });
    socket.send(JSON.stringify({ type: 'TIME', t0: performance.now() }));
    const data = await answer;
    samples.push({ sentAt: data.t0 as number, receivedAt: performance.now(), serverTime: data.server_time as number });
  }
  socket.terminate();
  const best = bestOffset(samples)!;
  console.log(`the server's clock on the bench's, over loopback: smallest round trip ${ms(best.rttMs)}`);
  return best.offsetMs;
}
