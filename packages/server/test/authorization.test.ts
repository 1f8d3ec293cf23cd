import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

/**
 * The role table of docs/product.md (Permissions), route by route: who may read or change what. Each row is checked
 * for everyone who must be refused; the allowed calls are exercised by the feature tests.
 */

type Who = 'anonymous' | 'stranger' | 'player' | 'otherPlayer' | 'judge' | 'otherJudge' | 'owner' | 'manager';
type Method = 'GET' | 'POST' | 'DELETE';

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n56 Mountain';

describe.each(API_DATABASE_KINDS)('authorization on %s', (kind) => {
  let t: TestApp;
  const clients = {} as Record<Who, TestClient & { userId: string }>;
  let eventId: string;
  let otherEventId: string;
  let tournamentId: string;
  let clockId: string;
  let libraryDeckId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['stranger', 'player', 'otherPlayer', 'judge', 'otherJudge', 'owner', 'manager'] as const) {
      clients[who] = await t.signedIn(`${who.toLowerCase()}@authz.test`);
    }
    clients.anonymous = Object.assign(t.anonymous(), { userId: '' });
    const { owner, judge, player, otherPlayer, otherJudge } = clients;
    eventId = (await owner.post('/api/events', { event_name: 'Authz', format: 'modern', event_date: TODAY })).json().event_id;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Judge', email: 'judge@authz.test' })).statusCode).toBe(200);
    expect((await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', decklist_text: LIST })).statusCode).toBe(200);
    expect((await otherPlayer.post(`/api/events/${eventId}/deck`, { player_name: 'Olga', decklist_text: LIST })).statusCode).toBe(200);
    // Another event, judged by otherJudge: being an organiser there gives nothing here.
    otherEventId = (await otherJudge.post('/api/events', { event_name: 'Other', format: 'modern', event_date: TODAY })).json().event_id;
    expect(judge.userId).toBeTruthy();

    tournamentId = (await owner.post('/api/timers', { tournament_name: 'Authz' })).json().tournament_id;
    clockId = (await owner.post(`/api/timers/${tournamentId}/clocks`, { clock_name: 'R1', duration_seconds: 600 })).json().clock_id;
    expect((await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: 'manager@authz.test', user_name: 'M' })).statusCode).toBe(200);
    libraryDeckId = (await owner.post('/api/decks/library', { deck_name: 'Mine', format: 'modern', decklist_text: LIST })).json().deck_id;
  });
  afterAll(() => t.close());

  const call = (who: Who, method: Method, url: string, body?: Record<string, unknown>) => clients[who].request(method, url, body);

  /** [method, url, body, who is refused and with which status]. Built lazily: the ids exist after beforeAll. */
  const refusals = (): [Method, string, Record<string, unknown> | undefined, Partial<Record<Who, number>>][] => {
    const e = `/api/events/${eventId}`;
    const player = clients.player.userId;
    // Not signed in, no role, an organiser of another event, and (for another player's deck) a player.
    const others = { anonymous: 401, stranger: 403, otherJudge: 403, otherPlayer: 403 } as const;
    const everyPlayer = { ...others, player: 403 } as const;
    const tm = `/api/timers/${tournamentId}`;
    const notTimer = { anonymous: 401, stranger: 403, player: 403, judge: 403 } as const;
    return [
      ['GET', '/api/events', undefined, { anonymous: 401 }],
      // Organisers only: other players' decks (a player's own id is their own deck), checks, people, downloads.
      ['GET', `${e}/deck?user_id=${player}`, undefined, others],
      ['GET', `${e}/deck/revisions?user_id=${player}`, undefined, others],
      ['GET', `${e}/deck/revisions/1?user_id=${player}`, undefined, others],
      ['GET', `${e}/deck/registration-sheet?user_id=${player}`, undefined, others],
      ['POST', `${e}/deck`, { user_id: player, player_name: 'X', decklist_text: LIST }, others],
      ['POST', `${e}/deck/set-checked`, { user_id: player, is_checked: true }, everyPlayer],
      ['GET', `${e}/decks`, undefined, everyPlayer],
      ['GET', `${e}/decks/all`, undefined, everyPlayer],
      ['GET', `${e}/decks/registration-sheets`, undefined, everyPlayer],
      ['POST', `${e}/players`, { player_name: 'Paper' }, everyPlayer],
      ['GET', `${e}/reminders`, undefined, everyPlayer],
      ['POST', `${e}/reminders`, undefined, everyPlayer],
      ['DELETE', `${e}/users`, { user_id: player }, everyPlayer],
      ['POST', e, { event_status: 'closed' }, everyPlayer],
      // Owner only: judges, reopening, deleting; nobody removes the owner.
      ['POST', `${e}/users`, { player_name: 'J2', email: 'j2@authz.test' }, { ...everyPlayer, judge: 403 }],
      ['DELETE', `${e}/users`, { user_id: clients.owner.userId }, { judge: 403, owner: 403 }],
      ['DELETE', e, undefined, { ...everyPlayer, judge: 403 }],
      // An organiser of another event gets nothing from this one through their own event either.
      ['GET', `/api/events/${otherEventId}/deck?user_id=${player}`, undefined, { otherJudge: 404 }],
      ['POST', `/api/events/${otherEventId}/deck/set-checked`, { user_id: player, is_checked: true }, { otherJudge: 404 }],
      ['DELETE', `/api/events/${otherEventId}/users`, { user_id: player }, { otherJudge: 404 }],
      // Library: only the owner of a deck, and another user's deck does not exist for them.
      ['GET', `/api/decks/library/${libraryDeckId}`, undefined, { anonymous: 401, stranger: 404, judge: 404 }],
      ['POST', `/api/decks/library/${libraryDeckId}`, { deck_name: 'X', format: 'modern', decklist_text: LIST }, { anonymous: 401, stranger: 404 }],
      ['POST', `/api/decks/library/${libraryDeckId}/use`, undefined, { anonymous: 401, stranger: 404 }],
      ['DELETE', `/api/decks/library/${libraryDeckId}`, undefined, { anonymous: 401, stranger: 404 }],
      // Timers: anyone reads a tournament (without its managers); owner and managers run clocks; only the owner manages people and deletes.
      ['POST', `${tm}/clocks`, { clock_name: 'R2', duration_seconds: 600 }, notTimer],
      ['POST', `${tm}/clocks/${clockId}`, { is_running: true }, notTimer],
      ['POST', `${tm}/clocks/${clockId}/adjust`, { ms_adjustment: 10_000 }, notTimer],
      ['POST', `${tm}/clocks/${clockId}/reset`, undefined, notTimer],
      ['POST', `${tm}/force-update`, undefined, notTimer],
      ['POST', `${tm}/all-clocks`, { is_running: true }, notTimer],
      ['POST', `${tm}/clocks/${clockId}/extensions`, { table_number: 7, minutes: 2 }, notTimer],
      ['DELETE', `${tm}/clocks/${clockId}/extensions/7`, undefined, notTimer],
      ['DELETE', `${tm}/clocks/${clockId}`, undefined, notTimer],
      ['POST', `${tm}/managers`, { user_email: 'x@authz.test', user_name: 'X' }, { ...notTimer, manager: 403 }],
      ['DELETE', `${tm}/managers/${clients.manager.userId}`, undefined, { ...notTimer, manager: 403 }],
      ['DELETE', tm, undefined, { ...notTimer, manager: 403 }],
    ];
  };

  it('refuses every call the role table does not allow, and changes nothing', async () => {
    const wrong: string[] = [];
    for (const [method, url, body, refused] of refusals()) {
      for (const [who, status] of Object.entries(refused) as [Who, number][]) {
        const response = await call(who, method, url, body);
        if (response.statusCode !== status) wrong.push(`${who} ${method} ${url}: ${response.statusCode}, expected ${status}`);
      }
    }
    expect(wrong).toEqual([]);

    // Nothing refused above left a trace: the deck, its check mark, the people, the event and the timers are as they were.
    const event = (await call('owner', 'GET', `/api/events/${eventId}`)).json();
    expect(event.status).toBe('open');
    expect(event.participants.map((p: { player_name: string; is_deck_checked: boolean }) => [p.player_name, p.is_deck_checked]).sort()).toEqual([
      ['Judge', false],
      ['Olga', false],
      ['Pat', false],
    ]);
    expect((await call('owner', 'GET', `/api/events/${eventId}/deck?user_id=${clients.player.userId}`)).json().player_name).toBe('Pat');
    const tournament = (await call('owner', 'GET', `/api/timers/${tournamentId}`)).json();
    expect(tournament.clocks).toHaveLength(1);
    expect(tournament.clocks[0].is_running).toBe(false);
    expect(tournament.managers.map((m: { user_name: string }) => m.user_name)).toEqual(['M']);
    expect((await call('owner', 'GET', `/api/decks/library/${libraryDeckId}`)).json().deck_name).toBe('Mine');
  });

  it('shows the player list only to organisers, a player only their own deck, and timer managers only to the timer staff', async () => {
    for (const who of ['anonymous', 'stranger', 'player', 'otherPlayer'] as const) {
      const event = (await call(who, 'GET', `/api/events/${eventId}`)).json();
      expect(event.participants, who).toEqual([]);
    }
    expect((await call('judge', 'GET', `/api/events/${eventId}`)).json().participants).toHaveLength(3);
    // A tournament's managers (and the caller's role) only for its owner and managers.
    for (const who of ['anonymous', 'stranger', 'player', 'judge'] as const) {
      expect((await call(who, 'GET', `/api/timers/${tournamentId}`)).json(), who).toMatchObject({ role: null, managers: [] });
    }
    expect((await call('manager', 'GET', `/api/timers/${tournamentId}`)).json().managers).toHaveLength(1);
    expect((await call('otherPlayer', 'GET', `/api/events/${eventId}/deck`)).json().player_name).toBe('Olga');
    expect((await call('player', 'GET', `/api/events/${eventId}/deck`)).json().player_name).toBe('Pat');
  });
});
