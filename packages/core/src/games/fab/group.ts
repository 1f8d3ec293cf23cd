import type { FabRow } from './resolve';
import { FAB_GROUPS, FAB_GROUP_NAMES, type FabGroupKey } from './group-names';
import { isHeroKind } from './snapshot';

export interface FabGroup<Row extends FabRow = FabRow> {
  key: FabGroupKey;
  name: string;
  count: number;
  rows: Row[];
}

export interface FabTotals {
  heroes: number;
  weapons: number;
  equipment: number;
  /** Everything that starts in the deck, cards not found included (unless the list put them with the hero or the arena). */
  deck: number;
  /** Deck cards, weapons and equipment: what the card-pool maximum counts. */
  pool: number;
  red: number;
  yellow: number;
  blue: number;
  no_pitch: number;
}

export function groupOf(row: FabRow): FabGroupKey {
  const card = row.card;
  if (!card) return row.section === 'hero' ? 'hero' : 'unresolved';
  if (isHeroKind(card.kind)) return 'hero';
  if (card.kind === 'W') return 'weapons';
  if (card.kind === 'E') return 'equipment';
  return card.pitch === 1 ? 'red' : card.pitch === 2 ? 'yellow' : card.pitch === 3 ? 'blue' : 'no_pitch';
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Rows sorted by name within each group; empty groups left out. */
export function groupFabRows<Row extends FabRow>(rows: readonly Row[]): FabGroup<Row>[] {
  const byGroup = new Map<FabGroupKey, Row[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const groupRows = byGroup.get(key);
    if (groupRows) groupRows.push(row);
    else byGroup.set(key, [row]);
  }
  return FAB_GROUPS.flatMap((key) => {
    const groupRows = byGroup.get(key);
    if (!groupRows) return [];
    groupRows.sort((a, b) => byName.compare(a.card_name, b.card_name));
    return [{ key, name: FAB_GROUP_NAMES[key], count: groupRows.reduce((sum, row) => sum + row.count, 0), rows: groupRows }];
  });
}

export function fabTotals(rows: readonly FabRow[]): FabTotals {
  const totals: FabTotals = { heroes: 0, weapons: 0, equipment: 0, deck: 0, pool: 0, red: 0, yellow: 0, blue: 0, no_pitch: 0 };
  for (const row of rows) {
    const group = groupOf(row);
    if (group === 'hero') totals.heroes += row.count;
    else if (group === 'weapons') totals.weapons += row.count;
    else if (group === 'equipment') totals.equipment += row.count;
    else if (group === 'unresolved' && row.section === 'arena') totals.equipment += row.count;
    else {
      totals.deck += row.count;
      if (group !== 'unresolved') totals[group] += row.count;
    }
  }
  totals.pool = totals.deck + totals.weapons + totals.equipment;
  return totals;
}
