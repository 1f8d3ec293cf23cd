import { manaSymbols } from '@decklist/core/cards';
import { t } from '@lingui/core/macro';

// Mana symbols said in words for screen readers and tooltips, in the current language (the words of
// @decklist/core's manaSymbolName and manaCostLabel, which are English only).

/** The word for a symbol's letter (`U` → blue); undefined for a letter it does not know. */
function letterWord(letter: string): string | undefined {
  switch (letter) {
    case 'W':
      return t({ message: 'white', comment: 'mana symbol' });
    case 'U':
      return t({ message: 'blue', comment: 'mana symbol' });
    case 'B':
      return t({ message: 'black', comment: 'mana symbol' });
    case 'R':
      return t({ message: 'red', comment: 'mana symbol' });
    case 'G':
      return t({ message: 'green', comment: 'mana symbol' });
    case 'C':
      return t({ message: 'colourless', comment: 'mana symbol' });
    case 'S':
      return t({ message: 'snow', comment: 'mana symbol' });
    case 'E':
      return t({ message: 'energy', comment: 'symbol of an energy counter' });
    case 'T':
      return t({ message: 'tap', comment: 'the tap symbol of a card' });
    case 'Q':
      return t({ message: 'untap', comment: 'the untap symbol of a card' });
    case 'X':
    case 'Y':
    case 'Z':
      return letter;
    default:
      return undefined;
  }
}

/** A symbol as words: `U` → blue, `W/P` → Phyrexian white, `2/W` → 2 or white, `HR` → half red. */
export function manaSymbolWords(symbol: string): string {
  if (/^\d+$/.test(symbol)) return symbol;
  const parts = symbol.split('/');
  const phyrexian = parts.at(-1) === 'P' && parts.length > 1;
  const names = (phyrexian ? parts.slice(0, -1) : parts).map((part) => {
    if (/^\d+$/.test(part)) return part;
    if (part.startsWith('H') && part.length === 2) {
      const colour = letterWord(part[1]!) ?? part[1]!;
      return t({ message: `half ${colour}`, comment: 'a half mana symbol, e.g. "half red"' });
    }
    return letterWord(part) ?? part;
  });
  const choice = names.reduce((first, second) => t({ message: `${first} or ${second}`, comment: 'a hybrid mana symbol: either of two' }));
  return phyrexian ? t({ message: `Phyrexian ${choice}`, comment: 'a Phyrexian mana symbol, e.g. "Phyrexian white"' }) : choice;
}

/** A whole cost as words, e.g. `{2}{U}{U}` → "2, blue, blue"; a split card's halves are separated by "; ". */
export function manaCostWords(cost: string | null | undefined): string {
  return manaSymbols(cost)
    .map((symbol) => (symbol === '//' ? ';' : manaSymbolWords(symbol)))
    .join(', ')
    .replace(/, ;, /g, '; ');
}
