import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

describe.each(API_DATABASE_KINDS)('the Limited sets the app knows (GET /api/sets) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists every set, newest first, with what its boosters hold, to anyone, cacheable', async () => {
    const response = await t.anonymous().get('/api/sets');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { sets } = response.json() as { sets: { code: string; released: string }[] };
    expect(sets.length).toBeGreaterThanOrEqual(25);
    expect(sets[0]!.released >= sets.at(-1)!.released).toBe(true);
    expect(sets).toContainEqual({ code: 'EOE', name: 'Edge of Eternities', released: '2025-08-01', complete: true, booster: { cards: 13, rare_slots: 3 }, card_count: 266 });
    expect(sets).toContainEqual(expect.objectContaining({ code: 'ECL', complete: false, booster: null }));
  });

  it("answers a set's cards by its code, in either case", async () => {
    const response = await t.anonymous().get('/api/sets/blb');
    expect(response.statusCode).toBe(200);
    const set = response.json() as { code: string; card_count: number; cards: { number: string; rarity: string; name: string }[] };
    expect(set).toMatchObject({ code: 'BLB', name: 'Bloomburrow', card_count: 266 });
    expect(set.cards[0]).toEqual({ number: '1', rarity: 'C', name: 'Banishing Light', colour: 'W' });
    expect(set.cards.filter((card) => card.rarity === 'M')).toHaveLength(20);
  });

  it('answers an unknown set with an empty 404, and a code that cannot be one with the field to fix', async () => {
    const unknown = await t.anonymous().get('/api/sets/ZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
    const bad = await t.anonymous().get(`/api/sets/${encodeURIComponent('x; drop')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', errors: { code: ['Set code must be 2 to 6 letters or digits'] } });
  });
});
