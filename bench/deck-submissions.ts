// Deck submission benchmark: starts the built server, signs in an organiser and 300 players, and
// reports
//   - 300 first submissions sent all at once (each makes its sender a player): throughput and latency,
//   - 100 resubmissions all at once, and the 301st player refused with 'Event is Full',
//   - the organiser's event page at 300 players: the API answer, and the page in Chromium until the
//     player list shows (cold, in a fresh browser profile, and warm, reloaded),
//   - the organiser's exports: every deck for the print view, the text download, the registration sheets.
//
//   npm run build && npm run bench:decks -- [--players 300] [--resubmit 100]
//   (DATABASE_URL=postgres://... to run the server on PostgreSQL instead of its embedded database;
//   EMBEDDED_DATABASE=pglite for PGlite instead of the embedded PostgreSQL)
import { performance } from 'node:perf_hooks';
import { type BenchServer, browserOrSkip, corpusLists, createTodaysEvent, databaseLabel, machineLine, option, percentile, signIn, startServer } from './server';

const PLAYERS = option('players', 300);
const RESUBMIT = option('resubmit', 100);
const LISTS = corpusLists('modern-boros-energy.mtgo.txt', 'pioneer-rakdos.arena.txt', 'legacy-izzet-delver.typed.txt', 'pauper-affinity.dec.txt');

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const summary = (latencies: number[]) =>
  `median ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`;

type Player = Awaited<ReturnType<typeof signIn>>;

/** Everyone sends at once; each request's latency, the statuses and the wall time. */
async function burst(requests: (() => Promise<Response>)[]) {
  const started = performance.now();
  const results = await Promise.all(
    requests.map(async (send) => {
      const t0 = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, latency: performance.now() - t0 };
    }),
  );
  const wall = performance.now() - started;
  const statuses: Record<number, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return { latencies: results.map((r) => r.latency), wall, statuses };
}

function report(label: string, result: Awaited<ReturnType<typeof burst>>) {
  const n = result.latencies.length;
  console.log(`${label}: ${n} in ${ms(result.wall)} = ${((n / result.wall) * 1000).toFixed(0)} per second; statuses ${JSON.stringify(result.statuses)}`);
  console.log(`  latency ${summary(result.latencies)}`);
}

async function timed(organiser: Player, url: string, times = 1) {
  const latencies: number[] = [];
  let size = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const response = await organiser.request('GET', url);
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    latencies.push(performance.now() - t0);
    size = body.length;
  }
  return { latencies, size };
}

/** The management page in Chromium until its player list shows, cold (new profile) and warm (reload). */
async function pageLoads(server: BenchServer, organiser: Player, eventId: string) {
  const browser = await browserOrSkip();
  if (!browser) return;
  const [name, value] = organiser.cookie.split('=') as [string, string];
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const shown = async () => {
        await page.getByText(`${PLAYERS}/300`).waitFor({ timeout: 30_000 });
        await page.getByRole('list', { name: 'Players' }).getByRole('listitem').first().waitFor({ timeout: 30_000 });
      };
      let t0 = performance.now();
      await page.goto(`${server.url}/e/${eventId}`);
      await shown();
      cold.push(performance.now() - t0);
      t0 = performance.now();
      await page.reload();
      await shown();
      warm.push(performance.now() - t0);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`management page in Chromium until the player list shows: cold ${summary(cold)}; warm (reload) ${summary(warm)}`);
}

async function main() {
  console.log('Deck submission benchmark');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}; players: ${PLAYERS}; resubmissions: ${RESUBMIT}`);
  const server = await startServer();
  try {
    const organiser = await signIn(server, 'bench.organiser@example.com');
    const eventId = await createTodaysEvent(organiser, 'Bench Modern');

    // Sign-ins are one after another: each reads its code from the server's log.
    const signInStart = performance.now();
    const players: Player[] = [];
    for (let i = 0; i <= PLAYERS; i++) players.push(await signIn(server, `bench.player${i}@example.com`));
    console.log(`${players.length} players signed in (one by one) in ${ms(performance.now() - signInStart)}`);
    const latecomer = players.pop()!;

    const deckOf = (i: number, version: number) => ({
      player_name: `Player ${String(i).padStart(3, '0')}`,
      deck_name: `Deck ${i} v${version}`,
      decklist_text: version === 1 ? LISTS[i % LISTS.length]! : LISTS[(i + 1) % LISTS.length]!,
    });
    const url = `/api/events/${eventId}/deck`;

    console.log('');
    report('first submissions, all at once', await burst(players.map((player, i) => () => player.request('POST', url, deckOf(i, 1)))));
    report('resubmissions, all at once', await burst(players.slice(0, RESUBMIT).map((player, i) => () => player.request('POST', url, deckOf(i, 2)))));
    const full = await latecomer.request('POST', url, deckOf(PLAYERS, 1));
    console.log(`player ${PLAYERS + 1}: ${full.status} ${((await full.json()) as { title: string }).title}`);

    const details = await organiser<{ player_count: number; participants: { has_deck: boolean }[] }>('GET', `/api/events/${eventId}`);
    const withDeck = details.participants.filter((p) => p.has_deck).length;
    const { revisions } = await players[0]!<{ revisions: unknown[] }>('GET', `/api/events/${eventId}/deck/revisions`);
    console.log(`check: ${details.player_count} players, ${withDeck} with a deck; player 1 has ${revisions.length} revisions`);
    if (details.player_count !== PLAYERS || withDeck !== PLAYERS || revisions.length !== 2) throw new Error('the event does not hold what was sent');

    console.log('');
    const event = await timed(organiser, `/api/events/${eventId}`, 20);
    console.log(`organiser's event (GET /api/events/{id}, ${PLAYERS} participants, ${kb(event.size)}), 20 times: ${summary(event.latencies)}`);
    await pageLoads(server, organiser, eventId);
    for (const [label, path] of [
      ['every deck for the print view (GET /decks)', `/api/events/${eventId}/decks`],
      ['text download (GET /decks/all)', `/api/events/${eventId}/decks/all`],
      ['registration sheets, one PDF page each (GET /decks/registration-sheets)', `/api/events/${eventId}/decks/registration-sheets`],
    ] as const) {
      const result = await timed(organiser, path, 3);
      console.log(`${label}: ${kb(result.size)}, ${summary(result.latencies)}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
