import { entryTotals, groupTotal, groupTotals, type DecklistTotals } from '../decklist/totals';
import { parseDecklist } from '../decklist/parse';
import { magicReading, type DecklistStyle } from '../formats/formats';
import { FAB_GROUP_NAMES } from './fab/group';
import { parseFabList } from './fab/parse';

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

/**
 * The counts of a list as it is typed, without card data. A Flesh and Blood list counts its lines by where the list
 * put them ('Arena cards', 'Weapons:' and the like); the server, which knows each card, tells weapons from deck cards.
 */
export function textTotals(text: string, style: DecklistStyle): DecklistTotals {
  if (style !== 'fab') return entryTotals(parseDecklist(text, magicReading(style)).entries);
  const parsed = parseFabList(text);
  const totals: DecklistTotals = { main: 0, side: 0, companion: 0 };
  for (const card of parsed.cards) {
    if (card.section === 'arena') totals.side += card.count;
    else if (card.section !== 'hero') totals.main += card.count;
  }
  for (const list of parsed.nameLists) totals.side += list.pieces.length;
  return totals;
}
