// Timer fan-out benchmark: starts the built server, connects many public-display clients to one
// tournament, changes a clock again and again, and reports
//   - the delay from each change to the LAST display receiving it (median and p99 over the changes),
//   - how far apart the displays' computed remaining times are at one instant, each display having
//     its own skewed clock and estimating its offset with TIME exchanges as the real display does,
//   - the same delay with a bare `ws` broadcast server (bench/bare-broadcast.ts, its own process) to
//     the same number of clients in the same run, and the ratio of the two p99s.
//
//   - the same agreement for displays behind jittery links (bench/timer-jitter.ts), and how soon a
//     display that lost its link for 30 s shows the right time again.
//
//   npm run build && npm run bench:timers -- [--clients 1000] [--changes 40] [--jitter-displays 32]
//     [--jitter-min 20] [--jitter-max 200] [--drop-seconds 30] [--settled-changes 45] [--jitter-only 1]
//   (DATABASE_URL=postgres://... to run the server on PostgreSQL instead of its embedded database;
//   EMBEDDED_DATABASE=pglite for PGlite instead of the embedded PostgreSQL)
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { timersChannel } from '@decklist/core/live';
import { bestOffset, type TimeSample, formatClock } from '@decklist/core/timers';
import WebSocket from 'ws';
import { freePort } from '../e2e/helpers/server';
import { jitteryHall } from './timer-jitter';
import { databaseLabel, machineLine, option, percentile, signIn, sleep, startServer } from './server';

const CLIENTS = option('clients', 1000);
const CHANGES = option('changes', 40);
const BURST = 5;
const CONNECT_BATCH = 100;
/** Only the jittery links part: for repeated runs. */
const JITTER_ONLY = option('jitter-only', 0) === 1;

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface ClockMessage {
  message_type: string;
  server_time: number;
  updated_clock: { ms_remaining: number; is_running: boolean } | null;
}

/** One display: its own skewed clock, its TIME samples, and when each change reached it. */
class Display {
  readonly skew = (Math.random() - 0.5) * 7_200_000; // up to an hour fast or slow
  readonly samples: TimeSample[] = [];
  readonly received = new Map<number, number>(); // change number -> Date.now() on arrival
  last: ClockMessage | undefined;
  socket!: WebSocket;
  private burstLeft = 0;
  private burstDone: (() => void) | undefined;

  local = () => performance.now() + this.skew;

  connect(url: string, channel: string) {
    return new Promise<void>((resolve, reject) => {
      this.socket = new WebSocket(`${url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(channel)}`);
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
      this.socket.on('message', (raw) => this.onMessage(JSON.parse(raw.toString()) as Record<string, unknown>));
    });
  }

  private onMessage(data: Record<string, unknown>) {
    if (data.type === 'TIME') {
      this.samples.push({ sentAt: data.t0 as number, receivedAt: this.local(), serverTime: data.server_time as number });
      if (--this.burstLeft > 0) this.askTime();
      else this.burstDone?.();
    } else if (typeof data.message_type === 'string') {
      this.last = data as unknown as ClockMessage;
      this.received.set(currentChange, Date.now());
    }
  }

  private askTime() {
    this.socket.send(JSON.stringify({ type: 'TIME', t0: this.local() }));
  }

  sync(exchanges = BURST) {
    return new Promise<void>((resolve) => {
      this.burstLeft = exchanges;
      this.burstDone = resolve;
      this.askTime();
    });
  }

  /** Remaining time this display shows at the local monotonic instant `now`. */
  remainingAt(now: number, offset: number) {
    const message = this.last!;
    const clock = message.updated_clock!;
    const serverNow = now + this.skew + offset;
    return clock.is_running ? clock.ms_remaining - (serverNow - message.server_time) : clock.ms_remaining;
  }
}

let currentChange = -1;

