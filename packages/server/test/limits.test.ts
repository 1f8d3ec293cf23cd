import { MAX_OWNED_EVENTS, MAX_PLAYERS } from '@decklist/core/events';
import { MAX_LIBRARY_DECKS } from '@decklist/core/library';
import {
  MAX_CLOCKS_PER_TOURNAMENT,
  MAX_MANAGERS_PER_TOURNAMENT,
  MAX_TOURNAMENTS_PER_OWNER,
} from '@decklist/core/timers';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clocks, decklistRevisions, decklists, eventUsers, events, libraryDecks, timerManagers, timerTournaments, users } from '../src/db/schema';
import { createTestApp, createTwoInstances, TEST_ORIGIN, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

/**
 * Every count limit holds under concurrency: 60 creations sent at once end with exactly the limit
 * created and the rest refused with a 409 problem. On PostgreSQL the requests alternate between two
 * instances (each with its own connection pool), as behind a load balancer.
 */
const PARALLEL = 60;

describe.each(DATABASE_KINDS)('count limits under concurrency on %s', (kind) => {
  let t: TestApp;
  /** The instances requests are spread over: one on PGlite, two on PostgreSQL. */
  let apps: FastifyInstance[];
  let closeAll: () => Promise<void>;
  let userNumber = 0;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const pair = await createTwoInstances();
      t = pair.one;
      apps = [pair.one.app, pair.two.app];
      closeAll = pair.close;
    } else {
      t = await createTestApp(kind);
      apps = [t.app];
      closeAll = () => t.close();
    }
  });
  afterAll(() => closeAll());

  const newUser = () => t.signedIn(`limit-${kind}-${++userNumber}@example.com`);

  /** Sends the same kind of request PARALLEL times at once, alternating between the instances. */
  async function race(send: (i: number) => { client: TestClient; method: 'POST' | 'DELETE'; url: string; body: object }) {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const { client, method, url, body } = send(i);
        const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        return apps[i % apps.length]!.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload: body });
      }),
    );
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    const refusals = answers.filter((a) => a.statusCode !== 200);
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(409);
      expect(refusal.headers['content-type']).toContain('application/problem+json');
    }
    return { statuses, refusals: refusals.map((r) => r.json() as { type: string; title: string; detail: string }) };
  }

  async function rows(table: PgTable, where: SQL | undefined): Promise<number> {
    const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  it(`creates at most ${MAX_OWNED_EVENTS} events per owner`, async () => {
    const owner = await newUser();
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const { statuses, refusals } = await race((i) => ({
      client: owner,
      method: 'POST',
      url: '/api/events',
      body: { event_name: `Race ${i}`, format: 'modern', event_date: today },
    }));
    expect(await rows(events, eq(events.ownerId, owner.userId))).toBe(MAX_OWNED_EVENTS);
    expect(statuses).toEqual({ 200: MAX_OWNED_EVENTS, 409: PARALLEL - MAX_OWNED_EVENTS });
    expect(refusals[0]).toMatchObject({ type: '/problems/event-limit', title: 'Too many events' });
  });

  it(`lets at most ${MAX_PLAYERS} players into an event, whether they submit a deck or an organiser adds them`, async () => {
    const owner = await newUser();
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await owner.post('/api/events', { event_name: 'Full house', format: 'modern', event_date: today })).json().event_id as string;
    // Fill all but 30 places directly.
    const filler = await t.app.db
      .insert(users)
      .values(Array.from({ length: MAX_PLAYERS - 30 }, (_, i) => ({ email: null, name: `Filler ${i}` })))
      .returning({ id: users.id });
    await t.app.db.insert(eventUsers).values(filler.map((u, i) => ({ eventId, userId: u.id, role: 'player' as const, playerName: `Filler ${i}` })));

    const players = await Promise.all(Array.from({ length: PARALLEL / 2 }, () => newUser()));
    const { statuses, refusals } = await race((i) =>
      i % 2 === 0
        ? {
            client: players[i / 2]!,
            method: 'POST',
            url: `/api/events/${eventId}/deck`,
            body: { player_name: `Racer ${i}`, deck_name: '', decklist_text: '4 Lightning Bolt' },
          }
        : { client: owner, method: 'POST', url: `/api/events/${eventId}/players`, body: { player_name: `Added ${i}` } },
    );
    const playerCount = await rows(eventUsers, and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player')));
    expect(playerCount).toBe(MAX_PLAYERS);
    const [kept] = await t.app.db.select({ n: events.playerCount }).from(events).where(eq(events.id, eventId));
    expect(kept!.n).toBe(MAX_PLAYERS);
    expect(statuses).toEqual({ 200: 30, 409: PARALLEL - 30 });
    expect(refusals[0]).toMatchObject({ type: '/problems/event-full', title: 'Event is Full' });
    // A refused submission leaves nothing: every deck and revision belongs to a player.
    const racers = (await t.app.db.select({ userId: eventUsers.userId }).from(eventUsers).where(eq(eventUsers.eventId, eventId))).map((r) => r.userId);
    const deckOwners = (await t.app.db.select({ userId: decklists.userId }).from(decklists).where(eq(decklists.eventId, eventId))).map((r) => r.userId);
    const revisionOwners = (await t.app.db.select({ userId: decklistRevisions.userId }).from(decklistRevisions).where(eq(decklistRevisions.eventId, eventId))).map((r) => r.userId);
    expect(deckOwners.length).toBeGreaterThan(0);
    expect(deckOwners.filter((id) => !racers.includes(id))).toEqual([]);
    expect(revisionOwners.filter((id) => !racers.includes(id))).toEqual([]);
  });

  it(`creates at most ${MAX_TOURNAMENTS_PER_OWNER} timer tournaments per owner`, async () => {
    const owner = await newUser();
    const { statuses, refusals } = await race((i) => ({ client: owner, method: 'POST', url: '/api/timers', body: { tournament_name: `Race ${i}` } }));
    expect(await rows(timerTournaments, eq(timerTournaments.ownerId, owner.userId))).toBe(MAX_TOURNAMENTS_PER_OWNER);
    expect(statuses).toEqual({ 200: MAX_TOURNAMENTS_PER_OWNER, 409: PARALLEL - MAX_TOURNAMENTS_PER_OWNER });
    expect(refusals[0]).toMatchObject({ type: '/problems/limit-reached', title: 'Too many tournaments' });
  });

  it(`creates at most ${MAX_CLOCKS_PER_TOURNAMENT} clocks per tournament`, async () => {
    const owner = await newUser();
    const managerEmail = `clock-manager-${kind}@example.com`;
    const manager = await t.signedIn(managerEmail);
    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Clocks' })).json().tournament_id as string;
    expect((await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: managerEmail, user_name: 'Manager' })).statusCode).toBe(200);
    // The owner and a manager press at once.
    const { statuses, refusals } = await race((i) => ({
      client: i % 3 === 0 ? manager : owner,
      method: 'POST',
      url: `/api/timers/${tournamentId}/clocks`,
      body: { clock_name: `Round ${i}`, duration_seconds: 3000 },
    }));
    expect(await rows(clocks, eq(clocks.tournamentId, tournamentId))).toBe(MAX_CLOCKS_PER_TOURNAMENT);
    expect(statuses).toEqual({ 200: MAX_CLOCKS_PER_TOURNAMENT, 409: PARALLEL - MAX_CLOCKS_PER_TOURNAMENT });
    expect(refusals[0]).toMatchObject({ type: '/problems/limit-reached', title: 'Too many clocks' });
  });

  it(`adds at most ${MAX_MANAGERS_PER_TOURNAMENT} managers per tournament, and renaming one at the limit still works`, async () => {
    const owner = await newUser();
    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Managers' })).json().tournament_id as string;
    const { statuses, refusals } = await race((i) => ({
      client: owner,
      method: 'POST',
      url: `/api/timers/${tournamentId}/managers`,
      body: { user_email: `manager-${kind}-${i}@example.com`, user_name: `Manager ${i}` },
    }));
    expect(await rows(timerManagers, eq(timerManagers.tournamentId, tournamentId))).toBe(MAX_MANAGERS_PER_TOURNAMENT);
    expect(statuses).toEqual({ 200: MAX_MANAGERS_PER_TOURNAMENT, 409: PARALLEL - MAX_MANAGERS_PER_TOURNAMENT });
    expect(refusals[0]).toMatchObject({ type: '/problems/limit-reached', title: 'Too many managers' });

    const [someone] = await t.app.db
      .select({ email: users.email })
      .from(timerManagers)
      .innerJoin(users, eq(users.id, timerManagers.userId))
      .where(eq(timerManagers.tournamentId, tournamentId))
      .limit(1);
    const rename = await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: someone!.email!, user_name: 'Renamed' });
    expect(rename.statusCode).toBe(200);
  });

  it(`saves at most ${MAX_LIBRARY_DECKS} decks in a library`, async () => {
    const owner = await newUser();
    const { statuses, refusals } = await race((i) => ({
      client: owner,
      method: 'POST',
      url: '/api/decks/library',
      body: { deck_name: `Deck ${i}`, format: 'modern', decklist_text: '4 Lightning Bolt' },
    }));
    expect(await rows(libraryDecks, eq(libraryDecks.userId, owner.userId))).toBe(MAX_LIBRARY_DECKS);
    expect(statuses).toEqual({ 200: MAX_LIBRARY_DECKS, 409: PARALLEL - MAX_LIBRARY_DECKS });
    expect(refusals[0]).toMatchObject({ type: '/problems/library-limit', title: 'Library is full' });
  });
});
