import { normaliseCardName } from '../cards/names';
import { COMMANDER_GROUP, COMPANION_GROUP, SIDEBOARD_GROUP } from './totals';

/** Where a card sits, for comparing two versions of a list: moving a card to the sideboard is a change. */
export type DeckZone = 'commander' | 'companion' | 'main' | 'sideboard';

const ZONE_OF_GROUP: Record<string, DeckZone> = {
  [COMMANDER_GROUP]: 'commander',
  [COMPANION_GROUP]: 'companion',
  [SIDEBOARD_GROUP]: 'sideboard',
};
const ZONE_ORDER: readonly DeckZone[] = ['commander', 'companion', 'main', 'sideboard'];

/** One card whose count differs between two versions of a decklist. */
export interface DeckChange {
  zone: DeckZone;
  card_name: string;
  /** Copies in the earlier version. */
  before: number;
  /** Copies in the later version. */
  after: number;
}

export interface DeckDiff {
  /** Cards with more copies in the later version (`after - before` copies were added). */
  added: DeckChange[];
  /** Cards with fewer copies in the later version (`before - after` copies were removed). */
  removed: DeckChange[];
}

type Groups = readonly { group_name: string; cards: readonly { quantity: number; card_name: string }[] }[];

function countByCard(groups: Groups) {
  const counts = new Map<string, { zone: DeckZone; card_name: string; quantity: number }>();
  for (const group of groups) {
    const zone = ZONE_OF_GROUP[group.group_name] ?? 'main';
    for (const card of group.cards) {
      const key = `${zone}\u0000${normaliseCardName(card.card_name)}`;
      const entry = counts.get(key);
      if (entry) entry.quantity += card.quantity;
      else counts.set(key, { zone, card_name: card.card_name, quantity: card.quantity });
    }
  }
  return counts;
}

/**
 * What changed from one version of a decklist to a later one, by card and zone (commanders,
 * companion, main deck, sideboard), from the `groups` the API sends. Names are compared the way
 * card lookups compare them (case, accents, split-card spelling). Sorted by zone, then name.
 */
export function diffDecklists(before: Groups, after: Groups): DeckDiff {
  const old = countByCard(before);
  const now = countByCard(after);
  const changes: DeckChange[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    const change = { zone: (a ?? b)!.zone, card_name: (b ?? a)!.card_name, before: a?.quantity ?? 0, after: b?.quantity ?? 0 };
    if (change.before !== change.after) changes.push(change);
  }
  changes.sort((x, y) => ZONE_ORDER.indexOf(x.zone) - ZONE_ORDER.indexOf(y.zone) || x.card_name.localeCompare(y.card_name));
  return { added: changes.filter((c) => c.after > c.before), removed: changes.filter((c) => c.after < c.before) };
}
