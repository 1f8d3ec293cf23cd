import type { MagicDecklistStyle } from '../formats/formats';
import type { DecklistSection } from './parse';

/**
 * Card counts of a list (docs/product.md, Decklists). `main` is every card but the sideboard and the companion:
 * commander style shows it as 'Deck: n' (commanders included), other styles as 'Main: n' beside
 * 'Side: n', the group named 'Sideboard'. A companion is counted in neither.
 */
export interface DecklistTotals {
  main: number;
  side: number;
  companion: number;
}

export const SIDEBOARD_GROUP = 'Sideboard';
export const COMPANION_GROUP = 'Companion';
export const COMMANDER_GROUP = 'Commander';

/** A group's total is the sum of its card quantities (docs/product.md, Decklists). */
export function groupTotal(group: { cards: readonly { quantity: number }[] }): number {
  return group.cards.reduce((sum, card) => sum + card.quantity, 0);
}

/** Totals of groups as the API sends them (`{group_name, cards}`). */
export function groupTotals(groups: readonly { group_name: string; cards: readonly { quantity: number }[] }[]): DecklistTotals {
  const totals: DecklistTotals = { main: 0, side: 0, companion: 0 };
  for (const group of groups) {
    const total = groupTotal(group);
    if (group.group_name === SIDEBOARD_GROUP) totals.side += total;
    else if (group.group_name === COMPANION_GROUP) totals.companion += total;
    else totals.main += total;
  }
  return totals;
}

/** Totals of parsed entries (`parseDecklist(...).entries`): live counts need no card data. */
export function entryTotals(entries: readonly { quantity: number; section: DecklistSection }[]): DecklistTotals {
  const totals: DecklistTotals = { main: 0, side: 0, companion: 0 };
  for (const entry of entries) {
    if (entry.section === 'sideboard') totals.side += entry.quantity;
    else if (entry.section === 'companion') totals.companion += entry.quantity;
    else totals.main += entry.quantity;
  }
  return totals;
}

/** The count labels of docs/product.md (Decklists): ['Deck: 100'] for commander style, ['Main: 60', 'Side: 15'] otherwise. */
export function totalLabels(totals: DecklistTotals, style: MagicDecklistStyle): string[] {
  return style === 'commander' ? [`Deck: ${totals.main}`] : [`Main: ${totals.main}`, `Side: ${totals.side}`];
}
