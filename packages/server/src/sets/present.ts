import type { SetResponse, SetsResponse } from '@decklist/core/api';
import type { LimitedSet } from '@decklist/core/limited';

const summary = (set: LimitedSet): SetsResponse['sets'][number] => ({
  code: set.code,
  name: set.name,
  released: set.released,
  complete: set.complete,
  booster: set.booster && { cards: set.booster.cards, rare_slots: set.booster.rareSlots },
  card_count: new Set(set.cards.map((card) => card.name)).size,
});

export const toSetsResponse = (sets: LimitedSet[]): SetsResponse => ({ sets: sets.map(summary) });

export const toSetResponse = (set: LimitedSet): SetResponse => ({ ...summary(set), cards: set.cards });
