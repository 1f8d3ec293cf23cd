/** Mana costs are strings of brace-wrapped symbols (`{2}{U}{U}`); split cards join halves with ` // `. */

const COLOUR_NAMES: Record<string, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colourless',
  S: 'snow',
  X: 'X',
  Y: 'Y',
  Z: 'Z',
  E: 'energy',
  T: 'tap',
  Q: 'untap',
};

/** The symbols of a cost in order; `//` stands between the halves of a split card. */
export function manaSymbols(cost: string | null | undefined): string[] {
  if (!cost) return [];
  const symbols: string[] = [];
  for (const match of cost.matchAll(/\{([^}]*)\}|\/\//g)) symbols.push(match[1] ?? '//');
  return symbols;
}

/** A symbol as words for screen readers and tooltips: `U` → blue, `W/P` → Phyrexian white, `2/W` → 2 or white. */
export function manaSymbolName(symbol: string): string {
  if (/^\d+$/.test(symbol)) return symbol;
  const parts = symbol.split('/');
  const phyrexian = parts.at(-1) === 'P' && parts.length > 1;
  const names = (phyrexian ? parts.slice(0, -1) : parts).map((part) => {
    if (/^\d+$/.test(part)) return part;
    if (part.startsWith('H') && part.length === 2) return `half ${COLOUR_NAMES[part[1]!] ?? part[1]}`;
    return COLOUR_NAMES[part] ?? part;
  });
  const joined = names.join(' or ');
  return phyrexian ? `Phyrexian ${joined}` : joined;
}

/** The whole cost as words, e.g. `{2}{U}{U}` → "2, blue, blue"; a split card's halves are separated by "; ". */
export function manaCostLabel(cost: string | null | undefined): string {
  return manaSymbols(cost)
    .map((symbol) => (symbol === '//' ? ';' : manaSymbolName(symbol)))
    .join(', ')
    .replace(/, ;, /g, '; ');
}

/** The colour names of a colour identity (`'WU'` → ['white', 'blue']). */
export function colourNames(identity: string): string[] {
  return [...identity].map((letter) => COLOUR_NAMES[letter] ?? letter);
}
