import { normaliseCardName } from '../cards/names';
import type { CardLookup } from '../cards/types';
import { listWords } from '../decklist/messages';
import { parseDecklist } from '../decklist/parse';
import { SUGGESTED_NAMES_PER_LIST } from '../decklist/limits';
import { quotedLineText } from '../decklist/warnings';
import { isFreeBasicLandName } from './basic-lands';
import type { LimitedSet, SetRarity } from './sets';
import { SHEET_COLOURS, sheetColour, type SheetColour } from './sheet';

// A registered pool, counted: the cards a player opened (or drafted), each found in the event's sets where it can
// be. What looks wrong is a warning for a judge, never a refusal: a pool is what the player has in front of them.

export interface PoolCard {
  /** The card data's name (as written when the card is unknown). */
  name: string;
  count: number;
  /** The event's set that lists it, its collector number and rarity there; null when no set of the event lists it. */
  set: string | null;
  number: string | null;
  rarity: SetRarity | null;
  /** Null when the card data does not know the card (a set newer than the data). */
  colour: SheetColour | null;
}

export type PoolWarningDetail =
  | { code: 'unreadable_line'; params: { line: number; text: string } }
  /** Not in the card data; `suggestions` are the names likely meant. */
  | { code: 'unknown_card'; params: { card_name: string; suggestions: string[] } }
  /** A card, but none of the event's sets lists it (`sets`: the event's sets the app has lists of). */
  | { code: 'not_in_sets'; params: { card_name: string; sets: string[] } }
  | { code: 'pool_size'; params: { count: number; expected: number } }
  /** More rares and mythics than the boosters can hold together. */
  | { code: 'too_many_rares'; params: { count: number; max: number } }
  /** The five basic lands written in the pool: left out, as a deck adds them freely (Wastes and snow-covered basics are pool cards). */
  | { code: 'basic_lands_left_out'; params: { count: number } };

export type PoolWarningCode = PoolWarningDetail['code'];
export const POOL_WARNING_CODES = [
  'unreadable_line',
  'unknown_card',
  'not_in_sets',
  'pool_size',
  'too_many_rares',
  'basic_lands_left_out',
] as const satisfies readonly PoolWarningCode[];

export interface CountedPool {
  /** In the sheet's order: by colour, then by name. */
  cards: PoolCard[];
  total: number;
  warnings: PoolWarningDetail[];
}

export interface PoolRules {
  /** The event's sets the app has lists of. */
  sets: readonly LimitedSet[];
  /** The size the pool should have, or null when not known. */
  expectedSize: number | null;
  /** The most rares and mythics the boosters hold, or null when not known. */
  mostRares: number | null;
}

/** The event's set cards by normalised name (a double-faced card by its front face too); the first set listing a card wins. */
function setCardsByName(sets: readonly LimitedSet[]) {
  const byName = new Map<string, { set: string; number: string; rarity: SetRarity; name: string; colour: SheetColour | null }>();
  for (const set of sets)
    for (const card of set.cards) {
      const entry = { set: set.code, number: card.number, rarity: card.rarity, name: card.name, colour: card.colour };
      for (const key of [normaliseCardName(card.name), normaliseCardName(card.name.split(' // ')[0]!)]) if (!byName.has(key)) byName.set(key, entry);
    }
  return byName;
}

/** A card whose colour is not known comes last. */
const colourRank = (colour: SheetColour | null) => (colour === null ? SHEET_COLOURS.length : SHEET_COLOURS.indexOf(colour));
const sheetOrder = (a: PoolCard, b: PoolCard) => colourRank(a.colour) - colourRank(b.colour) || a.name.localeCompare(b.name, 'en');

