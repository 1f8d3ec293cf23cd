// Lighthouse's mobile preset (simulated slow 4G, a 4x slower CPU) on the main pages, against the built
// server on its embedded database: performance, accessibility, best practices, the paint and shift
// figures, and the JS + CSS each page really received. Median of `--runs` runs (default 3) per page.
//
//   npm run build && npm run bench:lighthouse [-- --runs 3] [--page organiser] [--details]
//
// --page keeps the pages whose name contains the text (while iterating on one); --details prints, for
// each run, what the LCP waited for (its element and phases) and when each script and API answer came.
// --repeat measures repeat visits instead: the browser's storage is kept from a first visit (the service
// worker in place, the app's files kept), against the goals of a repeat visit (LCP, nothing from the network).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { browserPath } from '../e2e/helpers/browser';
import { createTodaysEvent, databaseLabel, machineLine, option, signIn, startServer, textOption } from './server';

const RUNS = option('runs', 3);
const ONLY = textOption('page');
const DETAILS = process.argv.includes('--details');
const REPEAT = process.argv.includes('--repeat');
/** A repeat visit of a page with the service worker in place: its paint, and no JS or CSS from the network. */
const REPEAT_GOALS = { lcpMs: 1000, sentKb: 0 };
const DECK = ['4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '48 Mountain', '', 'Sideboard', '4 Blood Moon'].join('\n');
const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150, routeKb: 120, displayKb: 80 };

interface PageToMeasure {
  name: string;
  path: string;
  cookie?: string;
  display?: boolean;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  sentKb: number;
}

async function seed(server: Awaited<ReturnType<typeof startServer>>): Promise<PageToMeasure[]> {
  const owner = await signIn(server, 'lighthouse.owner@example.com');
  const player = await signIn(server, 'lighthouse.player@example.com');
  const judge = await signIn(server, 'lighthouse.judge@example.com');
  const eventId = await createTodaysEvent(owner, 'Lighthouse Modern');
  await player('POST', `/api/events/${eventId}/deck`, { player_name: 'Pat Player', deck_name: 'Burn', decklist_text: DECK });
  for (let i = 1; i < 40; i++) await owner('POST', `/api/events/${eventId}/players`, { player_name: `Player ${i}` });
  await owner('POST', `/api/events/${eventId}/users`, { player_name: 'Jo Judge', email: 'lighthouse.judge@example.com' });
  await player('POST', '/api/decks/library', { deck_name: 'Burn', format: 'modern', decklist_text: DECK });
  const { user_id: playerId } = await player<{ user_id: string }>('GET', '/api/me');
  const { tournament_id } = await owner<{ tournament_id: string }>('POST', '/api/timers', { tournament_name: 'Lighthouse Timers' });
  const { clock_id } = await owner<{ clock_id: string }>('POST', `/api/timers/${tournament_id}/clocks`, { clock_name: 'Round 1', duration_seconds: 3000 });
  await owner('POST', `/api/timers/${tournament_id}/clocks/${clock_id}`, { is_running: true });
  return [
    { name: 'home, signed out', path: '/' },
    { name: 'sign-in', path: '/login' },
    { name: 'event page, player with a deck', path: `/e/${eventId}`, cookie: player.cookie },
    { name: 'event page, organiser, 40 players', path: `/e/${eventId}`, cookie: owner.cookie },
    { name: "judge's view of a deck", path: `/e/${eventId}/deck?id=${playerId}`, cookie: judge.cookie },
    { name: 'library', path: '/library', cookie: player.cookie },
    { name: 'public timer display', path: `/timers/${tournament_id}/view`, display: true },
  ];
}

async function measure(port: number, url: string, cookie?: string): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A repeat visit keeps what the first left: the service worker, its caches and the HTTP cache.
    ...(REPEAT ? { disableStorageReset: true } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const origin = new URL(url).origin;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  if (DETAILS) printDetails(url, lhr, requests as DetailedRequest[]);
  const sent = requests
    .filter((r) => r.url.startsWith(origin) && (r.resourceType === 'Script' || r.resourceType === 'Stylesheet'))
    .reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    sentKb: sent / 1000,
  };
}

