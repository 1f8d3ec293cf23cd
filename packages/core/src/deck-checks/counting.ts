import { COMPANION_GROUP, SIDEBOARD_GROUP } from '../decklist/totals';
import { findFormat, type DecklistStyle } from '../formats/formats';
import { FAB_FORMATS } from '../games/fab/formats';
import { FAB_GROUP_NAMES } from '../games/fab/group-names';

/**
 * Where a registered line counts: the main deck (commanders included), the sideboard, or neither (a companion).
 * A Flesh and Blood list's deck cards count as 'main', its arena cards (weapons, equipment) as 'side', its hero in
 * neither. The zones are no words: a page names 'side' by the list's game, the sideboard for Magic and the arena
 * cards for Flesh and Blood (the web's CountingAid).
 */
export type CountZone = 'main' | 'side' | 'other';

/** One line of the registered list, as the judge counts it off. */
export interface CountLine {
  /** Stable within one list: the group's and the card's positions. */
  key: string;
  group: string;
  cardName: string;
  zone: CountZone;
  registered: number;
}

const SIDE_GROUPS = new Set<string>([SIDEBOARD_GROUP, FAB_GROUP_NAMES.weapons, FAB_GROUP_NAMES.equipment]);
const OTHER_GROUPS = new Set<string>([COMPANION_GROUP, FAB_GROUP_NAMES.hero]);

const zoneOf = (groupName: string): CountZone => (SIDE_GROUPS.has(groupName) ? 'side' : OTHER_GROUPS.has(groupName) ? 'other' : 'main');

/** The lines of a list as the API sends it (`{group_name, cards}`). */
export function countLines(groups: readonly { group_name: string; cards: readonly { card_name: string; quantity: number }[] }[]): CountLine[] {
  return groups.flatMap((group, g) =>
    group.cards.map((card, c) => ({ key: `${g}:${c}`, group: group.group_name, cardName: card.card_name, zone: zoneOf(group.group_name), registered: card.quantity })),
  );
}

/** How a line's count compares with the list: still to count, as registered, fewer found, or more found. */
export type LineState = 'uncounted' | 'matches' | 'missing' | 'extra';

export function lineState(line: CountLine, counted: number | undefined): LineState {
  if (counted === undefined) return 'uncounted';
  if (counted === line.registered) return 'matches';
  return counted < line.registered ? 'missing' : 'extra';
}

/** The sizes a deck of the format should have: main deck (commander style: the whole deck) and sideboard (null: no limit). */
export interface DeckSizes {
  style: DecklistStyle;
  main: number;
  side: number | null;
}

export function deckSizes(format: string): DeckSizes {
  const info = findFormat(format);
  if (!info) return { style: 'sixty', main: 60, side: 15 };
  if (info.game === 'fab') {
    // The deck at least, and what else the card-pool may hold (weapons, equipment, cards not in the deck).
    const { deckMin, poolMax } = FAB_FORMATS[info.fab];
    return { style: 'fab', main: deckMin, side: poolMax === null ? null : poolMax - deckMin };
  }
  const { rules } = info;
  return { style: info.decklist_style, main: rules.exactDeckSize ?? rules.minMainDeck, side: rules.maxSideboard };
}

export interface ZoneTally {
  counted: number;
  registered: number;
}

/** Running totals of a count: cards counted so far and registered, for the main deck and the sideboard. */
export function countTotals(lines: readonly CountLine[], counts: Readonly<Record<string, number>>): { main: ZoneTally; side: ZoneTally } {
  const totals = { main: { counted: 0, registered: 0 }, side: { counted: 0, registered: 0 } };
  for (const line of lines) {
    if (line.zone === 'other') continue;
    totals[line.zone].registered += line.registered;
    totals[line.zone].counted += counts[line.key] ?? 0;
  }
  return totals;
}

/** The lines whose count differs from the list, once counted. */
export const differences = (lines: readonly CountLine[], counts: Readonly<Record<string, number>>) =>
  lines.filter((line) => {
    const state = lineState(line, counts[line.key]);
    return state === 'missing' || state === 'extra';
  });
