// Who hears what on the live channels, and sockets that misbehave (docs/decisions/0002-live-channels.md).
import { eventChannel, timersChannel } from '@decklist/core/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createMemoryBus, type LiveBus } from '../src/live/bus';
import { createTestApp, listen, TEST_ORIGIN, type TestApp, type TestClient } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS } from './helpers/databases';
import { connectWs, upgradeStatus, type WsClient } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Client = TestClient & { userId: string; sessionId: string };

describe.each(API_DATABASE_KINDS)('live delivery on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  const emailOf = async (client: Client) => (await t.app.db.select().from(users).where(eq(users.id, client.userId)))[0]!.email!;
  /** Another session (another tab or phone) of the same user. */
  const otherSession = async (client: Client) => t.signedIn(await emailOf(client));
  const socket = (client: TestClient, channel: string) => connectWs(base, channel, { cookies: client.cookies, origin: TEST_ORIGIN });
  const submit = (client: TestClient, eventId: string, deckName = 'Burn') =>
    client.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: deckName, decklist_text: LIST });

  async function eventWithPeople() {
    const owner = await t.signedIn(nextEmail('owner'));
    const judge = await t.signedIn(nextEmail('judge'));
    const player = await t.signedIn(nextEmail('player'));
    const otherPlayer = await t.signedIn(nextEmail('other'));
    const stranger = await t.signedIn(nextEmail('stranger'));
    const created = await owner.post('/api/events', { event_name: 'Live Modern', format: 'modern', event_date: TODAY });
    const eventId = created.json().event_id as string;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: await emailOf(judge) })).statusCode).toBe(200);
    expect((await submit(player, eventId)).statusCode).toBe(200);
    expect((await submit(otherPlayer, eventId)).statusCode).toBe(200);
    return { owner, judge, player, otherPlayer, stranger, eventId };
  }

  /** Waits out delivery and coalescing, then returns what each socket got since `marks`. */
  const settle = async () => sleep(700);

  it('sends a player’s deck change to the owner, the judges and that player’s other sessions only', async () => {
    const { owner, judge, player, otherPlayer, stranger, eventId } = await eventWithPeople();
    const channel = eventChannel(eventId);
    const playerElsewhere = await otherSession(player);
    const sockets: Record<string, WsClient> = {
      owner: await socket(owner, channel),
      judge: await socket(judge, channel),
      player: await socket(player, channel),
      playerElsewhere: await socket(playerElsewhere, channel),
      otherPlayer: await socket(otherPlayer, channel),
      stranger: await socket(stranger, channel),
    };
    expect(await upgradeStatus(base, channel)).toBe(401);
    expect(await upgradeStatus(base, channel, { origin: TEST_ORIGIN })).toBe(401);

    expect((await submit(player, eventId, 'Burn v2')).statusCode).toBe(200);
    const expected = { refresh: true, updated_by_session_id: t.app.liveEchoId(player.sessionId), updated_by_user_id: player.userId, scope: 'deck', user_id: player.userId };
    // The organisers get the player's row as GET /api/events/{id} lists it.
    const listed = (await owner.get(`/api/events/${eventId}`)).json().participants.find((p: { user_id: string }) => p.user_id === player.userId);
    expect(listed).toMatchObject({ player_name: 'Pat', has_deck: true, is_deck_checked: false });
    for (const name of ['owner', 'judge']) expect(await sockets[name]!.next(), name).toEqual({ ...expected, participants: [listed] });
    // Who made a change and who takes part are for the organisers: a player's socket gets neither.
    expect(await sockets.playerElsewhere!.next()).toEqual({ ...expected, updated_by_user_id: null });
    await settle();
    const counts = Object.fromEntries(Object.entries(sockets).map(([name, ws]) => [name, ws.received.length]));
    // The submitting session has the change already; other players and strangers learn nothing.
    expect(counts).toEqual({ owner: 1, judge: 1, player: 0, playerElsewhere: 1, otherPlayer: 0, stranger: 0 });

    // A judge checking the deck: the organisers and the player, no one else.
    await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true });
    const checkedRow = await sockets.owner!.next((m) => m.updated_by_session_id === t.app.liveEchoId(judge.sessionId));
    expect(checkedRow).toMatchObject({ participants: [{ user_id: player.userId, is_deck_checked: true, checked_at: expect.any(String) }] });
    const toPlayer = await sockets.player!.next((m) => m.updated_by_session_id === t.app.liveEchoId(judge.sessionId));
    expect(toPlayer).toEqual({ ...expected, updated_by_session_id: t.app.liveEchoId(judge.sessionId), updated_by_user_id: null });
    await settle();
    expect(sockets.otherPlayer!.received).toHaveLength(0);
    expect(sockets.stranger!.received).toHaveLength(0);
    expect(sockets.judge!.received).toHaveLength(1);
    expect(sockets.owner!.received).toHaveLength(2);

    // The event itself changes: everyone on the channel but the session that did it.
    await owner.post(`/api/events/${eventId}`, { event_status: 'closed' });
    for (const name of ['judge', 'player', 'playerElsewhere', 'otherPlayer', 'stranger']) {
      expect(await sockets[name]!.next((m) => m.scope === 'event'), name).toMatchObject({ refresh: true, scope: 'event', user_id: null });
    }
    await settle();
    expect(sockets.owner!.received.filter((m) => (m as { scope: string }).scope === 'event')).toHaveLength(0);
    for (const ws of Object.values(sockets)) ws.close();
  });

  it('sends a socket that opens after its page read the event what changed since the read (since=read_at), as that caller would have heard it', async () => {
    const { owner, player, otherPlayer, eventId } = await eventWithPeople();
    const channel = eventChannel(eventId);
    const opened = (client: TestClient, since?: number) => connectWs(base, channel, { cookies: client.cookies, origin: TEST_ORIGIN, since });
    // The pages read the event (its answer says when); then, before their sockets are open, the organiser sets a
    // deadline and another player edits their deck.
    t.clock.advance(1_000);
    const readAt = (await player.get(`/api/events/${eventId}`)).json().read_at as number;
    expect(readAt).toBe(t.clock.now());
    t.clock.advance(1);
    await owner.post(`/api/events/${eventId}`, { submission_deadline: new Date(t.clock.now() + 3_600_000).toISOString() });
    await submit(otherPlayer, eventId, 'Burn v2');
    t.clock.advance(2_000);
    const late = { player: await opened(player, readAt), owner: await opened(owner, readAt), unsaid: await opened(player) };
    expect(await late.player.next()).toMatchObject({ refresh: true, scope: 'event', user_id: null });
    // The organiser's own change is not echoed to their page; the player's deck change is, with its row.
    expect(await late.owner.next()).toMatchObject({ scope: 'deck', user_id: otherPlayer.userId, participants: [expect.objectContaining({ user_id: otherPlayer.userId })] });
    await settle();
    // Another player's deck is not this player's business; what came before the read is not sent again; a socket
    // that says nothing of its read hears nothing old.
    expect(late.player.received).toHaveLength(1);
    expect(late.owner.received).toHaveLength(1);
    expect(late.unsaid.received).toHaveLength(0);

    // A page that read after those changes hears nothing of them.
    const fresh = await opened(player, t.clock.now());
    // One that read longer ago than the server remembers refetches everything.
    t.clock.advance(40_000);
    const stale = await opened(player, readAt);
    expect(await stale.next()).toMatchObject({ refresh: true, scope: 'all' });
    await settle();
    expect(fresh.received).toHaveLength(0);
    expect(stale.received).toHaveLength(1);
    for (const ws of [...Object.values(late), fresh, stale]) ws.close();
  });

  it('keeps the echo from the page that made a change alone: another tab of the same session, and a script with its cookie, are heard', async () => {
    const { owner, eventId } = await eventWithPeople();
    const channel = eventChannel(eventId);
    const tabA = await connectWs(base, channel, { cookies: owner.cookies, origin: TEST_ORIGIN, page: 'tab-a-page-id' });
    const tabB = await connectWs(base, channel, { cookies: owner.cookies, origin: TEST_ORIGIN, page: 'tab-b-page-id' });
    const walkIn = (name: string, headers: Record<string, string>) =>
      owner.request('POST', `/api/events/${eventId}/users`, { player_name: name, email: nextEmail(name) }, headers);

    expect((await walkIn('walkin', { 'x-decklist-page': 'tab-b-page-id' })).statusCode).toBe(200);
    const heard = await tabA.next((m) => m.scope === 'people');
    expect(heard).toMatchObject({ refresh: true, updated_by_session_id: t.app.liveEchoId(owner.sessionId, 'tab-b-page-id') });
    // Not the session-wide value /api/me names: a page of the same session would take it for its own.
    expect(heard.updated_by_session_id).not.toBe((await owner.get('/api/me')).json().session_id);
    await settle();
    expect(tabB.received).toHaveLength(0);

    // A request naming no page (a script with the organiser's cookie) reaches both pages.
    expect((await walkIn('scripted', {})).statusCode).toBe(200);
    for (const tab of [tabA, tabB]) expect(await tab.next((m) => m.updated_by_session_id === t.app.liveEchoId(owner.sessionId))).toMatchObject({ scope: 'people' });
    // A page id that is not one is no page: the change is the session's, as the contract has it.
    await settle();
    const before = tabB.received.length;
    expect((await walkIn('odd', { 'x-decklist-page': 'a b' })).statusCode).toBe(200);
    expect(await tabB.next((m) => m.updated_by_session_id === t.app.liveEchoId(owner.sessionId), 5000, before)).toMatchObject({ scope: 'people' });

    // The same on a tournament's timers channel: the manager's other tab hears its clock start.
    const created = await owner.post('/api/timers', { tournament_name: 'Two tabs' });
    const tournamentId = created.json().tournament_id as string;
    const clocksA = await connectWs(base, timersChannel(tournamentId), { cookies: owner.cookies, page: 'tab-a-page-id' });
    const clocksB = await connectWs(base, timersChannel(tournamentId), { cookies: owner.cookies, page: 'tab-b-page-id' });
    const added = await owner.request('POST', `/api/timers/${tournamentId}/clocks`, { clock_name: 'Round 1', duration_seconds: 3000 }, { 'x-decklist-page': 'tab-a-page-id' });
    expect(added.statusCode).toBe(200);
    expect(await clocksB.next()).toMatchObject({ message_type: 'clock_added', updated_by_session_id: t.app.liveEchoId(owner.sessionId, 'tab-a-page-id') });
    await settle();
    expect(clocksA.received).toHaveLength(0);
    for (const ws of [tabA, tabB, clocksA, clocksB]) ws.close();
  });

  it('follows role changes: a stranger who joins, a new judge, a removed player', async () => {
    const { owner, player, otherPlayer, stranger, eventId } = await eventWithPeople();
    const channel = eventChannel(eventId);
    const strangerElsewhere = await otherSession(stranger);
    const strangerSocket = await socket(strangerElsewhere, channel);
    const newJudge = await t.signedIn(nextEmail('newjudge'));
    const newJudgeSocket = await socket(newJudge, channel);
    const otherPlayerSocket = await socket(otherPlayer, channel);

    // The stranger submits from one phone and so joins: their other session hears it, as a player.
    expect((await submit(stranger, eventId)).statusCode).toBe(200);
    expect(await strangerSocket.next()).toMatchObject({ scope: 'deck', user_id: stranger.userId });

    // Made a judge, the new judge hears that, then every player's deck change.
    await owner.post(`/api/events/${eventId}/users`, { player_name: 'New Judge', email: await emailOf(newJudge) });
    expect(await newJudgeSocket.next()).toMatchObject({ scope: 'people', user_id: newJudge.userId });
    await submit(player, eventId, 'Burn v3');
    expect(await newJudgeSocket.next((m) => m.scope === 'deck')).toMatchObject({ scope: 'deck', user_id: player.userId });

    // A removed player hears that they were removed, and nothing after.
    await owner.delete(`/api/events/${eventId}/users`, { user_id: otherPlayer.userId });
    expect(await otherPlayerSocket.next()).toMatchObject({ scope: 'people', user_id: otherPlayer.userId });
    await submit(stranger, eventId, 'Again');
    await settle();
    expect(otherPlayerSocket.received).toHaveLength(1);
    expect(strangerSocket.received.length).toBe(2);
    for (const ws of [strangerSocket, newJudgeSocket, otherPlayerSocket]) ws.close();
  });

  it('refuses upgrades from another site’s pages (403) and event channels without a session (401); timers are public', async () => {
    const { owner, eventId } = await eventWithPeople();
    const cookies = owner.cookies;
    const timers = (await newTimersChannel(t)).channel;
    expect(await upgradeStatus(base, eventChannel(eventId), { cookies, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(base, timers, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(base, eventChannel(eventId), { cookies, origin: TEST_ORIGIN })).toBe(101);
    // Clients that are not browsers send no Origin.
    expect(await upgradeStatus(base, eventChannel(eventId), { cookies })).toBe(101);
    expect(await upgradeStatus(base, eventChannel(eventId))).toBe(401);
    expect(await upgradeStatus(base, timers)).toBe(101);
    expect(await upgradeStatus(base, timers, { origin: TEST_ORIGIN })).toBe(101);
    // An event or tournament that does not exist has no channel to follow.
    expect(await upgradeStatus(base, timersChannel('nosuch'))).toBe(404);
    expect(await upgradeStatus(base, eventChannel('nosuch'), { cookies })).toBe(404);
  });

  it('coalesces an organiser’s refreshes: 50 changes in 1 s arrive as at most 4, the last after the last change; every 100 ms for a page that updates from rows', async () => {
    const { owner, judge, player, eventId } = await eventWithPeople();
    const ownerSocket = await socket(owner, eventChannel(eventId));
    const playerSocket = await socket(player, eventChannel(eventId));
    const rowsSocket = await connectWs(base, eventChannel(eventId), { cookies: owner.cookies, origin: TEST_ORIGIN, updatesFromRows: true });
    const arrivals: number[] = [];
    const rowArrivals: number[] = [];
    ownerSocket.socket.on('message', () => arrivals.push(Date.now()));
    rowsSocket.socket.on('message', () => rowArrivals.push(Date.now()));

    const start = Date.now();
    let lastChangeAt = 0;
    let lastAnswerAt = 0;
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await sleep(start + i * 20 - Date.now());
        if (i === 49) lastChangeAt = Date.now();
        const response = await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: i % 2 === 0 });
        expect(response.statusCode).toBe(200);
        lastAnswerAt = Math.max(lastAnswerAt, Date.now());
      }),
    );
    await sleep(1200);
    // On a loaded machine the 50 changes take longer than 1 s; the pacing bounds messages per span of changes.
    const windows = (every: number) => Math.ceil((lastAnswerAt - start) / every) + 1;
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect(arrivals.length).toBeLessThanOrEqual(Math.max(4, windows(500)));
    expect(arrivals.at(-1)!).toBeGreaterThanOrEqual(lastChangeAt);
    // Paced 500 ms apart when sent; arrival times carry the client's own delays (a loaded machine once made one gap
    // 449 ms), so each gap is held to half the pace and their mean to 90 % of it.
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(250);
    expect((arrivals.at(-1)! - arrivals[0]!) / (arrivals.length - 1)).toBeGreaterThanOrEqual(450);
    // Our web client puts each message's rows into its list: it may hear them every 100 ms, still merged between.
    expect(rowArrivals.length).toBeGreaterThanOrEqual(6);
    expect(rowArrivals.length).toBeLessThanOrEqual(Math.max(12, windows(100)));
    expect(rowArrivals.at(-1)!).toBeGreaterThanOrEqual(lastChangeAt);
    // (Arrival times carry the client's own delays: one late message shortens the gap after it.)
    for (let i = 1; i < rowArrivals.length; i++) expect(rowArrivals[i]! - rowArrivals[i - 1]!).toBeGreaterThanOrEqual(50);
    expect((rowArrivals.at(-1)! - rowArrivals[0]!) / (rowArrivals.length - 1)).toBeGreaterThanOrEqual(95);
    expect(rowsSocket.received.at(-1)).toMatchObject({ scope: 'deck', user_id: player.userId, participants: [{ user_id: player.userId }] });
    rowsSocket.close();
    // The player's own other page is not an organiser's: every change reaches it.
    expect(playerSocket.received).toHaveLength(50);
    ownerSocket.close();
    playerSocket.close();
  });
});

