import type { DecklistStyle } from '@decklist/core/formats';

/** Example lists shown in the empty decklist box, one per decklist style (see /help/decklist). */
export const DECKLIST_PLACEHOLDERS: Record<DecklistStyle, string> = {
  sixty: [
    '4 Lightning Bolt',
    '4 Monastery Swiftspear',
    '4 Lava Spike',
    '...',
    '20 Mountain',
    '',
    'Sideboard',
    '3 Blood Moon',
    '2 Smash to Smithereens',
  ].join('\n'),
  commander: [
    'Commander',
    '1 Krenko, Mob Boss',
    '',
    'Deck',
    '1 Sol Ring',
    '1 Goblin Matron',
    '1 Skirk Prospector',
    '...',
    '35 Mountain',
  ].join('\n'),
};
