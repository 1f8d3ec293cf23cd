import { validateDecklist } from '@decklist/core/decklist';
import type * as Decklist from '@decklist/core/decklist';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decklistRevisions, decklists, libraryDecks } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { madeUpList } from './helpers/hostile-lists';

// Every check made on this thread goes through this spy; checks made in worker threads go through app.workers.run.
vi.mock('@decklist/core/decklist', async (original) => {
  const core = await original<typeof Decklist>();
  return { ...core, validateDecklist: vi.fn(core.validateDecklist) };
});
const checksHere = vi.mocked(validateDecklist);

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';


describe.each(API_DATABASE_KINDS)('checks stored with the lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const checksMade = () => {
    const inWorkers = vi.spyOn(t.app.workers, 'run');
    checksHere.mockClear();
    return () => checksHere.mock.calls.length + inWorkers.mock.calls.filter(([task]) => task.kind === 'check').length;
  };

  async function hostilePlayer() {
    const owner = await t.signedIn(`owner-${kind}@example.com`);
    const player = await t.signedIn(`player-${kind}@example.com`);
    const created = await owner.post('/api/events', { event_name: 'Hostile', format: 'modern', event_date: TODAY });
    const eventId = created.json().event_id as string;
    return { owner, player, eventId };
  }

  it('reads the revisions of a list of 1,333 made-up names, the deck and every download without checking a list again', async () => {
    const { owner, player, eventId } = await hostilePlayer();
    for (let i = 0; i < 3; i++) {
      const submitted = await player.post(`/api/events/${eventId}/deck`, { player_name: 'Mallory', deck_name: '', decklist_text: madeUpList(i + 1) });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    const made = checksMade();
    const revisions = await player.get(`/api/events/${eventId}/deck/revisions`);
    expect(revisions.statusCode).toBe(200);
    const newest = revisions.json().revisions[0].decklist;
    expect(newest.groups[0].group_name).toBe('Unknown Cards');
    expect(newest.groups[0].cards).toHaveLength(1333);
    // Did-you-mean was searched for the first 20 names only.
    expect(newest.groups[0].cards.filter((card: { warnings: string[] }) => card.warnings[0]!.includes('Did you mean')).length).toBeLessThanOrEqual(20);
    const revisionId = revisions.json().revisions[1].revision_id as number;
    for (const url of [
      `/api/events/${eventId}/deck`,
      `/api/events/${eventId}/deck/revisions/${revisionId}`,
      `/api/events/${eventId}/decks`,
      `/api/events/${eventId}/decks/all`,
    ]) {
      const client = url.includes('/decks') ? owner : player;
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
    expect(made()).toBe(0);
  });

  it('checks stored lists again after a change of card data: on read until the recheck job has stored the new checks, then never', async () => {
    const { player, eventId } = await hostilePlayer();
    expect((await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LEGAL })).statusCode).toBe(200);
    const saved = await player.post('/api/decks/library', { deck_name: 'Burn', format: 'modern', decklist_text: LEGAL });
    expect(saved.statusCode).toBe(200);
    const deckId = saved.json().deck_id as string;

    // As if the checks had been made with other card data (an import, or CARDS_FILE changed).
    for (const table of [decklists, decklistRevisions, libraryDecks]) {
      await t.app.db.update(table).set({ checkVersion: 'rules-1/cards-older', check: { groups: [], deck_warnings: ['stale'], deck_warning_details: [], has_warnings: true } });
    }
    const deck = (await player.get(`/api/events/${eventId}/deck`)).json();
    expect(deck.deck_warnings).not.toContain('stale');
    expect(deck.deck_warning_details).toHaveLength(deck.deck_warnings.length);
    expect(deck.groups.length).toBeGreaterThan(0);
    expect((await player.get(`/api/decks/library/${deckId}`)).json().deck_warnings).not.toContain('stale');

    expect(await t.app.jobs.runNow('recheck-stored-lists')).toBe(true);
    const [row] = await t.app.db.select().from(decklists).where(eq(decklists.userId, player.userId));
    expect(row?.checkVersion).toBe(t.app.cards.version);
    expect(row?.check?.deck_warnings).toEqual(deck.deck_warnings);
    expect(row?.check?.deck_warning_details).toEqual(deck.deck_warning_details);
    for (const table of [decklistRevisions, libraryDecks]) {
      const rows = await t.app.db.select({ version: table.checkVersion }).from(table);
      expect(rows.every((r) => r.version === t.app.cards.version)).toBe(true);
    }

    const made = checksMade();
    expect((await player.get(`/api/events/${eventId}/deck`)).json()).toEqual(deck);
    expect((await player.get(`/api/events/${eventId}/deck/revisions`)).statusCode).toBe(200);
    expect((await player.get(`/api/decks/library/${deckId}`)).statusCode).toBe(200);
    expect(made()).toBe(0);
  });
});

