import { quotedLineText } from '../../decklist/warnings';
import type { FabCardWarning, FabDeckWarning } from './warnings';

/** The English sentences of the warnings (other languages render the codes themselves). */

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;

const copiesOf = (n: number) => `${n} ${n === 1 ? 'copy' : 'copies'}`;

export function fabCardWarningText(warning: FabCardWarning): string {
  switch (warning.code) {
    case 'unknown_card':
      return warning.params.suggestions.length
        ? `Unknown card. Did you mean ${list(warning.params.suggestions)}?`
        : 'Unknown card.';
    case 'pitch_needed':
      return `Which pitch? This card is ${list(warning.params.pitches)}: write it after the name, like (${warning.params.pitches[0] ?? 'red'}).`;
    case 'no_such_pitch':
      return warning.params.pitches.length
        ? `This card has no ${warning.params.pitch} version: it is ${list(warning.params.pitches)}.`
        : `This card has no pitch: leave out (${warning.params.pitch}).`;
    case 'not_legal':
      return `Not legal in ${warning.params.format_name}.`;
    case 'banned':
      return `Banned in ${warning.params.format_name}.`;
    case 'suspended':
      return `Suspended in ${warning.params.format_name}.`;
    case 'living_legend':
      return `Retired from ${warning.params.format_name}: its hero is a Living Legend.`;
    case 'restricted':
      return `Restricted in ${warning.params.format_name}: 1 copy allowed, ${warning.params.copies} listed.`;
    case 'too_many_copies':
      return `${copiesOf(warning.params.copies)}: ${warning.params.format_name} allows ${warning.params.limit} of each card (a name and a pitch).`;
    case 'not_for_hero': {
      const kinds = [...warning.params.card_talents, ...warning.params.card_classes.filter((c) => c !== 'Generic' && c !== 'NotClassed')];
      return kinds.length
        ? `${warning.params.hero_name} cannot play this ${kinds.join(' ')} card.`
        : `${warning.params.hero_name} cannot play this card.`;
    }
  }
}

export function fabDeckWarningText(warning: FabDeckWarning): string {
  switch (warning.code) {
    case 'unreadable_line':
      return `Line ${warning.params.line} could not be read: "${quotedLineText(warning.params.text)}".`;
    case 'no_count':
      return `Line ${warning.params.line} has no count: "${quotedLineText(warning.params.card_name)}" is counted as 1 copy.`;
    case 'zero_count':
      return `Line ${warning.params.line} lists 0 copies and was left out: "${quotedLineText(warning.params.text)}".`;
    case 'no_hero':
      return 'No hero: name one, like "Hero: Dorinthea Ironsong".';
    case 'too_many_heroes':
      return `${warning.params.count} heroes listed: a list has exactly 1.`;
    case 'wrong_hero_age':
      return warning.params.age === 'young'
        ? `${warning.params.card_name} is an adult hero: ${warning.params.format_name} is played with a young hero.`
        : `${warning.params.card_name} is a young hero: ${warning.params.format_name} is played with an adult hero.`;
    case 'deck_too_small':
      return `${warning.params.count} deck cards: ${warning.params.format_name} needs at least ${warning.params.min} (hero, weapons and equipment not counted).`;
    case 'pool_too_big':
      return `${warning.params.count} cards in the card-pool: ${warning.params.format_name} allows at most ${warning.params.max}, weapons and equipment included.`;
  }
}
