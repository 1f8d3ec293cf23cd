import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

const legalBurn = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\n4 Blood Moon';

describe.each(API_DATABASE_KINDS)('card search and decklist validation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the committed snapshot at start', () => {
    expect(t.app.cards.index?.size).toBe(34_725);
  });

  it('suggests card names by prefix and by word, publicly and cacheably', async () => {
    const response = await t.anonymous().get('/api/cards/search?q=ragavan');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // A bare list (the contract's CardResult[]), best first.
    expect(response.json()[0]).toEqual({ card_name: 'Ragavan, Nimble Pilferer', mana_cost: '{R}', type_line: 'Legendary Creature — Monkey Pirate' });

    const words = (await t.anonymous().get('/api/cards/search?q=' + encodeURIComponent('light bolt'))).json();
    expect(words.map((c: { card_name: string }) => c.card_name)).toContain('Lightning Bolt');
    const face = (await t.anonymous().get('/api/cards/search?q=stomp&limit=3')).json();
    expect(face).toHaveLength(3);
    expect(face[0].card_name).toBe('Bonecrusher Giant');
    expect((await t.anonymous().get('/api/cards/search?q=')).json()).toEqual([]);
  });

  it('answers bad search parameters with field errors', async () => {
    const tooMany = await t.anonymous().get('/api/cards/search?q=bolt&limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('limit');
    const missing = await t.anonymous().get('/api/cards/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ q: ['Search is required'] });
  });

  it('validates a decklist for a signed-in user, in the shapes of a checked decklist', async () => {
    const client = await t.signedIn('player@example.com');
    const response = await client.post('/api/decklists/validate', {
      format: 'modern',
      decklist_text: '4 Lightning Bolt\n4 Lightnig Helix\n4 Brainstorm\n48 Mountain\n\n16 Blood Moon',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      groups: [
        {
          group_name: 'Instants',
          cards: [
            { quantity: 4, card_name: 'Lightning Bolt', mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [], warning_details: [] },
            {
              quantity: 4,
              card_name: 'Brainstorm',
              mana_cost: '{U}',
              mana_value: 1,
              type: 'Instant',
              warnings: ['Not legal in Modern.'],
              // An addition to the contract: each warning as data, for clients that write it in their reader's language.
              warning_details: [{ code: 'not_legal', params: { format_name: 'Modern' } }],
            },
          ],
        },
        {
          group_name: 'Lands',
          cards: [{ quantity: 48, card_name: 'Mountain', mana_cost: '', mana_value: 0, type: 'Basic Land — Mountain', warnings: [], warning_details: [] }],
        },
        {
          group_name: 'Unknown Cards',
          cards: [
            {
              quantity: 4,
              card_name: 'Lightnig Helix',
              mana_cost: '',
              mana_value: 0,
              type: '',
              warnings: ['Not a known card. Did you mean Lightning Helix?'],
              warning_details: [{ code: 'unknown_card', params: { suggestions: ['Lightning Helix'] } }],
              // An addition to the contract: the names meant, for the forms' one-click fixes.
              suggestions: ['Lightning Helix'],
            },
          ],
        },
        {
          group_name: 'Sideboard',
          cards: [
            {
              quantity: 16,
              card_name: 'Blood Moon',
              mana_cost: '{2}{R}',
              mana_value: 3,
              type: 'Enchantment',
              warnings: ['Too many copies: a deck may have at most 4, and this one has 16.'],
              warning_details: [{ code: 'too_many_copies', params: { format_name: 'Modern', copies: 16, limit: 4 } }],
            },
          ],
        },
      ],
      deck_warnings: ['The sideboard has 16 cards; at most 15 are allowed.'],
      deck_warning_details: [{ code: 'sideboard_too_big', params: { count: 16, max: 15, companion_included: false } }],
      has_warnings: true,
    });
    const clean = await client.post('/api/decklists/validate', { format: 'modern', decklist_text: legalBurn });
    expect(clean.json()).toMatchObject({ deck_warnings: [], deck_warning_details: [], has_warnings: false });
    expect((await client.post('/api/decklists/validate', { format: 'commander', decklist_text: '' })).json()).toEqual({
      groups: [],
      deck_warnings: ['The deck has 0 cards, commander included; a Commander deck has exactly 100.', 'No commander found. Put your commander on its own after an empty line, or under a line that says Commander.'],
      deck_warning_details: [
        { code: 'deck_size', params: { count: 0, size: 100, format_name: 'Commander' } },
        { code: 'no_commander', params: {} },
      ],
      has_warnings: true,
    });
  });

  it('needs sign-in to validate, and answers bad bodies with field errors', async () => {
    const anonymous = await t.anonymous().post('/api/decklists/validate', { format: 'modern', decklist_text: legalBurn });
    expect(anonymous.statusCode).toBe(401);
    const client = await t.signedIn('judge@example.com');
    const badFormat = await client.post('/api/decklists/validate', { format: 'chess', decklist_text: legalBurn });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors).toEqual({ format: ['Choose a format from the list'] });
    const tooLong = await client.post('/api/decklists/validate', { format: 'modern', decklist_text: '4 Lightning Bolt\n'.repeat(2000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ decklist_text: ['Decklist must be at most 20000 characters'] });
    const missing = await client.post('/api/decklists/validate', { format: 'modern' });
    expect(missing.json().errors).toEqual({ decklist_text: ['Decklist is required'] });
  });

  it('gives other features app.cards.check', async () => {
    const result = await t.app.cards.check("1 Atraxa, Praetors' Voice\n\n1 Lightning Bolt\n98 Forest", 'commander');
    expect(result.has_warnings).toBe(true);
    expect(result.groups.map((g) => g.group_name)).toEqual(['Commander', 'Instants', 'Lands']);
    expect(result.groups[1]!.cards[0]!.warnings[0]).toMatch(/^Outside the commander's colour identity/);
    expect(result.groups[1]!.cards[0]!.warning_details).toEqual([
      { code: 'outside_identity', params: { card_colours: ['R'], commander_colours: ['W', 'U', 'B', 'G'] } },
    ]);
    expect((await t.app.cards.check(legalBurn, 'no-such-format')).has_warnings).toBe(false);
  });
});

describe.each(API_DATABASE_KINDS)('without card data on %s', (kind) => {
  it('starts, parses and counts lists without card checks, and suggests nothing', async () => {
    const t = await createTestApp(kind, { env: { CARDS_FILE: path.join(__dirname, 'fixtures', 'no-such-cards.json.gz') } });
    try {
      expect(t.app.cards.index).toBeNull();
      const client = await t.signedIn('player@example.com');
      const response = await client.post('/api/decklists/validate', { format: 'modern', decklist_text: '4 Lightnig Bolt\n52 Mountain\n\n2 Blood Moon' });
      expect(response.json()).toEqual({
        groups: [
          { group_name: 'Main Deck', cards: [
            { quantity: 4, card_name: 'Lightnig Bolt', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] },
            { quantity: 52, card_name: 'Mountain', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] },
          ] },
          { group_name: 'Sideboard', cards: [{ quantity: 2, card_name: 'Blood Moon', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] }] },
        ],
        deck_warnings: ['The main deck has 56 cards; a Modern deck needs at least 60.'],
        deck_warning_details: [{ code: 'main_too_small', params: { count: 56, min: 60, format_name: 'Modern' } }],
        has_warnings: true,
      });
      expect((await t.anonymous().get('/api/cards/search?q=bolt')).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
