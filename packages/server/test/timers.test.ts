import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clocks, timerManagers, users } from '../src/db/schema';
import { timersChannel } from '@decklist/core/live';
import { createTestApp, createTwoInstances, listen, type TestApp, type TestClient } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';
import { connectWs } from './helpers/ws';
import { publicTournamentReads } from '../src/timers/public-reads';

const MINUTE = 60_000;

async function createTournament(client: TestClient, name = 'Friday Night Magic') {
  const response = await client.post('/api/timers', { tournament_name: name });
  expect(response.statusCode).toBe(200);
  return response.json().tournament_id as string;
}

async function createClock(client: TestClient, tournamentId: string, name = 'Round 1', seconds = 50 * 60) {
  const response = await client.post(`/api/timers/${tournamentId}/clocks`, { clock_name: name, duration_seconds: seconds });
  expect(response.statusCode).toBe(200);
  return response.json().clock_id as string;
}

describe.each(DATABASE_KINDS)('timers API on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let counter = 0;
  /** A fresh user per test, so tests never see each other's tournaments. */
  const user = async (label: string) => {
    const email = `${label}${++counter}@example.com`;
    return Object.assign(await t.signedIn(email), { email });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('creates a tournament with a random, unguessable id and lists it for its owner only', async () => {
    const owner = await user('owner');
    const created = await owner.post('/api/timers', { tournament_name: '  Friday Night Magic  ' });
    expect(created.statusCode).toBe(200);
    const { tournament_id, tournament_name, server_time } = created.json();
    expect(tournament_id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
    expect(tournament_name).toBe('Friday Night Magic');
    expect(server_time).toBe(t.clock.now());
    expect(await createTournament(owner, 'Another')).not.toBe(tournament_id);

    const list = await owner.get('/api/timers');
    expect(list.json()).toEqual({
      tournaments: [
        { tournament_id: expect.any(String), tournament_name: 'Another', role: 'owner' },
        { tournament_id, tournament_name: 'Friday Night Magic', role: 'owner' },
      ],
      server_time: t.clock.now(),
    });
    expect((await (await user('other')).get('/api/timers')).json().tournaments).toEqual([]);
  });

  it('checks the tournament name (docs/product.md, Forms)', async () => {
    const owner = await user('owner');
    for (const body of [{}, { tournament_name: '   ' }, { tournament_name: null }]) {
      const response = await owner.post('/api/timers', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ tournament_name: ['Tournament name is required'] });
    }
    const tooLong = await owner.post('/api/timers', { tournament_name: 'x'.repeat(101) });
    expect(tooLong.json().errors.tournament_name).toEqual(['Tournament name must be at most 100 characters']);
  });

  it('derives a clock from timestamps: start, time passing, pause, adjust past zero, reset', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner);
    const ws = await connectWs(base, timersChannel(id));

    const created = await owner.post(`/api/timers/${id}/clocks`, { clock_name: ' Round 1 ', duration_seconds: 600 });
    expect(created.json()).toEqual({
      clock_id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      clock_name: 'Round 1',
      duration_seconds: 600,
      ms_remaining: 600_000,
      is_running: false,
      extensions: [],
      server_time: t.clock.now(),
    });
    const clockId = created.json().clock_id as string;
    const added = await ws.next();
    expect(added).toEqual({
      tournament_id: id,
      message_type: 'clock_added',
      clock_id: clockId,
      updated_clock: { clock_id: clockId, clock_name: 'Round 1', duration_seconds: 600, ms_remaining: 600_000, is_running: false, extensions: [] },
      updated_by_session_id: t.app.liveEchoId(owner.sessionId),
      updated_by_user_id: '', // a public channel: no account
      server_time: t.clock.now(),
    });

    t.clock.advance(5000); // a stopped clock does not move
    const started = await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
    expect(started.json()).toMatchObject({ ms_remaining: 600_000, is_running: true, server_time: t.clock.now() });
    expect(await ws.next((m) => m.message_type === 'clock_resumed')).toMatchObject({
      clock_id: clockId,
      updated_clock: { ms_remaining: 600_000, is_running: true },
      server_time: t.clock.now(),
    });

    t.clock.advance(90_250);
    const details = await owner.get(`/api/timers/${id}`);
    expect(details.json().clocks[0]).toMatchObject({ ms_remaining: 509_750, is_running: true });
    expect(details.json().server_time).toBe(t.clock.now());

    const paused = await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: false });
    expect(paused.json()).toMatchObject({ ms_remaining: 509_750, is_running: false });
    expect((await ws.next((m) => m.message_type === 'clock_paused')).updated_clock).toMatchObject({ ms_remaining: 509_750 });

    t.clock.advance(60 * MINUTE);
    const adjusted = await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: -600_000 });
    expect(adjusted.json()).toMatchObject({ ms_remaining: -90_250, is_running: false });
    expect((await ws.next((m) => m.message_type === 'clock_adjusted')).updated_clock).toMatchObject({ ms_remaining: -90_250 });

    await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
    t.clock.advance(10_000);
    expect((await owner.get(`/api/timers/${id}`)).json().clocks[0].ms_remaining).toBe(-100_250);
    const back = await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: 160_000 });
    expect(back.json()).toMatchObject({ ms_remaining: 59_750, is_running: true });

    t.clock.advance(1000);
    const reset = await owner.post(`/api/timers/${id}/clocks/${clockId}/reset`);
    expect(reset.json()).toMatchObject({ ms_remaining: 600_000, is_running: false, server_time: t.clock.now() });
    expect((await ws.next((m) => m.message_type === 'clock_reset')).updated_clock).toMatchObject({ ms_remaining: 600_000, is_running: false });

    // The database holds only the anchor, never a countdown.
    const [row] = await t.app.db.select().from(clocks).where(eq(clocks.id, clockId));
    expect(row).toMatchObject({ remainingMs: 600_000, anchorMs: t.clock.now(), isRunning: false });

    const deleted = await owner.delete(`/api/timers/${id}/clocks/${clockId}`);
    expect([deleted.statusCode, deleted.body]).toEqual([200, '']);
    expect(await ws.next((m) => m.message_type === 'clock_deleted')).toMatchObject({ clock_id: clockId, updated_clock: null });
    expect((await owner.get(`/api/timers/${id}`)).json().clocks).toEqual([]);
    expect((await owner.delete(`/api/timers/${id}/clocks/${clockId}`)).statusCode).toBe(404);
    ws.close();
  });

  it('checks clock, adjust and manager bodies with the messages the forms show', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner);
    const errorsOf = async (url: string, body: Record<string, unknown>) => {
      const response = await owner.post(url, body);
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await errorsOf(`/api/timers/${id}/clocks`, {})).toEqual({
      clock_name: ['Clock name is required'],
      duration_seconds: ['Duration is required'],
    });
    expect(await errorsOf(`/api/timers/${id}/clocks`, { clock_name: 'R1', duration_seconds: 59 })).toEqual({
      duration_seconds: ['Duration must be at least 1 minute'],
    });
    expect(await errorsOf(`/api/timers/${id}/clocks`, { clock_name: 'R1', duration_seconds: '3000' })).toEqual({
      duration_seconds: ['Duration must be a number'],
    });
    expect(await errorsOf(`/api/timers/${id}/clocks`, { clock_name: 'R1', duration_seconds: 90.5 })).toEqual({
      duration_seconds: ['Duration must be a whole number of seconds'],
    });
    const clockId = await createClock(owner, id, 'R1', 60);
    expect(await errorsOf(`/api/timers/${id}/clocks/${clockId}`, { is_running: 'yes' })).toHaveProperty('is_running');
    expect(await errorsOf(`/api/timers/${id}/clocks/${clockId}/adjust`, {})).toHaveProperty('ms_adjustment');
    expect(await errorsOf(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: 1.5 })).toEqual({
      ms_adjustment: ['Adjustment must be a whole number of milliseconds'],
    });
    expect(await errorsOf(`/api/timers/${id}/managers`, {})).toEqual({
      user_email: ['Email is required'],
      user_name: ['Name is required'],
    });
    expect(await errorsOf(`/api/timers/${id}/managers`, { user_email: 'judge@nowhere', user_name: ' ' })).toEqual({
      user_email: ['Invalid email address'],
      user_name: ['Name is required'],
    });
    // Unknown clocks and tournaments are 404s, whatever the body.
    expect((await owner.post(`/api/timers/${id}/clocks/nope`, { is_running: true })).statusCode).toBe(404);
    expect((await owner.post(`/api/timers/nope/clocks/${clockId}/reset`)).statusCode).toBe(404);
    expect((await owner.get('/api/timers/nope')).statusCode).toBe(404);
  });

  it('lets a manager added by e-mail sign in, see the tournament and run its clocks, but not manage people', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner, 'Regional Championship');
    const clockId = await createClock(owner, id);
    const email = `judge${++counter}@example.com`;

    const added = await owner.post(`/api/timers/${id}/managers`, { user_email: `  ${email.toUpperCase()} `, user_name: ' Jo Judge ' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe('');
    const [created] = await t.app.db.select().from(users).where(eq(users.email, email));

    // The judge signs in later with that address and finds the tournament.
    const judge = await t.signedIn(email);
    expect(judge.userId).toBe(created!.id);
    expect((await judge.get('/api/timers')).json().tournaments).toEqual([
      { tournament_id: id, tournament_name: 'Regional Championship', role: 'manager' },
    ]);
    const details = await judge.get(`/api/timers/${id}`);
    expect(details.json()).toMatchObject({
      tournament_id: id,
      tournament_name: 'Regional Championship',
      role: 'manager',
      managers: [{ user_id: judge.userId, user_name: 'Jo Judge', role: 'manager' }],
    });
    expect((await owner.get(`/api/timers/${id}`)).json().role).toBe('owner');

    // A manager runs clocks and forces a sync...
    expect((await judge.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true })).statusCode).toBe(200);
    expect((await judge.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: 30_000 })).statusCode).toBe(200);
    expect((await judge.post(`/api/timers/${id}/clocks/${clockId}/reset`)).statusCode).toBe(200);
    const judgeClock = await createClock(judge, id, 'Judge clock', 60);
    expect((await judge.delete(`/api/timers/${id}/clocks/${judgeClock}`)).statusCode).toBe(200);
    expect((await judge.post(`/api/timers/${id}/force-update`)).statusCode).toBe(200);
    // ...but only the owner adds or removes managers and deletes the tournament.
    for (const response of [
      await judge.post(`/api/timers/${id}/managers`, { user_email: 'x@example.com', user_name: 'X' }),
      await judge.delete(`/api/timers/${id}/managers/${judge.userId}`),
      await judge.delete(`/api/timers/${id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }

    // Adding again renames; the owner cannot be added; removal takes the access away.
    await owner.post(`/api/timers/${id}/managers`, { user_email: email, user_name: 'Jo the Head Judge' });
    expect((await owner.get(`/api/timers/${id}`)).json().managers).toEqual([{ user_id: judge.userId, user_name: 'Jo the Head Judge', role: 'manager' }]);
    const self = await owner.post(`/api/timers/${id}/managers`, { user_email: owner.email, user_name: 'Me' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toHaveProperty('user_email');

    const removed = await owner.delete(`/api/timers/${id}/managers/${judge.userId}`);
    expect([removed.statusCode, removed.body]).toEqual([200, '']);
    expect(await t.app.db.select().from(timerManagers).where(eq(timerManagers.tournamentId, id))).toEqual([]);
    // Back to what anyone sees: no role, no managers.
    expect((await judge.get(`/api/timers/${id}`)).json()).toMatchObject({ role: null, managers: [] });
    expect((await judge.get('/api/timers')).json().tournaments).toEqual([]);
    expect((await owner.delete(`/api/timers/${id}/managers/${judge.userId}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/timers/${id}/managers/not-a-uuid`)).statusCode).toBe(404);
  });

  it('refuses every change to another user (403) and to a signed-out visitor (401)', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner);
    const clockId = await createClock(owner, id);
    const stranger = await user('stranger');
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>][] = [
      ['DELETE', `/api/timers/${id}`],
      ['POST', `/api/timers/${id}/clocks`, { clock_name: 'X', duration_seconds: 60 }],
      ['POST', `/api/timers/${id}/clocks/${clockId}`, { is_running: true }],
      ['POST', `/api/timers/${id}/clocks/${clockId}/reset`],
      ['POST', `/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: 10_000 }],
      ['DELETE', `/api/timers/${id}/clocks/${clockId}`],
      ['POST', `/api/timers/${id}/managers`, { user_email: 'x@example.com', user_name: 'X' }],
      ['DELETE', `/api/timers/${id}/managers/${owner.userId}`],
      ['POST', `/api/timers/${id}/force-update`],
      ['POST', `/api/timers/${id}/all-clocks`, { is_running: true }],
      ['POST', `/api/timers/${id}/clocks/${clockId}/extensions`, { table_number: 4, minutes: 3 }],
      ['DELETE', `/api/timers/${id}/clocks/${clockId}/extensions/4`],
    ];
    const ws = await connectWs(base, timersChannel(id));
    for (const [method, url, body] of calls) {
      const forbidden = await stranger.request(method, url, body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().detail).toBeTypeOf('string');
      expect((await t.anonymous().request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.anonymous().get('/api/timers')).statusCode).toBe(401);
    expect((await t.anonymous().post('/api/timers', { tournament_name: 'X' })).statusCode).toBe(401);
    // Nothing changed and nothing was announced.
    const details = (await owner.get(`/api/timers/${id}`)).json();
    expect(details.clocks).toEqual([expect.objectContaining({ clock_id: clockId, is_running: false, ms_remaining: 3_000_000 })]);
    expect(details.managers).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ws.received).toEqual([]);
    ws.close();
  });

  it('shows a tournament to anyone: its name and clocks, without role, managers or e-mails', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner, 'Open Display');
    const running = await createClock(owner, id, 'Main event', 3000);
    await createClock(owner, id, 'Side event (stopped)', 1200);
    await owner.post(`/api/timers/${id}/managers`, { user_email: `secret${++counter}@example.com`, user_name: 'Secret Judge' });
    await owner.post(`/api/timers/${id}/clocks/${running}`, { is_running: true });
    t.clock.advance(1500);

    const stranger = await user('stranger');
    for (const visitor of [t.anonymous(), stranger]) {
      const display = await visitor.get(`/api/timers/${id}`);
      expect(display.statusCode).toBe(200);
      expect(display.json()).toEqual({
        tournament_id: id,
        tournament_name: 'Open Display',
        role: null,
        clocks: [
          { clock_id: running, clock_name: 'Main event', duration_seconds: 3000, ms_remaining: 2_998_500, is_running: true, extensions: [] },
          { clock_id: expect.any(String), clock_name: 'Side event (stopped)', duration_seconds: 1200, ms_remaining: 1_200_000, is_running: false, extensions: [] },
        ],
        managers: [],
        server_time: t.clock.now(),
      });
      expect(display.body).not.toContain('Secret');
      expect(display.body).not.toContain('@');
    }
    expect((await owner.get(`/api/timers/${id}`)).json().managers).toMatchObject([{ user_name: 'Secret Judge' }]);
    const unknown = await t.anonymous().get('/api/timers/unknown');
    expect([unknown.statusCode, unknown.body]).toEqual([404, '']);
  });

  it("gives its owner and managers the round length of the linked event's format, and anyone else none", async () => {
    const owner = await user('owner');
    const judgeEmail = `judge${++counter}@example.com`;
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const linkedEvent = async (format: string, tournamentId: string) => {
      const created = await owner.post('/api/events', { event_name: format, format, event_date: today });
      expect(created.statusCode, created.body).toBe(200);
      const linked = await owner.post(`/api/events/${created.json().event_id}`, { timer_tournament_id: tournamentId });
      expect(linked.statusCode, linked.body).toBe(200);
    };

    const fab = await createTournament(owner, 'Road to Nationals');
    await owner.post(`/api/timers/${fab}/managers`, { user_email: judgeEmail, user_name: 'Jo Judge' });
    expect((await owner.get(`/api/timers/${fab}`)).json().round_minutes).toBe(50); // nothing linked yet
    await linkedEvent('fab-cc', fab);
    expect((await owner.get(`/api/timers/${fab}`)).json()).toMatchObject({ role: 'owner', round_minutes: 55 });
    expect((await (await t.signedIn(judgeEmail)).get(`/api/timers/${fab}`)).json()).toMatchObject({ role: 'manager', round_minutes: 55 });
    for (const visitor of [t.anonymous(), await user('stranger')]) {
      expect((await visitor.get(`/api/timers/${fab}`)).json()).not.toHaveProperty('round_minutes');
    }

    const magic = await createTournament(owner, 'Modern RCQ');
    await linkedEvent('modern', magic);
    expect((await owner.get(`/api/timers/${magic}`)).json().round_minutes).toBe(50);
    // Several events linked: the most recently created one's format.
    await linkedEvent('fab-sage', magic);
    expect((await owner.get(`/api/timers/${magic}`)).json().round_minutes).toBe(35);
  });

  it("shares one read among signed-out readers asking at once, and a change's message makes the next reader read afresh", async () => {
    const owner = await user('owner');
    const id = await createTournament(owner, 'Crowded hall');
    const clockId = await createClock(owner, id, 'Round 1', 3000);
    const reads = publicTournamentReads(t.app);
    const heard = (channel: string) => new Promise<void>((resolve) => t.app.live.onMessage((name) => name === channel && resolve()));

    const first = reads.details(id);
    expect(reads.details(id)).toBe(first); // asked while the first is in flight: the same read
    expect(reads.exists(id)).toBe(reads.exists(id));
    // A change: once its message is heard, the next read shows it.
    const changeHeard = heard(timersChannel(id));
    const adjusted = await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: -60_000 });
    expect(adjusted.statusCode).toBe(200);
    await changeHeard;
    expect((await reads.details(id))!.clocks.map((clock) => clock.remainingMs)).toEqual([2_940_000]);
    expect(await reads.exists(id)).toBe(true);
    expect(await reads.exists('no-such-tournament')).toBe(false);
  });

  it('sends a display that asks for it the tournament as anyone reads it, first, then the changes', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner, 'Reconnecting hall');
    const clockId = await createClock(owner, id, 'Round 1', 3000);
    await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
    t.clock.advance(2000);

    const display = await connectWs(base, timersChannel(id), { withState: true });
    const state = await display.next();
    expect(state).toEqual({ type: 'STATE', tournament: (await t.anonymous().get(`/api/timers/${id}`)).json() });
    expect(state).toMatchObject({ tournament: { role: null, managers: [], clocks: [{ clock_id: clockId, ms_remaining: 2_998_000 }] } });

    await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: -60_000 });
    expect(await display.next(() => true, 5000, 1)).toMatchObject({ message_type: 'clock_adjusted', updated_clock: { ms_remaining: 2_938_000 } });
    // Without asking, a socket hears the changes only (as the decklist.lol client expects).
    const plain = await connectWs(base, timersChannel(id));
    await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: -60_000 });
    expect(await plain.next()).toMatchObject({ message_type: 'clock_adjusted' });
    expect(plain.received).toHaveLength(1);
    display.close();
    plain.close();
  });

  it('force update and tournament deletion make every screen refetch', async () => {
    const owner = await user('owner');
    const id = await createTournament(owner);
    await createClock(owner, id);
    const display = await connectWs(base, timersChannel(id));

    const forced = await owner.post(`/api/timers/${id}/force-update`);
    expect([forced.statusCode, forced.body]).toEqual([200, '']);
    expect(await display.next()).toEqual({
      tournament_id: id,
      message_type: 'force_update',
      clock_id: null,
      updated_clock: null,
      updated_by_session_id: t.app.liveEchoId(owner.sessionId),
      updated_by_user_id: '', // a public channel: no account
      server_time: t.clock.now(),
    });

    const deleted = await owner.delete(`/api/timers/${id}`);
    expect([deleted.statusCode, deleted.body]).toEqual([200, '']);
    expect(await display.next((m) => m.message_type === 'force_update', 5000, 1)).toMatchObject({ tournament_id: id });
    expect((await owner.get(`/api/timers/${id}`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`/api/timers/${id}`)).statusCode).toBe(404);
    expect(await t.app.db.select().from(clocks).where(eq(clocks.tournamentId, id))).toEqual([]);
    expect((await owner.get('/api/timers')).json().tournaments).toEqual([]);
    display.close();
  });
});

