import { decklistToText } from '../decklist/export';
import type { DecklistStyle } from '../formats/formats';
import { FAB_GROUP_NAMES } from './fab/group-names';

type Groups = readonly { group_name: string; cards: readonly { quantity: number; card_name: string }[] }[];

/**
 * A Flesh and Blood list as the deck builders export it, which the app reads back: 'Hero:', the arena cards, then
 * the deck cards, each with its pitch.
 */
function fabListText(groups: Groups): string {
  const heroes: string[] = [];
  const arena: string[] = [];
  const deck: string[] = [];
  for (const group of groups) {
    for (const card of group.cards) {
      if (group.group_name === FAB_GROUP_NAMES.hero) heroes.push(card.card_name);
      else if (group.group_name === FAB_GROUP_NAMES.weapons || group.group_name === FAB_GROUP_NAMES.equipment) arena.push(`${card.quantity}x ${card.card_name}`);
      else deck.push(`${card.quantity}x ${card.card_name}`);
    }
  }
  return [
    heroes.map((hero) => `Hero: ${hero}`).join('\n'),
    arena.length > 0 ? ['Arena cards', ...arena].join('\n') : '',
    deck.length > 0 ? ['Deck cards', ...deck].join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A checked list as text in its game's way (Magic's: Arena and MTGO's; Flesh and Blood's: the deck builders'). */
export const listText = (groups: Groups, style: DecklistStyle): string => (style === 'fab' ? fabListText(groups) : decklistToText(groups));
