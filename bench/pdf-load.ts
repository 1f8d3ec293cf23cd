// Registration sheets under load: an event of 60 decks, 8 loops downloading all its registration
// sheets at once, while /api/health is asked every 20 ms. Reports the health latency without load and
// under it (the server must keep answering while PDFs render) and how many PDFs were made.
//
//   npm run build && npm run bench:pdf -- [--decks 60] [--loops 8] [--seconds 20]
//   (DATABASE_URL=postgres://... to run the server on PostgreSQL instead of its embedded database;
//   EMBEDDED_DATABASE=pglite for PGlite instead of the embedded PostgreSQL)
import { performance } from 'node:perf_hooks';
import { corpusLists, createTodaysEvent, databaseLabel, describeLatencies as describe, machineLine, ms, option, percentile, sampleHealth, signIn, sleep, startServer } from './server';

const DECKS = option('decks', 60);
const LOOPS = option('loops', 8);
const SECONDS = option('seconds', 20);
const LISTS = corpusLists('modern-boros-energy.mtgo.txt', 'pioneer-rakdos.arena.txt', 'legacy-izzet-delver.typed.txt', 'pauper-affinity.dec.txt');

async function main() {
  console.log('Registration sheets under load');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}; decks: ${DECKS}; parallel loops: ${LOOPS}`);
  const server = await startServer();
  try {
    const organiser = await signIn(server, 'pdf.organiser@example.com');
    const eventId = await createTodaysEvent(organiser, 'PDF load');
    for (let i = 0; i < DECKS; i++) {
      const player = await signIn(server, `pdf.player${i}@example.com`);
      const response = await player.request('POST', `/api/events/${eventId}/deck`, {
        player_name: `Player ${String(i).padStart(2, '0')}`,
        deck_name: `Deck ${i}`,
        decklist_text: LISTS[i % LISTS.length]!,
      });
      if (!response.ok) throw new Error(`submission ${i}: ${response.status}`);
    }

    const idle = sampleHealth(server);
    await sleep(5000);
    console.log(`health, no load: ${describe(await idle.stop())}`);

    const url = `/api/events/${eventId}/decks/registration-sheets`;
    const single = performance.now();
    const one = await organiser.request('GET', url);
    const bytes = (await one.arrayBuffer()).byteLength;
    console.log(`one PDF of ${DECKS} sheets: ${(bytes / 1000).toFixed(0)} kB in ${ms(performance.now() - single)}`);

    const loaded = sampleHealth(server);
    const until = performance.now() + SECONDS * 1000;
    const pdfTimes: number[] = [];
    const failures: number[] = [];
    await Promise.all(
      Array.from({ length: LOOPS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const response = await organiser.request('GET', url);
          await response.arrayBuffer();
          if (response.ok) pdfTimes.push(performance.now() - t0);
          else failures.push(response.status);
        }
      }),
    );
    console.log(`health, ${LOOPS} loops downloading the sheets for ${SECONDS} s: ${describe(await loaded.stop())}`);
    console.log(`PDFs made: ${pdfTimes.length} (each median ${ms(percentile(pdfTimes, 50))}, max ${ms(Math.max(...pdfTimes))}); failures: ${failures.length}`);
  } finally {
    await server.stop();
  }
}

await main();
