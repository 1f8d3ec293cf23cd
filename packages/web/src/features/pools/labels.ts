import type { DeckPoolWarning, PoolWarningDetail, SetRarity, SheetColour } from '@decklist/core/limited';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { I18n } from '@lingui/core';

/** A registration sheet's colour headings. */
export const COLOUR_NAMES: Record<SheetColour | 'unknown', MessageDescriptor> = {
  W: msg({ message: 'White', context: 'Magic colour, a heading of the pool sheet' }),
  U: msg({ message: 'Blue', context: 'Magic colour, a heading of the pool sheet' }),
  B: msg({ message: 'Black', context: 'Magic colour, a heading of the pool sheet' }),
  R: msg({ message: 'Red', context: 'Magic colour, a heading of the pool sheet' }),
  G: msg({ message: 'Green', context: 'Magic colour, a heading of the pool sheet' }),
  M: msg({ message: 'Multicoloured', context: 'Magic cards of two or more colours, a heading of the pool sheet' }),
  C: msg({ message: 'Colourless', context: 'Magic colourless cards (artifacts...), a heading of the pool sheet' }),
  L: msg({ message: 'Lands', context: 'heading of the pool sheet' }),
  unknown: msg({ message: 'Colour not known yet (by collector number)', context: 'heading of the pool sheet: cards too new for the card data' }),
};

/** A rarity's name, for the letter shown beside a card. */
export const RARITY_NAMES: Record<SetRarity, MessageDescriptor> = {
  M: msg({ message: 'Mythic rare', context: 'Magic card rarity' }),
  R: msg({ message: 'Rare', context: 'Magic card rarity' }),
  U: msg({ message: 'Uncommon', context: 'Magic card rarity' }),
  C: msg({ message: 'Common', context: 'Magic card rarity' }),
  L: msg({ message: 'Land', context: 'Magic card rarity: a card of the land slot' }),
  S: msg({ message: 'Special', context: 'Magic card rarity' }),
};

const RARITIES = Object.keys(RARITY_NAMES) as SetRarity[];

/** The rarities' names in the reader's language, each looked up once for a whole list of cards. */
export const rarityNamesIn = (i18n: I18n) => Object.fromEntries(RARITIES.map((rarity) => [rarity, i18n._(RARITY_NAMES[rarity])])) as Record<SetRarity, string>;

/** Whether two lists of rarity names say the same (the same language). */
export const sameRarityNames = (a: Record<SetRarity, string>, b: Record<SetRarity, string>) => RARITIES.every((rarity) => a[rarity] === b[rarity]);

/** A pool warning in the reader's language. */
export function poolWarningMessage(i18n: I18n, warning: PoolWarningDetail): string {
  switch (warning.code) {
    case 'unreadable_line': {
      const { line, text } = warning.params;
      return i18n._(msg`Line ${line} could not be read: “${text}”. Write a count and a card name, for example 2 Lightning Bolt.`);
    }
    case 'unknown_card': {
      const { card_name, suggestions } = warning.params;
      const meant = suggestions.join(' / ');
      return suggestions.length > 0 ? i18n._(msg`${card_name} is not a known card. Did you mean ${meant}?`) : i18n._(msg`${card_name} is not a known card.`);
    }
    case 'not_in_sets': {
      const { card_name } = warning.params;
      const sets = warning.params.sets.join(', ');
      return i18n._(msg`${card_name} is not in ${sets}.`);
    }
    case 'pool_size': {
      const { count, expected } = warning.params;
      return i18n._(msg`The pool has ${plural(count, { one: '# card', other: '# cards' })}; ${expected} are expected.`);
    }
    case 'too_many_rares': {
      const { count, max } = warning.params;
      return i18n._(msg`The pool has ${count} rares and mythics; its boosters hold at most ${max}.`);
    }
    case 'basic_lands_left_out': {
      const { count } = warning.params;
      return i18n._(
        msg`${plural(count, { one: '# basic land was left out: it is not part of the pool.', other: '# basic lands were left out: they are not part of the pool.' })}`,
      );
    }
  }
}

/** A deck's warning against its pool in the reader's language. */
export function deckPoolWarningMessage(i18n: I18n, warning: DeckPoolWarning): string {
  switch (warning.code) {
    case 'not_in_pool': {
      const { card_name, count } = warning.params;
      return i18n._(msg`${card_name} (${count}) is not in the pool.`);
    }
    case 'more_than_pool': {
      const { card_name, copies, in_pool } = warning.params;
      return i18n._(msg`${card_name}: ${copies} in the deck, ${in_pool} in the pool.`);
    }
    case 'main_too_small': {
      const { count, min } = warning.params;
      return i18n._(msg`The main deck has ${plural(count, { one: '# card', other: '# cards' })}; a Limited deck needs at least ${min}.`);
    }
  }
}
