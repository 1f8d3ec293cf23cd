import type { DecklistTotals } from '../decklist/totals';
import type { DecklistStyle, GameCode } from '../formats/formats';
import { fabGroupTotals } from './fab/lists';
import type { FormatOf, GameLists, ListGroups } from './game-lists';
import { gameOfStyle } from './styles';
import { magicGroupTotals } from './magic/lists';

export type * from './game-lists';

/**
 * One method of `GameLists` for every game. Each caller keeps a table of the method it needs (the counts here, a
 * revision's zones in diff.ts, the counting aid's zones and sizes in counting.ts) rather than one object per game,
 * so that a page holds only the methods it uses; a new game code is a compile error in each table until its game
 * fills it.
 */
export type PerGame<K extends keyof GameLists> = { [G in GameCode]: GameLists<FormatOf<G>>[K] };

export { gameOfStyle } from './styles';

const TOTALS: PerGame<'totals'> = { magic: magicGroupTotals, fab: fabGroupTotals };

/** The counts of a checked list's groups, in its game's terms. */
export const checkTotals = (groups: ListGroups, style: DecklistStyle): DecklistTotals => TOTALS[gameOfStyle(style)](groups);
