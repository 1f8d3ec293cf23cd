import { deckWarningText, type DeckWarningDetail } from '@decklist/core/decklist';
import { deckAgainstPool, poolCardWarnings } from '@decklist/core/limited';
import { NO_CARD_DATA, type CardLookup } from '@decklist/core/cards';
import type { CheckText } from '../cards';
import type { Db } from '../db/connect';
import { playedPools, type PoolsEvent } from './played-pools';

export interface LimitedDeck {
  userId: string;
  decklistText: string;
}

/**
 * Limited decks' checks with the checks against the pools they are built from added to their deck warnings (a card
 * not in the pool, more copies than it has), so every deck answer and client sees them. Decks of players without a
 * pool keep their checks as they are.
 */
export async function withPoolWarnings(
  db: Db,
  cards: CardLookup | null,
  event: PoolsEvent,
  decks: readonly LimitedDeck[],
  checks: readonly CheckText[],
): Promise<CheckText[]> {
  const played = await playedPools(
    db,
    event,
    decks.map((deck) => deck.userId),
  );
  return decks.map((deck, i) => {
    const check = checks[i]!;
    const pool = played.get(deck.userId);
    if (!pool) return check;
    const added = poolCardWarnings(deckAgainstPool(deck.decklistText, pool, cards ?? NO_CARD_DATA));
    if (added.length === 0) return check;
    return {
      groups: check.groups,
      deckWarnings: JSON.stringify([...(JSON.parse(check.deckWarnings) as string[]), ...added.map(deckWarningText)]),
      deckWarningDetails: JSON.stringify([...(JSON.parse(check.deckWarningDetails) as DeckWarningDetail[]), ...added]),
      hasWarnings: true,
    };
  });
}
