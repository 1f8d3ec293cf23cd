import { LIBRARY_FULL_TITLE, MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryDecks } from '../src/db/schema';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const LEGAL = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';
const BANNED = '4 Lightning Bolt\n4 Fury\n52 Mountain\n\nSideboard\n4 Blood Moon';
const DAY = 24 * 60 * 60 * 1000;

type Client = TestClient & { userId: string };
type Deck = { deck_id: string; deck_name: string; format: string; decklist_text: string; has_warnings: boolean };

describe.each(DATABASE_KINDS)('deck library on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextUser = (who = 'user') => t.signedIn(`${who}${++mail}@example.com`);
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const create = (client: TestClient, body: Record<string, unknown> = {}) =>
    client.post('/api/decks/library', { deck_name: 'Burn', format: 'modern', decklist_text: LEGAL, ...body });
  async function created(client: TestClient, body: Record<string, unknown> = {}): Promise<Deck> {
    const response = await create(client, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const stored = async (deckId: string) => (await t.app.db.select().from(libraryDecks).where(eq(libraryDecks.id, deckId)))[0];
  const list = async (client: TestClient) => {
    const response = await client.get('/api/decks/library');
    expect(response.statusCode).toBe(200);
    return (response.json() as { decks: Deck[] }).decks;
  };

  it('creates, lists, reads, updates and deletes a deck, storing whether it has warnings', async () => {
    const user = await nextUser();
    expect(await list(user)).toEqual([]);

    const response = await create(user, { deck_name: '  Fury Burn  ', format: ' modern ', decklist_text: `\n${BANNED}\n\n` });
    expect(response.statusCode, response.body).toBe(200);
    const deck = response.json();
    expect(deck).toMatchObject({
      deck_name: 'Fury Burn',
      format: 'modern',
      format_name: 'Modern',
      decklist_text: BANNED,
      has_warnings: true,
      deck_warnings: [],
      deck_warning_details: [],
    });
    expect(deck.deck_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deck.groups.map((g: { group_name: string }) => g.group_name)).toEqual(['Creatures', 'Instants', 'Lands', 'Sideboard']);
    expect(deck.groups[0].cards[0]).toMatchObject({
      quantity: 4,
      card_name: 'Fury',
      mana_cost: '{3}{R}{R}',
      mana_value: 5,
      warnings: ['Banned in Modern.'],
      warning_details: [{ code: 'banned', params: { format_name: 'Modern' } }],
    });
    expect(await stored(deck.deck_id)).toMatchObject({ userId: user.userId, hasWarnings: true, lastUsedAt: new Date(t.clock.now()) });

    const other = await created(user, { deck_name: 'azorius control', format: 'commander', decklist_text: '1 Sol Ring' });
    // Each deck warning also as data, in the same order as the English sentences.
    expect((await user.get(`/api/decks/library/${other.deck_id}`)).json()).toMatchObject({
      deck_warnings: [
        'The deck has 1 card, commander included; a Commander deck has exactly 100.',
        'No commander found. Put your commander on its own after an empty line, or under a line that says Commander.',
      ],
      deck_warning_details: [
        { code: 'deck_size', params: { count: 1, size: 100, format_name: 'Commander' } },
        { code: 'no_commander', params: {} },
      ],
    });
    expect(await list(user)).toEqual([
      { deck_id: other.deck_id, deck_name: 'azorius control', has_warnings: true, format: 'commander', format_name: 'Commander', decklist_text: '1 Sol Ring' },
      { deck_id: deck.deck_id, deck_name: 'Fury Burn', has_warnings: true, format: 'modern', format_name: 'Modern', decklist_text: BANNED },
    ]);
    expect((await user.get(`/api/decks/library/${deck.deck_id}`)).json()).toEqual(deck);

    const updated = await user.post(`/api/decks/library/${deck.deck_id}`, { deck_id: deck.deck_id, deck_name: 'Burn ', format: 'modern', decklist_text: LEGAL });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ deck_id: deck.deck_id, deck_name: 'Burn', decklist_text: LEGAL, has_warnings: false, deck_warnings: [] });
    expect((await list(user)).find((d) => d.deck_id === deck.deck_id)).toMatchObject({ deck_name: 'Burn', has_warnings: false });
    // A deck whose format is not in the list any more: its code stands for the name.
    await t.app.db.update(libraryDecks).set({ format: 'oathbreaker' }).where(eq(libraryDecks.id, other.deck_id));
    expect((await user.get(`/api/decks/library/${other.deck_id}`)).json()).toMatchObject({ format: 'oathbreaker', format_name: 'oathbreaker' });

    // The contract's second address for an existing deck: POST /api/decks/library?deckId=.
    const viaQuery = await user.post(`/api/decks/library?deckId=${deck.deck_id}`, { deck_name: 'Burn', format: 'modern', decklist_text: LEGAL });
    expect(viaQuery.json()).toMatchObject({ deck_id: deck.deck_id, deck_name: 'Burn' });
    expect(await list(user)).toHaveLength(2);

    expect((await user.delete(`/api/decks/library/${deck.deck_id}`)).body).toBe('');
    const gone = await user.get(`/api/decks/library/${deck.deck_id}`);
    expect([gone.statusCode, gone.body]).toEqual([404, '']);
    expect((await user.delete(`/api/decks/library/${deck.deck_id}`)).statusCode).toBe(404);
    expect((await list(user)).map((d) => d.deck_id)).toEqual([other.deck_id]);
  });

  it('shows and changes a deck only to its owner: anyone else gets 404, signed-out callers 401', async () => {
    const owner = await nextUser('owner');
    const stranger = await nextUser('stranger');
    const deck = await created(owner);
    const path = `/api/decks/library/${deck.deck_id}`;
    for (const response of [
      await stranger.get(path),
      await stranger.post(path, { deck_name: 'Mine now', format: 'modern', decklist_text: LEGAL }),
      await stranger.post(`${path}/use`),
      await stranger.delete(path),
    ]) {
      expect([response.statusCode, response.body]).toEqual([404, '']);
    }
    expect(await list(stranger)).toEqual([]);
    expect(await stored(deck.deck_id)).toMatchObject({ deckName: 'Burn', userId: owner.userId });

    const anonymous = t.anonymous();
    for (const response of [
      await anonymous.get('/api/decks/library'),
      await anonymous.get(path),
      await create(anonymous),
      await anonymous.post(path, { deck_name: 'x', format: 'modern', decklist_text: LEGAL }),
      await anonymous.delete(path),
      await anonymous.post(`${path}/use`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    // An id that is not a deck id at all is not found either (never a 500).
    for (const response of [await owner.get('/api/decks/library/not-a-deck'), await owner.delete('/api/decks/library/1')]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await owner.get(path)).statusCode).toBe(200);
  });

  it('requires and trims the deck name, format and decklist text', async () => {
    const user = await nextUser();
    const fieldErrors = async (body: Record<string, unknown>) => {
      const response = await user.post('/api/decks/library', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await fieldErrors({})).toEqual({
      deck_name: ['Deck name is required'],
      format: ['Format is required'],
      decklist_text: ['Decklist is required'],
    });
    expect(await fieldErrors({ deck_name: '   ', format: '  ', decklist_text: ' \n\n ' })).toEqual({
      deck_name: ['Deck name is required'],
      format: ['Format is required'],
      decklist_text: ['Decklist is required'],
    });
    expect(await fieldErrors({ deck_name: 'x'.repeat(101), format: 'chess', decklist_text: LEGAL })).toEqual({
      deck_name: ['Deck name must be at most 100 characters'],
      format: ['Choose a format from the list'],
    });
    expect(await fieldErrors({ deck_name: 42, format: 'modern', decklist_text: 'x'.repeat(20_001) })).toEqual({
      deck_name: ['Deck name must be text'],
      decklist_text: ['Decklist must be at most 20000 characters'],
    });
    const deck = await created(user);
    const mismatch = await user.post(`/api/decks/library/${deck.deck_id}`, { deck_id: crypto.randomUUID(), deck_name: 'Burn', format: 'modern', decklist_text: LEGAL });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ deck_id: ['deck_id does not match the deck in the address'] });
    const blankUpdate = await user.post(`/api/decks/library/${deck.deck_id}`, { deck_name: ' ', format: 'modern', decklist_text: LEGAL });
    expect(blankUpdate.json().errors).toEqual({ deck_name: ['Deck name is required'] });
    expect(await list(user)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_LIBRARY_DECKS} decks per user, also when they are saved at the same instant`, async () => {
    const user = await nextUser();
    const results = await Promise.all(Array.from({ length: MAX_LIBRARY_DECKS + 4 }, (_, i) => create(user, { deck_name: `Deck ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_LIBRARY_DECKS);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json()).toMatchObject({ title: LIBRARY_FULL_TITLE, type: '/problems/library-limit' });
    expect(refused[0]!.json().detail).toContain('20 decks');
    const decks = await list(user);
    expect(decks).toHaveLength(MAX_LIBRARY_DECKS);
    expect((await create(user)).statusCode).toBe(409);
    // Updating is not adding; another user has their own 20.
    expect((await user.post(`/api/decks/library/${decks[0]!.deck_id}`, { deck_name: 'Renamed', format: 'modern', decklist_text: LEGAL })).statusCode).toBe(200);
    expect((await create(await nextUser())).statusCode).toBe(200);
    // Deleting one makes room for one.
    await user.delete(`/api/decks/library/${decks[1]!.deck_id}`);
    expect((await create(user)).statusCode).toBe(200);
    expect((await create(user)).statusCode).toBe(409);
  });

  it('counts saving a deck and importing it into an event as using it; reading it is not', async () => {
    const user: Client = await nextUser();
    const start = t.clock.now();
    try {
      const deck = await created(user);
      const lastUsed = async () => (await stored(deck.deck_id))!.lastUsedAt.getTime();
      expect(await lastUsed()).toBe(start);

      t.clock.advance(5 * DAY);
      await user.get(`/api/decks/library/${deck.deck_id}`);
      await list(user);
      expect(await lastUsed()).toBe(start);

      expect((await user.post(`/api/decks/library/${deck.deck_id}/use`)).statusCode).toBe(200);
      expect(await lastUsed()).toBe(start + 5 * DAY);

      t.clock.advance(DAY);
      await user.post(`/api/decks/library/${deck.deck_id}`, { deck_name: 'Burn', format: 'modern', decklist_text: BANNED });
      expect(await stored(deck.deck_id)).toMatchObject({
        lastUsedAt: new Date(start + 6 * DAY),
        updatedAt: new Date(start + 6 * DAY),
        createdAt: new Date(start),
        hasWarnings: true,
      });
    } finally {
      t.clock.set(start);
    }
  });

  it('deletes decks unused for 90 days, and only those, in the periodic job', async () => {
    const start = t.clock.now();
    // Sessions last 30 days: sign in again at each moment, as a returning user would.
    const alice = () => t.signedIn('alice.cleanup@example.com');
    const bob = () => t.signedIn('bob.cleanup@example.com');
    const names = async (user: Promise<TestClient>) => (await list(await user)).map((d) => d.deck_name);
    try {
      const stale = await created(await alice(), { deck_name: 'Stale' });
      const usedLater = await created(await alice(), { deck_name: 'Imported later' });
      const bobs = await created(await bob(), { deck_name: 'Saved later' });
      t.clock.advance(10 * DAY);
      await (await alice()).post(`/api/decks/library/${usedLater.deck_id}/use`);
      await (await bob()).post(`/api/decks/library/${bobs.deck_id}`, { deck_name: 'Saved later', format: 'modern', decklist_text: LEGAL });
      t.clock.advance(20 * DAY);
      const fresh = await created(await alice(), { deck_name: 'Fresh' });

      // 90 days after the first decks, less a minute: nothing has gone unused for 90 days yet.
      t.clock.set(start + 90 * DAY - 60_000);
      expect(await t.app.jobs.runNow('library-cleanup')).toBe(true);
      expect(await names(alice())).toEqual(['Fresh', 'Imported later', 'Stale']);

      // A minute past 90 days: only the deck nobody used since it was saved goes.
      t.clock.set(start + 90 * DAY + 60_000);
      expect(await t.app.jobs.runNow('library-cleanup')).toBe(true);
      expect(await names(alice())).toEqual(['Fresh', 'Imported later']);
      expect(await names(bob())).toEqual(['Saved later']);
      expect(await stored(stale.deck_id)).toBeUndefined();

      // 100 days after their last use the others go too; the fresh one stays.
      t.clock.set(start + 110 * DAY);
      expect(await t.app.jobs.runNow('library-cleanup')).toBe(true);
      expect((await list(await alice())).map((d) => d.deck_id)).toEqual([fresh.deck_id]);
      expect(await names(bob())).toEqual([]);
    } finally {
      t.clock.set(start);
    }
  });
});
