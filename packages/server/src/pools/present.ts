import type { PoolResponse } from '@decklist/core/api';
import { poolWarningText, type PoolCard } from '@decklist/core/limited';
import type { StoredPool } from './store';

/** The pool's cards by the sheet's colours, in the sheet's order (the counted pool keeps them in it). */
function groupsOf(cards: readonly PoolCard[]): PoolResponse['groups'] {
  const groups: PoolResponse['groups'] = [];
  for (const card of cards) {
    let group = groups.at(-1);
    if (!group || group.colour !== card.colour) groups.push((group = { colour: card.colour, cards: [] }));
    group.cards.push({ card_name: card.name, count: card.count, set_code: card.set, number: card.number, rarity: card.rarity });
  }
  return groups;
}

/** A pool as GET /api/events/{id}/pool answers it; `expected` is the event's expected pool size. */
export function toPoolResponse(
  eventId: string,
  pool: StoredPool,
  expected: number | null,
  revisions: { createdAt: Date; total: number; revisedBy: string | null; note: string }[],
  swapped: boolean,
): PoolResponse {
  const { counted } = pool;
  return {
    event_id: eventId,
    user_id: pool.userId,
    player_name: pool.playerName,
    pool_text: pool.poolText,
    groups: groupsOf(counted.cards),
    total: counted.total,
    expected_size: expected,
    warnings: counted.warnings.map(poolWarningText),
    warning_details: counted.warnings,
    updated_at: pool.updatedAt.toISOString(),
    revisions: revisions.map((revision) => ({
      created_at: revision.createdAt.toISOString(),
      total: revision.total,
      by_organiser: revision.revisedBy !== pool.userId,
      note: revision.note,
    })),
    swapped,
  };
}
