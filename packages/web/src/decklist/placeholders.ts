import { findFormat, type DecklistStyle } from '@decklist/core/formats';

/** The kinds of list the decklist guide (/help/decklist) has a section and an example for. */
export type DecklistExample = DecklistStyle | 'limited' | 'fab-young';

/**
 * Which example and guide section fit a format: Limited's own (40 cards, the pool as sideboard), a young hero's for
 * Flesh and Blood's young-hero formats, else its style's.
 */
export function decklistExample(format: string | undefined, style: DecklistStyle): DecklistExample {
  if (format === 'limited') return 'limited';
  const info = format === undefined ? undefined : findFormat(format);
  return info?.game === 'fab' && info.youngHero ? 'fab-young' : style;
}

/** The decklist guide's section (its anchor) for each kind of list: /help/decklist#flesh-and-blood. */
export const GUIDE_SECTIONS: Record<DecklistExample, string> = {
  sixty: 'sixty',
  commander: 'commander',
  limited: 'limited',
  fab: 'flesh-and-blood',
  'fab-young': 'flesh-and-blood',
};

/** Example lists shown in the empty decklist box (see /help/decklist). */
export const DECKLIST_PLACEHOLDERS: Record<DecklistExample, string> = {
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
  fab: ['Hero: Dorinthea Ironsong', '', 'Arena cards', '1x Dawnblade', "1x Fyendal's Spring Tunic", '', 'Deck cards', '3x Sink Below (red)', '3x Driving Blade (yellow)', '...'].join('\n'),
  // Silver Age's numbers (2 copies); Sealed and Draft read it as well.
  'fab-young': ['Hero: Dorinthea', '', 'Arena cards', '1x Dawnblade', '1x Blade Beckoner Helm', '', 'Deck cards', '2x Biting Blade (red)', '2x Blade Runner (yellow)', '...'].join('\n'),
  limited: ['1 Llanowar Elves', '1 Giant Growth', '1 Vampire Nighthawk', '...', '9 Forest', '8 Swamp', '', 'Sideboard', '1 Naturalize', '1 Divine Verdict', '...'].join(
    '\n',
  ),
};
