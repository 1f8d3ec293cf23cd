// Hall benchmark: the half hour before round one. Starts the built server, signs in N players, each
// with the event page open (its live socket, and the requests our web client makes on each message),
// 2 organiser pages on the management view, a signed-in stranger's page and an anonymous socket; then
// everyone submits a 75-card list at a random moment within W seconds. It reports
//   - requests per submission (the submissions and every refetch they cause, across all pages),
//   - submit latency p50/p99, in all and for each half of the players: one half submits from the thread that
//     runs every page, the other from a thread of its own (as each player's phone would, nothing else delays it),
//   - organiser freshness: from the last submission's answer to each management view showing every deck
//     (the part spent waiting for the organisers' paced last message, and the part spent showing it),
//   - live messages received by players, organisers, the stranger and the anonymous socket,
//   - the server's memory (VmRSS of it and any database process it started) idle and after the hall,
//   - then, in Chromium, the organiser's management view: until its player list shows, and how long
//     search and filters take to answer (key press or click to the next frame).
//
//   npm run build && npm run bench:hall -- [--players 300] [--within 20] [--old-client] [--game fab]
//   (--game fab: a Flesh and Blood Classic Constructed event and lists)
//   (DATABASE_URL=postgres://... to run the server on PostgreSQL instead of its embedded database,
//   EMBEDDED_DATABASE=pglite for PGlite; --old-client refetches what the web client did before live messages said what changed)
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { EventDetails } from '@decklist/core/api';
import { EVENT_RECONCILE_MS, eventRefetchFor, withChangedParticipants, type EventLiveUpdate } from '@decklist/core/events';
import { eventChannel } from '@decklist/core/live';
import WebSocket from 'ws';
import { sampleValue } from '../packages/server/test/helpers/metrics';
import { startRequestThread, type ThreadAnswer } from './request-thread';
import { FAB_LISTS } from './fab-lists';
import { type BenchServer, browserOrSkip, corpusLists, createTodaysEvent, databaseLabel, machineLine, option, percentile, signIn, sleep, startServer, textOption, treeRssMb } from './server';

const PLAYERS = option('players', 300);
const WITHIN_MS = option('within', 20) * 1000;
const ORGANISERS = 2;
const OLD_CLIENT = process.argv.includes('--old-client');
const GAME = textOption('game') === 'fab' ? 'fab' : 'magic';
const LISTS = GAME === 'fab' ? FAB_LISTS : corpusLists('modern-boros-energy.mtgo.txt', 'pioneer-rakdos.arena.txt');

type Caller = Awaited<ReturnType<typeof signIn>>;
type Query = 'event' | 'deck' | 'imports';

