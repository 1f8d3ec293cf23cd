/**
 * The warning sentences players see (card warnings and deck warnings, docs/product.md, Decklists), in
 * English: the contract's `warnings` and `deck_warnings`. Each is rendered from its details (warnings.ts)
 * here and nowhere else, so the sentences and the data cannot drift apart.
 */

import { colourNames } from '../cards/mana';
import type { GameCode } from '../formats/formats';
import {
  quotedLineText,
  summariseWarnings,
  type CardWarningDetail,
  type CheckedListWithDetails,
  type DeckWarningDetail,
  type ProblemSummaryLine,
} from './warnings';

/** 'a', 'a or b', 'a, b or c'. */
export function listWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

const quote = (text: string) => `“${quotedLineText(text)}”`;

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
  pitchNeeded: (pitches: readonly string[]) =>
    `Which pitch? This card is ${listWords(pitches, 'or')}: write it after the name, like (${pitches[0] ?? 'red'}).`,
  noSuchPitch: (pitch: string, pitches: readonly string[]) =>
    pitches.length > 0 ? `This card has no ${pitch} version: it is ${listWords(pitches, 'or')}.` : `This card has no pitch: leave out (${pitch}).`,
  legendary: (copies: number) => `Legendary: a card-pool may have only 1 copy, and this one has ${copies}.`,
  suspended: (format: string) => `Suspended in ${format}.`,
  livingLegend: (format: string) => `Retired from ${format}: its hero is a Living Legend.`,
  notForHero: (hero: string, kinds: readonly string[]) =>
    kinds.length > 0 ? `${hero} cannot play this ${kinds.join(' ')} card.` : `${hero} cannot play this card.`,
  outsideIdentity: (cardColours: readonly string[], commanderColours: readonly string[]) =>
    `Outside the commander's colour identity: this card is ${listWords(cardColours)}, and the commander's identity is ${
      commanderColours.length > 0 ? listWords(commanderColours) : 'colourless'
    }.`,
};

export const deckMessages = {
  /** Its example is a line of the list's own game: a Flesh and Blood card has its pitch after the name. */
  unreadable: (line: number, text: string, game: GameCode = 'magic') =>
    game === 'fab'
      ? `Line ${line} could not be read: ${quote(text)}. Write a count, then the card name and its pitch, for example 3 Sink Below (red).`
      : `Line ${line} could not be read: ${quote(text)}. Write a count and a card name, for example 4 Lightning Bolt.`,
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
  noHero: () => 'No hero: name one, like "Hero: Dorinthea Ironsong".',
  tooManyHeroes: (count: number) => `${count} heroes listed: a list has exactly 1.`,
  wrongHeroAge: (name: string, age: 'adult' | 'young', format: string) =>
    age === 'young'
      ? `${name} is an adult hero: ${format} is played with a young hero.`
      : `${name} is a young hero: ${format} is played with an adult hero.`,
  deckTooSmall: (count: number, min: number, format: string) =>
    `${count} deck ${count === 1 ? 'card' : 'cards'}: ${format} needs at least ${min} (hero, weapons and equipment not counted).`,
  poolTooBig: (count: number, max: number, format: string) =>
    `${count} cards in the card-pool: ${format} allows at most ${max}, weapons and equipment included.`,
  notInPool: (name: string, count: number) => `${name} (${count}) is not in the pool.`,
  moreThanPool: (name: string, copies: number, inPool: number) => `${name}: ${copies} in the deck, ${inPool} in the pool.`,
};

/** What a Flesh and Blood card is, as a warning names it: its talents, then its classes ('Light Warrior'); generic cards have none. */
export const heroCardKinds = (classes: readonly string[], talents: readonly string[]) => [
  ...talents,
  ...classes.filter((kind) => kind !== 'Generic' && kind !== 'NotClassed'),
];

/** A card warning's English sentence (the contract's `warnings`). */
export function cardWarningText(detail: CardWarningDetail): string {
  switch (detail.code) {
    case 'unknown_card':
      return cardMessages.unknown(detail.params.suggestions);
    case 'banned':
      return cardMessages.banned(detail.params.format_name);
    case 'not_legal':
      return cardMessages.notLegal(detail.params.format_name);
    case 'restricted':
      return cardMessages.restricted(detail.params.format_name, detail.params.copies);
    case 'too_many_copies':
      return cardMessages.tooManyCopies(detail.params.copies, detail.params.limit, detail.params.format_name);
    case 'outside_identity':
      return cardMessages.outsideIdentity(colourNames(detail.params.card_colours.join('')), colourNames(detail.params.commander_colours.join('')));
    case 'pitch_needed':
      return cardMessages.pitchNeeded(detail.params.pitches);
    case 'no_such_pitch':
      return cardMessages.noSuchPitch(detail.params.pitch, detail.params.pitches);
    case 'legendary':
      return cardMessages.legendary(detail.params.copies);
    case 'suspended':
      return cardMessages.suspended(detail.params.format_name);
    case 'living_legend':
      return cardMessages.livingLegend(detail.params.format_name);
    case 'not_for_hero':
      return cardMessages.notForHero(detail.params.hero_name, heroCardKinds(detail.params.card_classes, detail.params.card_talents));
  }
}

