import type { CardSearchResponse } from '@decklist/core/api';
import type { CardData } from '@decklist/core/cards';

/** GET /api/cards/search: the cards found, best match first. */
export const toCardSearchResponse = (cards: readonly CardData[]): CardSearchResponse =>
  cards.map((card) => ({ card_name: card.name, mana_cost: card.manaCost, type_line: card.typeLine }));
