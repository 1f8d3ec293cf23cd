import { groupTotal } from '../../decklist/totals';
import type { FormatOf, GameLists } from '../game-lists';
import { fabPartOf } from './group-names';

// Flesh and Blood's lists counted: the deck as `main`, the arena cards (weapons and equipment) as `side`, the hero
// in neither. Each of a game's `GameLists` methods is a module's export of its own (lists.ts, zones.ts,
// deck-sizes.ts), so that a page holds the ones it uses only.

export const fabGroupTotals: GameLists<FormatOf<'fab'>>['totals'] = (groups) => {
  const totals = { main: 0, side: 0, companion: 0 };
  for (const group of groups) {
    const part = fabPartOf(group.group_name);
    if (part === 'arena') totals.side += groupTotal(group);
    else if (part === 'deck') totals.main += groupTotal(group);
  }
  return totals;
};
