import type { DecklistStyle, GameCode } from '../formats/formats';

const GAME_OF_STYLE: Record<DecklistStyle, GameCode> = { sixty: 'magic', commander: 'magic', fab: 'fab' };

/** The game whose lists a decklist style lays out. */
export const gameOfStyle = (style: DecklistStyle): GameCode => GAME_OF_STYLE[style];
