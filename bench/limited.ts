// Competitive Limited, measured:
//   - a player registers an 84-card Dominaria United pool at 360 px in Chromium with the CPU slowed 4× (as
//     Lighthouse's mobile runs are): taps per card, and how long the page takes to answer a tap (from the click to
//     the frame after React has drawn it), median, p95 and max; then builds a 40-card deck from it with the deck
//     builder (23 spells and 17 basic lands, a tap each), timed the same way;
//   - a 300-player Sealed event: every player registers a pool (a few at a time, as phones in a hall would), the
//     organiser swaps the pools, then every player reads the pool they received (what each page does on the swap's
//     live message): the registrations' time and latencies, the swap's answer time, and the time until the last
//     player has their received pool.
//
//   npm run build && npm run bench:limited [-- --players 300 --concurrency 16]   (--players 0: the taps alone)
//   (DATABASE_URL=postgres://... runs the server on PostgreSQL instead of its embedded database)
import { performance } from 'node:perf_hooks';
import type { Locator, Page } from 'playwright-core';
import type { SetResponse } from '@decklist/core/api';
import { isFreeBasicLandName } from '@decklist/core/limited';
import { type BenchServer, browserOrSkip, databaseLabel, machineLine, ms, option, percentile, signIn, startServer } from './server';

const PLAYERS = option('players', 300);
const CONCURRENCY = option('concurrency', 16);
const SEALED = { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] };

type Caller = Awaited<ReturnType<typeof signIn>>;

/** A plausible 84-card pool: 6 rares, 18 uncommons, 30 commons twice. */
const RARITY = { R: 'Rare', U: 'Uncommon', C: 'Common' } as const;

function dmuPool(set: SetResponse): { name: string; count: number; rarity: string }[] {
  const distinct = (rarity: string) => [...new Set(set.cards.filter((card) => card.rarity === rarity && !isFreeBasicLandName(card.name)).map((card) => card.name))];
  return [
    ...distinct('R').slice(0, 6).map((name) => ({ name, count: 1, rarity: RARITY.R })),
    ...distinct('U').slice(0, 18).map((name) => ({ name, count: 1, rarity: RARITY.U })),
    ...distinct('C').slice(0, 30).map((name) => ({ name, count: 2, rarity: RARITY.C })),
  ];
}

const poolText = (pool: { name: string; count: number }[]) => pool.map((card) => `${card.count} ${card.name}`).join('\n');

async function createSealed(owner: Caller, name: string): Promise<string> {
  const { event_id } = await owner<{ event_id: string }>('POST', '/api/events', {
    event_name: name,
    format: 'limited',
    event_date: new Date().toISOString().slice(0, 10),
    limited: SEALED,
  });
  return event_id;
}

/** Runs `work` for every item, `limit` at a time; the time each took. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const t0 = performance.now();
        await work(item);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/**
 * From each click to the frame after React has answered it. (A string: a function from this tsx-compiled file would
 * carry its helpers.)
 */
const timeAnswers = (page: Page) =>
  page.evaluate(`(() => {
    window.answers = [];
    document.addEventListener('click', () => {
      const start = performance.now();
      window.answered = new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.answers.push(performance.now() - start)))));
    }, true);
  })()`);

/**
 * A click, then the wait for its answer: the next click's search for its button (by role and name, in the page's own
 * thread) must not run inside the time measured for this one.
 */
async function tap(button: Locator) {
  await button.click();
  await button.page().evaluate('window.answered');
}