describe('misbehaving sockets', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a socket that sends more than 20 messages in 10 s with 1008, after answering 20', async () => {
    const chatty = (await newTimersChannel(t)).channel;
    const ws = await connectWs(base, chatty);
    for (let i = 0; i < 30; i++) ws.send({ type: 'PING' });
    expect(await ws.closed).toBe(1008);
    expect(ws.received.length).toBeLessThanOrEqual(20);
    expect(t.app.live.subscriberCount(chatty)).toBe(0);

    // A display's pace (a burst of 5 TIME exchanges, then one every few seconds) is well within it.
    const display = await connectWs(base, (await newTimersChannel(t)).channel);
    for (let i = 0; i < 5; i++) display.send({ type: 'TIME', t0: i });
    await display.next((m) => m.t0 === 4);
    expect(display.closeCode).toBeUndefined();
    display.close();
  });

  it('drops a socket that does not read once more than 1 MB waits for it; the others keep receiving', async () => {
    const { channel } = await newTimersChannel(t);
    const slow = await connectWs(base, channel);
    const reader = await connectWs(base, channel);
    slow.socket.pause(); // stops reading, as a frozen phone would
    const padding = 'x'.repeat(3500);
    for (let i = 0; i < 6000 && t.app.live.subscriberCount(channel) > 1; i++) {
      await t.app.live.publish(channel, { message_type: 'force_update', n: i, padding });
      if (i % 100 === 0) await sleep(5);
    }
    const deadline = Date.now() + 5000;
    while (t.app.live.subscriberCount(channel) > 1 && Date.now() < deadline) await sleep(50);
    expect(t.app.live.subscriberCount(channel)).toBe(1);
    await t.app.live.publish(channel, { message_type: 'force_update', last: true });
    await reader.next((m) => m.last === true, 10_000);
    reader.close();
    slow.socket.terminate();
  });
});

describe('health and the live bus', () => {
  it('answers 503 while the bus is down and 200 once it is back', async () => {
    let up = true;
    const memory = createMemoryBus();
    const bus: LiveBus = { ...memory, isUp: () => up };
    const t = await createTestApp('pglite', { overrides: { bus } });
    try {
      expect((await t.anonymous().get('/api/health')).statusCode).toBe(200);
      up = false;
      const down = await t.anonymous().get('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 503 });
      up = true;
      expect((await t.anonymous().get('/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
