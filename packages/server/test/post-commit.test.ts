import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decklistRevisions } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/databases';
import { withFailingReads } from './helpers/failing-reads';

/**
 * A write that committed is answered as a success, even if reading afterwards fails: the player whose
 * deck is saved must not see a 500 and submit again, or think it lost.
 */
describe.each(DATABASE_KINDS)('answers after the commit on %s', (kind) => {
  let db: TestDatabase;
  let reads: ReturnType<typeof withFailingReads>;
  let t: TestApp;
  let eventId: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    reads = withFailingReads(db.database);
    t = await createTestApp(kind, { database: { ...db, database: reads.database } });
    const owner = await t.signedIn('commit-owner@example.com');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    eventId = (await owner.post('/api/events', { event_name: 'Commit', format: 'modern', event_date: today })).json().event_id;
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });
  beforeEach(() => reads.heal());

  it('answers a first submission as saved although every read after the commit fails', async () => {
    const player = await t.signedIn('commit-player@example.com');
    reads.failReadsAfterNextCommit();
    const submit = await player.post(`/api/events/${eventId}/deck`, { player_name: 'Ada', deck_name: 'Burn', decklist_text: '4 Lightning Bolt\n20 Mountain' });
    expect(reads.failing).toBe(true); // the reads did fail after the commit
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.body).toBe(''); // the contract answers a saved deck with an empty 200

    reads.heal();
    const stored = await player.get(`/api/events/${eventId}/deck`);
    expect(stored.json()).toMatchObject({ event_id: eventId, user_id: player.userId, player_name: 'Ada', deck_name: 'Burn', decklist_text: '4 Lightning Bolt\n20 Mountain', is_deck_checked: false });
  });

  it('answers a resubmission, and an organiser’s edit that keeps the checked mark, as saved', async () => {
    const player = await t.signedIn('commit-again@example.com');
    const owner = await t.signedIn('commit-owner@example.com');
    await player.post(`/api/events/${eventId}/deck`, { player_name: 'Bea', deck_name: '', decklist_text: '4 Counterspell' });

    reads.failReadsAfterNextCommit();
    const again = await player.post(`/api/events/${eventId}/deck`, { player_name: 'Bea', deck_name: 'Control', decklist_text: '4 Counterspell\n20 Island' });
    expect(reads.failing).toBe(true);
    expect(again.statusCode, again.body).toBe(200);

    reads.heal();
    expect((await player.get(`/api/events/${eventId}/deck`)).json()).toMatchObject({ deck_name: 'Control', decklist_text: '4 Counterspell\n20 Island' });
    await owner.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true });
    reads.failReadsAfterNextCommit();
    const edit = await owner.post(`/api/events/${eventId}/deck`, { user_id: player.userId, player_name: 'Bea', deck_name: 'Control', decklist_text: '4 Counterspell\n21 Island' });
    expect(reads.failing).toBe(true);
    expect(edit.statusCode, edit.body).toBe(200);

    reads.heal();
    expect((await player.get(`/api/events/${eventId}/deck`)).json()).toMatchObject({ user_id: player.userId, decklist_text: '4 Counterspell\n21 Island', is_deck_checked: true });
    const revisions = await t.app.db.select().from(decklistRevisions).where(eq(decklistRevisions.userId, player.userId));
    expect(revisions).toHaveLength(3);
  });

  it('answers a created event as created although reads after the commit fail', async () => {
    const owner = await t.signedIn('commit-creator@example.com');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    reads.failReadsAfterNextCommit();
    const created = await owner.post('/api/events', { event_name: 'After commit', format: 'legacy', event_date: today });
    expect(reads.failing).toBe(true);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ event_name: 'After commit', role: 'owner', format: 'legacy' });
  });

  it('really breaks reads: a call that only reads answers a 500 problem (nothing was written, nothing lost)', async () => {
    const player = await t.signedIn('commit-late@example.com');
    reads.failReadsAfterNextCommit();
    // A transaction that commits first (the player's own event), then a call whose first step is a read.
    await player.post('/api/events', { event_name: 'Mine', format: 'modern', event_date: new Date(t.clock.now()).toISOString().slice(0, 10) });
    const read = await player.get(`/api/events/${eventId}/deck`);
    expect(read.statusCode).toBe(500);
    expect(read.headers['content-type']).toContain('application/problem+json');
  });
});
