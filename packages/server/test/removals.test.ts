import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n56 Mountain';
const REMOVED = /organiser removed you from this event/;

describe.each(DATABASE_KINDS)('a removed person cannot come straight back, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function eventWithPeople() {
    n++;
    const owner = await t.signedIn(`owner${n}@example.com`);
    const judge = await t.signedIn(`judge${n}@example.com`);
    const player = await t.signedIn(`player${n}@example.com`);
    const eventId = (await owner.post('/api/events', { event_name: 'Friday', format: 'modern', event_date: TODAY })).json().event_id as string;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: `judge${n}@example.com`, role: 'judge' })).statusCode).toBe(200);
    expect((await submit(player, eventId)).statusCode).toBe(200);
    return { owner, judge, player, eventId };
  }
  const submit = (client: TestClient, eventId: string) =>
    client.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LEGAL });
  const remove = (by: TestClient, eventId: string, userId: string) => by.delete(`/api/events/${eventId}/users`, { user_id: userId });
  const removedOf = async (organiser: TestClient, eventId: string) =>
    ((await organiser.get(`/api/events/${eventId}`)).json().removed_players as { user_id: string; player_name: string }[]) ?? [];

  it('refuses the submission of a player the owner or a judge removed, with a 403 saying why, and lists them for the organisers', async () => {
    for (const by of ['owner', 'judge'] as const) {
      const people = await eventWithPeople();
      const { eventId, player } = people;
      expect((await remove(people[by], eventId, player.userId)).statusCode).toBe(200);
      const again = await submit(player, eventId);
      expect(again.statusCode).toBe(403);
      expect(again.json().detail).toMatch(REMOVED);
      expect(await removedOf(people.owner, eventId)).toEqual([expect.objectContaining({ user_id: player.userId, player_name: 'Pat' })]);
      expect(await removedOf(people.judge, eventId)).toHaveLength(1);
      expect((await player.get(`/api/events/${eventId}`)).json().removed_players ?? []).toEqual([]); // not shown to players
    }
  });

  it('lets them back in once an organiser adds them again, or allows them back', async () => {
    const { owner, judge, player, eventId } = await eventWithPeople();
    await remove(owner, eventId, player.userId);
    const added = await owner.post(`/api/events/${eventId}/players`, { player_name: 'Pat', email: `player${n}@example.com` });
    expect(added.statusCode).toBe(200);
    expect(await removedOf(owner, eventId)).toEqual([]);
    expect((await submit(player, eventId)).statusCode).toBe(200);

    await remove(judge, eventId, player.userId);
    expect((await submit(player, eventId)).statusCode).toBe(403);
    expect((await player.delete(`/api/events/${eventId}/removals/${player.userId}`)).statusCode).toBe(403); // not theirs to lift
    expect((await judge.delete(`/api/events/${eventId}/removals/${player.userId}`)).statusCode).toBe(200);
    expect((await judge.delete(`/api/events/${eventId}/removals/${player.userId}`)).statusCode).toBe(404);
    expect((await submit(player, eventId)).statusCode).toBe(200);
  });

  it('bars a judge the owner removed from joining as a player, but not one who left on their own', async () => {
    const { owner, judge, eventId } = await eventWithPeople();
    expect((await remove(owner, eventId, judge.userId)).statusCode).toBe(200);
    expect((await submit(judge, eventId)).json().detail).toMatch(REMOVED);

    const second = await eventWithPeople();
    expect((await remove(second.judge, second.eventId, second.judge.userId)).statusCode).toBe(200); // leaves
    expect((await submit(second.judge, second.eventId)).statusCode).toBe(200);
    expect(await removedOf(second.owner, second.eventId)).toEqual([]);
  });
});
