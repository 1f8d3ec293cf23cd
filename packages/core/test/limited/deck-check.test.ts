import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { deckAgainstPool, deckPoolWarningText, type PoolCard } from '../../src/limited';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const cards = new CardIndex(FIXTURE_SNAPSHOT);
const card = (name: string, count: number): PoolCard => ({ name, count, set: 'TST', number: '1', rarity: 'C', colour: 'R' });
const POOL = [card('Lightning Bolt', 2), card('Counterspell', 3), card('Fire // Ice', 1), card('Brainstorm', 1)];

describe('a Limited deck against its pool', () => {
  it('takes any number of basic lands, and makes the rest of the pool the sideboard whatever the list says', () => {
    const checked = deckAgainstPool('2 Lightning Bolt\n1 Counterspell\n1 Fire/Ice\n17 Mountain\n19 Island\n\nSideboard\n1 Brainstorm', POOL, cards);
    expect(checked.warnings).toEqual([]);
    expect(checked.mainTotal).toBe(40);
    expect(checked.basics).toEqual([
      { card_name: 'Mountain', count: 17 },
      { card_name: 'Island', count: 19 },
    ]);
    expect(checked.sideboard).toEqual([
      { card_name: 'Counterspell', count: 2 },
      { card_name: 'Brainstorm', count: 1 },
    ]);
  });

  it('takes any number of the five basic lands only: Wastes and snow-covered basics are played as the pool has them', () => {
    const pool = [...POOL, card('Snow-Covered Island', 2), card('Wastes', 1)];
    const checked = deckAgainstPool('3 Snow-Covered Island\n1 Wastes\n10 Island\n2 Lightning Bolt\n24 Mountain', pool, cards);
    expect(checked.warnings).toEqual([{ code: 'more_than_pool', params: { card_name: 'Snow-Covered Island', copies: 3, in_pool: 2 } }]);
    expect(checked.warnings.map(deckPoolWarningText)).toEqual(['Snow-Covered Island: 3 in the deck, 2 in the pool.']);
    expect(checked.basics).toEqual([
      { card_name: 'Island', count: 10 },
      { card_name: 'Mountain', count: 24 },
    ]);
    expect(checked.main).toEqual([
      { card_name: 'Snow-Covered Island', count: 3 },
      { card_name: 'Wastes', count: 1 },
      { card_name: 'Lightning Bolt', count: 2 },
    ]);
    expect(checked.mainTotal).toBe(40);
    // Without them in the pool, they are cards the pool does not have.
    expect(deckAgainstPool('2 Wastes\n1 Snow-Covered Island\n37 Island', POOL, cards).warnings).toEqual([
      { code: 'not_in_pool', params: { card_name: 'Wastes', count: 2 } },
      { code: 'not_in_pool', params: { card_name: 'Snow-Covered Island', count: 1 } },
    ]);
  });

  it('names each card not in the pool, each with more copies than the pool has, and a main deck under 40', () => {
    const checked = deckAgainstPool('3 Lightning Bolt\n2 Tarmogoyf\n10 Mountain', POOL, cards);
    expect(checked.warnings).toEqual([
      { code: 'more_than_pool', params: { card_name: 'Lightning Bolt', copies: 3, in_pool: 2 } },
      { code: 'not_in_pool', params: { card_name: 'Tarmogoyf', count: 2 } },
      { code: 'main_too_small', params: { count: 15, min: 40 } },
    ]);
    expect(checked.warnings.map(deckPoolWarningText)).toEqual([
      'Lightning Bolt: 3 in the deck, 2 in the pool.',
      'Tarmogoyf (2) is not in the pool.',
      'The main deck has 15 cards; a Limited deck needs at least 40.',
    ]);
  });
});
