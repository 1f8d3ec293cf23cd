// Live sockets opened and closed: what the server's heap keeps of them. Builds the app in this process
// (PGlite in memory, or TEST_DATABASE_URL's PostgreSQL), opens and closes public display sockets in
// batches, then compares the heap after a full garbage collection with the heap before.
// Goal (security review, round two): nothing kept per closed socket.
//
//   npm run bench:sockets -- [--sockets 8000] [--batch 100]
import { timersChannel } from '@decklist/core/live';
import WebSocket from 'ws';
import { createTestApp, listen } from '../packages/server/test/helpers/app';
import { machineLine, option } from './server';

const SOCKETS = option('sockets', 8000);
const BATCH = option('batch', 100);

const gc = (globalThis as { gc?: () => void }).gc;
const heapAfterGc = async () => {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage().heapUsed;
};

async function openAndClose(url: string, count: number) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve).close())));
}

async function main() {
  if (!gc) throw new Error('run with node --expose-gc (npm run bench:sockets does)');
  console.log('Live sockets opened and closed: heap kept');
  console.log(machineLine());
  const t = await createTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', { env: { LIVE_SOCKETS_PER_ADDRESS: String(BATCH * 2) } });
  try {
    const base = await listen(t);
    const owner = await t.signedIn('sockets@example.com');
    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Sockets' })).json().tournament_id as string;
    const url = `${base.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(tournamentId))}`;
    await openAndClose(url, BATCH); // warm-up: code paths compiled, pools filled
    const before = await heapAfterGc();
    for (let opened = 0; opened < SOCKETS; opened += BATCH) await openAndClose(url, Math.min(BATCH, SOCKETS - opened));
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server's close handlers
    const after = await heapAfterGc();
    const kept = after - before;
    console.log(`${SOCKETS} sockets opened and closed, ${BATCH} at a time`);
    console.log(`heap after a full collection: ${(before / 1e6).toFixed(1)} MB before, ${(after / 1e6).toFixed(1)} MB after`);
    console.log(`kept: ${(kept / 1e6).toFixed(2)} MB, ${(kept / SOCKETS).toFixed(0)} bytes a socket`);
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
