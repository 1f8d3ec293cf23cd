// Where a card sits on a Limited registration sheet: the paper sheets list a set's cards by colour (each of
// the five, then multicolour, then colourless cards, then lands), and by rarity within a colour.

/** A sheet's columns: the five colours, multicolour (M), colourless (C), lands (L). */
export const SHEET_COLOURS = ['W', 'U', 'B', 'R', 'G', 'M', 'C', 'L'] as const;
export type SheetColour = (typeof SHEET_COLOURS)[number];

/**
 * The colour a card is listed under, from its mana cost and type line (the front face's, for a double-faced
 * card); null when the card data has only part of the card (no cost, no colour identity: a card too new).
 */
export function sheetColour(card: { manaCost: string; typeLine: string; colorIdentity: string | null }): SheetColour | null {
  const front = card.typeLine.split(' // ')[0] ?? '';
  if (/\bLand\b/.test(front)) return 'L';
  if (card.manaCost === '' && card.colorIdentity === null) return null;
  // Every coloured symbol of the cost: hybrid ({W/U}) and Phyrexian ({G/P}) ones count for their colours.
  const colours = new Set<string>();
  for (const match of card.manaCost.matchAll(/\{([^}]*)\}/g)) for (const letter of match[1]!.split('/')) if ('WUBRG'.includes(letter) && letter) colours.add(letter);
  if (colours.size > 1) return 'M';
  const [only] = colours;
  return (only as SheetColour | undefined) ?? 'C';
}

/** The sheet's colour headings in English, as the server's sheets and downloads write them (the pages translate their own). */
export const SHEET_COLOUR_ENGLISH: Record<SheetColour | 'unknown', string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  M: 'Multicoloured',
  C: 'Colourless',
  L: 'Lands',
  unknown: 'Not in the card data yet',
};
