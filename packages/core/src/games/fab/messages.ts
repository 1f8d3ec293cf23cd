import { cardWarningText, deckWarningText } from '../../decklist/messages';
import type { FabCardWarning, FabDeckWarning } from './warnings';

// The English sentences of the warnings: the app's, one sentence per code whatever the game (other languages render
// the codes themselves).

export const fabCardWarningText = (warning: FabCardWarning): string => cardWarningText(warning);

export const fabDeckWarningText = (warning: FabDeckWarning): string => deckWarningText(warning);
