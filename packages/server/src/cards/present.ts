import type { CardData, CardSearchResponse } from '@decklist/core';

/** GET /api/cards/search: the cards found, best match first. */
export const toCardSearchResponse = (cards: readonly CardData[]): CardSearchResponse =>
  cards.map((card) => ({ card_name: card.name, mana_cost: card.manaCost, type_line: card.typeLine }));
