import { headerOf, splitCardLine } from './parse';

/** The card line around the caret in a decklist text area, for name suggestions. */
export interface CardLineAtCaret {
  /** Offsets of the line in the text. */
  start: number;
  end: number;
  /** What stays when a suggestion is picked: indentation, `SB: ` and the count (`4 `, `4x `). */
  prefix: string;
  /** The name typed so far. */
  query: string;
}

/** The line being typed, when it looks like a card with at least `minLength` letters of its name. */
export function cardLineAt(text: string, caret: number, minLength = 2): CardLineAtCaret | null {
  const start = text.lastIndexOf('\n', caret - 1) + 1;
  const newline = text.indexOf('\n', caret);
  const end = newline === -1 ? text.length : newline;
  const line = text.slice(start, end).replace(/\r$/, '');
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('#') || headerOf(trimmed)) return null;
  const indent = line.length - line.trimStart().length;
  const { prefix, rest } = splitCardLine(line.slice(indent));
  const query = rest.trim();
  if (query.replace(/[^\p{L}\p{N}]/gu, '').length < minLength) return null;
  return { start, end: start + line.length, prefix: line.slice(0, indent) + prefix, query };
}

/** The text with the line's name replaced by `name`, and the caret at the end of that line. */
export function replaceCardName(text: string, line: CardLineAtCaret, name: string): { text: string; caret: number } {
  const replaced = line.prefix + name;
  return { text: text.slice(0, line.start) + replaced + text.slice(line.end), caret: line.start + replaced.length };
}
