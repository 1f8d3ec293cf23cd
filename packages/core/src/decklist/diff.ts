import { normaliseCardName } from '../cards/names';
import type { DecklistStyle } from '../formats/formats';
import type { DeckZone } from '../games/game-lists';
import { fabZone } from '../games/fab/zones';
import type { PerGame } from '../games/lists';
import { gameOfStyle } from '../games/styles';
import { magicZone } from '../games/magic/zones';

export type { DeckZone } from '../games/game-lists';

/** The zones in the order a page lists them (a list has one game's zones only). */
export const DECK_ZONES: readonly DeckZone[] = ['commander', 'companion', 'main', 'sideboard', 'hero', 'arena', 'deck'];

const ZONES: PerGame<'zone'> = { magic: magicZone, fab: fabZone };
const zoneOf = (groupName: string, style: DecklistStyle): DeckZone => ZONES[gameOfStyle(style)](groupName);

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

function countByCard(groups: Groups, style: DecklistStyle) {
  const counts = new Map<string, { zone: DeckZone; card_name: string; quantity: number }>();
  for (const group of groups) {
    const zone = zoneOf(group.group_name, style);
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
 * What changed from one version of a decklist to a later one, by card and zone, from the `groups` the API sends:
 * for Magic (any style but `fab`) commanders, companion, main deck, sideboard; for Flesh and Blood (`fab`) hero,
 * arena cards, deck cards. Names are compared the way card lookups compare them (case, accents, split-card
 * spelling). Sorted by zone, then name.
 */
export function diffDecklists(before: Groups, after: Groups, style: DecklistStyle = 'sixty'): DeckDiff {
  const old = countByCard(before, style);
  const now = countByCard(after, style);
  const changes: DeckChange[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    const change = { zone: (a ?? b)!.zone, card_name: (b ?? a)!.card_name, before: a?.quantity ?? 0, after: b?.quantity ?? 0 };
    if (change.before !== change.after) changes.push(change);
  }
  changes.sort((x, y) => DECK_ZONES.indexOf(x.zone) - DECK_ZONES.indexOf(y.zone) || x.card_name.localeCompare(y.card_name));
  return { added: changes.filter((c) => c.after > c.before), removed: changes.filter((c) => c.after < c.before) };
}
