import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/connect';
import { eventUsers, events, users } from '../src/db/schema';
import { removeParticipant } from '../src/events/removals-store';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n56 Mountain';

const createEvent = async (owner: TestClient, n: number) =>
  (await owner.post('/api/events', { event_name: `Count ${n}`, format: 'modern', event_date: TODAY })).json().event_id as string;

/**
 * Each event's row keeps how many players it has (migration 0014), and the join compares that number
 * with the limit: it must follow every way people come and go, however many rows a statement touches.
 */
describe.each(DATABASE_KINDS)("the event's kept player count, on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const newEvent = (owner: TestClient) => createEvent(owner, ++n);

  /** The count each event keeps beside the count of its players' rows. */
  async function keptAndCounted(eventIds: string[]) {
    const kept = await t.app.db.select({ id: events.id, n: events.playerCount }).from(events).where(inArray(events.id, eventIds));
    const counted = await t.app.db
      .select({ id: eventUsers.eventId, n: count() })
      .from(eventUsers)
      .where(and(inArray(eventUsers.eventId, eventIds), eq(eventUsers.role, 'player')))
      .groupBy(eventUsers.eventId);
    const byId = (rows: { id: string; n: number }[]) => Object.fromEntries(eventIds.map((id) => [id, rows.find((row) => row.id === id)?.n ?? 0]));
    return { kept: byId(kept), counted: byId(counted) };
  }

  it('follows joins, additions, judges and removals through the API', async () => {
    const owner = await t.signedIn(`count-owner-${kind}@example.com`);
    const eventId = await newEvent(owner);
    const players = await Promise.all([1, 2, 3].map((i) => t.signedIn(`count-player-${kind}-${i}@example.com`)));
    for (const player of players) {
      expect((await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LEGAL })).statusCode).toBe(200);
    }
    // A resubmission is no new player.
    expect((await players[0]!.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'Again', decklist_text: LEGAL })).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/players`, { player_name: 'Walk-in' })).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: `count-judge-${kind}@example.com`, role: 'judge' })).statusCode).toBe(200);
    expect(await keptAndCounted([eventId])).toEqual({ kept: { [eventId]: 4 }, counted: { [eventId]: 4 } });

    for (const removed of players.slice(1)) expect((await owner.delete(`/api/events/${eventId}/users`, { user_id: removed.userId })).statusCode).toBe(200);
    expect(await keptAndCounted([eventId])).toEqual({ kept: { [eventId]: 2 }, counted: { [eventId]: 2 } });
    // What anyone but the organisers sees is the kept count.
    expect((await players[0]!.get(`/api/events/${eventId}`)).json().player_count).toBe(2);
  });

  it('follows statements that touch many rows and several events at once, and a player made a judge', async () => {
    const owner = await t.signedIn(`count-bulk-${kind}@example.com`);
    const eventIds = [await newEvent(owner), await newEvent(owner)];
    const people = await t.app.db
      .insert(users)
      .values(Array.from({ length: 6 }, (_, i) => ({ email: null, name: `Bulk ${kind} ${i}` })))
      .returning({ id: users.id });
    // One insert: four players in each event, and one judge.
    await t.app.db.insert(eventUsers).values([
      ...eventIds.flatMap((eventId) => people.slice(0, 4).map((person) => ({ eventId, userId: person.id, role: 'player' as const }))),
      { eventId: eventIds[1]!, userId: people[5]!.id, role: 'judge' as const },
    ]);
    expect((await keptAndCounted(eventIds)).kept).toEqual({ [eventIds[0]!]: 4, [eventIds[1]!]: 4 });

    await t.app.db.update(eventUsers).set({ role: 'judge' }).where(and(eq(eventUsers.eventId, eventIds[0]!), eq(eventUsers.userId, people[0]!.id)));
    await t.app.db.update(eventUsers).set({ role: 'player' }).where(and(eq(eventUsers.eventId, eventIds[1]!), eq(eventUsers.userId, people[5]!.id)));
    // A change that moves no one (a name) leaves the counts alone.
    await t.app.db.update(eventUsers).set({ playerName: 'Renamed' }).where(inArray(eventUsers.eventId, eventIds));
    expect((await keptAndCounted(eventIds)).kept).toEqual({ [eventIds[0]!]: 3, [eventIds[1]!]: 5 });

    // Two accounts deleted in one statement take their places in both events (the rows go by cascade).
    await t.app.db.delete(users).where(inArray(users.id, [people[1]!.id, people[2]!.id]));
    const after = await keptAndCounted(eventIds);
    expect(after.kept).toEqual({ [eventIds[0]!]: 1, [eventIds[1]!]: 3 });
    expect(after.kept).toEqual(after.counted);

    // Deleting an event takes its people with it without tripping over its own count.
    await t.app.db.delete(events).where(eq(events.id, eventIds[0]!));
    expect((await keptAndCounted(eventIds)).kept).toEqual({ [eventIds[0]!]: 0, [eventIds[1]!]: 3 });
  });

  it('lets a new player into a full event once a place is free again', async () => {
    const owner = await t.signedIn(`count-full-${kind}@example.com`);
    const eventId = await newEvent(owner);
    await t.app.db.update(events).set({ maxPlayers: 2 }).where(eq(events.id, eventId));
    const [first, second, third] = await Promise.all([1, 2, 3].map((i) => t.signedIn(`count-full-${kind}-${i}@example.com`)));
    const submit = (player: TestClient) => player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LEGAL });
    expect((await submit(first!)).statusCode).toBe(200);
    expect((await submit(second!)).statusCode).toBe(200);
    expect((await submit(third!)).statusCode).toBe(409);
    expect((await owner.delete(`/api/events/${eventId}/users`, { user_id: first!.userId })).statusCode).toBe(200);
    expect((await submit(third!)).statusCode).toBe(200);
    expect(await keptAndCounted([eventId])).toEqual({ kept: { [eventId]: 2 }, counted: { [eventId]: 2 } });
  });
});

// Two connections hold locks at once, and PGlite has one: on PostgreSQL only.
describe.runIf(HAS_POSTGRES)("the kept player count's lock order, on postgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it("removes a person while the event's row is held by a change of its people, without a deadlock", async () => {
    const owner = await t.signedIn('count-lock@example.com');
    const eventId = await createEvent(owner, 1);
    const player = await t.signedIn('count-lock-player@example.com');
    expect((await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: '', decklist_text: LEGAL })).statusCode).toBe(200);

    let removal: Promise<void> | undefined;
    // As deleting the event does: its row first, then its people's rows (here by cascade).
    await t.app.db.transaction(async (tx) => {
      await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
      removal = removeParticipant(t.app.db, eventId, player.userId, { bar: true }, t.clock.now());
      await untilSomeoneWaitsForALock(tx);
      // Had the removal taken the player's row before the event's, this would wait for it while it waits
      // for the event's row: a deadlock, which PostgreSQL ends by failing one of the two.
      await tx.delete(events).where(eq(events.id, eventId));
    });
    await expect(removal).resolves.toBeUndefined();
    expect(await t.app.db.select().from(eventUsers).where(eq(eventUsers.eventId, eventId))).toEqual([]);
  });

  async function untilSomeoneWaitsForALock(tx: Tx) {
    for (let tries = 0; tries < 200; tries++) {
      // The activity view is read once per transaction unless its snapshot is cleared.
      await tx.execute(sql`select pg_stat_clear_snapshot()`);
      const waiting = (await tx.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (waiting.rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the removal never waited for the lock');
  }
});
