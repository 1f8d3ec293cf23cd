import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { countPool, limitedSetup, poolSizeOf, poolText, poolWarningText, sheetColour, type LimitedSet } from '../../src/limited';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const cards = new CardIndex(FIXTURE_SNAPSHOT);

/** A small set of real cards, as the set lists hold them. */
const SET: LimitedSet = {
  code: 'TST',
  name: 'Test Set',
  released: '2026-01-02',
  complete: true,
  booster: { cards: 5, rareSlots: 1 },
  cards: [
    { number: '1', rarity: 'C', name: 'Swords to Plowshares', colour: 'W' },
    { number: '2', rarity: 'C', name: 'Counterspell', colour: 'U' },
    { number: '3', rarity: 'U', name: 'Brainstorm', colour: 'U' },
    { number: '4', rarity: 'C', name: 'Lightning Bolt', colour: 'R' },
    { number: '5', rarity: 'R', name: 'Fable of the Mirror-Breaker', colour: 'R' },
    { number: '6', rarity: 'M', name: 'Fire // Ice', colour: 'M' },
    { number: '7', rarity: 'U', name: 'Sol Ring', colour: 'C' },
    { number: '8', rarity: 'L', name: 'Island', colour: 'L' },
  ],
};
const RULES = { sets: [SET], expectedSize: 10, mostRares: 2 };

describe('a pool, counted against the event’s sets', () => {
  it('counts each card once whatever the lines, in the sheet’s order, with its set, number and rarity', () => {
    const pool = countPool('2 lightning bolt\n1 Swords to Plowshares (TST) 1\n1 Fire/Ice\n3 Counterspell\n1 Lightning Bolt\n1 Sol Ring\n1 Brainstorm', RULES, cards);
    expect(pool.cards.map((card) => [card.colour, card.name, card.count])).toEqual([
      ['W', 'Swords to Plowshares', 1],
      ['U', 'Brainstorm', 1],
      ['U', 'Counterspell', 3],
      ['R', 'Lightning Bolt', 3],
      ['M', 'Fire // Ice', 1],
      ['C', 'Sol Ring', 1],
    ]);
    expect(pool.cards.find((card) => card.name === 'Fire // Ice')).toEqual({ name: 'Fire // Ice', count: 1, set: 'TST', number: '6', rarity: 'M', colour: 'M' });
    expect(pool.total).toBe(10);
    expect(pool.warnings).toEqual([]);
  });

  it('takes a double-faced card by its front face, and reads an exported pool with its sections as one pool', () => {
    const pool = countPool('Deck\n1 Fable of the Mirror-Breaker\n4 Lightning Bolt\n\nSideboard\n5 Counterspell', RULES, cards);
    expect(pool.total).toBe(10);
    expect(pool.cards.map((card) => card.name)).toContain('Fable of the Mirror-Breaker');
  });

  it('leaves the five basic lands out, and says so', () => {
    const pool = countPool('4 Lightning Bolt\n6 Counterspell\n7 Island\n1 plains', RULES, cards);
    expect(pool.total).toBe(10);
    expect(pool.warnings).toEqual([{ code: 'basic_lands_left_out', params: { count: 8 } }]);
    expect(poolWarningText(pool.warnings[0]!)).toBe('8 basic lands were left out: they are not part of the pool.');
  });

  it('keeps Wastes and snow-covered basics as cards of the pool, counted with the rest, from the set that lists them', () => {
    const SNOW: LimitedSet = {
      ...SET,
      code: 'SNW',
      cards: [
        { number: '1', rarity: 'L', name: 'Snow-Covered Island', colour: 'L' },
        { number: '2', rarity: 'L', name: 'Wastes', colour: 'L' },
      ],
    };
    const text = '4 Lightning Bolt\n3 Counterspell\n2 Snow-Covered Island\n1 Wastes\n5 Island';
    const pool = countPool(text, { ...RULES, sets: [SET, SNOW] }, cards);
    expect(pool.cards.map((card) => [card.colour, card.name, card.count, card.set])).toEqual([
      ['U', 'Counterspell', 3, 'TST'],
      ['R', 'Lightning Bolt', 4, 'TST'],
      ['L', 'Snow-Covered Island', 2, 'SNW'],
      ['L', 'Wastes', 1, 'SNW'],
    ]);
    expect(pool.total).toBe(10);
    expect(pool.warnings).toEqual([{ code: 'basic_lands_left_out', params: { count: 5 } }]);
    // An event whose sets do not list them keeps them too, for a judge to look at.
    const elsewhere = countPool(text, RULES, cards);
    expect(elsewhere.total).toBe(10);
    expect(elsewhere.warnings.filter((warning) => warning.code === 'not_in_sets').map((warning) => warning.params)).toEqual([
      { card_name: 'Snow-Covered Island', sets: ['TST'] },
      { card_name: 'Wastes', sets: ['TST'] },
    ]);
  });

  it('warns of a card no set of the event lists, an unknown card with the names meant, a size off, more rares than the boosters hold', () => {
    const pool = countPool('1 Tarmogoyf\n1 Lightnig Bolt\n2 Fable of the Mirror-Breaker\n1 Fire // Ice\n1 Ancestral Recall\nthis is not a card line at all 12', RULES, cards);
    expect(pool.warnings.map((warning) => warning.code)).toEqual(['unknown_card', 'unknown_card', 'not_in_sets', 'not_in_sets', 'pool_size', 'too_many_rares']);
    expect(pool.warnings[0]).toEqual({ code: 'unknown_card', params: { card_name: 'Lightnig Bolt', suggestions: ['Lightning Bolt'] } });
    expect(pool.warnings).toContainEqual({ code: 'not_in_sets', params: { card_name: 'Tarmogoyf', sets: ['TST'] } });
    expect(pool.warnings).toContainEqual({ code: 'pool_size', params: { count: 7, expected: 10 } });
    expect(pool.warnings).toContainEqual({ code: 'too_many_rares', params: { count: 3, max: 2 } });
    expect(pool.warnings.map(poolWarningText)).toContain('Tarmogoyf is not in TST.');
    // A card no set lists keeps the card data's colour; an unknown one has none.
    expect(pool.cards.find((card) => card.name === 'Tarmogoyf')).toMatchObject({ set: null, rarity: null, colour: 'G' });
    expect(pool.cards.at(-1)).toMatchObject({ colour: null });
  });

  it('checks no size or rarity it does not know, and no set when the event’s sets are all unknown', () => {
    const pool = countPool('30 Tarmogoyf', { sets: [], expectedSize: null, mostRares: null }, cards);
    expect(pool.warnings).toEqual([]);
  });

  it('writes a pool back as text, a card a line, leaving out what has none', () => {
    expect(poolText([{ name: 'Lightning Bolt', count: 2 }, { name: 'Counterspell', count: 0 }, { name: 'Fire // Ice', count: 1 }])).toBe('2 Lightning Bolt\n1 Fire // Ice');
  });
});