describe.each(DATABASE_KINDS)('a running clock across a restart on %s', (kind) => {
  it('keeps exact time when the app is rebuilt on the same database', async () => {
    const db = await createTestDatabase(kind);
    try {
      const first = await createTestApp(kind, { database: db });
      const owner = await first.signedIn('restart.owner@example.com');
      const id = await createTournament(owner);
      const clockId = await createClock(owner, id, 'Round 3', 50 * 60);
      await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
      const startedAt = first.clock.now();
      await first.close();

      // The server is down for 7.5 minutes, then a new process starts with its own clock.
      const second = await createTestApp(kind, { database: db });
      second.clock.set(startedAt + 7.5 * MINUTE);
      try {
        const again = await second.signedIn('restart.owner@example.com');
        const details = await again.get(`/api/timers/${id}`);
        expect(details.json().clocks).toEqual([
          { clock_id: clockId, clock_name: 'Round 3', duration_seconds: 3000, ms_remaining: 3_000_000 - 7.5 * MINUTE, is_running: true, extensions: [] },
        ]);
        // ...and goes on past zero.
        second.clock.advance(50 * MINUTE);
        const display = await second.anonymous().get(`/api/timers/${id}`);
        expect(display.json().clocks[0].ms_remaining).toBe(-7.5 * MINUTE);
      } finally {
        await second.close();
      }
    } finally {
      await db.drop();
    }
  });
});

