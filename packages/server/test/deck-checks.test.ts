import { eventChannel } from '@decklist/core/live';
import { MAX_DECK_CHECKS_PER_EVENT, eligibleForDraw } from '@decklist/core/deck-checks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAtRandom } from '../src/deck-checks/pick';
import { deckChecks, users } from '../src/db/schema';
import { createTestApp, listen, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { connectWs } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day

interface Check {
  check_id: string;
  round: number;
  table_number: number | null;
  player_user_id: string;
  player_name: string;
  judge_name: string;
  started_at: string | null;
  ended_at: string | null;
  outcome: string | null;
  note: string;
  extension: { clock_id: string; minutes: number } | null;
}

describe('picking at random', () => {
  it('picks each item equally often, and never one twice in a draw', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const draws = 30_000;
    const perDraw = 3;
    const seen = new Map(items.map((item) => [item, 0]));
    for (let i = 0; i < draws; i++) {
      const picked = pickAtRandom(items, perDraw);
      expect(new Set(picked).size).toBe(perDraw);
      for (const item of picked) seen.set(item, seen.get(item)! + 1);
    }
    // Each is expected 9000 times (standard deviation about 79): 5% is more than 5 deviations.
    const expected = (draws * perDraw) / items.length;
    for (const [, times] of seen) expect(Math.abs(times - expected)).toBeLessThan(expected * 0.05);
  });

  it('picks every item when asked for more than there are', () => {
    expect(pickAtRandom([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
    expect(pickAtRandom([], 2)).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('deck checks on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An event with an owner, a judge, `decks` players with a deck, one without, and a stranger. */
  async function eventWithPlayers(decks = 5) {
    const owner = await t.signedIn(nextEmail('owner'));
    const judge = await t.signedIn(nextEmail('judge'));
    const stranger = await t.signedIn(nextEmail('stranger'));
    const created = await owner.post('/api/events', { event_name: 'Modern RCQ', format: 'modern', event_date: TODAY });
    const eventId = created.json().event_id as string;
    const [judgeUser] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judgeUser!.email! })).statusCode).toBe(200);
    const players: (TestClient & { userId: string })[] = [];
    for (let i = 0; i < decks; i++) {
      const player = await t.signedIn(nextEmail('player'));
      const sent = await player.post(`/api/events/${eventId}/deck`, {
        player_name: `Player ${i}`,
        deck_name: '',
        decklist_text: '4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Lightning Bolt',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      players.push(player);
    }
    const added = await owner.post(`/api/events/${eventId}/players`, { player_name: 'No Deck' });
    const deckless = added.json().user_id as string;
    return { owner, judge, stranger, players, deckless, eventId, path: `/api/events/${eventId}/deck-checks` };
  }

  const draw = async (client: TestClient, path: string, body: Record<string, unknown>) => {
    const response = await client.post(path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().checks as Check[];
  };

  it('lets only the owner and judges draw, read, check and download', async () => {
    const { owner, judge, stranger, players, path } = await eventWithPlayers(2);
    const [check] = await draw(judge, path, { round: 1, count: 1 });
    const one = `${path}/${check!.check_id}`;
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', path],
      ['POST', path, { round: 1, count: 1 }],
      ['GET', `${path}/log`],
      ['GET', one],
      ['POST', `${one}/start`],
      ['POST', `${one}/result`, { outcome: 'matches' }],
    ];
    for (const [method, url, body] of calls) {
      const as = (client: TestClient) => (method === 'GET' ? client.get(url) : client.post(url, body));
      expect((await as(players[0]!)).statusCode, `player ${method} ${url}`).toBe(403);
      expect((await as(stranger)).statusCode, `stranger ${method} ${url}`).toBe(403);
      expect((await as(t.anonymous())).statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    for (const [method, url, body] of calls) {
      const response = method === 'GET' ? await owner.get(url) : await owner.post(url, body);
      expect(response.statusCode, `owner ${method} ${url}: ${response.body}`).toBe(200);
    }
  });

  it('draws distinct players with a deck, uniformly, and leaves out those checked when asked', async () => {
    const { judge, players, deckless, path } = await eventWithPlayers(5);
    const withDeck = new Set(players.map((p) => p.userId));
    const times = new Map([...withDeck].map((id) => [id, 0]));
    const draws = 100;
    for (let i = 0; i < draws; i++) {
      const checks = await draw(judge, path, { round: 1, count: 2 });
      const ids = checks.map((c) => c.player_user_id);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) {
        expect(withDeck.has(id)).toBe(true);
        times.set(id, times.get(id)! + 1);
      }
    }
    // Expected 40 times each (standard deviation about 4.9): 20 is about 4 deviations.
    for (const [, n] of times) expect(Math.abs(n - 40)).toBeLessThanOrEqual(20);
    expect(times.has(deckless)).toBe(false);
    // Everyone was checked by now: none left to pick among the unchecked.
    const none = await judge.post(path, { round: 2, count: 1, exclude_checked: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.count[0]).toMatch(/No player can be picked/);
  });

  it('leaves out the players checked before, and refuses more than can be picked', async () => {
    const { judge, players, path } = await eventWithPlayers(4);
    const first = await draw(judge, path, { round: 1, count: 2 });
    const checked = new Set(first.map((c) => c.player_user_id));
    const log = (await judge.get(path)).json();
    expect(log.eligible).toEqual({ all: 4, unchecked: 2 });
    // The management view counts the same from the event's participants and the log (a deck's change reads neither again).
    const eventPath = path.replace(/\/deck-checks$/, '');
    expect(eligibleForDraw((await judge.get(eventPath)).json().participants, log.checks)).toEqual(log.eligible);
    const second = await draw(judge, path, { round: 2, count: 2, exclude_checked: true });
    expect(second.map((c) => c.player_user_id).sort()).toEqual(players.map((p) => p.userId).filter((id) => !checked.has(id)).sort());

    const tooMany = await judge.post(path, { round: 3, count: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.count).toEqual(['Only 4 players can be picked.']);
    for (const body of [{ round: 3, count: 21 }, { round: 0, count: 1 }, { round: 3 }, { round: 3, count: 1, user_ids: [players[0]!.userId] }]) {
      const refused = await judge.post(path, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
    }
  });

  it('picks players by name with a table, and only players with a deck', async () => {
    const { judge, players, deckless, path } = await eventWithPlayers(3);
    const picked = await draw(judge, path, { round: 4, table_number: 12, user_ids: [players[2]!.userId, players[0]!.userId] });
    expect(picked.map((c) => [c.player_name, c.round, c.table_number, c.judge_name])).toEqual([
      ['Player 2', 4, 12, 'Jude'],
      ['Player 0', 4, 12, 'Jude'],
    ]);
    const refused = await judge.post(path, { round: 4, user_ids: [deckless] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.user_ids).toEqual(['Only players with a submitted deck can be checked.']);
    expect((await judge.post(path, { round: 4, user_ids: [players[0]!.userId, players[0]!.userId] })).statusCode).toBe(400);
  });

  it('records when a check began and ended and its outcome, once, and keeps the log as text', async () => {
    const { owner, judge, players, path } = await eventWithPlayers(2);
    const [check] = await draw(owner, path, { round: 2, user_ids: [players[1]!.userId] });
    const one = `${path}/${check!.check_id}`;
    t.clock.advance(60_000);
    const started = (await judge.post(`${one}/start`)).json() as Check;
    expect(started.started_at).toBe(new Date(t.clock.now()).toISOString());
    t.clock.advance(5 * 60_000 + 30_000);
    // A second start keeps the first.
    expect(((await judge.post(`${one}/start`)).json() as Check).started_at).toBe(started.started_at);

    const noNote = await judge.post(`${one}/result`, { outcome: 'problem' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toEqual(['Say what differed and what was done']);
    const longNote = await judge.post(`${one}/result`, { outcome: 'problem', note: 'x'.repeat(501) });
    expect(longNote.json().errors.note).toEqual(['Note must be at most 500 characters']);
    const forged = await judge.post(`${one}/result`, { outcome: 'problem', note: 'one\nRound 9: forged' });
    expect(forged.statusCode).toBe(400);

    const note = 'Sideboard had 1 Lightning Bolt instead of 2: warning, deck fixed';
    const recorded = await judge.post(`${one}/result`, { outcome: 'problem', note, table_number: 7 });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // The owner (who has no name) picked the player, the judge recorded the check: each is kept.
    expect(recorded.json()).toMatchObject({
      outcome: 'problem',
      note,
      table_number: 7,
      judge_user_id: owner.userId,
      judge_name: '',
      judge_role: 'owner',
      checked_by_user_id: judge.userId,
      checked_by_name: 'Jude',
      checked_by_role: 'judge',
      ended_at: new Date(t.clock.now()).toISOString(),
    });
    const again = await owner.post(`${one}/result`, { outcome: 'matches' });
    expect(again.statusCode).toBe(409);

    const log = (await owner.get(path)).json() as { checks: Check[] };
    expect(log.checks).toHaveLength(1);
    expect(log.checks[0]).toMatchObject({ check_id: check!.check_id, outcome: 'problem', note });

    const text = await judge.get(`${path}/log`);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="deck-checks-.*\.txt"$/);
    expect(text.body).toContain('Deck checks: Modern RCQ (2026-11-21)');
    expect(text.body).toContain('Round 2, table 7: Player 1');
    expect(text.body).toContain('  Picked by: Owner\n');
    expect(text.body).toContain('  Checked by: Jude\n');
    expect(text.body).toContain('  Started: 2026-11-21 10:01 UTC');
    expect(text.body).toContain('  Ended: 2026-11-21 10:06 UTC (took 5 min 30 s)');
    expect(text.body).toContain('  Outcome: Problem');
    expect(text.body).toContain(`  Note: ${note}`);
    expect((await judge.get(`${path}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);

    // A note stored before notes were one line (written to the table here) still cannot forge an entry.
    await t.app.db.update(deckChecks).set({ note: 'fixed\nRound 9, table 1: Forged\u202e' }).where(eq(deckChecks.id, check!.check_id));
    const forgedLog = (await judge.get(`${path}/log`)).body;
    expect(forgedLog).toContain('  Note: fixed Round 9, table 1: Forged\n');
    expect(forgedLog).not.toMatch(/^Round 9/m);
  });

  it('keeps the log of an event bounded', async () => {
    const { judge, players, eventId, path } = await eventWithPlayers(2);
    const at = new Date(t.clock.now());
    await t.app.db.insert(deckChecks).values(
      Array.from({ length: MAX_DECK_CHECKS_PER_EVENT - 1 }, () => ({
        eventId,
        playerId: players[0]!.userId,
        playerName: 'Player 0',
        judgeName: 'Jude',
        round: 1,
        pickedAt: at,
      })),
    );
    const full = await judge.post(path, { round: 2, count: 2 });
    expect(full.statusCode).toBe(409);
    await draw(judge, path, { round: 2, count: 1 });
    expect((await judge.get(path)).json()).toMatchObject({ remaining: 0 });
    expect((await judge.post(path, { round: 2, count: 1 })).statusCode).toBe(409);
  });

  it("links a timer tournament the owner manages, and gives the checked table time on one of its clocks", async () => {
    const { owner, judge, players, stranger, eventId, path } = await eventWithPlayers(2);
    const tournament = (await owner.post('/api/timers', { tournament_name: 'RCQ clocks' })).json().tournament_id as string;
    const clock = (await owner.post(`/api/timers/${tournament}/clocks`, { clock_name: 'Round 3', duration_seconds: 3000 })).json().clock_id as string;
    const foreign = (await stranger.post('/api/timers', { tournament_name: 'Not theirs' })).json().tournament_id as string;
    const foreignClock = (await stranger.post(`/api/timers/${foreign}/clocks`, { clock_name: 'X', duration_seconds: 60 })).json().clock_id as string;

    const [check] = await draw(judge, path, { round: 3, table_number: 4, user_ids: [players[0]!.userId] });
    const result = `${path}/${check!.check_id}/result`;
    const unlinked = await judge.post(result, { outcome: 'matches', extension: { clock_id: clock, minutes: 5 } });
    expect(unlinked.statusCode).toBe(400);
    expect(Object.keys(unlinked.json().errors)).toEqual(['extension']);

    expect((await judge.post(`/api/events/${eventId}`, { timer_tournament_id: tournament })).statusCode).toBe(403);
    const notManaged = await owner.post(`/api/events/${eventId}`, { timer_tournament_id: foreign });
    expect(notManaged.statusCode).toBe(400);
    expect(Object.keys(notManaged.json().errors)).toEqual(['timer_tournament_id']);
    expect((await owner.post(`/api/events/${eventId}`, { timer_tournament_id: tournament })).statusCode).toBe(200);
    expect((await judge.get(path)).json().timer).toEqual({ tournament_id: tournament, name: 'RCQ clocks', clocks: [{ clock_id: clock, name: 'Round 3' }] });

    for (const extension of [{ clock_id: foreignClock, minutes: 5 }, { clock_id: clock, minutes: 1.25 }, { clock_id: clock, minutes: 61 }, { clock_id: clock, minutes: 0.5 }]) {
      expect((await judge.post(result, { outcome: 'matches', extension })).statusCode, JSON.stringify(extension)).toBe(400);
    }
    const recorded = await judge.post(result, { outcome: 'matches', extension: { clock_id: clock, minutes: 7.5 } });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().extension).toEqual({ clock_id: clock, minutes: 7.5 });
    expect((await judge.get(`${path}/log`)).body).toContain('  Time extension: 7.5 min on Round 3');
    // The round clock gives table 4 the time: its screens show it once the round is over.
    const clockOf = async () =>
      ((await owner.get(`/api/timers/${tournament}`)).json().clocks as { clock_id: string; extensions: unknown[] }[]).find((c) => c.clock_id === clock)!;
    expect((await clockOf()).extensions).toEqual([{ table_number: 4, minutes: 7.5, reason: 'deck check' }]);

    // Without a table there is nothing to give time to: refused, and nothing recorded.
    const [tableless] = await draw(judge, path, { round: 3, user_ids: [players[1]!.userId] });
    const noTable = await judge.post(`${path}/${tableless!.check_id}/result`, { outcome: 'matches', extension: { clock_id: clock, minutes: 2 } });
    expect(noTable.statusCode).toBe(400);
    expect(Object.keys(noTable.json().errors)).toEqual(['table_number']);
    expect((await judge.get(`${path}/${tableless!.check_id}`)).json().outcome).toBeNull();
    expect((await clockOf()).extensions).toHaveLength(1);

    expect((await owner.post(`/api/events/${eventId}`, { timer_tournament_id: null })).statusCode).toBe(200);
    expect((await judge.get(path)).json().timer).toBeNull();
  });

  it("gives no time through a link whose maker no longer manages the tournament, until they manage it again", async () => {
    const { owner, judge, players, stranger, eventId, path } = await eventWithPlayers(1);
    const [ownerUser] = await t.app.db.select().from(users).where(eq(users.id, owner.userId));
    const manager = { user_email: ownerUser!.email!, user_name: 'Olive Owner' };
    // The tournament is the stranger's; the event's owner manages it and links it.
    const tournament = (await stranger.post('/api/timers', { tournament_name: 'Hall clocks' })).json().tournament_id as string;
    const clock = (await stranger.post(`/api/timers/${tournament}/clocks`, { clock_name: 'Round 1', duration_seconds: 3000 })).json().clock_id as string;
    const added = await stranger.post(`/api/timers/${tournament}/managers`, manager);
    expect(added.statusCode, added.body).toBe(200);
    expect((await owner.post(`/api/events/${eventId}`, { timer_tournament_id: tournament })).statusCode).toBe(200);
    const extensionsOf = async () =>
      ((await stranger.get(`/api/timers/${tournament}`)).json().clocks as { clock_id: string; extensions: unknown[] }[]).find((c) => c.clock_id === clock)!.extensions;

    const [first] = await draw(judge, path, { round: 1, table_number: 42, user_ids: [players[0]!.userId] });
    const [second] = await draw(judge, path, { round: 2, table_number: 42, user_ids: [players[0]!.userId] });
    expect((await judge.post(`${path}/${first!.check_id}/result`, { outcome: 'matches', extension: { clock_id: clock, minutes: 5 } })).statusCode).toBe(200);
    expect(await extensionsOf()).toHaveLength(1);

    // The tournament's owner takes the event owner's rights away: the link gives nothing, and says so.
    expect((await stranger.delete(`/api/timers/${tournament}/managers/${owner.userId}`)).statusCode).toBe(200);
    expect((await judge.get(path)).json().timer).toBeNull();
    const refused = await judge.post(`${path}/${second!.check_id}/result`, { outcome: 'matches', extension: { clock_id: clock, minutes: 60 } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['extension']);
    expect(await extensionsOf()).toEqual([{ table_number: 42, minutes: 5, reason: 'deck check' }]);

    // Made a manager again, the same link works again.
    expect((await stranger.post(`/api/timers/${tournament}/managers`, manager)).statusCode).toBe(200);
    expect((await judge.get(path)).json().timer).toMatchObject({ tournament_id: tournament });
  });

  it('tells the organisers live, and shows a checked player nothing new', async () => {
    const { owner, judge, players, eventId, path } = await eventWithPlayers(1);
    const player = players[0]!;
    const before = [(await player.get(`/api/events/${eventId}`)).body, (await player.get(`/api/events/${eventId}/deck`)).body];
    const base = await listen(t);
    const organiserWs = await connectWs(base, eventChannel(eventId), { cookies: owner.cookies });
    const playerWs = await connectWs(base, eventChannel(eventId), { cookies: player.cookies });
    try {
      const [check] = await draw(judge, path, { round: 1, count: 1 });
      expect(await organiserWs.next()).toMatchObject({ refresh: true, scope: 'deck-checks', user_id: null });
      await judge.post(`${path}/${check!.check_id}/result`, { outcome: 'problem', note: 'Missing a card' });
      await organiserWs.next((m) => m.scope === 'deck-checks', 5000, 1);
      // A later change the player does hear: nothing about the check came before it.
      await owner.post(`/api/events/${eventId}`, { event_status: 'closed' });
      const heard = await playerWs.next((m) => m.scope === 'event');
      expect(playerWs.received).toEqual([heard]);
    } finally {
      organiserWs.close();
      playerWs.close();
    }
    const after = [(await player.get(`/api/events/${eventId}`)).body, (await player.get(`/api/events/${eventId}/deck`)).body];
    expect(after[0]).toBe(before[0]!.replace('"status":"open"', '"status":"closed"'));
    expect(after[1]).toBe(before[1]);
  });
});