const stats = { counting: false, requests: 0, refetchLatencies: [] as number[] };
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * One open page as our web client runs it: its queries, refetched when a live message concerns them
 * (core's eventRefetchFor, as packages/web/src/api/live.ts does), a refetch asked for while one is on
 * its way running once more after it (TanStack Query's invalidation of an active query).
 */
class Page {
  readonly messages: Record<string, unknown>[] = [];
  /** When the last message arrived. */
  lastMessageAt = 0;
  socket: WebSocket | undefined;
  private readonly inflight = new Set<Query>();
  private readonly again = new Set<Query>();
  /** The event as the page has it: read, or updated from a message's rows. */
  private event: EventDetails | undefined;
  private reconcile: NodeJS.Timeout | undefined;
  /** Rows that came while the event was being read. */
  private held: Partial<EventLiveUpdate>[] = [];
  onEvent: ((details: EventDetails) => void) | undefined;

  constructor(
    readonly caller: Caller,
    readonly eventId: string,
    readonly queries: Query[],
    readonly viewer: { sessionId: string; userId: string },
  ) {}

  private path(query: Query) {
    const base = `/api/events/${this.eventId}`;
    return query === 'event' ? base : query === 'deck' ? `${base}/deck` : `${base}/deck/imports`;
  }

  async load() {
    await Promise.all(this.queries.map((query) => this.fetch(query)));
  }

  refetch(query: Query) {
    if (!this.queries.includes(query)) return;
    if (this.inflight.has(query)) {
      this.again.add(query);
      return;
    }
    void this.fetch(query);
  }

  private async fetch(query: Query) {
    this.inflight.add(query);
    try {
      if (stats.counting) stats.requests += 1;
      const t0 = performance.now();
      const response = await this.caller.request('GET', this.path(query));
      const body = response.status === 200 ? await response.json() : await response.arrayBuffer();
      if (stats.counting) stats.refetchLatencies.push(performance.now() - t0);
      if (query === 'event' && response.status === 200) {
        this.event = body as EventDetails;
        this.onEvent?.(this.event);
        for (const message of this.held.splice(0)) this.putRows(message);
      } else if (query === 'event') this.held = [];
    } finally {
      this.inflight.delete(query);
      if (this.again.delete(query)) void this.fetch(query);
    }
  }

  get busy() {
    return this.inflight.size > 0;
  }

  onMessage(message: Record<string, unknown>) {
    this.messages.push(message);
    this.lastMessageAt = performance.now();
    if (OLD_CLIENT) {
      if (message.refresh && message.updated_by_session_id !== this.viewer.sessionId) this.queries.forEach((q) => this.refetch(q));
      return;
    }
    const plan = eventRefetchFor(message as Partial<EventLiveUpdate>, this.viewer);
    if (plan.eventFromRows) this.patchEvent(message as Partial<EventLiveUpdate>);
    if (plan.event) this.refetch('event');
    if (plan.decks.includes('mine') || plan.decks.includes('*')) this.refetch('deck');
  }

  /**
   * As packages/web/src/api/live.ts: the rows put into the event (again once a read under way answers, as
   * it may predate them), which is read whole 30 s after the first such update.
   */
  private patchEvent(message: Partial<EventLiveUpdate>) {
    if (this.inflight.has('event')) this.held.push(message);
    this.putRows(message);
    this.reconcile ??= setTimeout(() => {
      this.reconcile = undefined;
      this.refetch('event');
    }, EVENT_RECONCILE_MS);
  }

  private putRows(message: Partial<EventLiveUpdate>) {
    const patched = this.event && withChangedParticipants(this.event, message);
    if (!patched) return;
    this.event = patched;
    this.onEvent?.(patched);
  }

  stop() {
    clearTimeout(this.reconcile);
    this.socket?.terminate();
  }

  /**
   * What useSubmitDeck does after the caller's own submission: it keeps the saved deck the server answered
   * with (asked for with `Prefer: return=representation`), and updates a player's event itself. The old
   * client read the deck, the event and the imports again.
   */
  afterOwnSubmission(answeredWithDeck: boolean) {
    if (OLD_CLIENT || !answeredWithDeck) this.refetch('deck');
    if (OLD_CLIENT) {
      this.refetch('event');
      this.refetch('imports');
    }
  }

  open(server: BenchServer) {
    return new Promise<void>((resolve, reject) => {
      // Our web client says it updates from the rows of messages (rows=1); the old one did not.
      const asks = OLD_CLIENT ? '' : '&rows=1';
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(eventChannel(this.eventId))}${asks}`, {
        // From the player's own address, like the page's requests (a server caps the sockets per address).
        headers: { cookie: this.caller.cookie, origin: server.url, ...(this.caller.ip ? { 'x-forwarded-for': this.caller.ip } : {}) },
      });
      this.socket = socket;
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.on('message', (raw) => this.onMessage(JSON.parse(raw.toString()) as Record<string, unknown>));
    });
  }
}

/** An anonymous socket on the event channel: refused (its HTTP status) or open (its messages). */
function anonymousSocket(server: BenchServer, eventId: string) {
  const result = { status: 0, messages: 0, socket: undefined as WebSocket | undefined };
  return new Promise<typeof result>((resolve) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(eventChannel(eventId))}`);
    result.socket = socket;
    socket.once('unexpected-response', (_request, response) => {
      result.status = response.statusCode ?? 0;
      socket.terminate();
      resolve(result);
    });
    socket.once('open', () => {
      result.status = 101;
      resolve(result);
    });
    socket.on('message', () => (result.messages += 1));
    socket.once('error', () => resolve(result));
  });
}

/** The management view in Chromium: load until the list shows, then search and filter answer times. */
async function managementView(server: BenchServer, owner: Caller, eventId: string) {
  const browser = await browserOrSkip();
  if (!browser) return;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The session cookie and the known-device one.
    const cookies = owner.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: server.url };
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${server.url}/e/${eventId}`);
    await page.getByRole('list', { name: 'Players' }).getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const loaded = performance.now() - t0;
    // From each key press (or click) to the frame after React has answered it.
    // (A string: functions passed from this tsx-compiled file would carry its helpers.)
    await page.evaluate(`(() => {
      window.answers = [];
      const measure = () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => window.answers.push(performance.now() - start)));
      };
      document.addEventListener('keydown', measure, true);
      document.addEventListener('click', measure, true);
    })()`);
    const search = page.getByLabel('Search players');
    for (const text of ['player 1', 'layer 00', '7', 'Player 12']) {
      await search.fill('');
      await search.pressSequentially(text, { delay: 120 });
      await page.waitForTimeout(200);
    }
    await search.fill('');
    for (const filter of ['Reviewed', 'Not reviewed', 'Warnings', 'All', 'Not reviewed', 'All']) {
      await page.getByText(filter, { exact: true }).click();
      await page.waitForTimeout(200);
    }
    const answers = (await page.evaluate("window.answers")) as number[];
    if (process.env.BENCH_DEBUG) console.log(answers.map((a) => a.toFixed(0)).join(" "));
    console.log(
      `management view in Chromium: player list shown ${ms(loaded)} after navigation; search and filters answer in ` +
        `p50 ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}, max ${ms(Math.max(...answers))} (${answers.length} key presses and clicks)`,
    );
  } finally {
    await browser.close();
  }
}

const METRICS_TOKEN = 'hall-benchmark-metrics-token';

/** A request sent from this thread, timed as the request thread times its own. */
async function timedHere([url, init]: readonly [string, RequestInit]): Promise<ThreadAnswer> {
  const t0 = performance.now();
  const response = await fetch(url, init);
  const bytes = (await response.arrayBuffer()).byteLength;
  const answeredAt = performance.now();
  return { status: response.status, bytes, latencyMs: answeredAt - t0, answeredAt };
}

/**
 * The submissions as the server timed them (its /metrics histogram), without this process's own delays:
 * the benchmark's clients share its event loop, and every organiser page parses the whole event here.
 */
async function serverSideSubmits(server: BenchServer): Promise<string> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const submitsWithin = (le: string) =>
    sampleValue(text, 'decklist_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/events/:id/deck', status: '200', le });
  const all = submitsWithin('+Inf');
  const share = (le: string) => `${((submitsWithin(le) / Math.max(1, all)) * 100).toFixed(2)} % within ${Number(le) * 1000} ms`;
  const loop = (stat: string) => sampleValue(text, 'decklist_event_loop_delay_seconds', { stat }) * 1000;
  return `submissions as the server timed them: ${all}; ${['0.025', '0.05', '0.1'].map(share).join(', ')}; event loop delay over the last minute p99 ${loop('p99').toFixed(0)} ms, max ${loop('max').toFixed(0)} ms`;
}

const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function main() {
  const database = databaseLabel();
  console.log('Hall benchmark');
  console.log(machineLine());
  console.log(`database: ${database}; players: ${PLAYERS}; submitting within ${WITHIN_MS / 1000} s; organiser pages: ${ORGANISERS}; client: ${OLD_CLIENT ? 'old (refetch everything)' : 'current'}; game: ${GAME === 'fab' ? 'Flesh and Blood (Classic Constructed)' : 'Magic (Modern)'}`);
  const server = await startServer({ TRUST_PROXY: '127.0.0.1', MAX_PLAYERS: String(Math.max(300, PLAYERS)), METRICS_TOKEN });
  try {
    await sleep(2000);
    const idleMb = treeRssMb(server.process.pid!);
    console.log(`server memory idle (VmRSS, with any database process): ${idleMb.toFixed(0)} MB`);

    const owner = await signIn(server, 'hall.owner@example.com', ipOf(1));
    const eventId = await createTodaysEvent(owner, GAME === 'fab' ? 'Hall Classic Constructed' : 'Hall Modern', GAME === 'fab' ? 'fab-cc' : 'modern');
    const judge = await signIn(server, 'hall.judge@example.com', ipOf(2));
    await owner('POST', `/api/events/${eventId}/users`, { player_name: 'Judge', email: 'hall.judge@example.com' });
    const stranger = await signIn(server, 'hall.stranger@example.com', ipOf(3));

    const signInStart = performance.now();
    const players: Caller[] = new Array(PLAYERS);
    await pool([...players.keys()], 8, async (i) => {
      players[i] = await signIn(server, `hall.player${i}@example.com`, ipOf(100 + i));
    });
    console.log(`${PLAYERS} players signed in (8 at a time) in ${ms(performance.now() - signInStart)}`);

    const me = async (caller: Caller) => caller<{ user_id: string; session_id: string }>('GET', '/api/me');
    const pageOf = async (caller: Caller, queries: Query[]) => {
      const who = await me(caller);
      return new Page(caller, eventId, queries, { sessionId: who.session_id, userId: who.user_id });
    };
    const organiserPages = [await pageOf(owner, ['event']), await pageOf(judge, ['event'])];
    const strangerPage = await pageOf(stranger, ['event', 'deck', 'imports']);
    const playerPages: Page[] = [];
    for (const caller of players) playerPages.push(await pageOf(caller, ['event', 'deck', 'imports']));

    const openStart = performance.now();
    const allPages = [...organiserPages, strangerPage, ...playerPages];
    await pool(allPages, 50, async (page) => {
      await page.open(server);
      await page.load();
    });
    const anonymous = await anonymousSocket(server, eventId);
    console.log(`${allPages.length} pages opened and loaded in ${ms(performance.now() - openStart)}; anonymous socket: HTTP ${anonymous.status}`);

    // Each organiser page: the moment its player list shows every player with a deck.
    const completeAt: (number | undefined)[] = organiserPages.map(() => undefined);
    organiserPages.forEach((page, i) => {
      page.onEvent = (details) => {
        const withDeck = (details.participants ?? []).filter((p) => p.role === 'player' && p.has_deck).length;
        if (withDeck === PLAYERS && completeAt[i] === undefined) completeAt[i] = performance.now();
      };
    });

    console.log('');
    const submitLatencies: number[] = [];
    const statuses: Record<number, number> = {};
    let lastAnsweredAt = 0;
    stats.counting = true;
    // This process's own delays, which the client-side latencies include (every page's socket runs here).
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    // Every other player submits from a thread of its own, which times its requests without this thread's delays.
    const requestThread = startRequestThread();
    const ownThreadLatencies: number[] = [];
    const start = performance.now();
    await Promise.all(
      playerPages.map(async (page, i) => {
        await sleep(Math.random() * WITHIN_MS);
        stats.requests += 1;
        const submission = page.caller.requestInit(
          'POST',
          `/api/events/${eventId}/deck`,
          { player_name: `Player ${String(i).padStart(4, '0')}`, deck_name: `Deck ${i}`, decklist_text: LISTS[i % LISTS.length]! },
          OLD_CLIENT ? {} : { prefer: 'return=representation' },
        );
        const answer = i % 2 === 0 ? await requestThread.send(...submission) : await timedHere(submission);
        (i % 2 === 0 ? ownThreadLatencies : submitLatencies).push(answer.latencyMs);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        lastAnsweredAt = Math.max(lastAnsweredAt, answer.answeredAt);
        if (answer.status === 200) page.afterOwnSubmission(answer.bytes > 0);
      }),
    );
    await requestThread.stop();
    const submittedIn = performance.now() - start;
    // Quiet: no refetch on its way for 2 s (organiser messages come at most every 500 ms, or 100 ms with rows=1).
    let quietSince = performance.now();
    while (performance.now() - quietSince < 2000 && performance.now() - start < WITHIN_MS + 60_000) {
      if (allPages.some((page) => page.busy)) quietSince = performance.now();
      await sleep(20);
    }
    stats.counting = false;
    clientLoop.disable();
    const afterMb = treeRssMb(server.process.pid!);

    const playerMessages = playerPages.reduce((n, page) => n + page.messages.length, 0);
    // The organisers' messages are paced (one per 100 ms for a page that updates from rows, 500 ms otherwise): the last one
    // waits for its window, then the page puts its rows in (or reads the event).
    const freshness = completeAt.map((at, i) => {
      if (at === undefined) return 'never';
      const heardAt = organiserPages[i]!.lastMessageAt;
      return `${ms(Math.max(0, at - lastAnsweredAt))} (${ms(Math.max(0, heardAt - lastAnsweredAt))} until its last message, ${ms(at - heardAt)} to show it)`;
    });
    console.log(`submissions: ${PLAYERS} in ${ms(submittedIn)}; statuses ${JSON.stringify(statuses)}`);
    console.log(`requests per submission: ${(stats.requests / PLAYERS).toFixed(2)} (${stats.requests} requests: submissions and every refetch they caused)`);
    const latencies = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`;
    console.log(`submit latency: ${latencies([...submitLatencies, ...ownThreadLatencies])}`);
    console.log(`  sent from the pages' thread (half of them): ${latencies(submitLatencies)}`);
    console.log(`  sent from a thread of their own (the other half): ${latencies(ownThreadLatencies)}`);
    if (stats.refetchLatencies.length > 0) {
      console.log(`page refetches: ${stats.refetchLatencies.length}, p50 ${ms(percentile(stats.refetchLatencies, 50))}, p99 ${ms(percentile(stats.refetchLatencies, 99))}`);
    }
    console.log(`organiser freshness (last submission answered -> management view shows every deck): ${freshness.join(', ')}`);
    console.log(
      `live messages: players ${playerMessages} in all, organisers ${organiserPages.map((p) => p.messages.length).join(' and ')}, ` +
        `signed-in stranger ${strangerPage.messages.length}, anonymous socket ${anonymous.messages}${anonymous.status === 101 ? '' : ` (refused: HTTP ${anonymous.status})`}`,
    );
    console.log(`server memory after the hall: ${afterMb.toFixed(0)} MB (idle ${idleMb.toFixed(0)} MB)`);
    console.log(await serverSideSubmits(server));
    console.log(`the benchmark's own event loop delay while submitting: p99 ${ms(clientLoop.percentile(99) / 1e6)}, max ${ms(clientLoop.max / 1e6)}`);
    for (const page of allPages) page.stop();
    await managementView(server, owner, eventId);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
