import { describe, expect, it } from 'vitest';
import { CardIndex, editDistance } from '../../src/cards/card-index';
import { manaCostLabel, manaSymbolName, manaSymbols } from '../../src/cards/mana';
import { looseCardKey, normaliseCardName } from '../../src/cards/names';
import { decodeCard, encodeCard } from '../../src/cards/snapshot';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const index = new CardIndex(FIXTURE_SNAPSHOT);

describe('card names', () => {
  it('normalise case, accents, curly quotes, dashes, spaces and split spellings', () => {
    expect(normaliseCardName('  LIM-DÛL’S   Vault ')).toBe("lim-dul's vault");
    expect(normaliseCardName('Fire/Ice')).toBe('fire // ice');
    expect(normaliseCardName('Fire//Ice')).toBe('fire // ice');
    expect(normaliseCardName('Fire  //  Ice')).toBe('fire // ice');
    expect(normaliseCardName('Æther Vial')).toBe('aether vial');
    expect(normaliseCardName('Mirror–Breaker')).toBe('mirror-breaker');
    expect(normaliseCardName('Kongming, “Sleeping Dragon”')).toBe('kongming, "sleeping dragon"');
    expect(looseCardKey('Jace the Mind-Sculptor')).toBe(looseCardKey('Jace, the Mind Sculptor'));
  });

  it('finds a card by its name, both faces, either face, or loosely', () => {
    for (const name of ['Fire // Ice', 'fire/ice', 'Fire', 'Ice']) expect(index.find(name)?.name).toBe('Fire // Ice');
    for (const name of ['Bonecrusher Giant', 'Bonecrusher Giant // Stomp', 'Stomp', 'bonecrusher giant/stomp'])
      expect(index.find(name)?.name).toBe('Bonecrusher Giant');
    for (const name of ['Delver of Secrets', 'Insectile Aberration', 'Delver of Secrets // Insectile Aberration'])
      expect(index.find(name)?.name).toBe('Delver of Secrets');
    expect(index.find('Sea Gate, Reborn')?.name).toBe('Sea Gate Restoration');
    expect(index.find('Memory')?.name).toBe('Commit // Memory');
    expect(index.find('Jace the Mind Sculptor')?.name).toBe('Jace, the Mind Sculptor');
    expect(index.find('Lim-Dul’s Vault')?.name).toBe("Lim-Dûl's Vault");
    expect(index.find('Lightning Bolt (M11)')).toBeUndefined();
    expect(index.find('')).toBeUndefined();
  });

  it('gives each card its canonical name, mana cost, mana value and type line', () => {
    expect(index.find('Stomp')).toMatchObject({
      name: 'Bonecrusher Giant',
      faces: ['Bonecrusher Giant', 'Stomp'],
      manaCost: '{2}{R}',
      manaValue: 3,
      typeLine: 'Creature — Giant // Instant — Adventure',
      group: 'Creatures',
      colorIdentity: 'R',
    });
    expect(index.find('Fire')).toMatchObject({ manaCost: '{1}{R} // {1}{U}', manaValue: 4, group: 'Instants' });
    expect(index.find('Mountain')).toMatchObject({ manaCost: '', copyLimit: Infinity, group: 'Lands' });
  });

  it('suggests close names for a misspelt one, best first', () => {
    expect(index.suggest('Lightnig Bolt')).toEqual(['Lightning Bolt']);
    expect(index.suggest('Ragavan')).toEqual(['Ragavan, Nimble Pilferer']);
    expect(index.suggest('Brainstrom')).toEqual(['Brainstorm']);
    expect(index.suggest('Stmop')).toEqual(['Bonecrusher Giant']);
    expect(index.suggest('Completely Different')).toEqual([]);
    expect(index.suggest('')).toEqual([]);
  });

  it('searches by name prefix, then by word prefixes, the exact name or face first', () => {
    expect(index.search('light').map((c) => c.name)).toEqual(['Lightning Bolt']);
    expect(index.search('bolt').map((c) => c.name)).toEqual(['Lightning Bolt']);
    expect(index.search('Stomp').map((c) => c.name)).toEqual(['Bonecrusher Giant']);
    expect(index.search('mirror break').map((c) => c.name)).toEqual(['Fable of the Mirror-Breaker']);
    expect(index.search('s', 3).map((c) => c.name)).toEqual(['Swamp', 'Sol Ring', 'Seven Dwarves']); // shortest first
    expect(index.search('   ')).toEqual([]);
  });

  it('round-trips a card through the snapshot encoding', () => {
    for (const record of FIXTURE_SNAPSHOT.cards) {
      const card = decodeCard(record, FIXTURE_SNAPSHOT.legality_keys);
      expect(encodeCard(card, FIXTURE_SNAPSHOT.legality_keys)).toEqual(record);
    }
  });

  it('measures edit distance with transpositions, and gives up past the limit', () => {
    expect(editDistance('brainstorm', 'brainstrom', 3)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });
});

describe('mana costs', () => {
  it('split into symbols and read as words', () => {
    expect(manaSymbols('{2}{U}{U}')).toEqual(['2', 'U', 'U']);
    expect(manaSymbols('{1}{R} // {1}{U}')).toEqual(['1', 'R', '//', '1', 'U']);
    expect(manaSymbols('')).toEqual([]);
    expect(manaCostLabel('{2}{U}{U}')).toBe('2, blue, blue');
    expect(manaCostLabel('{1}{R} // {1}{U}')).toBe('1, red; 1, blue');
    expect(manaCostLabel('{X}{W/B}{G/P}{2/W}{C}{S}')).toBe('X, white or black, Phyrexian green, 2 or white, colourless, snow');
    expect(manaSymbolName('W/U/P')).toBe('Phyrexian white or blue');
  });
});
