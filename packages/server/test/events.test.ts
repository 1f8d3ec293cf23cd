import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decklistRevisions, decklists, eventUsers, events, users } from '../src/db/schema';
import { joinEvent } from './helpers/join';
import { eventChannel } from '@decklist/core/live';
import { createTestApp, createTwoInstances, listen, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';
import { connectWs } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day (10:00 UTC)

describe.each(DATABASE_KINDS)('events API on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who = 'user') => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function createEvent(client: TestClient, body: Record<string, unknown> = {}) {
    const response = await client.post('/api/events', {
      event_name: 'Modern RCQ',
      format: 'modern',
      event_date: TODAY,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { event_id: string } & Record<string, unknown>;
  }

  /** An event with an owner, a judge and a player, each signed in. */
  async function eventWithRoles() {
    const owner = await t.signedIn(nextEmail('owner'));
    const judge = await t.signedIn(nextEmail('judge'));
    const player = await t.signedIn(nextEmail('player'));
    const stranger = await t.signedIn(nextEmail('stranger'));
    const { event_id } = await createEvent(owner);
    const [judgeUser] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    expect((await owner.post(`/api/events/${event_id}/users`, { player_name: 'Jude', email: judgeUser!.email!, role: 'judge' })).statusCode).toBe(200);
    expect(await joinEvent(t.app.db, { eventId: event_id, userId: player.userId, playerName: 'Pat' })).toEqual({
      outcome: 'added',
      userId: player.userId,
    });
    return { owner, judge, player, stranger, anonymous: t.anonymous(), eventId: event_id };
  }

  /** A participant of the event by name, as its organisers see it. */
  async function participant(organiser: TestClient, eventId: string, name: string) {
    const { participants } = (await organiser.get(`/api/events/${eventId}`)).json() as { participants: { user_id: string; player_name: string }[] };
    return participants.find((p) => p.player_name === name)!;
  }

  it('lists the formats organisers can pick', async () => {
    const response = await t.anonymous().get('/api/events/formats');
    expect(response.statusCode).toBe(200);
    const { formats } = response.json() as { formats: { format: string; name: string; decklist_style: string }[] };
    const byName = Object.fromEntries(formats.map((f) => [f.name, f.decklist_style]));
    for (const name of ['Standard', 'Pioneer', 'Modern', 'Legacy', 'Vintage', 'Pauper', 'Premodern']) expect(byName[name]).toBe('sixty');
    for (const name of ['Commander', 'Duel Commander', 'Pauper Commander']) expect(byName[name]).toBe('commander');
    expect(formats.find((f) => f.format === 'limited')).toMatchObject({ decklist_style: 'sixty' });
    // The contract's fields, and the game (an addition).
    expect(Object.keys(formats[0]!).sort()).toEqual(['decklist_style', 'format', 'game', 'name']);
  });

  it('creates an event with a short unambiguous code, lists it and looks it up in any case', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const created = await createEvent(owner, { event_name: '  Friday Pauper  ', format: 'pauper' });
    expect(created).toMatchObject({
      success: true,
      event_name: 'Friday Pauper',
      event_date: TODAY,
      status: 'open',
      format: 'pauper',
      format_name: 'Pauper',
      decklist_style: 'sixty',
      max_players: 300,
      player_count: 0,
      role: 'owner',
      participants: [],
    });
    expect(created.event_id).toMatch(/^[2-9a-hjkmnp-z]{10}$/);

    const list = await owner.get('/api/events');
    expect(list.json()).toEqual([
      {
        event_id: created.event_id,
        event_name: 'Friday Pauper',
        event_date: TODAY,
        status: 'open',
        format: 'pauper',
        format_name: 'Pauper',
        role: 'owner',
      },
    ]);
    const upper = await t.anonymous().get(`/api/events/${created.event_id.toUpperCase()}`);
    expect(upper.statusCode).toBe(200);
    expect(upper.json()).toMatchObject({ event_id: created.event_id, role: null, player_count: 0, participants: [] });
  });

  it('refuses bad input with field errors, and anonymous creation with 401', async () => {
    const owner = await t.signedIn(nextEmail());
    const bad = await owner.post('/api/events', { event_name: ' ', format: 'chess', event_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['event_date', 'event_name', 'format']);
    expect(bad.json().errors.event_name[0]).toBe('Tournament name is required');

    const missing = await owner.post('/api/events', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['event_date', 'event_name', 'format']);

    const anonymous = await t.anonymous().post('/api/events', { event_name: 'x', format: 'modern', event_date: TODAY });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.anonymous().get('/api/events')).statusCode).toBe(401);
  });

  it('accepts dates from yesterday to 30 days ahead in any time zone, and no others', async () => {
    const owner = await t.signedIn(nextEmail());
    const dateStatus = async (event_date: string) =>
      (await owner.post('/api/events', { event_name: 'Dated', format: 'modern', event_date })).statusCode;
    expect(await dateStatus('2026-11-20')).toBe(200); // yesterday
    expect(await dateStatus('2026-12-21')).toBe(200); // 30 days ahead
    expect(await dateStatus('2026-11-19')).toBe(200); // yesterday west of UTC (it is 22:00 on the 20th at UTC-12)
    expect(await dateStatus('2026-12-22')).toBe(200); // 30 days ahead east of UTC (midnight on the 22nd at UTC+14)
    const past = await owner.post('/api/events', { event_name: 'Old', format: 'modern', event_date: '2026-11-18' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.event_date).toEqual(["Date can't be before yesterday."]);
    const far = await owner.post('/api/events', { event_name: 'Far', format: 'modern', event_date: '2026-12-23' });
    expect(far.json().errors.event_date).toEqual(["Date can't be more than 30 days in the future."]);
  });

  it('lets a user own at most 25 events (a 409 problem), also when created at once', async () => {
    const owner = await t.signedIn(nextEmail('busy'));
    const results = await Promise.all(
      Array.from({ length: 27 }, (_, i) => owner.post('/api/events', { event_name: `E${i}`, format: 'modern', event_date: TODAY })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(25);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ title: 'Too many events', type: '/problems/event-limit' });
    expect(refused[0]!.json().detail).toContain('at most 25 events');
    // Being a judge elsewhere does not count.
    expect((await owner.get('/api/events')).json()).toHaveLength(25);
  });

  it('shows participants with deck state to the owner and judges only', async () => {
    const { owner, judge, player, stranger, anonymous, eventId } = await eventWithRoles();
    const submittedAt = '2026-11-21T09:08:07.065Z';
    const checkedAt = '2026-11-21T09:59:59.999Z';
    await t.app.db.insert(decklists).values({ eventId, userId: player.userId, playerName: 'Pat', decklistText: '4 Island', hasWarnings: true, updatedAt: new Date(submittedAt) });
    await t.app.db.update(eventUsers).set({ isDeckChecked: true, checkedAt: new Date(checkedAt) }).where(eq(eventUsers.userId, player.userId));

    for (const [client, role] of [[owner, 'owner'], [judge, 'judge']] as const) {
      const body = (await client.get(`/api/events/${eventId}`)).json();
      expect(body.role).toBe(role);
      expect(body.player_count).toBe(1);
      expect(body.participants).toEqual([
        { user_id: judge.userId, player_name: 'Jude', role: 'judge', is_deck_checked: false, has_deck: false, has_deck_warning: false, deck_submitted_at: null, checked_at: null, changed_since_checked_at: null },
        {
          user_id: player.userId,
          player_name: 'Pat',
          role: 'player',
          is_deck_checked: true,
          has_deck: true,
          has_deck_warning: true,
          // Written by the database as JavaScript's toISOString writes them.
          deck_submitted_at: submittedAt,
          checked_at: checkedAt,
          changed_since_checked_at: null,
        },
      ]);
    }
    for (const [client, role] of [[player, 'player'], [stranger, null], [anonymous, null]] as const) {
      const body = (await client.get(`/api/events/${eventId}`)).json();
      expect(body.role).toBe(role);
      expect(body.player_count).toBe(1);
      expect(body.participants).toEqual([]);
    }
    const missing = await anonymous.get('/api/events/zzzzzzzzzz');
    expect([missing.statusCode, missing.body]).toEqual([404, '']);
  });

  it('answers a batch of events sorted by date, as details with the role when signed in', async () => {
    const owner = await t.signedIn(nextEmail());
    const later = await createEvent(owner, { event_name: 'Later', event_date: '2026-12-01' });
    const sooner = await createEvent(owner, { event_name: 'Sooner', event_date: '2026-11-25' });
    const url = `/api/events/batch?eventId=${later.event_id.toUpperCase()}&eventId=${sooner.event_id}&eventId=nosuchcode&eventId=${sooner.event_id}`;
    const mine = (await owner.get(url)).json() as { event_name: string; role: string | null }[];
    expect(mine.map((e) => [e.event_name, e.role])).toEqual([['Sooner', 'owner'], ['Later', 'owner']]);
    expect(mine[0]).toMatchObject({ decklist_style: 'sixty', player_count: 0, max_players: 300, participants: [] });
    const theirs = (await t.anonymous().get(url)).json() as { event_name: string; role: string | null }[];
    expect(theirs.map((e) => [e.event_name, e.role])).toEqual([['Sooner', null], ['Later', null]]);
    expect((await t.anonymous().get('/api/events/batch')).json()).toEqual([]);
  });

  it('opens and closes by role: owner both ways, judge close only, others refused', async () => {
    const { owner, judge, player, stranger, anonymous, eventId } = await eventWithRoles();
    const setStatus = (client: TestClient, event_status: string) => client.post(`/api/events/${eventId}`, { event_status });

    expect((await setStatus(anonymous, 'closed')).statusCode).toBe(401);
    expect((await setStatus(player, 'closed')).statusCode).toBe(403);
    expect((await setStatus(stranger, 'closed')).statusCode).toBe(403);
    expect((await setStatus(owner, 'paused')).statusCode).toBe(400);

    const closed = await setStatus(judge, 'closed');
    expect([closed.statusCode, closed.body]).toEqual([200, '']);
    const status = async () => (await owner.get(`/api/events/${eventId}`)).json().status;
    expect(await status()).toBe('closed');
    const reopen = await setStatus(judge, 'open');
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().detail).toBe('Only the tournament owner can reopen this tournament.');
    expect((await owner.get(`/api/events/${eventId}`)).json().status).toBe('closed');

    for (const next of ['open', 'closed', 'open']) {
      expect((await setStatus(owner, next)).statusCode).toBe(200);
      expect(await status()).toBe(next);
    }
    // The owner may rename with the status in the same request (the code in any case); an empty body changes nothing.
    const rename = await owner.post(`/api/events/${eventId.toUpperCase()}`, { event_status: 'open', event_name: 'New name' });
    expect(rename.statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}`, {})).statusCode).toBe(200);
    expect((await owner.get(`/api/events/${eventId}`)).json()).toMatchObject({ event_name: 'New name', status: 'open' });
    expect((await owner.post('/api/events/nosuchcode', { event_status: 'closed' })).statusCode).toBe(404);
  });

  it('lets only the owner delete an event', async () => {
    const { owner, judge, player, anonymous, eventId } = await eventWithRoles();
    expect((await anonymous.delete(`/api/events/${eventId}`)).statusCode).toBe(401);
    expect((await player.delete(`/api/events/${eventId}`)).statusCode).toBe(403);
    expect((await judge.delete(`/api/events/${eventId}`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/events/${eventId.toUpperCase()}`)).body).toBe('');
    expect((await owner.get(`/api/events/${eventId}`)).statusCode).toBe(404);
    expect((await judge.get('/api/events')).json()).toEqual([]);
    expect(await t.app.db.select().from(eventUsers).where(eq(eventUsers.eventId, eventId))).toEqual([]);
  });

  it('adds players by hand (owner and judges), by name alone or with an e-mail', async () => {
    const { owner, judge, player, stranger, anonymous, eventId } = await eventWithRoles();
    const add = (client: TestClient, body: Record<string, unknown>) => client.post(`/api/events/${eventId}/players`, body);

    const byName = await add(owner, { player_name: '  Ann Onymous ' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({ success: true, user_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const email = nextEmail('walkin');
    const byEmail = await add(judge, { player_name: 'Walk In', email: ` ${email.toUpperCase()} ` });
    expect(byEmail.statusCode).toBe(200);

    // The player added by e-mail signs in and finds the event as a player.
    const walkIn = await t.signedIn(email);
    expect(walkIn.userId).toBe(byEmail.json().user_id);
    expect((await walkIn.get('/api/events')).json()).toMatchObject([{ event_id: eventId, role: 'player' }]);

    expect((await add(anonymous, { player_name: 'X' })).statusCode).toBe(401);
    expect((await add(player, { player_name: 'X' })).statusCode).toBe(403);
    expect((await add(stranger, { player_name: 'X' })).statusCode).toBe(403);
    const noName = await add(owner, { player_name: '', email: 'bad' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().errors).sort()).toEqual(['email', 'player_name']);
    const twice = await add(owner, { player_name: 'Again', email });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.email).toEqual(['This person is already a player in this event.']);
    const [ownerRow] = await t.app.db.select().from(users).where(eq(users.id, owner.userId));
    expect((await add(owner, { player_name: 'Me', email: ownerRow!.email! })).json().errors.email[0]).toContain('owner');
    expect((await add(owner, { player_name: 'Empty email', email: '' })).statusCode).toBe(200);

    const details = (await owner.get(`/api/events/${eventId}`)).json();
    expect(details.player_count).toBe(4);
    expect(details.participants.map((p: { player_name: string }) => p.player_name)).toEqual([
      'Ann Onymous',
      'Empty email',
      'Jude',
      'Pat',
      'Walk In',
    ]);
  });

  it('lets only the owner add judges, who then see the event when they sign in', async () => {
    const { owner, judge, player, anonymous, eventId } = await eventWithRoles();
    const add = (client: TestClient, body: Record<string, unknown>) => client.post(`/api/events/${eventId}/users`, body);
    const email = nextEmail('newjudge');
    expect((await add(anonymous, { player_name: 'J', email })).statusCode).toBe(401);
    expect((await add(player, { player_name: 'J', email })).statusCode).toBe(403);
    expect((await add(judge, { player_name: 'J', email })).statusCode).toBe(403);
    const invalid = await add(owner, { player_name: ' ', role: 'owner' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'player_name', 'role']);

    const added = await add(owner, { player_name: 'Second Judge', email, role: 'judge' });
    expect(added.statusCode).toBe(200);
    const second = await t.signedIn(email);
    expect((await second.get('/api/events')).json()).toMatchObject([{ event_id: eventId, role: 'judge' }]);
    expect((await second.get(`/api/events/${eventId}`)).json().participants).toHaveLength(3);

    expect((await add(owner, { player_name: 'Again', email })).json().errors.email).toEqual(['This person is already a judge of this event.']);
    const [playerRow] = await t.app.db.select().from(users).where(eq(users.id, player.userId));
    expect((await add(owner, { player_name: 'P', email: playerRow!.email! })).statusCode).toBe(400);
  });

  it('removes players (owner, judge) and judges (owner, or the judge leaving), with the deck', async () => {
    const { owner, judge, player, stranger, anonymous, eventId } = await eventWithRoles();
    const remove = (client: TestClient, user_id: string) => client.delete(`/api/events/${eventId}/users`, { user_id });
    await t.app.db.insert(decklists).values({ eventId, userId: player.userId, playerName: 'Pat', decklistText: '4 Island' });
    await t.app.db.insert(decklistRevisions).values({
      eventId,
      userId: player.userId,
      revisedBy: player.userId,
      revisionType: 'submitted',
      playerName: 'Pat',
      decklistText: '4 Island',
    });
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Other', email: nextEmail('j2') })).statusCode).toBe(200);
    const other = (await participant(owner, eventId, 'Other')).user_id;

    expect((await remove(anonymous, player.userId)).statusCode).toBe(401);
    expect((await remove(player, player.userId)).statusCode).toBe(403);
    expect((await remove(stranger, player.userId)).statusCode).toBe(403);
    expect((await remove(judge, owner.userId)).statusCode).toBe(403);
    expect((await remove(owner, owner.userId)).statusCode).toBe(403);
    expect((await remove(judge, other)).statusCode).toBe(403);
    expect((await remove(judge, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(judge, 'not-a-uuid')).statusCode).toBe(400);

    expect((await remove(judge, player.userId)).body).toBe('');
    const kept = (table: typeof decklists | typeof decklistRevisions) =>
      t.app.db.select().from(table).where(and(eq(table.eventId, eventId), eq(table.userId, player.userId)));
    expect(await kept(decklists)).toEqual([]);
    expect(await kept(decklistRevisions)).toEqual([]);

    expect((await remove(owner, other)).statusCode).toBe(200);
    expect((await remove(judge, judge.userId)).statusCode).toBe(200); // Leave Event
    expect((await judge.get(`/api/events/${eventId}`)).json()).toMatchObject({ role: null });
    expect((await owner.get(`/api/events/${eventId}`)).json().participants).toEqual([]);
  });

  it('removes the users known only by name once they take part in nothing', async () => {
    const owner = await t.signedIn(nextEmail());
    const { event_id } = await createEvent(owner);
    const { user_id } = (await owner.post(`/api/events/${event_id}/players`, { player_name: 'Nameless' })).json();
    expect(await t.app.db.select().from(users).where(eq(users.id, user_id))).toHaveLength(1);
    await owner.delete(`/api/events/${event_id}/users`, { user_id });
    expect(await t.app.db.select().from(users).where(eq(users.id, user_id))).toEqual([]);
  });

  it('never holds more than max_players, with 300 players and joins racing for the last places', async () => {
    const owner = await t.signedIn(nextEmail());
    const { event_id } = await createEvent(owner);
    // 295 players already in.
    const seeded = await t.app.db
      .insert(users)
      .values(Array.from({ length: 295 }, (_, i) => ({ email: null, name: `Seed ${i}` })))
      .returning({ id: users.id });
    await t.app.db.insert(eventUsers).values(seeded.map((u, i) => ({ eventId: event_id, userId: u.id, role: 'player' as const, playerName: `Seed ${i}` })));

    // Twenty organiser adds and twenty self-joins (the shared function) race for the last five places.
    const joiners = await Promise.all(Array.from({ length: 20 }, () => t.signedIn(nextEmail('racer'))));
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => owner.post(`/api/events/${event_id}/players`, { player_name: `Hand ${i}` })),
      ...joiners.map((j, i) => joinEvent(t.app.db, { eventId: event_id, userId: j.userId, playerName: `Self ${i}` })),
    ]);
    const apiAdded = outcomes.slice(0, 20).filter((o) => o.status === 'fulfilled' && (o.value as { statusCode: number }).statusCode === 200);
    const apiFull = outcomes
      .slice(0, 20)
      .filter((o) => o.status === 'fulfilled' && (o.value as { statusCode: number }).statusCode === 409);
    const selfAdded = outcomes.slice(20).filter((o) => o.status === 'fulfilled');
    const selfFull = outcomes.slice(20).filter((o) => o.status === 'rejected' && (o.reason as { status: number }).status === 409);
    expect(apiAdded.length + selfAdded.length).toBe(5);
    expect(apiFull.length + selfFull.length).toBe(35);
    if (apiFull[0]?.status === 'fulfilled') {
      expect((apiFull[0].value as { json(): unknown }).json()).toMatchObject({ title: 'Event is Full', type: '/problems/event-full' });
    }

    const details = (await owner.get(`/api/events/${event_id}`)).json();
    expect(details.player_count).toBe(300);
    expect(details.max_players).toBe(300);
    // Joining again as an existing player is not an error and changes nothing.
    const existing = seeded[0]!.id;
    expect(await joinEvent(t.app.db, { eventId: event_id, userId: existing, playerName: 'x' })).toEqual({
      outcome: 'already-player',
      userId: existing,
    });
    // Players added by name whose add failed are not left behind.
    const handUsers = await t.app.db.select().from(users).where(eq(users.name, 'Hand 0'));
    expect(handUsers.length).toBeLessThanOrEqual(1);
  });

  it('holds the limit when many joins race on events with few places left', async () => {
    const owner = await t.signedIn(nextEmail());
    const racers = await Promise.all(Array.from({ length: 8 }, () => t.signedIn(nextEmail('racer'))));
    for (let round = 0; round < 8; round++) {
      const { event_id } = await createEvent(owner);
      await t.app.db.update(events).set({ maxPlayers: 2 }).where(eq(events.id, event_id));
      const results = await Promise.allSettled(
        racers.map((r) => joinEvent(t.app.db, { eventId: event_id, userId: r.userId, playerName: 'Racer' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await owner.get(`/api/events/${event_id}`)).json()).toMatchObject({ player_count: 2, max_players: 2 });
    }
  });

  it('reports an organiser instead of adding them as a player', async () => {
    const { owner, judge, eventId } = await eventWithRoles();
    expect(await joinEvent(t.app.db, { eventId, userId: owner.userId, playerName: 'O' })).toMatchObject({ outcome: 'organiser', role: 'owner' });
    expect(await joinEvent(t.app.db, { eventId, userId: judge.userId, playerName: 'J' })).toMatchObject({ outcome: 'organiser', role: 'judge' });
    await expect(joinEvent(t.app.db, { eventId: 'nosuchcode', userId: owner.userId, playerName: 'O' })).rejects.toMatchObject({ status: 404 });
  });

  it('deletes events with their players, decks and revisions once event date + 7 days is over', async () => {
    const owner = await t.signedIn(nextEmail());
    const { event_id } = await createEvent(owner, { event_date: '2026-11-22' });
    const { user_id } = (await owner.post(`/api/events/${event_id}/players`, { player_name: 'Gone Soon' })).json();
    await t.app.db.insert(decklists).values({ eventId: event_id, userId: user_id, playerName: 'Gone Soon', decklistText: '1 Island' });
    await t.app.db.insert(decklistRevisions).values({ eventId: event_id, userId: user_id, revisionType: 'submitted', playerName: 'Gone Soon', decklistText: '1 Island' });
    const start = t.clock.now();
    try {
      // Last moment of the expiration date (2026-11-29): kept.
      t.clock.set(Date.UTC(2026, 10, 29, 23, 59, 59));
      expect(await t.app.jobs.runNow('event-cleanup')).toBe(true);
      expect((await owner.get(`/api/events/${event_id}`)).statusCode).toBe(200);
      // The day after: gone, with everything in it.
      t.clock.set(Date.UTC(2026, 10, 30, 0, 0, 1));
      expect(await t.app.jobs.runNow('event-cleanup')).toBe(true);
      expect((await owner.get(`/api/events/${event_id}`)).statusCode).toBe(404);
      expect(await t.app.db.select().from(eventUsers).where(eq(eventUsers.eventId, event_id))).toEqual([]);
      expect(await t.app.db.select().from(decklists).where(eq(decklists.eventId, event_id))).toEqual([]);
      expect(await t.app.db.select().from(decklistRevisions).where(eq(decklistRevisions.eventId, event_id))).toEqual([]);
      expect(await t.app.db.select().from(users).where(eq(users.id, user_id))).toEqual([]);
      // The owner, who has an e-mail address, stays.
      expect(await t.app.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);
    } finally {
      t.clock.set(start);
    }
  });

  it('publishes a refresh to the event channel after each change, naming the session and what changed', async () => {
    const base = await listen(t);
    const { owner, judge, player, eventId } = await eventWithRoles();
    // The owner's other session (another tab or device) hears every change.
    const [ownerUser] = await t.app.db.select().from(users).where(eq(users.id, owner.userId));
    const watcher = await t.signedIn(ownerUser!.email!);
    const ws = await connectWs(base, eventChannel(eventId), { cookies: watcher.cookies });
    const expectRefresh = async (by: { sessionId: string; userId: string }, from: number, scope: string, userId: unknown) =>
      expect(await ws.next(() => true, 5000, from)).toEqual({
        refresh: true,
        updated_by_session_id: t.app.liveEchoId(by.sessionId),
        updated_by_user_id: by.userId,
        scope,
        user_id: userId,
      });

    await judge.post(`/api/events/${eventId}/players`, { player_name: 'Live' });
    await expectRefresh(judge, 0, 'people', expect.any(String));
    await judge.post(`/api/events/${eventId}`, { event_status: 'closed' });
    await expectRefresh(judge, 1, 'event', null);
    await owner.post(`/api/events/${eventId}/users`, { player_name: 'J3', email: nextEmail('j3') });
    await expectRefresh(owner, 2, 'people', expect.any(String));
    await owner.delete(`/api/events/${eventId}/users`, { user_id: player.userId });
    await expectRefresh(owner, 3, 'people', player.userId);
    await owner.delete(`/api/events/${eventId}`);
    await expectRefresh(owner, 4, 'event', null);
    // Refused calls publish nothing.
    await player.post(`/api/events/${eventId}`, { event_status: 'open' });
    await new Promise((r) => setTimeout(r, 600));
    expect(ws.received).toHaveLength(5);
    ws.close();
  });
});

describe.each(DATABASE_KINDS)('the per-event cap from MAX_PLAYERS on %s', (kind) => {
  it('gives new events the instance cap: 2,000 players fit, the next one is refused', async () => {
    const t = await createTestApp(kind, { env: { MAX_PLAYERS: '2000' } });
    try {
      const owner = await t.signedIn('big.owner@example.com');
      const created = await owner.post('/api/events', { event_name: 'Regional Championship', format: 'modern', event_date: TODAY });
      expect(created.json()).toMatchObject({ max_players: 2000 });
      const eventId = created.json().event_id as string;
      const seeded = await t.app.db
        .insert(users)
        .values(Array.from({ length: 1999 }, (_, i) => ({ email: null, name: `Seed ${i}` })))
        .returning({ id: users.id });
      await t.app.db.insert(eventUsers).values(seeded.map((u, i) => ({ eventId, userId: u.id, role: 'player' as const, playerName: `Seed ${i}` })));

      const last = await t.signedIn('last.place@example.com');
      const joined = await last.post(`/api/events/${eventId}/deck`, { player_name: 'Last Place', decklist_text: '4 Lightning Bolt\n56 Mountain' });
      expect(joined.statusCode, joined.body).toBe(200);
      const late = await t.signedIn('too.late@example.com');
      const refused = await late.post(`/api/events/${eventId}/deck`, { player_name: 'Too Late', decklist_text: '4 Lightning Bolt\n56 Mountain' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ title: 'Event is Full' });

      const details = (await owner.get(`/api/events/${eventId}`)).json();
      expect(details).toMatchObject({ player_count: 2000, max_players: 2000 });
      expect(details.participants).toHaveLength(2000);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(HAS_POSTGRES)('event changes across instances on PostgreSQL', () => {
  it('reaches a WebSocket client of one instance when a player is added through another', async () => {
    const { one, two, close } = await createTwoInstances();
    try {
      const baseTwo = await listen(two);
      const owner = await one.signedIn('owner@example.com');
      const created = await owner.post('/api/events', { event_name: 'Across', format: 'legacy', event_date: TODAY });
      const eventId = created.json().event_id as string;
      const watcher = await two.signedIn('owner@example.com');
      const ws = await connectWs(baseTwo, eventChannel(eventId), { cookies: watcher.cookies });
      const added = await owner.post(`/api/events/${eventId}/players`, { player_name: 'Remote' });
      expect(added.statusCode).toBe(200);
      expect(await ws.next()).toEqual({
        refresh: true,
        updated_by_session_id: one.app.liveEchoId(owner.sessionId),
        updated_by_user_id: owner.userId,
        scope: 'people',
        user_id: added.json().user_id,
      });
      // And the other instance serves the change.
      const viaTwo = await two.anonymous().get(`/api/events/${eventId}`);
      expect(viaTwo.json().player_count).toBe(1);
      ws.close();
    } finally {
      await close();
    }
  });
});
