import type { PoolResponse } from '@decklist/core/api';
import { parseDecklist } from '@decklist/core/decklist';
import { FREE_BASIC_LANDS } from '@decklist/core/limited';
import { describe, expect, it } from 'vitest';
import { addBasic, choicesFromDeck, deckText, keptChoices, mainDeckTotal, moveCard, NO_CHOICES, poolSections } from '../src/features/pools/deck-build';

const card = (card_name: string, count: number, rarity: PoolResponse['groups'][number]['cards'][number]['rarity']) => ({ card_name, count, set_code: 'DMU', number: '1', rarity });
/** A pool as the server answers it: by colour, then by name. */
type Colour = PoolResponse['groups'][number]['colour'];
const group = (colour: Colour, ...cards: ReturnType<typeof card>[]) => ({ colour, cards });
/** A pool as the server answers it: by colour, then by name. */
const POOL: Pick<PoolResponse, 'groups'> = {
  groups: [
    group('W', card('Argivian Cavalier', 2, 'C'), card('Serra Paragon', 1, 'M')),
    group('U', card('Academy Wall', 3, 'U')),
    group('M', card('Fire // Ice', 1, 'U')),
    group(null, card('Lightning Bolt', 1, null)),
  ],
};

describe('building a Limited deck from a pool', () => {
  const sections = poolSections(POOL);

  it('lists the pool by colour, rarest first within a colour', () => {
    expect(sections.map((section) => [section.colour, section.cards.map((row) => `${row.count} ${row.name}`)])).toEqual([
      ['W', ['1 Serra Paragon', '2 Argivian Cavalier']],
      ['U', ['3 Academy Wall']],
      ['M', ['1 Fire // Ice']],
      [null, ['1 Lightning Bolt']],
    ]);
  });

  it('writes the main deck and basic lands, then the rest of the pool as the sideboard, as the decklist reader reads it', () => {
    const rows = sections.flatMap((section) => section.cards);
    let choices = NO_CHOICES;
    choices = moveCard(choices, rows[1]!, 1); // Argivian Cavalier
    choices = moveCard(choices, rows[1]!, 1);
    choices = moveCard(choices, rows[1]!, 1); // the pool has two: no third
    choices = moveCard(choices, rows[2]!, 1); // Academy Wall
    choices = moveCard(choices, rows[0]!, 1); // Serra Paragon, put back
    choices = moveCard(choices, rows[0]!, -1);
    for (let i = 0; i < 9; i++) choices = addBasic(choices, 'Plains', 1);
    choices = addBasic(addBasic(choices, 'Island', 1), 'Island', -1);
    choices = addBasic(choices, 'Forest', 1);
    expect(mainDeckTotal(sections, choices)).toBe(13);
    const text = deckText(sections, choices);
    expect(text).toBe(
      ['2 Argivian Cavalier', '1 Academy Wall', '9 Plains', '1 Forest', '', 'Sideboard', '1 Serra Paragon', '2 Academy Wall', '1 Fire // Ice', '1 Lightning Bolt'].join('\n'),
    );
    const parsed = parseDecklist(text, 'sixty');
    expect(parsed.problems).toEqual([]);
    const count = (section: string) => parsed.entries.filter((entry) => entry.section === section).reduce((sum, entry) => sum + entry.quantity, 0);
    expect([count('main'), count('sideboard')]).toEqual([13, 5]);
  });

  it('writes no sideboard section when the whole pool is in the deck, and nothing for no choice', () => {
    let choices = NO_CHOICES;
    for (const row of sections.flatMap((section) => section.cards)) for (let i = 0; i < row.count; i++) choices = moveCard(choices, row, 1);
    expect(deckText(sections, choices)).toBe(['1 Serra Paragon', '2 Argivian Cavalier', '3 Academy Wall', '1 Fire // Ice', '1 Lightning Bolt'].join('\n'));
    expect(deckText(sections, NO_CHOICES)).toBe(['', 'Sideboard', '1 Serra Paragon', '2 Argivian Cavalier', '3 Academy Wall', '1 Fire // Ice', '1 Lightning Bolt'].join('\n'));
  });

  it("starts from an existing deck's main deck: its pool cards (a double-faced card by its front face too, at most the pool's copies) and basic lands, not its sideboard", () => {
    const groups = [
      { group_name: 'Creatures', cards: [{ quantity: 3, card_name: 'Argivian Cavalier' }, { quantity: 1, card_name: 'Serra Paragon' }] },
      { group_name: 'Instants', cards: [{ quantity: 1, card_name: 'Fire' }, { quantity: 2, card_name: 'Counterspell' }] },
      { group_name: 'Lands', cards: [{ quantity: 8, card_name: 'Plains' }, { quantity: 9, card_name: 'island' }] },
      { group_name: 'Sideboard', cards: [{ quantity: 3, card_name: 'Academy Wall' }, { quantity: 5, card_name: 'Mountain' }] },
    ];
    const choices = choicesFromDeck(groups, sections);
    expect(choices).toEqual({ main: { 'argivian cavalier': 2, 'serra paragon': 1, 'fire // ice': 1 }, basics: { Plains: 8, Island: 9 } });
    expect(deckText(sections, choices)).toBe(
      ['1 Serra Paragon', '2 Argivian Cavalier', '1 Fire // Ice', '8 Plains', '9 Island', '', 'Sideboard', '3 Academy Wall', '1 Lightning Bolt'].join('\n'),
    );
    // The deck the builder writes reads back as the same choices.
    const written = parseDecklist(deckText(sections, choices), 'sixty').entries;
    const main = written.filter((entry) => entry.section === 'main').map((entry) => ({ quantity: entry.quantity, card_name: entry.name }));
    const side = written.filter((entry) => entry.section === 'sideboard').map((entry) => ({ quantity: entry.quantity, card_name: entry.name }));
    expect(choicesFromDeck([{ group_name: 'Main', cards: main }, { group_name: 'Sideboard', cards: side }], sections)).toEqual(choices);
  });

  it('adds only the five basic lands in any number: Wastes and snow-covered basics are cards of the pool, as many as it has', () => {
    expect(FREE_BASIC_LANDS).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    // An Island in a pool (registered before it was left out) is no card of the pool: it is added freely.
    const snowy = poolSections({
      groups: [group('R', card('Lightning Bolt', 1, 'C')), group('L', card('Wastes', 1, 'L'), card('Island', 3, 'L'), card('Snow-Covered Island', 2, 'L'))],
    });
    expect(snowy.map((section) => [section.colour, section.cards.map((row) => `${row.count} ${row.name}`)])).toEqual([
      ['R', ['1 Lightning Bolt']],
      ['L', ['2 Snow-Covered Island', '1 Wastes']],
    ]);
    const lands = [{ quantity: 3, card_name: 'Snow-Covered Island' }, { quantity: 2, card_name: 'Wastes' }, { quantity: 10, card_name: 'Island' }];
    const choices = choicesFromDeck([{ group_name: 'Lands', cards: lands }], snowy);
    expect(choices).toEqual({ main: { 'snow-covered island': 2, wastes: 1 }, basics: { Island: 10 } });
    expect(deckText(snowy, choices)).toBe(['2 Snow-Covered Island', '1 Wastes', '10 Island', '', 'Sideboard', '1 Lightning Bolt'].join('\n'));
    expect(keptChoices({ main: {}, basics: { Wastes: 2, 'Snow-Covered Island': 1, Forest: 4 } })).toEqual({ main: {}, basics: { Forest: 4 } });
  });

  it('takes what was kept on the device only as valid choices, and never counts more copies than the pool has', () => {
    expect(keptChoices({ main: { 'academy wall': 2, x: -1, y: 1.5, z: '3' }, basics: { Plains: 7, Swamp: 0, Bogus: 3 } })).toEqual({ main: { 'academy wall': 2 }, basics: { Plains: 7 } });
    expect(keptChoices('nonsense')).toEqual(NO_CHOICES);
    expect(mainDeckTotal(sections, { main: { 'academy wall': 9 }, basics: {} })).toBe(3);
  });
});
