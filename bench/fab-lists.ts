// Flesh and Blood lists for the benchmarks: Classic Constructed lists as the deck builders export them (a hero,
// arena cards, 60 deck cards), legal with the committed card data.

const pitches = (count: number, name: string) => [`${count}x ${name} (red)`, `${count}x ${name} (yellow)`, `${count}x ${name} (blue)`];

/** Dorinthea Ironsong, Fabrary's export shape. */
const DORINTHEA = [
  'Hero: Dorinthea Ironsong',
  '',
  'Arena cards',
  '1x Dawnblade',
  "1x Fyendal's Spring Tunic",
  '1x Arcanite Skullcap',
  '',
  'Deck cards',
  ...['Driving Blade', 'Ironsong Response', 'Out for Blood', 'Sink Below', 'Snatch', 'Adrenaline Rush'].flatMap((name) => pitches(3, name)),
  '3x Enlightened Strike (red)',
  '3x Command and Conquer (red)',
].join('\n');

/** The same deck in FaBDB's export shape ('Weapons:' and 'Equipment:' lines, counts in brackets). */
const DORINTHEA_FABDB = [
  'Dori Aggro',
  'Hero: Dorinthea Ironsong',
  'Weapons: Dawnblade',
  "Equipment: Fyendal's Spring Tunic, Arcanite Skullcap",
  '',
  ...['Driving Blade', 'Ironsong Response', 'Out for Blood', 'Sink Below', 'Snatch', 'Adrenaline Rush'].flatMap((name) =>
    pitches(3, name).map((line) => line.replace(/^3x /, '(3) ')),
  ),
  '(3) Enlightened Strike (red)',
  '(3) Command and Conquer (red)',
].join('\n');

export const FAB_LISTS = [DORINTHEA, DORINTHEA_FABDB];
