import { groupTotals } from '../../decklist/totals';
import type { FormatOf, GameLists } from '../game-lists';

// Magic's lists counted: the main deck (commanders with it), the sideboard and the companion. Each of a game's
// `GameLists` methods is a module's export of its own (lists.ts, zones.ts, deck-sizes.ts), so that a page holds the
// ones it uses only.

export const magicGroupTotals: GameLists<FormatOf<'magic'>>['totals'] = groupTotals;
