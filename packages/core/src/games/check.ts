import type { CardLookup } from '../cards/types';
import { validateDecklist, type DecklistCheck } from '../decklist/validate';
import { findFormat, type FormatInfo, type GameCode } from '../formats/formats';
import type { FabCardIndex } from './fab/card-index';
import { checkFabDecklist } from './fab/decklist-check';

/** Each game's card data; null where none could be loaded (lists are then read and counted, their cards not known). */
export interface GameCards {
  magic: CardLookup | null;
  fab: FabCardIndex | null;
}

/** How a game checks a pasted list against one of its formats (or, for Magic, no format), in the contract's shapes. */
type GameCheck<F extends FormatInfo> = (text: string, format: F | undefined, cards: GameCards) => DecklistCheck;

/** Every game's check, by game: the other half of a game beside its lists (`lists.ts`), for the server and its workers. */
const GAME_CHECKS: { [G in GameCode]: GameCheck<Extract<FormatInfo, { game: G }>> } = {
  magic: (text, format, cards) => validateDecklist(text, format, cards.magic),
  // A Flesh and Blood list always has its format: a list is Flesh and Blood's by its format's game.
  fab: (text, format, cards) => checkFabDecklist(text, format!, cards.fab),
};

/**
 * A pasted list checked by the rules of its format's game, in the shapes every client reads (docs/api-contract.md):
 * groups of card rows, and warnings as sentences and as data. An unknown or missing format is Magic's and checks no
 * format rule (as Magic's lists always were).
 */
export function checkDecklist(text: string, formatCode: string | null | undefined, cards: GameCards): DecklistCheck {
  const format = formatCode ? findFormat(formatCode) : undefined;
  const check = GAME_CHECKS[format?.game ?? 'magic'] as GameCheck<FormatInfo>;
  return check(text, format, cards);
}