interface DetailedRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** What the LCP waited for in this run: its element, its phases, and the requests in the order they went out (as observed, not simulated). */
function printDetails(url: string, lhr: { audits: Record<string, { details?: unknown; numericValue?: number }> }, requests: DetailedRequest[]) {
  console.log(`\n${url}: LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms (simulated)`);
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  console.log(`  observed on this machine: first paint ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, DOM loaded ${observed.observedDomContentLoaded} ms`);
  const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  for (const table of element?.items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
      if (node) console.log(`  element: ${node.snippet ?? ''} "${node.nodeLabel ?? ''}"`);
      else if (item.phase) console.log(`  ${String(item.phase)}: ${Math.round(Number(item.timing))} ms`);
    }
  }
  const origin = new URL(url).origin;
  for (const r of requests) {
    const start = Math.round(r.networkRequestTime ?? 0);
    const end = Math.round(r.networkEndTime ?? 0);
    console.log(`  ${String(start).padStart(6)} → ${String(end).padStart(6)} ms  ${((r.transferSize ?? 0) / 1000).toFixed(1).padStart(6)} kB  ${r.url.replace(origin, '')}`);
  }
  // Where the main thread's time went (as observed on this machine; Lighthouse's figures multiply it by its CPU slowdown).
  const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [];
  console.log(`  main thread: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration ?? 0)} ms`).join(', ')}`);
  const scripts = (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting?: number; scriptParseCompile?: number }[] } | undefined)?.items ?? [];
  for (const script of scripts.slice(0, 5)) {
    console.log(`    ${script.url.replace(origin, '')}: scripting ${Math.round(script.scripting ?? 0)} ms, parse and compile ${Math.round(script.scriptParseCompile ?? 0)} ms`);
  }
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
  console.log(`  long tasks: ${tasks.map((t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${(t.url ?? '').replace(origin, '')})`).join('; ') || 'none'}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianOf(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

function misses(page: PageToMeasure, f: Figures): string[] {
  if (REPEAT) {
    return [
      f.lcpMs > REPEAT_GOALS.lcpMs && `LCP ${Math.round(f.lcpMs)} ms > ${REPEAT_GOALS.lcpMs}`,
      f.sentKb > REPEAT_GOALS.sentKb && `JS+CSS from the network ${f.sentKb.toFixed(1)} kB > ${REPEAT_GOALS.sentKb}`,
    ].filter((miss): miss is string => Boolean(miss));
  }
  const budgetKb = page.display ? GOALS.displayKb : GOALS.routeKb;
  return [
    f.performance < GOALS.performance && `performance ${f.performance} < ${GOALS.performance}`,
    f.accessibility < GOALS.accessibility && `accessibility ${f.accessibility}`,
    f.bestPractices < GOALS.bestPractices && `best practices ${f.bestPractices}`,
    f.lcpMs > GOALS.lcpMs && `LCP ${Math.round(f.lcpMs)} ms > ${GOALS.lcpMs}`,
    f.cls > GOALS.cls && `CLS ${f.cls.toFixed(3)} > ${GOALS.cls}`,
    f.tbtMs > GOALS.tbtMs && `TBT ${Math.round(f.tbtMs)} ms > ${GOALS.tbtMs}`,
    f.sentKb > budgetKb && `JS+CSS ${f.sentKb.toFixed(1)} kB > ${budgetKb}`,
  ].filter((miss): miss is string => Boolean(miss));
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: browserPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const pages = await seed(server);
  console.log(machineLine());
  const visits = REPEAT ? 'repeat visits (storage kept from a first visit, the service worker in place)' : 'first visits';
  console.log(`database: ${databaseLabel()}; Lighthouse mobile preset; ${visits}; median of ${RUNS} run(s) per page\n`);
  const header = ['page', 'perf', 'a11y', 'best pr.', 'LCP ms', 'CLS', 'TBT ms', 'JS+CSS kB', 'goals'];
  const rows: string[][] = [];
  let missed = 0;
  for (const page of pages.filter((p) => !ONLY || p.name.includes(ONLY))) {
    const runs: Figures[] = [];
    if (REPEAT) {
      // The first visit, not measured: it installs the service worker, which then keeps the app's files.
      await measure(chrome.port, `${server.url}${page.path}`, page.cookie);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, `${server.url}${page.path}`, page.cookie));
    const f = medianOf(runs);
    const pageMisses = misses(page, f);
    missed += pageMisses.length;
    rows.push([
      page.name,
      String(f.performance),
      String(f.accessibility),
      String(f.bestPractices),
      String(Math.round(f.lcpMs)),
      f.cls.toFixed(3),
      String(Math.round(f.tbtMs)),
      f.sentKb.toFixed(1),
      pageMisses.length ? `missed: ${pageMisses.join('; ')}` : 'met',
    ]);
  }
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  console.log(`\n${missed === 0 ? 'every goal met' : `${missed} goal(s) missed`}`);
} finally {
  await chrome.kill();
  await server.stop();
}
