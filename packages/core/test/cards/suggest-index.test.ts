import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { SUGGESTED_NAMES_PER_LIST } from '../../src/decklist/limits';
import { validateDecklist } from '../../src/decklist/validate';
import { editDistance } from '../../src/cards/card-index';
import { SuggestIndex } from '../../src/cards/suggest-index';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const KEYS = ['lightningbolt', 'lightninghelix', 'brainstorm', 'bolt', 'ice', 'fireice', 'aaaa', 'counterspell', 'ab'];

describe('the suggestion index', () => {
  it('never drops a key within the distance asked (checked against every key)', () => {
    const index = new SuggestIndex(KEYS);
    const queries = ['lightnigbolt', 'ligtningbolt', 'lihgtningbolt', 'brainstrom', 'blot', 'ic', 'fierice', 'aaa', 'contrespell', 'a', 'b', 'xyz'];
    for (const query of queries) {
      for (const distance of [1, 2, 3, 4]) {
        const near = new Set(index.near(query, distance));
        KEYS.forEach((key, k) => {
          if (editDistance(query, key, distance) <= distance) expect(near.has(k), `${query} → ${key} within ${distance}`).toBe(true);
        });
      }
    }
  });

  it('answers a name far longer than any card at once, with nothing', () => {
    const index = new SuggestIndex(KEYS);
    expect(index.near('x'.repeat(100_000), 4)).toEqual([]);
  });

  it('finds keys by prefix in key order', () => {
    const index = new SuggestIndex(KEYS);
    expect(index.withPrefix('light').map((k) => KEYS[k])).toEqual(['lightningbolt', 'lightninghelix']);
    expect(index.withPrefix('zzz')).toEqual([]);
  });
});

describe('did you mean, through the index', () => {
  const cards = new CardIndex(FIXTURE_SNAPSHOT);

  it('finds a real name from a typo of one or two letters', () => {
    expect(cards.suggest('Lightnin Bolt')).toContain('Lightning Bolt'); // one letter left out
    expect(cards.suggest('Ligthning Blot')).toContain('Lightning Bolt'); // two swaps
    expect(cards.suggest('Counterspel')).toContain('Counterspell');
    expect(cards.suggest('Brainstorn')).toContain('Brainstorm'); // one letter changed
    expect(cards.suggest('Braimstorn')).toContain('Brainstorm'); // two changed
  });

  it(`searches suggestions for the first ${SUGGESTED_NAMES_PER_LIST} unknown names of a list only`, () => {
    const calls: string[] = [];
    const counting = { find: (name: string) => cards.find(name), suggest: (name: string, limit?: number) => (calls.push(name), cards.suggest(name, limit)) };
    const lines = Array.from({ length: 60 }, (_, i) => `1 Lightnig Bolt ${'x'.repeat(i + 1)}`);
    const check = validateDecklist([...lines, '1 Lightnig Bolt'].join('\n'), undefined, counting);
    expect(calls).toHaveLength(SUGGESTED_NAMES_PER_LIST);
    const unknown = check.groups.find((group) => group.group_name === 'Unknown Cards')!.cards;
    expect(unknown).toHaveLength(61);
    expect(unknown.slice(SUGGESTED_NAMES_PER_LIST).every((card) => card.warnings[0] === 'Not a known card. Check the spelling.')).toBe(true);
  });
});
