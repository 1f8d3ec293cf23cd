import { describe, expect, test } from 'vitest';
import { CardIndex } from '../../../src/cards/card-index';
import { diffDecklists } from '../../../src/decklist/diff';
import { checkDecklist } from '../../../src/games';
import { FIXTURE_SNAPSHOT } from '../../fixtures/cards';
import { fabIndex } from './fab-index';
import { ccList } from './lists';

const cards = { magic: new CardIndex(FIXTURE_SNAPSHOT), fab: fabIndex };
const groupsOf = (text: string, format: string) => checkDecklist(text, format, cards).groups;

describe('what changed between two versions of a Flesh and Blood list', () => {
  const before = groupsOf(ccList(), 'fab-cc');
  // Another hero, a weapon and a piece of equipment swapped, one deck card fewer and another added.
  const after = groupsOf(
    ccList()
      .replace('Hero: Dorinthea Ironsong', 'Hero: Kassai, Cintari Sellsword')
      .replace('1x Dawnblade', '1x Cintari Saber')
      .replace('1x Arcanite Skullcap', '1x Courage of Bladehold')
      .replace('3x Sink Below (red)', '2x Sink Below (red)')
      .concat('\n1x Ironsong Response (red)'),
    'fab-cc',
  );

  test('is told by the game’s parts: the hero, the arena cards (weapons and equipment), the deck cards', () => {
    expect(diffDecklists(before, after, 'fab')).toEqual({
      added: [
        { zone: 'hero', card_name: 'Kassai, Cintari Sellsword', before: 0, after: 1 },
        { zone: 'arena', card_name: 'Cintari Saber', before: 0, after: 1 },
        { zone: 'arena', card_name: 'Courage of Bladehold', before: 0, after: 1 },
        { zone: 'deck', card_name: 'Ironsong Response (red)', before: 3, after: 4 },
      ],
      removed: [
        { zone: 'hero', card_name: 'Dorinthea Ironsong', before: 1, after: 0 },
        { zone: 'arena', card_name: 'Arcanite Skullcap', before: 1, after: 0 },
        { zone: 'arena', card_name: 'Dawnblade', before: 1, after: 0 },
        { zone: 'deck', card_name: 'Sink Below (red)', before: 3, after: 2 },
      ],
    });
  });

  test('never by Magic’s main deck or sideboard', () => {
    const { added, removed } = diffDecklists(before, after, 'fab');
    expect([...added, ...removed].map((change) => change.zone)).not.toContain('main');
    expect([...added, ...removed].map((change) => change.zone)).not.toContain('sideboard');
    expect(diffDecklists(before, before, 'fab')).toEqual({ added: [], removed: [] });
  });

  test('a Magic list is compared as before, whichever Magic style is named', () => {
    const magicBefore = groupsOf('4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Blood Moon', 'modern');
    const magicAfter = groupsOf('4 Lightning Bolt\n55 Mountain\n1 Blood Moon\n\nSideboard\n3 Blood Moon', 'modern');
    const diff = diffDecklists(magicBefore, magicAfter);
    expect(diff).toEqual({
      added: [{ zone: 'main', card_name: 'Blood Moon', before: 0, after: 1 }],
      removed: [
        { zone: 'main', card_name: 'Mountain', before: 56, after: 55 },
        { zone: 'sideboard', card_name: 'Blood Moon', before: 4, after: 3 },
      ],
    });
    expect(diffDecklists(magicBefore, magicAfter, 'sixty')).toEqual(diff);
    expect(diffDecklists(magicBefore, magicAfter, 'commander')).toEqual(diff);
  });
});