async function tapping(server: BenchServer, owner: Caller, pool: { name: string; count: number; rarity: string }[]) {
  const browser = await browserOrSkip();
  if (!browser) return;
  try {
    const eventId = await createSealed(owner, 'Tap bench');
    const player = await signIn(server, 'bench.limited.tapper@example.com');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies(
      player.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: server.url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/e/${eventId}/pool`);
    await page.getByRole('heading', { name: 'Register your pool' }).waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await timeAnswers(page);
    let taps = 0;
    const t0 = performance.now();
    for (const card of pool)
      for (let copy = 0; copy < card.count; copy++) {
        await tap(page.getByRole('button', { name: `${card.name} (${card.rarity}): add one (${copy} in the pool)`, exact: true }));
        taps++;
      }
    const entering = performance.now() - t0;
    await page.getByRole('group', { name: 'Your pool' }).getByText('84 of 84 cards ✓').waitFor();
    const answers = (await page.evaluate('window.answers')) as number[];
    const cards = pool.reduce((sum, card) => sum + card.count, 0);
    console.log(
      `pool page at 360 px, CPU 4× slower: ${cards} cards in ${taps} taps (${(taps / cards).toFixed(2)} a card), ${(entering / 1000).toFixed(1)} s of tapping in all; ` +
        `a tap answered in p50 ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}, max ${ms(Math.max(...answers))} (${answers.length} taps)`,
    );

    // The deck from that pool, with the builder: 23 spells and 17 basic lands.
    const registered = await player.request('POST', `/api/events/${eventId}/pool`, { player_name: 'Tap Bench', pool_text: poolText(pool) });
    if (!registered.ok) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${server.url}/e/${eventId}/pool/deck`);
    await page.getByRole('heading', { name: 'Build your deck' }).waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await timeAnswers(page);
    const b0 = performance.now();
    for (const card of pool.slice(0, 23)) {
      await tap(page.getByRole('button', { name: `${card.name} (${card.rarity}): one to the deck (0 in the deck, ${card.count} in the sideboard)`, exact: true }));
    }
    for (const [land, count] of [['Plains', 9], ['Island', 8]] as const)
      for (let n = 0; n < count; n++) await tap(page.getByRole('button', { name: `One ${land} more (${n} in the deck)`, exact: true }));
    const building = performance.now() - b0;
    await page.getByRole('group', { name: 'Your deck' }).getByText('40 of 40 cards ✓').waitFor();
    const built = (await page.evaluate('window.answers')) as number[];
    console.log(
      `deck builder at 360 px, CPU 4× slower: 40 cards in ${built.length} taps, ${(building / 1000).toFixed(1)} s of tapping in all; ` +
        `a tap answered in p50 ${ms(percentile(built, 50))}, p95 ${ms(percentile(built, 95))}, max ${ms(Math.max(...built))}`,
    );
  } finally {
    await browser.close();
  }
}

async function hall(server: BenchServer, owner: Caller, pool: { name: string; count: number }[]) {
  const eventId = await createSealed(owner, `Sealed bench ${PLAYERS}`);
  const signInStart = performance.now();
  const players: Caller[] = new Array(PLAYERS);
  await pooled(
    Array.from({ length: PLAYERS }, (_, i) => i),
    8,
    async (i) => (players[i] = await signIn(server, `bench.limited.player${i}@example.com`, `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`)),
  );
  console.log(`${PLAYERS} players signed in in ${ms(performance.now() - signInStart)}`);

  const text = poolText(pool);
  const registerStart = performance.now();
  const latencies = await pooled(players, CONCURRENCY, async (player) => {
    const response = await player.request('POST', `/api/events/${eventId}/pool`, { player_name: `Player ${player.ip}`, pool_text: text });
    if (!response.ok) throw new Error(`registration: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
  const registering = performance.now() - registerStart;
  console.log(
    `${PLAYERS} pools registered (${CONCURRENCY} at a time) in ${(registering / 1000).toFixed(1)} s: ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
  );

  const swapStart = performance.now();
  const swap = await owner<{ entries: unknown[] }>('POST', `/api/events/${eventId}/pool-swap`, { mode: 'random' });
  const swapped = performance.now() - swapStart;
  if (swap.entries.length !== PLAYERS) throw new Error(`the swap has ${swap.entries.length} entries`);
  const reads = await pooled(players, 50, async (player) => {
    const response = await player.request('GET', `/api/events/${eventId}/pool/received`);
    if (!response.ok) throw new Error(`received pool: ${response.status}`);
    await response.arrayBuffer();
  });
  const allShown = performance.now() - swapStart;
  console.log(
    `swap of ${PLAYERS} pools answered in ${ms(swapped)}; every player had the pool they received ${ms(allShown)} after the swap was asked for ` +
      `(reads 50 at a time: p50 ${ms(percentile(reads, 50))}, max ${ms(Math.max(...reads))})`,
  );
}

async function main() {
  console.log('Competitive Limited');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}; players: ${PLAYERS}`);
  const server = await startServer({ TRUST_PROXY: '127.0.0.1', MAX_PLAYERS: String(Math.max(300, PLAYERS)) });
  try {
    const owner = await signIn(server, 'bench.limited.owner@example.com');
    const set = await owner<SetResponse>('GET', '/api/sets/DMU');
    const pool = dmuPool(set);
    await tapping(server, owner, pool);
    if (PLAYERS > 0) await hall(server, owner, pool);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
