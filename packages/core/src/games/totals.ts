import { groupTotal, groupTotals, type DecklistTotals } from '../decklist/totals';
import type { DecklistStyle } from '../formats/formats';
import { FAB_GROUP_NAMES } from './fab/group-names';

// A list's counts in its game's terms, as `DecklistTotals`: Magic's main deck, sideboard and companion; Flesh and
// Blood's deck (as `main`) and arena cards, its weapons and equipment (as `side`), the hero in neither.

const FAB_ARENA = new Set<string>([FAB_GROUP_NAMES.weapons, FAB_GROUP_NAMES.equipment]);

/** The counts of a checked list's groups. */
export function checkTotals(groups: readonly { group_name: string; cards: readonly { quantity: number }[] }[], style: DecklistStyle): DecklistTotals {
  if (style !== 'fab') return groupTotals(groups);
  const totals: DecklistTotals = { main: 0, side: 0, companion: 0 };
  for (const group of groups) {
    if (group.group_name === FAB_GROUP_NAMES.hero) continue;
    if (FAB_ARENA.has(group.group_name)) totals.side += groupTotal(group);
    else totals.main += groupTotal(group);
  }
  return totals;
}
