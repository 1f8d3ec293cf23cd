// Dorinthea Ironsong's Classic Constructed list, legal with the committed Flesh and Blood card data, in the shapes
// the deck builders export. One fixture for the core, server and browser tests and the benchmarks.

const threeOfEach = (name: string) => [`3x ${name} (red)`, `3x ${name} (yellow)`, `3x ${name} (blue)`];

/** Her 60 deck cards: 20 cards (a name and a pitch), 3 copies of each. */
export const DORINTHEA_DECK = [
  ...['Driving Blade', 'Ironsong Response', 'Out for Blood', 'Sink Below', 'Snatch', 'Adrenaline Rush'].flatMap(threeOfEach),
  '3x Enlightened Strike (red)',
  '3x Command and Conquer (red)',
];

/** A builder's export with 'Arena cards' and 'Deck cards' headings (Fabrary's shape). */
export const arenaCardsExport = (deck: readonly string[] = DORINTHEA_DECK, hero = 'Dorinthea Ironsong') =>
  [`Hero: ${hero}`, '', 'Arena cards', '1x Dawnblade', "1x Fyendal's Spring Tunic", '1x Arcanite Skullcap', '', 'Deck cards', ...deck].join('\n');

/** The same deck with 'Weapons:' and 'Equipment:' lines, each naming its cards (FaBDB's shape). */
export const weaponsLineExport = (deck: readonly string[] = DORINTHEA_DECK, hero = 'Dorinthea Ironsong') =>
  [`Hero: ${hero}`, 'Weapons: Dawnblade', "Equipment: Fyendal's Spring Tunic, Arcanite Skullcap", '', ...deck].join('\n');

/** An export with a misspelt card (3x Sink Belw (blue)) and, for one copy of a card, a Wizard card her class cannot play. */
export const flawedExport = (exported: string = arenaCardsExport()) =>
  exported.replace('3x Sink Below (blue)', '3x Sink Belw (blue)').replace('3x Command and Conquer (red)', '2x Command and Conquer (red)\n1x Aether Spindle (red)');