describe('fair use of the checking routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { overrides: { fairUse: { checksPerSession: 5, savesPerSession: 3, readBytesPerSession: 450_000 } } });
  });
  afterAll(() => t.close());

  it('answers a player checking or saving in a loop with 429 and Retry-After, and other players normally', async () => {
    const looping = await t.signedIn('loop@example.com');
    const other = await t.signedIn('other@example.com');
    const check = (client: typeof looping) => client.post('/api/decklists/validate', { format: 'modern', decklist_text: LEGAL });
    for (let i = 0; i < 5; i++) expect((await check(looping)).statusCode).toBe(200);
    const refused = await check(looping);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/Too many checks/);
    expect((await check(other)).statusCode).toBe(200);

    const save = (client: typeof looping) => client.post('/api/decks/library', { deck_name: 'Burn', format: 'modern', decklist_text: LEGAL });
    for (let i = 0; i < 3; i++) expect((await save(looping)).statusCode).toBe(200);
    expect((await save(looping)).statusCode).toBe(429);
    expect((await save(other)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await check(looping)).statusCode).toBe(200);
  });

  it('answers a player reading large revisions in a loop with 429 once they have read their bytes for the minute', async () => {
    const owner = await t.signedIn('reads-owner@example.com');
    const eventId = (await owner.post('/api/events', { event_name: 'Reads', format: 'modern', event_date: TODAY })).json().event_id as string;
    const looping = await t.signedIn('reader@example.com');
    expect((await looping.post(`/api/events/${eventId}/deck`, { player_name: 'R', deck_name: '', decklist_text: madeUpList(5) })).statusCode).toBe(200);
    const read = () => looping.get(`/api/events/${eventId}/deck/revisions`);
    const first = await read(); // about 300 kB (each made-up name's warning also as data)
    expect(first.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200); // past 450 kB now
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many decklists read/);
    expect((await owner.get(`/api/events/${eventId}/deck/revisions?user_id=${looping.userId}`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await read()).statusCode).toBe(200);
  });
});

describe('registration sheets in a loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { overrides: { workers: { size: 1, queueLimit: 3 }, fairUse: { sheetsPerSession: 6 } } });
  });
  afterAll(() => t.close());

  it("cannot fill the worker queue: a player's sheets past two at once get a 429, and the organiser's download is built", async () => {
    const owner = await t.signedIn('sheets-owner@example.com');
    const eventId = (await owner.post('/api/events', { event_name: 'Sheets', format: 'modern', event_date: TODAY })).json().event_id as string;
    const looping = await t.signedIn('sheet-loop@example.com');
    expect((await looping.post(`/api/events/${eventId}/deck`, { player_name: 'L', deck_name: '', decklist_text: LEGAL })).statusCode).toBe(200);
    const sheet = () => looping.get(`/api/events/${eventId}/deck/registration-sheet`);

    const burst = Array.from({ length: 20 }, sheet);
    const organiser = owner.get(`/api/events/${eventId}/decks/registration-sheets`);
    const statuses = (await Promise.all(burst)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    expect((await organiser).statusCode).toBe(200);

    // One at a time, a session gets its sheets of the minute, then waits for the next minute.
    for (let i = 0; i < 4; i++) expect((await sheet()).statusCode).toBe(200);
    const refused = await sheet();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/Too many decklists read/);
    t.clock.advance(60_000);
    expect((await sheet()).statusCode).toBe(200);
  });
});

describe('a saturated worker pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { overrides: { workers: { size: 1, queueLimit: 1 } } });
  });
  afterAll(() => t.close());

  it('refuses long checks past its queue with 503 and Retry-After, while /api/health answers within 100 ms', async () => {
    const player = await t.signedIn('flood@example.com');
    // The first long list is checked on the main thread while a worker starts and loads the card data.
    expect((await player.post('/api/decklists/validate', { format: 'modern', decklist_text: madeUpList(99) })).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.app.workers.load()).toEqual({ queued: 0, running: 0 }), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const checks = Array.from({ length: 8 }, (_, i) =>
      player.post('/api/decklists/validate', { format: 'modern', decklist_text: madeUpList(100 + i) }),
    );
    // While the worker starts, loads the card data and checks: the pool is full.
    const health: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await t.anonymous().get('/api/health');
      health.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
    }
    const answers = await Promise.all(checks);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(busy[0]!.json()).toMatchObject({ status: 503, title: 'Busy' });
    // Each probe waits for no long task: under 100 ms (the median, so that a test machine busy with other
    // test files in parallel does not fail it; the benchmark measures the p99 on a quiet machine).
    expect([...health].sort((a, b) => a - b)[2]).toBeLessThan(100);
  });
});
