import { normaliseCardName } from '../cards/names';
import type { CardLookup } from '../cards/types';
import { deckMessages, deckWarningText } from '../decklist/messages';
import { parseDecklist } from '../decklist/parse';
import type { DeckWarningDetail } from '../decklist/warnings';
import { isFreeBasicLandName } from './basic-lands';
import type { PoolCard } from './pool';

// A Limited deck against the pool it is built from: the main deck is chosen from the pool plus any number of the five
// basic lands (basic-lands.ts), and the sideboard is the rest of the pool, whatever the list says of it.

/** A card of the deck against its pool: the same warnings a Limited deck's answer carries (decklist/warnings.ts). */
export type PoolCardWarning = Extract<DeckWarningDetail, { code: 'not_in_pool' | 'more_than_pool' }>;

export type DeckPoolWarning = PoolCardWarning | { code: 'main_too_small'; params: { count: number; min: number } };

export interface DeckAgainstPool {
  /** The main deck's cards from the pool (Wastes and snow-covered basics among them), and its free basic lands. */
  main: { card_name: string; count: number }[];
  basics: { card_name: string; count: number }[];
  mainTotal: number;
  /** The rest of the pool. */
  sideboard: { card_name: string; count: number }[];
  warnings: DeckPoolWarning[];
}

/** A Limited main deck holds at least this many cards. */
export const LIMITED_MIN_MAIN_DECK = 40;

/** Checks a deck's main deck (as written) against the pool it is built from. */
export function deckAgainstPool(deckText: string, pool: readonly PoolCard[], cards: CardLookup): DeckAgainstPool {
  const inPool = new Map(pool.map((card) => [normaliseCardName(card.name), card]));
  const main = new Map<string, { card_name: string; count: number }>();
  const basics = new Map<string, { card_name: string; count: number }>();
  for (const entry of parseDecklist(deckText, 'sixty').entries) {
    if (entry.section !== 'main' && entry.section !== 'commander' && entry.section !== 'companion') continue;
    const name = cards.find(entry.text)?.name ?? cards.find(entry.name)?.name ?? entry.name;
    const into = isFreeBasicLandName(name) ? basics : main;
    const key = normaliseCardName(name);
    const row = into.get(key);
    if (row) row.count += entry.quantity;
    else into.set(key, { card_name: name, count: entry.quantity });
  }

  const warnings: DeckPoolWarning[] = [];
  for (const [key, row] of main) {
    const owned = inPool.get(key)?.count ?? 0;
    if (owned === 0) warnings.push({ code: 'not_in_pool', params: { card_name: row.card_name, count: row.count } });
    else if (row.count > owned) warnings.push({ code: 'more_than_pool', params: { card_name: row.card_name, copies: row.count, in_pool: owned } });
  }
  const mainTotal = [...main.values(), ...basics.values()].reduce((sum, row) => sum + row.count, 0);
  if (mainTotal < LIMITED_MIN_MAIN_DECK) warnings.push({ code: 'main_too_small', params: { count: mainTotal, min: LIMITED_MIN_MAIN_DECK } });
  const sideboard = pool.flatMap((card) => {
    const left = card.count - (main.get(normaliseCardName(card.name))?.count ?? 0);
    return left > 0 ? [{ card_name: card.name, count: left }] : [];
  });
  return { main: [...main.values()], basics: [...basics.values()], mainTotal, sideboard, warnings };
}

/** A deck's pool warning as an English sentence. */
export function deckPoolWarningText(warning: DeckPoolWarning): string {
  return warning.code === 'main_too_small' ? deckMessages.mainTooSmall(warning.params.count, warning.params.min, 'Limited') : deckWarningText(warning);
}

/**
 * The pool's warnings of a card as a deck answer adds them to its own (`deck_warnings`): the size of the main
 * deck is the format's warning already.
 */
export const poolCardWarnings = (checked: DeckAgainstPool): PoolCardWarning[] =>
  checked.warnings.filter((warning): warning is PoolCardWarning => warning.code !== 'main_too_small');