/** Counts a pool as written (a count and a name a line, as decklists are; sections do not matter). */
export function countPool(text: string, rules: PoolRules, cards: CardLookup): CountedPool {
  const parsed = parseDecklist(text, 'sixty');
  const bySetName = setCardsByName(rules.sets);
  const counted = new Map<string, PoolCard>();
  const warnings: PoolWarningDetail[] = [];
  const notInSets: string[] = [];
  const unknown: string[] = [];
  let basics = 0;

  for (const problem of parsed.problems)
    if (problem.kind === 'unreadable') warnings.push({ code: 'unreadable_line', params: { line: problem.line, text: quotedLineText(problem.text) } });

  for (const entry of parsed.entries) {
    const data = cards.find(entry.text) ?? cards.find(entry.name);
    if (isFreeBasicLandName(data?.name ?? entry.name)) {
      basics += entry.quantity;
      continue;
    }
    const listed = bySetName.get(normaliseCardName(data?.name ?? entry.name)) ?? bySetName.get(normaliseCardName(entry.name));
    const name = listed?.name ?? data?.name ?? entry.name;
    const key = normaliseCardName(name);
    const known = counted.get(key);
    if (known) {
      known.count += entry.quantity;
      continue;
    }
    counted.set(key, {
      name,
      count: entry.quantity,
      set: listed?.set ?? null,
      number: listed?.number ?? null,
      rarity: listed?.rarity ?? null,
      colour: listed?.colour ?? (data ? sheetColour(data) : null),
    });
    if (!data && !listed) unknown.push(name);
    else if (!listed && rules.sets.length > 0) notInSets.push(name);
  }

  unknown.forEach((name, i) =>
    warnings.push({ code: 'unknown_card', params: { card_name: name, suggestions: i < SUGGESTED_NAMES_PER_LIST ? cards.suggest(name, 3) : [] } }),
  );
  const setCodes = rules.sets.map((set) => set.code);
  for (const name of notInSets) warnings.push({ code: 'not_in_sets', params: { card_name: name, sets: setCodes } });

  const sorted = [...counted.values()].sort(sheetOrder);
  const total = sorted.reduce((sum, card) => sum + card.count, 0);
  if (rules.expectedSize !== null && total !== rules.expectedSize) warnings.push({ code: 'pool_size', params: { count: total, expected: rules.expectedSize } });
  const rares = sorted.reduce((sum, card) => sum + (card.rarity === 'R' || card.rarity === 'M' ? card.count : 0), 0);
  if (rules.mostRares !== null && rares > rules.mostRares) warnings.push({ code: 'too_many_rares', params: { count: rares, max: rules.mostRares } });
  if (basics > 0) warnings.push({ code: 'basic_lands_left_out', params: { count: basics } });
  return { cards: sorted, total, warnings };
}

/** The pool as text, a card a line in the sheet's order: what a pool registered with the set list is stored as. */
export const poolText = (cards: readonly { name: string; count: number }[]) =>
  cards.filter((card) => card.count > 0).map((card) => `${card.count} ${card.name}`).join('\n');

/** A pool warning as an English sentence (the API's `warnings`; the app shows its own translations). */
export function poolWarningText(warning: PoolWarningDetail): string {
  switch (warning.code) {
    case 'unreadable_line': {
      const { line, text } = warning.params;
      return `Line ${line} could not be read: “${text}”. Write a count and a card name, for example 2 Lightning Bolt.`;
    }
    case 'unknown_card': {
      const { card_name, suggestions } = warning.params;
      return suggestions.length > 0 ? `${card_name} is not a known card. Did you mean ${listWords(suggestions, 'or')}?` : `${card_name} is not a known card.`;
    }
    case 'not_in_sets':
      return `${warning.params.card_name} is not in ${listWords(warning.params.sets)}.`;
    case 'pool_size':
      return `The pool has ${warning.params.count} ${warning.params.count === 1 ? 'card' : 'cards'}; ${warning.params.expected} are expected.`;
    case 'too_many_rares':
      return `The pool has ${warning.params.count} rares and mythics; its boosters hold at most ${warning.params.max}.`;
    case 'basic_lands_left_out':
      return warning.params.count === 1
        ? '1 basic land was left out: it is not part of the pool.'
        : `${warning.params.count} basic lands were left out: they are not part of the pool.`;
  }
}
