import { COMMANDER_GROUP, COMPANION_GROUP, SIDEBOARD_GROUP } from './totals';

type Groups = readonly { group_name: string; cards: readonly { quantity: number; card_name: string }[] }[];

/**
 * A decklist written out plainly from its groups: 'Commander', 'Companion', 'Deck' and 'Sideboard'
 * sections (those with cards), one `count name` line per card with the canonical names. Both this
 * app's parser and the common deck tools read it back.
 */
export function decklistToText(groups: Groups): string {
  const sections: [string, string[]][] = [
    [COMMANDER_GROUP, []],
    [COMPANION_GROUP, []],
    ['Deck', []],
    [SIDEBOARD_GROUP, []],
  ];
  const section = (name: string) => sections.find(([heading]) => heading === name)![1];
  for (const group of groups) {
    const lines = [COMMANDER_GROUP, COMPANION_GROUP, SIDEBOARD_GROUP].includes(group.group_name)
      ? section(group.group_name)
      : section('Deck');
    for (const card of group.cards) lines.push(`${card.quantity} ${card.card_name}`);
  }
  return sections
    .filter(([, lines]) => lines.length > 0)
    .map(([heading, lines]) => [heading, ...lines].join('\n'))
    .join('\n\n');
}
