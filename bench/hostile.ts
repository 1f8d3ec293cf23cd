// Hostile-load benchmark: can one signed-in player stall the hall? Starts the built server (embedded
// database by default; DATABASE_URL for yours) and measures, on this machine:
//   1. one player submitting 20 revisions of a list of 1,333 made-up card names (just under the
//      20,000-character limit), then reading those revisions back;
//   2. four such players looping on submit, the live check and the revisions for 15 s,
// while /api/health is probed every 50 ms and a round clock is adjusted once a second with a public
// display connected (the delay from each change's request to the display receiving it).
// Goals: a submission <= 500 ms; the 20 revisions read <= 500 ms; health p99 <= 100 ms and max <= 250 ms
// during the attack; each clock change on the display <= 250 ms.
//
//   npm run build && npm run bench:hostile [-- --seconds 15 --players 4 --game fab]
//   DECKLIST_SERVER_ENTRY=/elsewhere/packages/server/dist/main.js npm run bench:hostile   (another build)
import { timersChannel } from '@decklist/core/live';
import WebSocket from 'ws';
import { createTodaysEvent, databaseLabel, machineLine, option, percentile, signIn, sleep, startServer, textOption } from './server';
import { madeUpList } from '../packages/server/test/helpers/hostile-lists';

const SECONDS = option('seconds', 15);
const PLAYERS = option('players', 4);
const REVISIONS = 20;
/** --game fab: the same attack on a Flesh and Blood Classic Constructed event. */
const FORMAT = textOption('game') === 'fab' ? 'fab-cc' : 'modern';


const ms = (value: number) => `${Math.round(value)} ms`;
const verdict = (value: number, goal: number) => `${ms(value)} (goal <= ${goal} ms: ${value <= goal ? 'met' : 'MISSED'})`;
const median = (values: number[]) => percentile(values, 50);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const server = await startServer({ LOG_LEVEL: 'error' });
console.log(machineLine());
console.log(`database: ${databaseLabel()}; server: ${process.env.DECKLIST_SERVER_ENTRY ?? "this build"}; format: ${FORMAT}`);
let seed = 1;
try {
  const organiser = await signIn(server, 'organiser@bench.test');
  const eventId = await createTodaysEvent(organiser, 'Hostile', FORMAT);
  const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signIn(server, `mallory${i}@bench.test`)));
  const submit = (player: (typeof players)[number]) =>
    player.request('POST', `/api/events/${eventId}/deck`, { player_name: 'Mallory', deck_name: '', decklist_text: madeUpList(seed++) });
  const readRevisions = (player: (typeof players)[number]) => player.request('GET', `/api/events/${eventId}/deck/revisions`);

  // 1. Twenty revisions of a made-up list, then the revisions read back.
  const submissions: number[] = [];
  for (let i = 0; i < REVISIONS; i++) {
    const [time, response] = await timed(() => submit(players[0]!));
    if (!response.ok) throw new Error(`submission ${i + 1}: ${response.status} ${await response.text()}`);
    submissions.push(time);
  }
  // The server's fair use allows a session some megabytes of decks and revisions a minute, and twenty
  // lists of made-up names at the length limit carry their warnings: a later read may be refused (429).
  const reads: number[] = [];
  let readsRefused = 0;
  for (let i = 0; i < 3; i++) {
    const [time, response] = await timed(async () => {
      const answer = await readRevisions(players[0]!);
      await answer.arrayBuffer();
      return answer;
    });
    if (response.status === 429 && reads.length > 0) readsRefused++;
    else if (!response.ok) throw new Error(`revisions: ${response.status}`);
    else reads.push(time);
  }

  // 2. The attack, with a display on a clock and /api/health probed.
  const { tournament_id } = await organiser<{ tournament_id: string }>('POST', '/api/timers', { tournament_name: 'Hall' });
  const clock = await organiser<{ clock_id: string }>('POST', `/api/timers/${tournament_id}/clocks`, { clock_name: 'Round 1', duration_seconds: 50 * 60 });
  const display = new WebSocket(`${server.url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(tournament_id))}`);
  await new Promise((resolve, reject) => display.once('open', resolve).once('error', reject));
  let clockSentAt = 0;
  const clockDelays: number[] = [];
  display.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { message_type?: string };
    if (message.message_type === 'clock_adjusted' && clockSentAt) clockDelays.push(performance.now() - clockSentAt);
  });

  const statuses = new Map<string, number>();
  const count = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
  const stopAt = performance.now() + SECONDS * 1000;
  const attack = players.map(async (player) => {
    while (performance.now() < stopAt) {
      count('submit', (await submit(player)).status);
      const check = await player.request('POST', '/api/decklists/validate', { format: FORMAT, decklist_text: madeUpList(seed++) });
      count('check', check.status);
      await check.arrayBuffer();
      const revisions = await readRevisions(player);
      count('revisions', revisions.status);
      await revisions.arrayBuffer();
    }
  });
  const health: number[] = [];
  const probes: Promise<void>[] = [];
  const probing = (async () => {
    while (performance.now() < stopAt) {
      probes.push(
        timed(() => fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer())).then(([time]) => void health.push(time)),
      );
      await sleep(50);
    }
  })();
  const adjusting = (async () => {
    while (performance.now() < stopAt) {
      await sleep(1000);
      clockSentAt = performance.now();
      await organiser('POST', `/api/timers/${tournament_id}/clocks/${clock.clock_id}/adjust`, { ms_adjustment: 1000 });
    }
  })();
  await Promise.all([...attack, probing, adjusting]);
  await Promise.all(probes);
  await sleep(500);
  display.close();

  console.log('');
  console.log(`1. one player, ${REVISIONS} revisions of 1,333 made-up names (19,995 characters):`);
  console.log(`   a submission: median ${ms(median(submissions))}, worst ${verdict(Math.max(...submissions), 500)}`);
  console.log(
    `   reading the ${REVISIONS} revisions: median of ${reads.length} ${verdict(median(reads), 500)}, worst ${ms(Math.max(...reads))}` +
      (readsRefused ? `; ${readsRefused} more read(s) refused by the session's fair use (429)` : ''),
  );
  console.log(`2. ${PLAYERS} such players looping on submit, check and revisions for ${SECONDS} s:`);
  console.log(`   answers: ${[...statuses].sort().map(([what, n]) => `${what}: ${n}`).join(', ')}`);
  console.log(`   /api/health every 50 ms: ${health.length} probes, p50 ${ms(median(health))}, p99 ${verdict(percentile(health, 99), 100)}, max ${verdict(Math.max(...health), 250)}`);
  console.log(
    `   clock change -> display: ${clockDelays.length} changes, median ${ms(median(clockDelays))}, worst ${verdict(Math.max(...clockDelays), 250)}`,
  );
} finally {
  await server.stop();
}