describe('where the registration sheet lists a card', () => {
  it('by its cost’s colours, lands apart, and unknown for a card the data has only in part', () => {
    const colour = (name: string) => sheetColour(cards.find(name)!);
    expect([colour('Swords to Plowshares'), colour('Counterspell'), colour('Lightning Bolt'), colour('Llanowar Elves')]).toEqual(['W', 'U', 'R', 'G']);
    expect([colour('Fire // Ice'), colour('Boros Charm'), colour('Sol Ring'), colour('Seat of the Synod'), colour('Dryad Arbor')]).toEqual(['M', 'M', 'C', 'L', 'L']);
    expect(sheetColour({ manaCost: '', typeLine: '', colorIdentity: null })).toBeNull();
  });
});

describe('a Limited set-up', () => {
  it('keeps what the set lists say of its product: names, the pool size the boosters give, the most rares', () => {
    const setup = limitedSetup('sealed', [{ set: 'TST', boosters: 6 }], null, new Map([['TST', SET]]));
    expect(setup).toEqual({ kind: 'sealed', product: [{ set: 'TST', boosters: 6, name: 'Test Set' }], poolSize: null, boostersPoolSize: 30, mostRares: 6 });
    expect(poolSizeOf(setup)).toBe(30);
    const unknown = limitedSetup('draft', [{ set: 'TST', boosters: 2 }, { set: 'NEW', boosters: 1 }], 42, new Map([['TST', SET]]));
    expect(unknown).toMatchObject({ product: [{ name: 'Test Set' }, { name: null }], boostersPoolSize: null, mostRares: null });
    expect(poolSizeOf(unknown)).toBe(42);
  });
});
