import type { FormatOf, GameLists } from '../game-lists';

/** A Magic format's deck: the main deck (commander style: the whole deck) and the sideboard. */
export const magicDeckSizes: GameLists<FormatOf<'magic'>>['deckSizes'] = ({ decklist_style, rules }) => ({
  style: decklist_style,
  main: rules.exactDeckSize ?? rules.minMainDeck,
  side: rules.maxSideboard,
});
