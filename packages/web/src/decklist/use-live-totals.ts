import type { DecklistTotals } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { textTotals } from '@decklist/core/games';
import { useMemo } from 'react';

/** Counts of the text as it is typed, in the browser, with no card data and no request (for the live 'Main: n'). */
export function useLiveTotals(text: string, decklistStyle: DecklistStyle): DecklistTotals {
  return useMemo(() => textTotals(text, decklistStyle), [text, decklistStyle]);
}
