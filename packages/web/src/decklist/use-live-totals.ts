import { entryTotals, type DecklistTotals, parseDecklist } from '@decklist/core/decklist';
import { magicReading, type DecklistStyle } from '@decklist/core/formats';
import { useMemo } from 'react';

/**
 * Counts of the text as it is typed, in the browser, with no card data and no request (for the live 'Main: n'). A Flesh
 * and Blood list is counted line by line as a sixty-card list is (its hero, arena and deck are told apart by the server).
 */
export function useLiveTotals(text: string, decklistStyle: DecklistStyle): DecklistTotals {
  return useMemo(() => entryTotals(parseDecklist(text, magicReading(decklistStyle)).entries), [text, decklistStyle]);
}
