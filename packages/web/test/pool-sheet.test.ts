import type { SetResponse } from '@decklist/core/api';
import { describe, expect, it } from 'vitest';
import { pastedCards } from '../src/features/pools/paste';
import { entryOf, entryTally, entryText, samePool, sheetCards, sheetGroups, sheetIndex, type PoolEntry } from '../src/features/pools/sheet';

const card = (number: string, rarity: SetResponse['cards'][number]['rarity'], name: string, colour: SetResponse['cards'][number]['colour']) => ({ number, rarity, name, colour });
const SET: SetResponse = {
  code: 'TST',
  name: 'Test Set',
  released: '2026-01-02',
  complete: true,
  booster: { cards: 13, rare_slots: 3 },
  card_count: 9,
  cards: [
    card('1', 'C', 'Argivian Cavalier', 'W'),
    card('2', 'M', 'Serra Paragon', 'W'),
    card('3', 'U', 'Academy Wall', 'U'),
    card('4', 'R', 'Ajani, Sleeper Agent', 'M'),
    card('5', 'C', 'Idyllic Beachfront', 'L'),
    card('6', 'L', 'Plains', 'L'),
    card('7', 'C', 'Aang’s Journey', null),
    card('8', 'C', 'Argivian Cavalier', 'W'),
    card('9', 'L', 'Wastes', 'L'),
    card('10', 'U', 'Snow-Covered Wastes', 'L'),
  ],
};

describe('the registration sheet of a pool', () => {
  const cards = sheetCards([SET]);

  it('lists each name once, the five basic lands left out (not Wastes), by colour and rarest first, a card of unknown colour last', () => {
    expect(cards.map((c) => c.name)).toEqual([
      'Serra Paragon',
      'Argivian Cavalier',
      'Academy Wall',
      'Ajani, Sleeper Agent',
      'Snow-Covered Wastes',
      'Idyllic Beachfront',
      'Wastes',
      'Aang’s Journey',
    ]);
    expect(sheetGroups(cards, '').map((group) => group.colour)).toEqual(['W', 'U', 'M', 'L', null]);
  });

  it('filters by every word typed, whatever the case and accents', () => {
    expect(sheetGroups(cards, 'ARGIV cav').flatMap((group) => group.cards.map((c) => c.name))).toEqual(['Argivian Cavalier']);
    expect(sheetGroups(cards, 'aang').flatMap((group) => group.cards.map((c) => c.name))).toEqual(['Aang’s Journey']);
    expect(sheetGroups(cards, 'nothing like it')).toEqual([]);
  });

  it('reads a pasted list into the sheet’s counts, keeps other cards by name, and writes the pool back in the sheet’s order', () => {
    const pasted = '2 serra paragon\n1 Lightning Bolt\n\nSideboard\n3 Plains\n1 Argivian Cavalier (DMU) 1\n1 Serra Paragon\n1 Wastes\n2 Snow-Covered Island';
    const entry = entryOf(pastedCards(pasted), cards);
    expect(entry).toEqual({
      counts: { 'serra paragon': 3, 'argivian cavalier': 1, wastes: 1 },
      others: [
        { name: 'Lightning Bolt', count: 1 },
        { name: 'Snow-Covered Island', count: 2 },
      ],
    });
    expect(entryText(entry, cards)).toBe('3 Serra Paragon\n1 Argivian Cavalier\n1 Wastes\n1 Lightning Bolt\n2 Snow-Covered Island');
    expect(entryTally(entry, sheetIndex(cards))).toEqual({ total: 8, rares: 3 });
  });

  it('writes equal pools the same, whatever the order their other cards came in', () => {
    const a = entryOf([{ name: 'Shock', count: 1 }, { name: 'Lightning Bolt', count: 2 }], cards);
    const b = entryOf([{ name: 'Lightning Bolt', count: 2 }, { name: 'Shock', count: 1 }], cards);
    expect(entryText(a, cards)).toBe(entryText(b, cards));
  });

  it('tells the same pool from its counts as its text would (what decides that it has changes to register)', () => {
    const index = sheetIndex(cards);
    const entries: PoolEntry[] = [
      { counts: {}, others: [] },
      { counts: { 'serra paragon': 1 }, others: [] },
      { counts: { 'serra paragon': 1, 'academy wall': 0 }, others: [] },
      { counts: { 'serra paragon': 2 }, others: [] },
      { counts: { 'academy wall': 1 }, others: [] },
      // A key the sheet no longer lists (kept on the device from an older list) is not part of the pool's text.
      { counts: { 'serra paragon': 1, 'gone from the list': 3 }, others: [] },
      { counts: { 'serra paragon': 1 }, others: [{ name: 'Shock', count: 1 }] },
      { counts: { 'serra paragon': 1 }, others: [{ name: 'Shock', count: 2 }] },
      { counts: { 'serra paragon': 1 }, others: [{ name: 'Lightning Bolt', count: 1 }, { name: 'Shock', count: 1 }] },
      { counts: { 'serra paragon': 1 }, others: [{ name: 'Shock', count: 1 }, { name: 'Lightning Bolt', count: 1 }] },
    ];
    for (const a of entries)
      for (const b of entries) expect(samePool(a, b, index), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(entryText(a, cards) === entryText(b, cards));
  });
});
