import type { DecklistStyle, GameCode } from '../formats/formats';
import { FAB_EXPORTS } from './fab/exports';
import type { GameExports, ListGroups } from './game-lists';
import { gameOfStyle } from './styles';
import { MAGIC_EXPORTS } from './magic/exports';

/** Every game's exports, by game (the server's: no page imports this module). */
export const GAME_EXPORTS: Record<GameCode, GameExports> = { magic: MAGIC_EXPORTS, fab: FAB_EXPORTS };

/** The exports of the game of a decklist style. */
export const exportsOf = (style: DecklistStyle): GameExports => GAME_EXPORTS[gameOfStyle(style)];

/** A checked list as text in its game's way (Magic's: Arena and MTGO's; Flesh and Blood's: the deck builders'). */
export const listText = (groups: ListGroups, style: DecklistStyle): string => exportsOf(style).text(groups);
