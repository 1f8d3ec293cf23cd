import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers, events } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { HAS_POSTGRES } from './helpers/databases';

const LIST = '4 Lightning Bolt\n56 Mountain';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A player's submission locks the event's row before their participant row, the order in which publishing
 * lists (the event, then each published player's row through its foreign key) and deleting the event take
 * them: neither waits for the other in a circle, which PostgreSQL would break by failing one of them.
 */
describe.runIf(HAS_POSTGRES)('the locks of a submission on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  /** The event with the player's deck in it, and a way to send a change while the event's row is held as publishing holds it. */
  async function heldWhilePublishing() {
    const owner = await t.signedIn(`locks-owner-${++people}@example.com`);
    const player = await t.signedIn(`locks-player-${people}@example.com`);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await owner.post('/api/events', { event_name: 'Locks', format: 'modern', event_date: today })).json().event_id as string;
    const first = await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'First', decklist_text: LIST });
    expect(first.statusCode, first.body).toBe(200);
    const theirRow = and(eq(eventUsers.eventId, eventId), eq(eventUsers.userId, player.userId));
    /** Sends the change while a transaction holds the event's row, then takes the player's row as a publication's foreign key does. */
    const whileHeld = async (send: () => Promise<{ statusCode: number; body: string }>) => {
      const { sent } = await t.app.db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
        const sent = send();
        await sleep(300); // the change is now waiting for the event's row
        const [row] = await tx.select({ role: eventUsers.role }).from(eventUsers).where(theirRow).for('key share');
        expect(row?.role).toBe('player');
        return { sent };
      });
      return sent;
    };
    return { owner, player, eventId, whileHeld };
  }
  let people = 0;

  it("holds a player's resubmission until the event's row is free, without taking their row first", async () => {
    const { player, eventId, whileHeld } = await heldWhilePublishing();
    const answer = await whileHeld(() => player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'Second', decklist_text: LIST }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await player.get(`/api/events/${eventId}/deck`)).json().deck_name).toBe('Second');
  });

  it("does the same for an organiser's edit, a check mark and the player's deletion", async () => {
    const { owner, player, eventId, whileHeld } = await heldWhilePublishing();
    const edited = await whileHeld(() =>
      owner.post(`/api/events/${eventId}/deck`, { user_id: player.userId, player_name: 'Pat', deck_name: 'Edited', decklist_text: LIST }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const checked = await whileHeld(() => owner.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true }));
    expect(checked.statusCode, checked.body).toBe(200);
    const deleted = await whileHeld(() => player.delete(`/api/events/${eventId}/deck`));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await player.get(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
  });
});
