import { describe, expect, test } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { cardWarningText, deckWarningText } from '../../src/decklist/messages';
import { validateDecklist } from '../../src/decklist/validate';
import { findMagicFormat, formatEntries, gameOf } from '../../src/formats/formats';
import { checkDecklist, checkTotals, listText } from '../../src/games';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';
import { fabIndex } from './fab/fab-index';
import { CC_DECK, ccList } from './fab/lists';

const magic = new CardIndex(FIXTURE_SNAPSHOT);
const cards = { magic, fab: fabIndex };

describe('a list checked by its format’s game', () => {
  test('the formats list: Magic’s first as before, then Flesh and Blood’s, each with its game', () => {
    const entries = formatEntries();
    const firstFab = entries.findIndex((entry) => entry.game === 'fab');
    expect(entries.slice(0, firstFab).map((entry) => entry.format)).toEqual([
      'standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'premodern', 'commander', 'duel', 'paupercommander', 'limited',
    ]);
    expect(entries.slice(firstFab).map((entry) => [entry.format, entry.name, entry.decklist_style])).toEqual([
      ['fab-cc', 'Classic Constructed', 'fab'],
      ['fab-sage', 'Silver Age', 'fab'],
      ['fab-ll', 'Living Legend', 'fab'],
      ['fab-sealed', 'Sealed Deck', 'fab'],
      ['fab-draft', 'Booster Draft', 'fab'],
    ]);
    expect([gameOf('modern'), gameOf('fab-cc'), gameOf('a-retired-format')]).toEqual(['magic', 'fab', 'magic']);
  });

  test('a Magic list is checked as it always was', () => {
    const text = '4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Blood Moon';
    expect(checkDecklist(text, 'modern', cards)).toEqual(validateDecklist(text, findMagicFormat('modern'), magic));
  });

  test('a Flesh and Blood list: hero, weapons, equipment and the deck by pitch, in the shapes every client reads', () => {
    const result = checkDecklist(ccList(), 'fab-cc', cards);
    expect(result.has_warnings).toBe(false);
    expect(result.groups.map((group) => [group.group_name, group.cards.reduce((sum, card) => sum + card.quantity, 0)])).toEqual([
      ['Hero', 1],
      ['Weapons', 1],
      ['Equipment', 2],
      ['Red (pitch 1)', 24],
      ['Yellow (pitch 2)', 18],
      ['Blue (pitch 3)', 18],
    ]);
    const hero = result.groups[0]!.cards[0]!;
    expect(hero).toMatchObject({ quantity: 1, card_name: 'Dorinthea Ironsong', mana_cost: '', type: 'Warrior Hero', warnings: [] });
    expect(result.groups[3]!.cards.map((card) => card.card_name)).toContain('Sink Below (red)');
  });

  test('its warnings come as sentences and as data, one sentence per code whatever the game', () => {
    const result = checkDecklist(ccList([...CC_DECK.slice(1), '1x Sink Belw (red)', '1x Aether Spindle (red)']), 'fab-cc', cards);
    const rows = result.groups.flatMap((group) => group.cards);
    const typo = rows.find((card) => card.card_name === 'Sink Belw (red)')!;
    expect(typo.suggestions).toEqual(['Sink Below (red)']);
    expect(typo.warnings).toEqual(['Not a known card. Did you mean Sink Below (red)?']);
    const wizard = rows.find((card) => card.card_name === 'Aether Spindle (red)')!;
    expect(wizard.warning_details).toEqual([{ code: 'not_for_hero', params: { hero_name: 'Dorinthea Ironsong', card_classes: ['Wizard'], card_talents: [] } }]);
    expect(wizard.warnings).toEqual(['Dorinthea Ironsong cannot play this Wizard card.']);
    for (const card of rows) expect(card.warnings).toEqual((card.warning_details ?? []).map(cardWarningText));
    expect(result.deck_warnings).toEqual(result.deck_warning_details.map(deckWarningText));
    expect(result.has_warnings).toBe(true);

    const noHero = checkDecklist('3x Sink Below (red)', 'fab-cc', cards);
    expect(noHero.deck_warning_details.map((detail) => detail.code)).toEqual(['no_hero', 'deck_too_small']);
  });

  test('without Flesh and Blood card data a list is still read and counted, every card unknown', () => {
    const result = checkDecklist(ccList(), 'fab-cc', { magic, fab: null });
    expect(result.groups.flatMap((group) => group.cards).reduce((sum, card) => sum + card.quantity, 0)).toBe(64);
    expect(result.has_warnings).toBe(true);
  });

  test('counts in the game’s terms: the deck and the arena cards, the hero in neither', () => {
    expect(checkTotals(checkDecklist(ccList(), 'fab-cc', cards).groups, 'fab')).toEqual({ main: 60, side: 3, companion: 0 });
    // Magic's as before.
    const magicList = '4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Blood Moon';
    expect(checkTotals(checkDecklist(magicList, 'modern', cards).groups, 'sixty')).toEqual({ main: 60, side: 4, companion: 0 });
  });

  test('a checked list written out in its game’s way reads back the same', () => {
    const checked = checkDecklist(ccList(), 'fab-cc', cards);
    const text = listText(checked.groups, 'fab');
    expect(text.split('\n').slice(0, 4)).toEqual(['Hero: Dorinthea Ironsong', '', 'Arena cards', '1x Dawnblade']);
    expect(checkDecklist(text, 'fab-cc', cards)).toEqual(checked);
    const magicList = '4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Blood Moon';
    expect(listText(checkDecklist(magicList, 'modern', cards).groups, 'sixty')).toBe('Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Blood Moon');
  });
});
