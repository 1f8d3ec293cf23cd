import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The groups a checked list is shown in, as the API names them (English, for every client), worded
// for the reader. A group the app does not know is shown as the API names it.
const GROUP_LABELS: Record<string, MessageDescriptor> = {
  Commander: msg({ message: 'Commander', context: 'deck group: the commander card' }),
  Companion: msg({ message: 'Companion', context: 'deck group' }),
  Creatures: msg({ message: 'Creatures', context: 'deck group' }),
  Planeswalkers: msg({ message: 'Planeswalkers', context: 'deck group' }),
  Battles: msg({ message: 'Battles', context: 'deck group' }),
  Instants: msg({ message: 'Instants', context: 'deck group' }),
  Sorceries: msg({ message: 'Sorceries', context: 'deck group' }),
  Artifacts: msg({ message: 'Artifacts', context: 'deck group' }),
  Enchantments: msg({ message: 'Enchantments', context: 'deck group' }),
  Lands: msg({ message: 'Lands', context: 'deck group' }),
  Other: msg({ message: 'Other', context: 'deck group' }),
  'Unknown Cards': msg({ message: 'Unknown Cards', context: 'deck group' }),
  'Main Deck': msg({ message: 'Main Deck', context: 'deck group' }),
  Deck: msg({ message: 'Deck', context: 'deck group: a commander deck without card data' }),
  Sideboard: msg({ message: 'Sideboard', context: 'deck group' }),
  // Flesh and Blood's (core's games/fab/group.ts): the hero, the arena cards, then the deck by pitch.
  Hero: msg({ message: 'Hero', context: 'deck group (Flesh and Blood)' }),
  Weapons: msg({ message: 'Weapons', context: 'deck group (Flesh and Blood)' }),
  Equipment: msg({ message: 'Equipment', context: 'deck group (Flesh and Blood)' }),
  'Red (pitch 1)': msg({ message: 'Red (pitch 1)', context: 'deck group (Flesh and Blood)' }),
  'Yellow (pitch 2)': msg({ message: 'Yellow (pitch 2)', context: 'deck group (Flesh and Blood)' }),
  'Blue (pitch 3)': msg({ message: 'Blue (pitch 3)', context: 'deck group (Flesh and Blood)' }),
  'No pitch': msg({ message: 'No pitch', context: 'deck group (Flesh and Blood)' }),
  'Name or pitch unclear': msg({ message: 'Name or pitch unclear', context: 'deck group (Flesh and Blood)' }),
};

/** A group's heading in the reader's language ('Creatures' → 'Kreaturen'). */
export function groupLabel(groupName: string): string {
  const label = GROUP_LABELS[groupName];
  return label ? i18n._(label) : groupName;
}
