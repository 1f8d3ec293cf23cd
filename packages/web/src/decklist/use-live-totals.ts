import { entryTotals, type DecklistTotals, parseDecklist } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { useMemo } from 'react';

/** Counts of the text as it is typed, in the browser, with no card data and no request (for the live 'Main: n'). */
export function useLiveTotals(text: string, decklistStyle: DecklistStyle): DecklistTotals {
  return useMemo(() => entryTotals(parseDecklist(text, decklistStyle).entries), [text, decklistStyle]);
}
