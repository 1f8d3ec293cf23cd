import { NO_CARD_DATA, type CardLookup } from '@decklist/core/cards';
import { SIDEBOARD_GROUP, type CardGroup } from '@decklist/core/decklist';
import { deckAgainstPool, type PoolCard } from '@decklist/core/limited';


/** Where the public page reads the pools of a Limited event's published decks (the app composes it from the pools feature). */
export interface PublishedPoolsSource {
  /** Each player's pool their deck is built from; players without one are left out. */
  cards(event: { id: string; poolSwapAt: Date | null }, userIds: readonly string[]): Promise<Map<string, PoolCard[]>>;
  /** What changes whenever one of those pools does. */
  stamp(event: { id: string; poolSwapAt: Date | null }, userIds: readonly string[]): Promise<string>;
}

/**
 * A published Limited deck's groups: its main deck as checked (basic lands with it), and as its sideboard the rest of
 * the pool it is built from, whatever the list says (each card with its mana cost from the card data).
 */
export function withPoolSideboard(groups: readonly CardGroup[], decklistText: string, pool: readonly PoolCard[], cards: CardLookup | null): CardGroup[] {
  const { sideboard } = deckAgainstPool(decklistText, pool, cards ?? NO_CARD_DATA);
  const main = groups.filter((group) => group.group_name !== SIDEBOARD_GROUP);
  if (sideboard.length === 0) return main;
  const rows = sideboard.map((card) => {
    const data = cards?.find(card.card_name);
    return { quantity: card.count, card_name: card.card_name, mana_cost: data?.manaCost ?? '', mana_value: data?.manaValue ?? 0, type: data?.typeLine ?? '', warnings: [] };
  });
  return [...main, { group_name: SIDEBOARD_GROUP, cards: rows }];
}
