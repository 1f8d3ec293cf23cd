import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventChannel } from '@decklist/core/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { findOrCreateUserByEmail } from '../src/auth/users';
import { loadConfig } from '../src/config';
import { events } from '../src/db/schema';
import { joinEvent } from './helpers/join';
import { TEST_ORIGIN, createTestApp, createTwoInstances, listen, type TestApp } from './helpers/app';
import { TestClock } from './helpers/clock';
import { DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';
import { connectWs } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day (10:00 UTC)
const DECK = { player_name: 'Pat', deck_name: '', decklist_text: '4 Lightning Bolt\n56 Mountain' };
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('submission deadline API on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An open event with an owner, a judge and a player who has submitted a deck. */
  async function scene() {
    const n = ++mail;
    const owner = await t.signedIn(`deadline-owner${n}@example.com`);
    const judge = await t.signedIn(`deadline-judge${n}@example.com`);
    const player = await t.signedIn(`deadline-player${n}@example.com`);
    const eventId = (await owner.post('/api/events', { event_name: 'Deadline RCQ', format: 'modern', event_date: TODAY })).json().event_id as string;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: `deadline-judge${n}@example.com` })).statusCode).toBe(200);
    await joinEvent(t.app.db, { eventId, userId: player.userId, playerName: 'Pat' });
    expect((await player.post(`/api/events/${eventId}/deck`, DECK)).statusCode).toBe(200);
    return { owner, judge, player, eventId, path: `/api/events/${eventId}` };
  }
  const inMinutes = (minutes: number) => new Date(t.clock.now() + minutes * MINUTE).toISOString();

  it('an organiser sets a deadline; submissions close at that instant, before any job has run, with a clear 403', async () => {
    const { judge, player, path } = await scene();
    const deadline = inMinutes(30);
    expect((await judge.post(path, { submission_deadline: deadline })).statusCode).toBe(200);
    expect((await player.get(path)).json()).toMatchObject({ status: 'open', submission_deadline: deadline });

    t.clock.advance(30 * MINUTE - 1);
    expect((await player.post(`${path}/deck`, { ...DECK, deck_name: 'Last minute' })).statusCode).toBe(200);

    t.clock.advance(1);
    const late = await player.post(`${path}/deck`, { ...DECK, deck_name: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.headers['content-type']).toContain('application/problem+json');
    expect(late.json().detail).toBe(
      `Submissions closed at the submission deadline (${deadline}): decklists can no longer be submitted or changed. Ask the organiser if you need a change.`,
    );
    expect((await player.delete(`${path}/deck`)).statusCode).toBe(403);
    // Everyone reads the event as closed from that instant.
    expect((await player.get(path)).json()).toMatchObject({ status: 'closed', submission_deadline: deadline });
    expect((await player.get('/api/events')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'closed' })]));
    // The deck as it was at the deadline.
    expect((await player.get(`${path}/deck`)).json().deck_name).toBe('Last minute');
  });

  it('the job closes the event in the database and tells its open pages on the live channel', async () => {
    const { owner, player, eventId, path } = await scene();
    expect((await owner.post(path, { submission_deadline: inMinutes(5) })).statusCode).toBe(200);
    const base = await listen(t);
    const ws = await connectWs(base, eventChannel(eventId), { cookies: player.cookies });
    try {
      await t.app.jobs.runNow('submission-deadlines');
      t.clock.advance(5 * MINUTE);
      expect(await t.app.jobs.runNow('submission-deadlines')).toBe(true);
      expect(await ws.next()).toMatchObject({ refresh: true, scope: 'event', user_id: null, updated_by_user_id: null });
      const [row] = await t.app.db.select({ status: events.status }).from(events).where(eq(events.id, eventId));
      expect(row?.status).toBe('closed');
      // Run again: nothing more to close, nothing more said.
      await t.app.jobs.runNow('submission-deadlines');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ws.received).toHaveLength(1);
    } finally {
      ws.close();
    }
  });

  it('only the owner reopens: reopening clears a passed deadline, or moves it; a judge may not', async () => {
    const { owner, judge, player, path } = await scene();
    expect((await owner.post(path, { submission_deadline: inMinutes(1) })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await player.post(`${path}/deck`, DECK)).statusCode).toBe(403);

    const byJudge = await judge.post(path, { event_status: 'open' });
    expect(byJudge.statusCode).toBe(403);
    expect(byJudge.json().detail).toBe('Only the tournament owner can reopen this tournament.');
    expect((await judge.post(path, { submission_deadline: inMinutes(60) })).statusCode).toBe(403); // moving it is reopening
    expect((await judge.post(path, { submission_deadline: null })).statusCode).toBe(403);

    // Reopened by the owner: the passed deadline is cleared.
    expect((await owner.post(path, { event_status: 'open' })).statusCode).toBe(200);
    expect((await player.get(path)).json()).toMatchObject({ status: 'open', submission_deadline: null });
    expect((await player.post(`${path}/deck`, DECK)).statusCode).toBe(200);

    // Closed again by a deadline, then reopened by moving the deadline.
    expect((await owner.post(path, { submission_deadline: inMinutes(1) })).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const later = inMinutes(10);
    expect((await owner.post(path, { submission_deadline: later })).statusCode).toBe(200);
    expect((await player.get(path)).json()).toMatchObject({ status: 'open', submission_deadline: later });
    expect((await player.post(`${path}/deck`, DECK)).statusCode).toBe(200);

    // A judge may clear a deadline that has not come yet.
    expect((await judge.post(path, { submission_deadline: null })).statusCode).toBe(200);
    expect((await player.get(path)).json()).toMatchObject({ status: 'open', submission_deadline: null });
  });

  it('refuses a deadline in the past or not a date and time with field errors, and players or strangers', async () => {
    const { owner, player, path } = await scene();
    const past = await owner.post(path, { submission_deadline: new Date(t.clock.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ submission_deadline: ['The submission deadline must be in the future.'] });
    for (const bad of ['tomorrow', '2026-11-21', '2026-11-21T25:00:00Z', 12, '2026-11-21T12:00:00']) {
      const response = await owner.post(path, { submission_deadline: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['submission_deadline']);
    }
    expect((await player.post(path, { submission_deadline: inMinutes(10) })).statusCode).toBe(403);
    expect((await t.anonymous().post(path, { submission_deadline: inMinutes(10) })).statusCode).toBe(401);
    // An organiser's edit of a player's deck still works after the deadline (a paper list, a correction).
    expect((await owner.post(path, { submission_deadline: inMinutes(1) })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await owner.post(`${path}/deck`, { ...DECK, user_id: player.userId })).statusCode).toBe(200);
  });
});

describe('submission deadline across a restart (embedded database)', () => {
  it('is kept in the database: the restarted server refuses late submissions at once and closes the event', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-deadline-'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    const clock = new TestClock();
    const start = () => buildApp(config, { startJobs: false, logger: false, webDistDir: '/nonexistent', now: clock.now });
    const as = async (app: Awaited<ReturnType<typeof start>>, email: string) => {
      const user = await findOrCreateUserByEmail(app.db, email);
      const session = await createSession(app.db, user.id, clock.now());
      return (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: { origin: TEST_ORIGIN }, cookies: { decklist_session: session.token }, ...(payload ? { payload } : {}) });
    };
    try {
      const first = await start();
      const owner = await as(first, 'owner@example.com');
      const eventId = (await owner('POST', '/api/events', { event_name: 'Restart', format: 'modern', event_date: TODAY })).json().event_id as string;
      const deadline = new Date(clock.now() + MINUTE).toISOString();
      expect((await owner('POST', `/api/events/${eventId}`, { submission_deadline: deadline })).statusCode).toBe(200);
      await first.close();

      clock.advance(MINUTE);
      const second = await start();
      try {
        const player = await as(second, 'player@example.com');
        expect((await player('POST', `/api/events/${eventId}/deck`, DECK)).statusCode).toBe(403);
        expect((await player('GET', `/api/events/${eventId}`)).json()).toMatchObject({ status: 'closed', submission_deadline: deadline });
        await second.jobs.runNow('submission-deadlines');
        const [row] = await second.db.select({ status: events.status }).from(events).where(eq(events.id, eventId));
        expect(row?.status).toBe('closed');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(HAS_POSTGRES)('submission deadline across instances on PostgreSQL', () => {
  it('a deadline set through one instance is enforced by the other and its closing reaches the other’s clients once', async () => {
    const { one, two, close } = await createTwoInstances();
    try {
      const owner = await one.signedIn('owner@example.com');
      const player = await two.signedIn('player@example.com');
      const eventId = (await owner.post('/api/events', { event_name: 'Across', format: 'modern', event_date: TODAY })).json().event_id as string;
      const path = `/api/events/${eventId}`;
      expect((await player.post(`${path}/deck`, DECK)).statusCode).toBe(200);
      const deadline = new Date(one.clock.now() + MINUTE).toISOString();
      expect((await owner.post(path, { submission_deadline: deadline })).statusCode).toBe(200);

      const base = await listen(two);
      const ws = await connectWs(base, eventChannel(eventId), { cookies: player.cookies });
      one.clock.advance(MINUTE);
      two.clock.advance(MINUTE);
      expect((await player.post(`${path}/deck`, DECK)).statusCode).toBe(403);
      // Both instances run the job; one closes the event and announces it, the other finds nothing to do.
      await Promise.all([one.app.jobs.runNow('submission-deadlines'), two.app.jobs.runNow('submission-deadlines')]);
      await two.app.jobs.runNow('submission-deadlines');
      expect(await ws.next()).toMatchObject({ refresh: true, scope: 'event' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ws.received).toHaveLength(1);
      ws.close();
    } finally {
      await close();
    }
  });
});
