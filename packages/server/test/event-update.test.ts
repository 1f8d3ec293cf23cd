import { eventChannel } from '@decklist/core/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinEvent } from './helpers/join';
import { createTestApp, listen, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { connectWs } from './helpers/ws';

// The TestClock starts on 2026-11-21 at 10:00 UTC: the server accepts dates from 2026-11-19 to 2026-12-22
// (yesterday to 30 days ahead in every time zone).
const TODAY = '2026-11-21';

describe.each(API_DATABASE_KINDS)('renaming and re-dating an event on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An event with its owner, a judge and a player. */
  async function scene() {
    const id = ++n;
    const owner = await t.signedIn(`update-owner${id}@example.com`);
    const judge = await t.signedIn(`update-judge${id}@example.com`);
    const player = await t.signedIn(`update-player${id}@example.com`);
    const eventId = (await owner.post('/api/events', { event_name: 'Friday Modern', format: 'modern', event_date: TODAY })).json().event_id as string;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: `update-judge${id}@example.com` })).statusCode).toBe(200);
    await joinEvent(t.app.db, { eventId, userId: player.userId, playerName: 'Pat' });
    return { owner, judge, player, eventId, path: `/api/events/${eventId}` };
  }

  it('the owner renames and re-dates the event; everyone reads the new name and date', async () => {
    const { owner, player, path } = await scene();
    const saved = await owner.post(path, { event_name: '  Saturday Modern  ', event_date: '2026-12-05' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toBe('');
    expect((await player.get(path)).json()).toMatchObject({ event_name: 'Saturday Modern', event_date: '2026-12-05', status: 'open' });
    expect((await player.get('/api/events')).json()).toEqual([expect.objectContaining({ event_name: 'Saturday Modern', event_date: '2026-12-05' })]);

    // One field at a time, and together with the contract's status in one request.
    expect((await owner.post(path, { event_name: 'Sunday Modern' })).statusCode).toBe(200);
    expect((await owner.post(path, { event_date: '2026-11-20', event_status: 'closed' })).statusCode).toBe(200);
    expect((await owner.get(path)).json()).toMatchObject({ event_name: 'Sunday Modern', event_date: '2026-11-20', status: 'closed' });
    // Null, like a missing field, changes nothing.
    expect((await owner.post(path, { event_name: null, event_date: null })).statusCode).toBe(200);
    expect((await owner.get(path)).json()).toMatchObject({ event_name: 'Sunday Modern', event_date: '2026-11-20' });
  });

  it('refuses what creation refuses, with field errors, and changes nothing', async () => {
    const { owner, path } = await scene();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ event_name: '' }, 'event_name', 'Tournament name is required'],
      [{ event_name: '   ' }, 'event_name', 'Tournament name is required'],
      [{ event_name: 'x'.repeat(101) }, 'event_name', 'Tournament name must be at most 100 characters'],
      [{ event_name: 42 }, 'event_name', 'Tournament name must be text'],
      [{ event_date: '2026-11-18' }, 'event_date', "Date can't be before yesterday."],
      [{ event_date: '2026-12-23' }, 'event_date', "Date can't be more than 30 days in the future."],
      [{ event_date: '2026-02-30' }, 'event_date', 'Tournament date must be a date (YYYY-MM-DD)'],
      [{ event_date: 'next friday' }, 'event_date', 'Tournament date must be a date (YYYY-MM-DD)'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.post(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    // A good name beside a bad date: nothing is saved.
    expect((await owner.post(path, { event_name: 'Renamed', event_date: '2027-01-01' })).statusCode).toBe(400);
    expect((await owner.get(path)).json()).toMatchObject({ event_name: 'Friday Modern', event_date: TODAY });
  });

  it('keeps a date that has left the window when only the name changes', async () => {
    const { owner, path } = await scene();
    expect((await owner.post(path, { event_date: '2026-11-20' })).statusCode).toBe(200);
    const start = t.clock.now();
    try {
      t.clock.set(Date.UTC(2026, 10, 25, 10)); // 2026-11-20 is now before yesterday
      expect((await owner.post(path, { event_name: 'Renamed Later', event_date: '2026-11-20' })).statusCode).toBe(200);
      expect((await owner.post(path, { event_date: '2026-11-19' })).json().errors).toEqual({ event_date: ["Date can't be before yesterday."] });
      expect((await owner.get(path)).json()).toMatchObject({ event_name: 'Renamed Later', event_date: '2026-11-20' });
    } finally {
      t.clock.set(start);
    }
  });

  it('is the owner’s alone: judges and players get 403, strangers 403, signed-out callers 401', async () => {
    const { judge, player, path } = await scene();
    const stranger = await t.signedIn(`update-stranger${n}@example.com`);
    for (const body of [{ event_name: 'Judge Renamed' }, { event_date: '2026-12-01' }, { event_name: 'Both', event_status: 'closed' }]) {
      const byJudge = await judge.post(path, body);
      expect(byJudge.statusCode).toBe(403);
      expect(byJudge.json().detail).toBe('Only the owner of this event can change its name and date.');
    }
    expect((await player.post(path, { event_name: 'Player Renamed' })).statusCode).toBe(403);
    expect((await stranger.post(path, { event_name: 'Stranger Renamed' })).statusCode).toBe(403);
    expect((await t.anonymous().post(path, { event_name: 'Anonymous' })).statusCode).toBe(401);
    expect((await judge.get(path)).json()).toMatchObject({ event_name: 'Friday Modern', event_date: TODAY, status: 'open' });
    // The judge still closes the event as before.
    expect((await judge.post(path, { event_status: 'closed' })).statusCode).toBe(200);
  });

  it('tells every open page of the event on its live channel, not the session that made the change', async () => {
    const { owner, judge, player, eventId, path } = await scene();
    const base = await listen(t);
    const toPlayer = await connectWs(base, eventChannel(eventId), { cookies: player.cookies });
    const toJudge = await connectWs(base, eventChannel(eventId), { cookies: judge.cookies });
    const toOwner = await connectWs(base, eventChannel(eventId), { cookies: owner.cookies });
    try {
      expect((await owner.post(path, { event_name: 'Live Renamed' })).statusCode).toBe(200);
      expect(await toPlayer.next()).toMatchObject({ refresh: true, scope: 'event', user_id: null, updated_by_user_id: null });
      expect(await toJudge.next()).toMatchObject({ refresh: true, scope: 'event', updated_by_user_id: owner.userId });
      // Nothing changed: nothing is said.
      expect((await owner.post(path, { event_name: 'Live Renamed' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toPlayer.received).toHaveLength(1);
      expect(toOwner.received).toHaveLength(0);
    } finally {
      for (const ws of [toPlayer, toJudge, toOwner]) ws.close();
    }
  });

  it('the 7-day clean-up follows the new date', async () => {
    const { owner, path } = await scene();
    expect((await owner.post(path, { event_date: '2026-12-10' })).statusCode).toBe(200);
    const start = t.clock.now();
    try {
      // A week after the old date is over: kept, since its date is now 10 December.
      t.clock.set(Date.UTC(2026, 10, 29, 0, 0, 1));
      expect(await t.app.jobs.runNow('event-cleanup')).toBe(true);
      expect((await owner.get(path)).statusCode).toBe(200);
      // Last moment of the new expiration date (17 December): kept; the day after: gone.
      t.clock.set(Date.UTC(2026, 11, 17, 23, 59, 59));
      expect(await t.app.jobs.runNow('event-cleanup')).toBe(true);
      expect((await owner.get(path)).statusCode).toBe(200);
      t.clock.set(Date.UTC(2026, 11, 18, 0, 0, 1));
      expect(await t.app.jobs.runNow('event-cleanup')).toBe(true);
      expect((await owner.get(path)).statusCode).toBe(404);
    } finally {
      t.clock.set(start);
    }
  });
});
