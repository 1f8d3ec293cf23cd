// PING flood benchmark: one socket sends 1,000,000 PINGs and never reads, while displays follow a
// clock. Reports the server's memory (VmRSS, sampled every 20 ms) before and at its peak, how late
// the displays get clock changes before and during the flood, and what became of the flooder.
// Goal (issue 14): memory up by at most 150 MB, other sockets' messages at most 100 ms later.
//
//   npm run build && npm run bench:flood -- [--pings 1000000] [--displays 200] [--changes 20]
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { timersChannel } from '@decklist/core/live';
import WebSocket from 'ws';
import { machineLine, option, percentile, signIn, sleep, startServer, treeRssMb } from './server';

const PINGS = option('pings', 1_000_000);
const DISPLAYS = option('displays', 200);
const CHANGES = option('changes', 20);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  console.log('PING flood benchmark');
  console.log(machineLine());
  const server = await startServer();
  try {
    const call = await signIn(server, 'flood.organiser@example.com');
    const { tournament_id } = await call<{ tournament_id: string }>('POST', '/api/timers', { tournament_name: 'Flood' });
    const clock = await call<{ clock_id: string }>('POST', `/api/timers/${tournament_id}/clocks`, { clock_name: 'R1', duration_seconds: 3000 });
    const clockUrl = `/api/timers/${tournament_id}/clocks/${clock.clock_id}`;
    const wsUrl = `${server.url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(tournament_id))}`;

    const arrivals: number[][] = [];
    let change = -1;
    const displays = await Promise.all(
      Array.from({ length: DISPLAYS }, (_, i) => {
        arrivals[i] = [];
        return new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(wsUrl);
          socket.on('message', (raw) => {
            if (String(raw).includes('message_type')) arrivals[i]![change] = performance.now();
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        });
      }),
    );

    /** Clock changes one after the other; for each, the delay until the last display has it. */
    const measure = async () => {
      const delays: number[] = [];
      for (let i = 0; i < CHANGES; i++) {
        change += 1;
        const sentAt = performance.now();
        await call('POST', clockUrl, { is_running: change % 2 === 0 });
        const deadline = sentAt + 10_000;
        while (arrivals.some((a) => a[change] === undefined) && performance.now() < deadline) await sleep(1);
        delays.push(Math.max(...arrivals.map((a) => a[change] ?? Number.POSITIVE_INFINITY)) - sentAt);
        await sleep(50);
      }
      return delays;
    };

    await sleep(1000);
    const before = await measure();
    const idleMb = treeRssMb(server.process.pid!);

    // The flooder, in its own process so that the displays' side is not slowed by it: never reads,
    // sends every PING it can, and says how it ended.
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(server.process.pid!))), 20);
    // At the lowest CPU priority: it stands for another machine, not for a process taking this one's cores.
    const flooder = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), '--flooder', wsUrl, '--pings', String(PINGS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let report = '';
    flooder.stdout!.on('data', (chunk) => (report += String(chunk)));
    const flooderDone = new Promise((resolve) => flooder.once('exit', resolve));
    await sleep(200);
    const during = await measure();
    await Promise.race([flooderDone, sleep(15_000)]);
    flooder.kill();
    clearInterval(sampler);
    console.log(`displays: ${DISPLAYS}; flooder: ${report.trim() || 'no report'}`);
    console.log(`clock change -> last display, before the flood: median ${ms(percentile(before, 50))}, p99 ${ms(percentile(before, 99))}`);
    console.log(`clock change -> last display, during the flood: median ${ms(percentile(during, 50))}, p99 ${ms(percentile(during, 99))}`);
    console.log(`later during the flood (p99): ${ms(percentile(during, 99) - percentile(before, 99))}`);
    console.log(`server memory: ${idleMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB (+${(peakMb - idleMb).toFixed(0)} MB)`);
    for (const socket of displays) socket.terminate();
  } finally {
    await server.stop();
  }
}

/** The flooder process: sends PINGs without ever reading, then prints what it sent and how it was closed. */
async function flood(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.pause();
  const start = performance.now();
  let closedAt: number | undefined;
  let code: number | undefined;
  socket.once('close', (c) => {
    code = c;
    closedAt = performance.now();
  });
  const ping = JSON.stringify({ type: 'PING' });
  let sent = 0;
  while (sent < PINGS && socket.readyState === WebSocket.OPEN) {
    for (let i = 0; i < 10_000 && sent < PINGS; i++, sent++) socket.send(ping);
    await sleep(0);
  }
  const queuedIn = performance.now() - start;
  socket.resume(); // only to read the close frame
  const deadline = performance.now() + 10_000;
  while (code === undefined && performance.now() < deadline) await sleep(10);
  console.log(
    `${sent} PINGs queued in ${ms(queuedIn)}; ` +
      (code === undefined ? 'still open 10 s later' : `closed by the server with ${code} ${ms(closedAt! - start)} after its first PING`),
  );
  socket.terminate();
}

const flooderIndex = process.argv.indexOf('--flooder');
(flooderIndex > 0 ? flood(process.argv[flooderIndex + 1]!) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
