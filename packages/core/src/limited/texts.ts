import { deckMessages, deckWarningText, listWords } from '../decklist/messages';
import type { DeckPoolWarning } from './deck-check';
import type { PoolWarningDetail } from './pool';

// The English sentences of a pool's and a Limited deck's warnings, for the API's `warnings` (the app writes its own
// from the data in each language). Apart from the rules so that the app's Limited pages do not carry them.

/** A deck's pool warning as an English sentence. */
export function deckPoolWarningText(warning: DeckPoolWarning): string {
  return warning.code === 'main_too_small' ? deckMessages.mainTooSmall(warning.params.count, warning.params.min, 'Limited') : deckWarningText(warning);
}

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