/**
 * A deck warning's English sentence (the contract's `deck_warnings`), one per code whatever the game, but for
 * the example line of `unreadable_line`: Magic's here, Flesh and Blood's in `games/fab/messages.ts`.
 */
export function deckWarningText(detail: DeckWarningDetail): string {
  switch (detail.code) {
    case 'unreadable_line':
      return deckMessages.unreadable(detail.params.line, detail.params.text);
    case 'no_count':
      return deckMessages.noCount(detail.params.line, detail.params.card_name);
    case 'zero_count':
      return deckMessages.zeroCount(detail.params.line, detail.params.text);
    case 'main_too_small':
      return deckMessages.mainTooSmall(detail.params.count, detail.params.min, detail.params.format_name);
    case 'sideboard_too_big':
      return deckMessages.sideboardTooBig(detail.params.count, detail.params.max, detail.params.companion_included);
    case 'deck_size':
      return deckMessages.deckSize(detail.params.count, detail.params.size, detail.params.format_name);
    case 'no_commander':
      return deckMessages.noCommander();
    case 'too_many_commanders':
      return deckMessages.tooManyCommanders(detail.params.count);
    case 'not_a_commander':
      return deckMessages.notACommander(detail.params.card_name, detail.params.rule, detail.params.format_name);
    case 'not_partners':
      return deckMessages.notPartners(detail.params.card_name, detail.params.other_card_name);
    case 'not_in_pool':
      return deckMessages.notInPool(detail.params.card_name, detail.params.count);
    case 'more_than_pool':
      return deckMessages.moreThanPool(detail.params.card_name, detail.params.copies, detail.params.in_pool);
    case 'no_hero':
      return deckMessages.noHero();
    case 'too_many_heroes':
      return deckMessages.tooManyHeroes(detail.params.count);
    case 'wrong_hero_age':
      return deckMessages.wrongHeroAge(detail.params.card_name, detail.params.age, detail.params.format_name);
    case 'deck_too_small':
      return deckMessages.deckTooSmall(detail.params.count, detail.params.min, detail.params.format_name);
    case 'pool_too_big':
      return deckMessages.poolTooBig(detail.params.count, detail.params.max, detail.params.format_name);
  }
}

/** The labels of the summary's card lines, by kind; banned and not legal name their format. */
const SUMMARY_LABELS: Record<CardWarningDetail['code'], (formatName: string) => string> = {
  unknown_card: () => 'Not known cards',
  banned: (format) => `Banned in ${format}`,
  not_legal: (format) => `Not legal in ${format}`,
  restricted: () => 'Restricted, only 1 copy allowed',
  legendary: () => 'Legendary, only 1 copy allowed',
  too_many_copies: () => 'Too many copies',
  outside_identity: () => "Outside the commander's colour identity",
  pitch_needed: () => 'Pitch not given',
  no_such_pitch: () => 'No such pitch',
  suspended: (format) => `Suspended in ${format}`,
  living_legend: (format) => `Retired from ${format} (Living Legend)`,
  not_for_hero: () => 'Not playable by the hero',
};

/** A line of the summary in English ('Banned in Modern: Fury, Mental Misstep.', 'Too many copies: Lightning Bolt (5).'). */
export function summaryLineText(line: ProblemSummaryLine): string {
  if (line.kind === 'deck') return deckWarningText(line.detail);
  if (line.kind === 'text' && !line.cards) return line.text;
  const label = line.kind === 'cards' ? SUMMARY_LABELS[line.code](line.format_name ?? '') : line.text.replace(/\.$/, '');
  const names = line.cards!.map((card) => (card.copies !== null ? `${card.card_name} (${card.copies})` : card.card_name));
  return `${label}: ${names.join(', ')}.`;
}

/**
 * Every problem of a checked list in English, for its 'Deck Warnings' summary: the deck's own warnings,
 * then one line per kind of card warning naming its cards (summariseWarnings).
 * `count` is the number of problems: each deck warning, and each warning of each card.
 */
export function summariseProblems(check: CheckedListWithDetails): { count: number; lines: string[] } {
  const summary = summariseWarnings(check);
  return { count: summary.count, lines: summary.lines.map(summaryLineText) };
}
