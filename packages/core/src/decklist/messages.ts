/** The warning sentences players see (card warnings and deck warnings, docs/product.md, Decklists). */

import type { CheckedList } from './problems';

/** 'a', 'a or b', 'a, b or c'. */
export function listWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;

export const cardMessages = {
  unknown: (suggestions: readonly string[]) =>
    suggestions.length > 0
      ? `Not a known card. Did you mean ${listWords(suggestions, 'or')}?`
      : 'Not a known card. Check the spelling.',
  banned: (format: string) => `Banned in ${format}.`,
  notLegal: (format: string) => `Not legal in ${format}.`,
  restricted: (format: string, copies: number) =>
    `Restricted in ${format}: a deck may have only 1 copy, and this one has ${copies}.`,
  tooManyCopies: (copies: number, limit: number, format: string) =>
    limit === 1
      ? `${format} allows only 1 copy of each card other than basic lands, and this deck has ${copies}.`
      : `Too many copies: a deck may have at most ${limit}, and this one has ${copies}.`,
  outsideIdentity: (cardColours: readonly string[], commanderColours: readonly string[]) =>
    `Outside the commander's colour identity: this card is ${listWords(cardColours)}, and the commander's identity is ${
      commanderColours.length > 0 ? listWords(commanderColours) : 'colourless'
    }.`,
};

export const deckMessages = {
  unreadable: (line: number, text: string) =>
    `Line ${line} could not be read: ${quote(text)}. Write a count and a card name, for example 4 Lightning Bolt.`,
  noCount: (line: number, name: string) => `Line ${line} has no count, so ${quote(name)} is counted as 1 copy.`,
  zeroCount: (line: number, text: string) => `Line ${line} has a count of 0 and is left out: ${quote(text)}.`,
  mainTooSmall: (count: number, min: number, format: string) =>
    `The main deck has ${count} ${count === 1 ? 'card' : 'cards'}; a ${format} deck needs at least ${min}.`,
  sideboardTooBig: (count: number, max: number, withCompanion: boolean) =>
    `The sideboard has ${count} cards${withCompanion ? ' (companion included)' : ''}; at most ${max} are allowed.`,
  deckSize: (count: number, size: number, format: string) =>
    `The deck has ${count} ${count === 1 ? 'card' : 'cards'}, commander included; a ${format} deck has exactly ${size}.`,
  noCommander: () =>
    'No commander found. Put your commander on its own after an empty line, or under a line that says Commander.',
  tooManyCommanders: (count: number) =>
    `A deck has one commander, or two that can be partners; this one lists ${count}.`,
  notACommander: (name: string, rule: 'legendary' | 'creature', format: string) =>
    rule === 'creature'
      ? `${name} cannot be your commander: in ${format} the commander must be a creature.`
      : `${name} cannot be your commander: a commander must be a legendary creature or say that it can be your commander.`,
  notPartners: (first: string, second: string) =>
    `${first} and ${second} cannot be commanders together: both need partner, or abilities that pair them such as Choose a Background.`,
};

/** The kinds of card warning, in the order a summary lists them. */
const CARD_PROBLEMS: { label: string; test: (warning: string) => boolean; copies?: boolean }[] = [
  { label: 'Not known cards', test: (w) => w.startsWith('Not a known card.') },
  { label: '', test: (w) => /^Banned in .+\.$/.test(w) },
  { label: '', test: (w) => /^Not legal in .+\.$/.test(w) },
  { label: 'Restricted, only 1 copy allowed', test: (w) => w.startsWith('Restricted in '), copies: true },
  { label: 'Too many copies', test: (w) => w.startsWith('Too many copies') || / allows only 1 copy of each card/.test(w), copies: true },
  { label: "Outside the commander's colour identity", test: (w) => w.startsWith("Outside the commander's colour identity") },
];

/** The copies a 'too many copies' or 'restricted' warning counts ('..., and this one has 5.'). */
const copiesIn = (warning: string) => /this (?:one|deck) has (\d+)\.$/.exec(warning)?.[1];

/**
 * Every problem of a checked list, for its 'Deck Warnings' summary: the deck's own warnings, then
 * one line per kind of card warning naming its cards ('Banned in Modern: Fury, Mental Misstep.').
 * `count` is the number of problems: each deck warning, and each warning of each card.
 */
export function summariseProblems(check: CheckedList): { count: number; lines: string[] } {
  const byKind = new Map<string, string[]>();
  let count = check.deck_warnings.length;
  for (const group of check.groups) {
    for (const card of group.cards) {
      for (const warning of card.warnings) {
        count += 1;
        const kind = CARD_PROBLEMS.find((k) => k.test(warning));
        // Banned and not legal name their format: the warning itself is the label.
        const label = kind ? kind.label || warning.replace(/\.$/, '') : warning.replace(/\.$/, '');
        const copies = kind?.copies ? copiesIn(warning) : undefined;
        const names = byKind.get(label) ?? [];
        const name = copies ? `${card.card_name} (${copies})` : card.card_name;
        if (!names.includes(name)) names.push(name);
        byKind.set(label, names);
      }
    }
  }
  const order = (label: string) => {
    const index = CARD_PROBLEMS.findIndex((k) => (k.label ? k.label === label : k.test(`${label}.`)));
    return index === -1 ? CARD_PROBLEMS.length : index;
  };
  const cardLines = [...byKind.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([label, names]) => `${label}: ${names.join(', ')}.`);
  return { count, lines: [...check.deck_warnings, ...cardLines] };
}
