import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { diffDecklists } from '../../src/decklist/diff';
import { decklistToText } from '../../src/decklist/export';
import { validateDecklist, type CardGroup } from '../../src/decklist/validate';
import { findMagicFormat } from '../../src/formats/formats';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const cards = new CardIndex(FIXTURE_SNAPSHOT);
const groupsOf = (text: string, format = 'modern') => validateDecklist(text, findMagicFormat(format)!, cards).groups;

describe('diffDecklists', () => {
  it('lists cards added and removed between two versions, by zone', () => {
    const before = groupsOf('4 Ragavan, Nimble Pilferer\n4 Lightning Bolt\n52 Mountain\n\n3 Blood Moon\n2 Pyroblast');
    const after = groupsOf('4 Lightning Bolt\n2 Fire // Ice\n54 Mountain\n\n4 Blood Moon\n2 Pyroblast');
    expect(diffDecklists(before, after)).toEqual({
      added: [
        { zone: 'main', card_name: 'Fire // Ice', before: 0, after: 2 },
        { zone: 'main', card_name: 'Mountain', before: 52, after: 54 },
        { zone: 'sideboard', card_name: 'Blood Moon', before: 3, after: 4 },
      ],
      removed: [{ zone: 'main', card_name: 'Ragavan, Nimble Pilferer', before: 4, after: 0 }],
    });
  });

  it('sees a card moved to the sideboard as removed from the main deck and added to the sideboard', () => {
    const diff = diffDecklists(groupsOf('4 Blood Moon\n56 Mountain'), groupsOf('56 Mountain\n\n4 Blood Moon'));
    expect(diff.removed).toEqual([{ zone: 'main', card_name: 'Blood Moon', before: 4, after: 0 }]);
    expect(diff.added).toEqual([{ zone: 'sideboard', card_name: 'Blood Moon', before: 0, after: 4 }]);
  });

  it('compares names as lookups do, and merges a card listed in two groups of one zone', () => {
    const before: CardGroup[] = [
      { group_name: 'Unknown Cards', cards: [{ quantity: 2, card_name: 'lim-dul’s vault', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] }] },
      { group_name: 'Instants', cards: [{ quantity: 2, card_name: "Lim-Dûl's Vault", mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] }] },
    ];
    const after: CardGroup[] = [{ group_name: 'Instants', cards: [{ quantity: 4, card_name: "Lim-Dûl's Vault", mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] }] }];
    expect(diffDecklists(before, after)).toEqual({ added: [], removed: [] });
  });

  it('has no changes between a list and itself, and mirrors when the versions swap (property)', () => {
    const names = ['Lightning Bolt', 'Mountain', 'Counterspell', 'Blood Moon', 'Island'];
    const list = fc.array(fc.record({ n: fc.integer({ min: 1, max: 9 }), name: fc.constantFrom(...names), side: fc.boolean() }), { maxLength: 8 });
    const text = (rows: { n: number; name: string; side: boolean }[]) =>
      [...rows.filter((r) => !r.side).map((r) => `${r.n} ${r.name}`), '', 'Sideboard', ...rows.filter((r) => r.side).map((r) => `${r.n} ${r.name}`)].join('\n');
    fc.assert(
      fc.property(list, list, (a, b) => {
        const ga = groupsOf(text(a));
        const gb = groupsOf(text(b));
        expect(diffDecklists(ga, ga)).toEqual({ added: [], removed: [] });
        const forward = diffDecklists(ga, gb);
        const backward = diffDecklists(gb, ga);
        const swap = (c: { zone: string; card_name: string; before: number; after: number }) => ({ ...c, before: c.after, after: c.before });
        expect(backward.added).toEqual(forward.removed.map(swap));
        expect(backward.removed).toEqual(forward.added.map(swap));
      }),
      { numRuns: 100 },
    );
  });
});

describe('decklistToText', () => {
  it('writes sections with canonical names that parse back to the same groups', () => {
    const groups = groupsOf('4 lightning bolt\n4 Fire/Ice\n52 Mountain\n\nSideboard\n3 blood moon');
    const text = decklistToText(groups);
    expect(text).toBe('Deck\n4 Lightning Bolt\n4 Fire // Ice\n52 Mountain\n\nSideboard\n3 Blood Moon');
    expect(groupsOf(text)).toEqual(groups);
  });

  it('puts commanders and a companion in their own sections', () => {
    const text = 'Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\n1 Sol Ring\n97 Island';
    const groups = groupsOf(text, 'commander');
    expect(decklistToText(groups)).toBe('Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nDeck\n1 Sol Ring\n97 Island');
    expect(groupsOf(decklistToText(groups), 'commander')).toEqual(groups);
    expect(decklistToText([])).toBe('');
  });
});
