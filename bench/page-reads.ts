// Heavy reads one client can repeat, against the server's other callers: /api/health is asked every 20 ms
// while
//   lists:  8 anonymous readers load the public page of 40 published lists of 20,000 characters;
//   pages:  one organiser reloads their event's page (40 players) on 40 connections at once;
//   sheets: one player loops on their own registration sheet on 100 connections, while the organiser
//           downloads the event's sheets and its lists 5 times each.
// Reports the health latency without load and under each, and what the heavy requests got.
//
//   npm run build && npm run bench:pages -- [--case lists|pages|sheets] [--seconds 15]
import { performance } from 'node:perf_hooks';
import { type BenchServer, databaseLabel, describeLatencies, machineLine, option, sampleHealth, signIn, sleep, startServer, textOption } from './server';

const SECONDS = option('seconds', 15);
const CASES = textOption('case')?.split(',') ?? ['lists', 'pages', 'sheets'];
const PLAYERS = 40;

type Caller = Awaited<ReturnType<typeof signIn>>;

/** A list of made-up names just under the length limit (20,000 characters). */
function longList(player: number): string {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 19_900 - 60; i++) lines.push(`1 Imagined Card ${player} of the Benchmark, Number ${i}`);
  return lines.join('\n');
}

/** An event that allows publishing, with `PLAYERS` players who submitted `list(i)` and agreed to publication. */
async function eventWithPlayers(server: BenchServer, organiser: Caller, tag: string, list: (i: number) => string) {
  const { event_id: eventId } = await organiser<{ event_id: string }>('POST', '/api/events', {
    event_name: `Page reads ${tag}`,
    format: 'modern',
    event_date: new Date().toISOString().slice(0, 10),
    lists_may_be_published: true,
  });
  const players: Caller[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const player = await signIn(server, `${tag}.player${i}@example.com`);
    await player('POST', `/api/events/${eventId}/deck`, { player_name: `Player ${i}`, deck_name: `Deck ${i}`, decklist_text: list(i) });
    await player('POST', `/api/events/${eventId}/deck/publication-consent`, { agreed: true });
    players.push(player);
  }
  return { eventId, players };
}

/** Runs `loops` request loops for `SECONDS` while health is sampled; the statuses the loops got. */
async function underLoad(server: BenchServer, label: string, loops: number, once: () => Promise<Response>) {
  const health = sampleHealth(server);
  const until = performance.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let bytes = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        const response = await once();
        const size = (await response.arrayBuffer()).byteLength; // read first: `bytes += await` would add to a stale total
        bytes += size;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  console.log(`health, ${label}: ${describeLatencies(await health.stop())}`);
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; ${(bytes / 1e6).toFixed(1)} MB read (uncompressed)`);
}

async function lists(server: BenchServer, organiser: Caller) {
  const { eventId } = await eventWithPlayers(server, organiser, 'lists', longList);
  const { players } = await organiser<{ players: { user_id: string }[] }>('GET', `/api/events/${eventId}/publications`);
  await organiser('POST', `/api/events/${eventId}/publications`, { decks: players.map((player, i) => ({ user_id: player.user_id, placing: i + 1 })) });
  const page = await fetch(`${server.url}/e/${eventId}/lists`, { headers: { 'accept-encoding': 'identity' } });
  console.log(`the lists page: ${page.status}, ${((await page.arrayBuffer()).byteLength / 1e6).toFixed(2)} MB of HTML`);
  await underLoad(server, `8 readers of the lists page for ${SECONDS} s`, 8, () => fetch(`${server.url}/e/${eventId}/lists`, { headers: { 'accept-encoding': 'br, gzip' } }));
}

async function pages(server: BenchServer, organiser: Caller) {
  const { eventId } = await eventWithPlayers(server, organiser, 'pages', (i) => `4 Lightning Bolt\n4 Monastery Swiftspear\n${40 + (i % 10)} Mountain`);
  const [url, init] = organiser.requestInit('GET', `/e/${eventId}`, undefined, { 'accept-encoding': 'br, gzip', accept: 'text/html' });
  const page = await fetch(url, init);
  console.log(`the organiser's event page: ${page.status}, ${((await page.arrayBuffer()).byteLength / 1e3).toFixed(1)} kB as sent`);
  await underLoad(server, `one organiser reloading the event page on 40 connections for ${SECONDS} s`, 40, () => fetch(url, init));
}

async function sheets(server: BenchServer, organiser: Caller) {
  const { eventId, players } = await eventWithPlayers(server, organiser, 'sheets', (i) => `4 Lightning Bolt\n4 Monastery Swiftspear\n${40 + (i % 10)} Mountain\n\nSideboard\n4 Blood Moon`);
  const player = players[0]!;
  const downloads: string[] = [];
  const organiserTries = (async () => {
    await sleep(2000);
    for (let i = 0; i < 5; i++) {
      for (const path of ['decks/registration-sheets', 'decks/all']) {
        const response = await organiser.request('GET', `/api/events/${eventId}/${path}`);
        await response.arrayBuffer();
        downloads.push(`${path.split('/')[1]} ${response.status}`);
      }
      await sleep(1000);
    }
  })();
  await underLoad(server, `a player looping on their sheet on 100 connections for ${SECONDS} s`, 100, () => player.request('GET', `/api/events/${eventId}/deck/registration-sheet`));
  await organiserTries;
  const ok = downloads.filter((entry) => entry.endsWith(' 200')).length;
  console.log(`  the organiser's downloads meanwhile: ${ok} of ${downloads.length} answered 200 (${downloads.join(', ')})`);
}

const CASE_RUNNERS: Record<string, (server: BenchServer, organiser: Caller) => Promise<void>> = { lists, pages, sheets };

async function main() {
  console.log('Heavy reads by one client');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}`);
  const server = await startServer();
  try {
    const idle = sampleHealth(server);
    await sleep(3000);
    console.log(`health, no load: ${describeLatencies(await idle.stop())}`);
    for (const name of CASES) {
      const run = CASE_RUNNERS[name];
      if (!run) throw new Error(`no case ${name}: lists, pages or sheets`);
      await run(server, await signIn(server, `${name}.organiser@example.com`));
    }
  } finally {
    await server.stop();
  }
}

await main();
