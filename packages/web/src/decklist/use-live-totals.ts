import { entryTotals, parseDecklist, type DecklistTotals } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { useMemo } from 'react';

const NONE: DecklistTotals = { main: 0, side: 0, companion: 0 };

/**
 * Counts of the text as it is typed, in the browser, with no card data and no request (for the live 'Main: n'). A
 * Flesh and Blood list is counted from its check instead (only the card data tells a weapon from a deck card), so
 * the deck form carries no reader of that game's lists: none here.
 */
export function useLiveTotals(text: string, decklistStyle: DecklistStyle): DecklistTotals {
  return useMemo(() => (decklistStyle === 'fab' ? NONE : entryTotals(parseDecklist(text, decklistStyle).entries)), [text, decklistStyle]);
}
