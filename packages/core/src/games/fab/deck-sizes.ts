import type { FormatOf, GameLists } from '../game-lists';
import { FAB_FORMATS } from './formats';

/** The deck at least, and what else the card-pool may hold (weapons, equipment, cards not in the deck). */
export const fabDeckSizes: GameLists<FormatOf<'fab'>>['deckSizes'] = (format) => {
  const { deckMin, poolMax } = FAB_FORMATS[format.fab];
  return { style: 'fab', main: deckMin, side: poolMax === null ? null : poolMax - deckMin };
};