describe.runIf(HAS_POSTGRES)('clocks across two instances on PostgreSQL', () => {
  it('a change made through one instance reaches the screens of the other, which derives the same time', async () => {
    const { one, two, close } = await createTwoInstances();
    try {
      const owner = await one.signedIn('two.instances@example.com');
      const id = await createTournament(owner);
      const clockId = await createClock(owner, id, 'Top 8', 3000);
      const screen = await connectWs(await listen(two), timersChannel(id));
      await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
      const message = await screen.next((m) => m.message_type === 'clock_resumed');
      expect(message).toMatchObject({ clock_id: clockId, server_time: one.clock.now(), updated_clock: { ms_remaining: 3_000_000 } });

      two.clock.set(one.clock.now() + 61_000);
      const seenByTwo = (await two.anonymous().get(`/api/timers/${id}`)).json();
      expect(seenByTwo.clocks[0].ms_remaining).toBe(3_000_000 - 61_000);
      screen.close();
    } finally {
      await close();
    }
  });
});

describe('the public display page', () => {
  it('is served as its own small HTML entry at /timers/{id}/view', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'timer-display.html'), '<!doctype html><title>display</title>');
    const t = await createTestApp('pglite', { overrides: { webDistDir: dist } });
    try {
      const view = await t.anonymous().get('/timers/AbC_123-xyz/view');
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain('<title>display</title>');
      expect(view.headers['cache-control']).toBe('no-cache');
      for (const url of ['/timers', '/timers/new', '/timers/AbC_123-xyz', '/timers/a/view/more']) {
        expect((await t.anonymous().get(url)).body, url).toContain('<title>app</title>');
      }
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
