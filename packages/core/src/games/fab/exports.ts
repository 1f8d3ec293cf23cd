import { groupTotal } from '../../decklist/totals';
import type { GameExports, ListGroups, SheetLine } from '../game-lists';
import { fabPartOf, type FabPart } from './group-names';

/** The list's lines by part, each `count x name` (the pitch is in the name). */
function parts(groups: ListGroups) {
  const lines: Record<FabPart, SheetLine[]> = { hero: [], arena: [], deck: [] };
  for (const group of groups) for (const card of group.cards) lines[fabPartOf(group.group_name)].push({ quantity: card.quantity, name: card.card_name });
  return lines;
}

/** As the deck builders export it, which the app reads back: 'Hero:', the arena cards, then the deck cards. */
function text(groups: ListGroups): string {
  const { hero, arena, deck } = parts(groups);
  const counted = (lines: SheetLine[]) => lines.map((line) => `${line.quantity}x ${line.name}`);
  return [
    hero.map((line) => `Hero: ${line.name}`).join('\n'),
    arena.length > 0 ? ['Arena cards', ...counted(arena)].join('\n') : '',
    deck.length > 0 ? ['Deck cards', ...counted(deck)].join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Flesh and Blood's lists as the deck builders write them, and on the registration sheet: the hero in the deck name's field. */
export const FAB_EXPORTS: GameExports = {
  text,
  sheet: (groups) => {
    const { hero, arena, deck } = parts(groups);
    return {
      main: deck,
      side: arena,
      mainTotal: groupTotal({ cards: deck }),
      sideTotal: groupTotal({ cards: arena }),
      hero: hero.map((line) => line.name).join(', '),
      words: {
        main: 'Deck Cards:',
        continued: 'Deck Cards Continued:',
        side: 'Arena Cards (Weapons and Equipment):',
        mainTotal: 'Total Number of Deck Cards:',
        sideTotal: 'Total Number of Arena Cards:',
        check: 'Deck/Arena: ____ / ____',
        more: 'Deck Cards (continued)',
      },
    };
  },
};