async function main() {
  console.log('Timer fan-out benchmark');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}; clients: ${CLIENTS}; changes: ${CHANGES}`);

  const server = await startServer();
  const displays: Display[] = [];
  try {
    const call = await signIn(server, 'bench.organiser@example.com');
    const { tournament_id } = await call<{ tournament_id: string }>('POST', '/api/timers', { tournament_name: 'Bench' });
    const clock = await call<{ clock_id: string }>('POST', `/api/timers/${tournament_id}/clocks`, {
      clock_name: 'Round 1',
      duration_seconds: 50 * 60,
    });
    const clockUrl = `/api/timers/${tournament_id}/clocks/${clock.clock_id}`;
    const channel = timersChannel(tournament_id);
    if (JITTER_ONLY) return void (await jitteryHall(server.url, call, tournament_id, clock.clock_id));

    await connectAll(displays, server.url, channel);
    // Every display estimates its offset at once, as a hall does after a server restart.
    const syncStart = performance.now();
    await Promise.all(displays.map((display) => display.sync()));
    console.log(`${BURST} TIME exchanges per display (all at once) in ${ms(performance.now() - syncStart)}`);

    const { lastDelays, lastFromPublish, allDeliveries } = await fanOut(displays, async (change) => {
      const body = change % 3 === 2 ? { ms_adjustment: 10_000 } : { is_running: change % 3 === 0 };
      await call('POST', change % 3 === 2 ? `${clockUrl}/adjust` : clockUrl, body);
    });
    // Leave the clock running for the agreement check.
    if (!displays[0]!.last!.updated_clock!.is_running) {
      currentChange = CHANGES;
      await call('POST', clockUrl, { is_running: true });
      while (displays.some((d) => !d.received.has(CHANGES))) await sleep(1);
    }

    console.log('');
    console.log(`change -> last of ${CLIENTS} displays (from the API request):  median ${ms(percentile(lastDelays, 50))}, p99 ${ms(percentile(lastDelays, 99))}, max ${ms(Math.max(...lastDelays))}`);
    console.log(`change -> last display (from the server's publish time):     median ${ms(percentile(lastFromPublish, 50))}, p99 ${ms(percentile(lastFromPublish, 99))}`);
    console.log(`change -> any display (all ${allDeliveries.length} deliveries):          median ${ms(percentile(allDeliveries, 50))}, p99 ${ms(percentile(allDeliveries, 99))}`);

    /** Every display computes its remaining time at one and the same instant (its own skewed clock + its offset). */
    const agreement = (pick: (d: Display) => TimeSample[]) => {
      const instant = performance.now();
      const remaining = displays.map((d) => d.remainingAt(instant, bestOffset(pick(d))!.offsetMs));
      const spread = Math.max(...remaining) - Math.min(...remaining);
      const median = percentile(remaining, 50);
      const deviation = remaining.map((r) => Math.abs(r - median));
      return { spread, p99: percentile(deviation, 99), shown: new Set(remaining.map(formatClock)).size };
    };
    const report = (label: string, result: ReturnType<typeof agreement>) =>
      console.log(
        `${label.padEnd(58)} spread ${ms(result.spread)}, p99 from the median ${ms(result.p99)}, distinct mm:ss ${result.shown}`,
      );
    const rtts = (samples: TimeSample[]) => samples.map((s) => s.receivedAt - s.sentAt);
    const burstSamples = displays.flatMap((d) => rtts(d.samples));
    console.log('');
    console.log(`TIME round trips in the all-at-once burst: median ${ms(percentile(burstSamples, 50))}, p99 ${ms(percentile(burstSamples, 99))}`);
    console.log("Displays' computed remaining time at one instant:");
    report('  offset from the first TIME sample only', agreement((d) => d.samples.slice(0, 1)));
    report(`  smallest round trip of the ${BURST}-exchange burst`, agreement((d) => d.samples));

    // Then the periodic resync of the real display (one TIME every 30 s), which in a hall is
    // spread over time: here 3 rounds, each display at a random moment within 2 s.
    const burstCount = displays[0]!.samples.length;
    for (let round = 0; round < 3; round++) {
      await Promise.all(displays.map((d) => sleep(Math.random() * 2000).then(() => d.sync(1))));
    }
    const spreadSamples = displays.flatMap((d) => rtts(d.samples.slice(burstCount)));
    console.log(`TIME round trips when spread over time: median ${ms(percentile(spreadSamples, 50))}, p99 ${ms(percentile(spreadSamples, 99))}`);
    report('  smallest round trip after 3 periodic resyncs', agreement((d) => d.samples));

    // The baseline: a bare ws broadcast of a message of the same size to as many clients.
    const template = displays[0]!.last!;
    for (const display of displays) display.socket.terminate();
    await sleep(1000);
    const bare = await startBare();
    try {
      await connectAll(displays, bare.url, channel);
      const baseline = await fanOut(displays, async () => {
        const response = await fetch(`${bare.url}/broadcast`, { method: 'POST', body: JSON.stringify(template) });
        await response.arrayBuffer();
      });
      const ours = percentile(lastDelays, 99);
      const theirs = percentile(baseline.lastDelays, 99);
      console.log('');
      console.log(`bare ws broadcast, change -> last of ${CLIENTS} displays:     median ${ms(percentile(baseline.lastDelays, 50))}, p99 ${ms(theirs)}`);
      console.log(`last display p99, server / bare ws broadcast: ${ms(ours)} / ${ms(theirs)} = ${(ours / theirs).toFixed(2)} x`);
    } finally {
      bare.process.kill('SIGTERM');
    }
    for (const display of displays) display.socket.terminate();
    await jitteryHall(server.url, call, tournament_id, clock.clock_id);
  } finally {
    for (const display of displays) display.socket?.terminate();
    await server.stop();
  }
}

async function connectAll(displays: Display[], url: string, channel: string) {
  const connectStart = performance.now();
  const batch: Display[] = [];
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    const next = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () => new Display());
    await Promise.all(next.map((display) => display.connect(url, channel)));
    batch.push(...next);
  }
  displays.splice(0, displays.length, ...batch);
  console.log(`connected ${displays.length} displays to ${url} in ${ms(performance.now() - connectStart)}`);
}

/** Makes CHANGES changes, one after the other, and times each one's arrival at every display. */
async function fanOut(displays: Display[], makeChange: (change: number) => Promise<void>) {
  const lastDelays: number[] = [];
  const lastFromPublish: number[] = [];
  const allDeliveries: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    currentChange = change;
    for (const display of displays) display.received.delete(change);
    const sentAt = Date.now();
    await makeChange(change);
    const deadline = Date.now() + 10_000;
    while (displays.some((d) => !d.received.has(change)) && Date.now() < deadline) await sleep(1);
    const arrivals = displays.map((d) => d.received.get(change) ?? Number.NaN);
    if (arrivals.some(Number.isNaN)) throw new Error(`change ${change} did not reach every display within 10 s`);
    const last = Math.max(...arrivals);
    lastDelays.push(last - sentAt);
    lastFromPublish.push(last - displays[0]!.last!.server_time);
    allDeliveries.push(...arrivals.map((at) => at - sentAt));
    await sleep(50);
  }
  return { lastDelays, lastFromPublish, allDeliveries };
}

/** The bare broadcast server as its own process, like the real one. */
async function startBare(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-broadcast.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare broadcast server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
