// Legal lists built from the committed snapshot's cards, and helpers to change them.
import { DORINTHEA_DECK, arenaCardsExport } from '../../../../server/test/helpers/fab-lists';

const times = (count: number, names: string[]) => names.map((name) => `${count}x ${name}`);
const pitches = (name: string) => [`${name} (red)`, `${name} (yellow)`, `${name} (blue)`];

/** Dorinthea Ironsong in Classic Constructed: 60 deck cards (20 cards × 3), 1 weapon, 2 equipment. */
export const CC_DECK = DORINTHEA_DECK;
export const ccList = (deck: readonly string[] = CC_DECK, hero = 'Dorinthea Ironsong') => arenaCardsExport(deck, hero);

/** Young Dorinthea in Silver Age: 40 deck cards (20 cards × 2), 1 weapon, 1 equipment. */
export const SAGE_DECK = times(2, [
  ...pitches('Adrenaline Rush'),
  ...pitches('Agile Engagement'),
  ...pitches('Back Alley Breakline'),
  ...pitches('Biting Blade'),
  ...pitches('Blade Runner'),
  ...pitches('Blessing of Steel'),
  'Brandish (red)',
  'Brandish (yellow)',
]);

export const sageList = (deck: string[] = SAGE_DECK, hero = 'Dorinthea') =>
  [`Hero: ${hero}`, 'Arena cards', '1x Dawnblade', '1x Blade Beckoner Helm', 'Deck cards', ...deck].join('\n');

/** n more deck lines of single copies of legal cards, for size tests. */
export const extraCards = (n: number) => ['Brandish (blue)', 'Brothers in Arms (red)', 'Brothers in Arms (yellow)', 'Brothers in Arms (blue)'].slice(0, n).map((name) => `1x ${name}`);

/** The deck with one copy fewer of its first card. */
export const oneFewer = (deck: string[]) => {
  const [first, ...rest] = deck;
  const match = /^(\d+)x (.+)$/.exec(first!)!;
  return [`${Number(match[1]) - 1}x ${match[2]!}`, ...rest];
};
