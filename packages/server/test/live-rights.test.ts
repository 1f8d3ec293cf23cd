// Sockets do not outlive the rights that opened them: sign-out, removal and deletion close them.
import { eventChannel, timersChannel } from '@decklist/core/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwoInstances, listen, TEST_ORIGIN, type TestApp, type TestClient } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';
import { connectWs, upgradeStatus } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n56 Mountain';

describe.each(API_DATABASE_KINDS)('live sockets lose what their caller lost, on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  const socket = (client: TestClient, channel: string) => connectWs(base, channel, { cookies: client.cookies, origin: TEST_ORIGIN });
  async function eventWithPeople() {
    n++;
    const owner = await t.signedIn(`owner${n}@example.com`);
    const judge = await t.signedIn(`judge${n}@example.com`);
    const player = await t.signedIn(`player${n}@example.com`);
    const eventId = (await owner.post('/api/events', { event_name: 'Live', format: 'modern', event_date: TODAY })).json().event_id as string;
    await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: `judge${n}@example.com`, role: 'judge' });
    await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LIST });
    return { owner, judge, player, eventId };
  }

  it("closes a judge's sockets when they sign out: no deck change reaches them after, and the cookie opens nothing", async () => {
    const { judge, player, eventId } = await eventWithPeople();
    const judgeSocket = await socket(judge, eventChannel(eventId));
    const otherChannel = await socket(judge, (await newTimersChannel(t)).channel);
    expect((await judge.post('/api/logout')).statusCode).toBe(200);
    expect(await judgeSocket.closed).toBe(4401);
    expect(await otherChannel.closed).toBe(4401);
    await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'After', decklist_text: LIST });
    expect(judgeSocket.received).toEqual([]);
    expect(await upgradeStatus(base, eventChannel(eventId), { cookies: judge.cookies, origin: TEST_ORIGIN })).toBe(401);
  });

  it('tells a removed player or judge of the change, then closes their socket on that event', async () => {
    const { owner, judge, player, eventId } = await eventWithPeople();
    const playerSocket = await socket(player, eventChannel(eventId));
    const judgeSocket = await socket(judge, eventChannel(eventId));
    const ownerSocket = await socket(owner, eventChannel(eventId));
    await owner.delete(`/api/events/${eventId}/users`, { user_id: player.userId });
    expect(await playerSocket.closed).toBe(4403);
    expect(playerSocket.received).toEqual([expect.objectContaining({ scope: 'people', user_id: player.userId })]);
    await owner.delete(`/api/events/${eventId}/users`, { user_id: judge.userId });
    expect(await judgeSocket.closed).toBe(4403);
    expect(ownerSocket.closeCode).toBeUndefined(); // the owner made the change: still open
    ownerSocket.close();
  });

  it("closes every socket on an event when it is deleted, and a removed manager's on the tournament, not the display's", async () => {
    const { owner, judge, eventId } = await eventWithPeople();
    const judgeSocket = await socket(judge, eventChannel(eventId));
    expect((await owner.delete(`/api/events/${eventId}`)).statusCode).toBe(200);
    expect(await judgeSocket.closed).toBe(4404);

    const manager = await t.signedIn(`manager${n}@example.com`);
    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Clocks' })).json().tournament_id as string;
    await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: `manager${n}@example.com`, user_name: 'Max' });
    const managerSocket = await socket(manager, timersChannel(tournamentId));
    const display = await connectWs(base, timersChannel(tournamentId));
    expect((await owner.delete(`/api/timers/${tournamentId}/managers/${manager.userId}`)).statusCode).toBe(200);
    expect(await managerSocket.closed).toBe(4403);
    expect(display.closeCode).toBeUndefined();
    expect((await owner.delete(`/api/timers/${tournamentId}`)).statusCode).toBe(200);
    expect(await display.closed).toBe(4404);
  });

  it('names a session in messages by an opaque value that /api/me tells that session alone, and no account to players or displays', async () => {
    const { owner, judge, player, eventId } = await eventWithPeople();
    const me = (await judge.get('/api/me')).json();
    expect(me.session_id).toBe(t.app.liveEchoId(judge.sessionId));
    expect(me.session_id).not.toBe(judge.sessionId);
    expect(JSON.stringify(me)).not.toContain(judge.sessionId);

    const playerSocket = await socket(player, eventChannel(eventId));
    const ownerSocket = await socket(owner, eventChannel(eventId));
    await judge.post(`/api/events/${eventId}`, { event_status: 'closed' });
    expect(await ownerSocket.next()).toMatchObject({ updated_by_session_id: me.session_id, updated_by_user_id: judge.userId });
    const toPlayer = await playerSocket.next();
    expect(toPlayer).toMatchObject({ updated_by_session_id: me.session_id, updated_by_user_id: null });
    expect(JSON.stringify(toPlayer)).not.toContain(judge.userId);

    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Clocks' })).json().tournament_id as string;
    const display = await connectWs(base, timersChannel(tournamentId));
    await owner.post(`/api/timers/${tournamentId}/force-update`);
    const toDisplay = await display.next();
    expect(toDisplay).toMatchObject({ updated_by_session_id: t.app.liveEchoId(owner.sessionId), updated_by_user_id: '' });
    expect(JSON.stringify(toDisplay)).not.toContain(owner.userId);
    expect(JSON.stringify(toDisplay)).not.toContain(owner.sessionId);
    for (const open of [playerSocket, ownerSocket, display]) open.close();
  });

  it('refuses more open sockets from one address than the cap (LIVE_SOCKETS_PER_ADDRESS), and takes them again once some close', async () => {
    const capped = await createTestApp(kind, { env: { LIVE_SOCKETS_PER_ADDRESS: '3' } });
    try {
      const cappedBase = await listen(capped);
      const { channel } = await newTimersChannel(capped);
      const open = [await connectWs(cappedBase, channel), await connectWs(cappedBase, channel), await connectWs(cappedBase, channel)];
      expect(await upgradeStatus(cappedBase, channel)).toBe(429);
      open[0]!.close();
      await open[0]!.closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await upgradeStatus(cappedBase, channel)).toBe(101);
      for (const socket of open) socket.close();
    } finally {
      await capped.close();
    }
  });
});

describe.runIf(HAS_POSTGRES)('live sockets lose their rights across instances on PostgreSQL', () => {
  it('closes on the other instance the sockets of a session signed out through one, and of a person removed through one', async () => {
    const { one, two, close } = await createTwoInstances();
    try {
      const baseTwo = await listen(two);
      const owner = await one.signedIn('owner@example.com');
      const judge = await one.signedIn('judge@example.com');
      const player = await one.signedIn('player@example.com');
      const eventId = (await owner.post('/api/events', { event_name: 'Across', format: 'modern', event_date: TODAY })).json().event_id as string;
      await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: 'judge@example.com', role: 'judge' });
      await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LIST });
      const judgeOnTwo = await connectWs(baseTwo, eventChannel(eventId), { cookies: judge.cookies, origin: TEST_ORIGIN });
      const playerOnTwo = await connectWs(baseTwo, eventChannel(eventId), { cookies: player.cookies, origin: TEST_ORIGIN });
      expect((await judge.post('/api/logout')).statusCode).toBe(200);
      expect(await judgeOnTwo.closed).toBe(4401);
      await owner.delete(`/api/events/${eventId}/users`, { user_id: player.userId });
      expect(await playerOnTwo.closed).toBe(4403);
    } finally {
      await close();
    }
  });
});
