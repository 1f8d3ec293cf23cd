import { findFormat, type DecklistStyle, type FormatInfo } from '../formats/formats';
import type { CountZone, DeckSizes, ListGroups } from '../games/game-lists';
import { fabDeckSizes } from '../games/fab/deck-sizes';
import { fabCountZone } from '../games/fab/zones';
import type { PerGame } from '../games/lists';
import { gameOfStyle } from '../games/styles';
import { magicDeckSizes } from '../games/magic/deck-sizes';
import { magicCountZone } from '../games/magic/zones';

const COUNT_ZONES: PerGame<'countZone'> = { magic: magicCountZone, fab: fabCountZone };
const DECK_SIZES: PerGame<'deckSizes'> = { magic: magicDeckSizes, fab: fabDeckSizes };

export type { CountZone, DeckSizes } from '../games/game-lists';

/** One line of the registered list, as the judge counts it off. */
export interface CountLine {
  /** Stable within one list: the group's and the card's positions. */
  key: string;
  group: string;
  cardName: string;
  zone: CountZone;
  registered: number;
}

/** The lines of a list as the API sends it (`{group_name, cards}`), each in its zone in the list's game. */
export function countLines(groups: ListGroups, style: DecklistStyle): CountLine[] {
  const countZone = COUNT_ZONES[gameOfStyle(style)];
  return groups.flatMap((group, g) =>
    group.cards.map((card, c) => ({ key: `${g}:${c}`, group: group.group_name, cardName: card.card_name, zone: countZone(group.group_name), registered: card.quantity })),
  );
}

/** How a line's count compares with the list: still to count, as registered, fewer found, or more found. */
export type LineState = 'uncounted' | 'matches' | 'missing' | 'extra';

export function lineState(line: CountLine, counted: number | undefined): LineState {
  if (counted === undefined) return 'uncounted';
  if (counted === line.registered) return 'matches';
  return counted < line.registered ? 'missing' : 'extra';
}

/** The sizes a deck of the format should have (an unknown format: a sixty-card deck's). */
export function deckSizes(format: string): DeckSizes {
  const info = findFormat(format);
  if (!info) return { style: 'sixty', main: 60, side: 15 };
  return (DECK_SIZES[info.game] as (format: FormatInfo) => DeckSizes)(info);
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
