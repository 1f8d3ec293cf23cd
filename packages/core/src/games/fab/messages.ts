import { cardWarningText, deckMessages, deckWarningText } from '../../decklist/messages';
import type { FabCardWarning, FabDeckWarning } from './warnings';

// The English sentences of the warnings: the app's, one sentence per code whatever the game (other languages render
// the codes themselves), but for the unreadable line's example, which is a line of this game's lists.

export const fabCardWarningText = (warning: FabCardWarning): string => cardWarningText(warning);

export const fabDeckWarningText = (warning: FabDeckWarning): string =>
  warning.code === 'unreadable_line' ? deckMessages.unreadable(warning.params.line, warning.params.text, 'fab') : deckWarningText(warning);
