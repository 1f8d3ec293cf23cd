import { normaliseCardName } from '../../cards/names';
import type { WrittenPitch } from './snapshot';

/**
 * Reads what players paste: Fabrary's text export ('Hero:' then 'Arena cards' and 'Deck cards' with
 * `3x Name (red)` lines), FaBDB's ('Hero:', 'Weapons:' and 'Equipment:' lines of comma-separated names,
 * then `(3) Name (red)` lines), and plain `3 Name (red)`, `3x Name`, `[3] Name` or `Name x3` lines.
 * Nothing here throws: a line it cannot read is reported with its number.
 */

/** Where a list put a card: its Hero: line, the weapons and equipment, or the deck. */
export type FabSection = 'hero' | 'arena' | 'deck';

export interface FabParsedCard {
  /** 1-based line number in the pasted text. */
  line: number;
  count: number;
  name: string;
  /** null when the line names no pitch. */
  pitch: WrittenPitch | null;
  section: FabSection | null;
  /** The line had no count (a bare name): it counts as one copy. */
  uncounted: boolean;
}

/** A 'Weapons:' or 'Equipment:' line: comma-separated names, split with the card data (a name can hold a comma). */
export interface FabParsedNameList {
  line: number;
  pieces: string[];
}

export interface FabParsedList {
  cards: FabParsedCard[];
  nameLists: FabParsedNameList[];
  unreadable: { line: number; text: string }[];
  zeroCount: { line: number; text: string }[];
  /** What the export's header says, when it does ('Name:', 'Format:'). */
  deckName: string | null;
  formatName: string | null;
}

const MAX_COUNT = 999;
const MAX_NAME = 150;

const PITCH_WORDS: Record<string, WrittenPitch> = { red: 1, r: 1, '1': 1, yellow: 2, y: 2, '2': 2, blue: 3, b: 3, '3': 3 };
const PITCH_SUFFIX = /\s*[([]\s*(red|yellow|blue|r|y|b|1|2|3)\s*[)\]]$/i;

const NOISE = [/^deck build\s*-\s*via\b/i, /^see the full deck\b/i, /^deck built with\b/i, /^made with\b/i, /^https?:\/\//i, /^(#|\/\/)/];
const SECTION_HEADINGS: Record<string, FabSection> = {
  'arena cards': 'arena',
  arena: 'arena',
  weapons: 'arena',
  equipment: 'arena',
  'weapons and equipment': 'arena',
  inventory: 'arena',
  'deck cards': 'deck',
  deck: 'deck',
  'main deck': 'deck',
  maindeck: 'deck',
  sideboard: 'deck',
  hero: 'hero',
};

const COUNT_FIRST = /^(\d{1,6})\s*x?\s+(.+)$/i;
const COUNT_BRACKETED = /^[([](\d{1,6})[)\]]\s*x?\s*(.+)$/i;
const COUNT_LAST = /^(.+?)\s+x\s?(\d{1,6})$/i;

/** A name with its pitch taken off the end: `Sink Below (red)` → Sink Below, 1. */
export function splitPitch(text: string): { name: string; pitch: WrittenPitch | null } {
  const match = PITCH_SUFFIX.exec(text);
  if (!match) return { name: text.trim(), pitch: null };
  return { name: text.slice(0, match.index).trim(), pitch: PITCH_WORDS[match[1]!.toLowerCase()]! };
}

/**
 * A card line with another name in place of the one written (`3x Sink Belw (blue)` → `3x Sink Below (blue)` for
 * the name 'Sink Below (blue)'): the count and the way it is written stay, the pitch goes with the name.
 */
export function renameFabCardLine(lineText: string, name: string): string {
  const indent = /^\s*(?:[-*•]\s+)?/.exec(lineText)![0];
  const line = lineText.slice(indent.length).trimEnd();
  const hero = /^(hero:\s*)/i.exec(line);
  if (hero) return `${indent}${hero[1]}${name}`;
  const counted = COUNT_BRACKETED.exec(line) ?? COUNT_FIRST.exec(line);
  if (counted) return `${indent}${line.slice(0, line.length - counted[2]!.length)}${name}`;
  const countLast = COUNT_LAST.exec(line);
  if (countLast) return `${indent}${name}${line.slice(countLast[1]!.length)}`;
  return `${indent}${name}`;
}

/**
 * The most comma-separated pieces one card name spans ('Kano, Dracai of Aether' is two; the card data's longest is
 * three): a 'Weapons:' line's pieces are joined only this far, so a line of thousands of commas costs no more than
 * a line of names.
 */
export const MAX_NAME_PIECES = 4;

/** Where `name` is written in a 'Weapons:' or 'Equipment:' line's pieces (a name may hold commas): [from, to), or null. */
export function nameListSpan(pieces: readonly string[], name: string): [number, number] | null {
  const wanted = normaliseCardName(name);
  for (let from = 0; from < pieces.length; from++) {
    for (let to = from + 1; to <= Math.min(pieces.length, from + MAX_NAME_PIECES); to++) {
      if (normaliseCardName(pieces.slice(from, to).join(', ')) === wanted) return [from, to];
    }
  }
  return null;
}

const NAME_LIST_LINE = /^(\s*(?:[-*•]\s+)?(?:weapons?|equipment):\s*)(.*)$/i;

/**
 * A line that names the card `oldName`, with `name` written there instead: on a 'Weapons:' or 'Equipment:' line
 * only that card's name changes; any other line as `renameFabCardLine` rewrites it.
 */
export function renameFabCardInLine(lineText: string, oldName: string, name: string): string {
  const list = NAME_LIST_LINE.exec(lineText.trimEnd());
  if (!list) return renameFabCardLine(lineText, name);
  const pieces = list[2]!.split(',').map((piece) => piece.trim()).filter(Boolean);
  const span = nameListSpan(pieces, oldName);
  if (!span) return lineText;
  return `${list[1]}${[...pieces.slice(0, span[0]), name, ...pieces.slice(span[1])].join(', ')}`;
}

export function parseFabList(text: string): FabParsedList {
  const result: FabParsedList = { cards: [], nameLists: [], unreadable: [], zeroCount: [], deckName: null, formatName: null };
  let section: FabSection | null = null;
  let expectTitle = false;
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.replace(/^\s*(?:[-*•]\s+)?/, '').trim();
    if (!trimmed) return;
    if (/^deck build\s*-\s*via\b/i.test(trimmed)) expectTitle = true;
    if (NOISE.some((pattern) => pattern.test(trimmed))) return;

    const field = /^([a-z ]{3,16}):\s*(.*)$/i.exec(trimmed);
    const fieldName = field?.[1]!.trim().toLowerCase();
    if (field && fieldName) {
      const value = field[2]!.trim();
      if (fieldName === 'name' || fieldName === 'deck name') {
        result.deckName = value || null;
        expectTitle = false;
        return;
      }
      if (fieldName === 'format') {
        result.formatName = value || null;
        return;
      }
      if (fieldName === 'class' || fieldName === 'notes' || fieldName === 'note') return;
      if (fieldName === 'hero') {
        expectTitle = false;
        if (value) addCard(result, line, 1, value, 'hero', false, trimmed);
        return;
      }
      if (fieldName === 'weapons' || fieldName === 'weapon' || fieldName === 'equipment') {
        const pieces = value.split(',').map((piece) => piece.trim()).filter(Boolean);
        if (pieces.length) result.nameLists.push({ line, pieces });
        // As a heading ('Weapons:' alone) it opens the arena part; FaBDB's filled line is followed by the deck.
        section = pieces.length ? null : 'arena';
        return;
      }
    }
    const heading = SECTION_HEADINGS[trimmed.replace(/:$/, '').trim().toLowerCase()];
    if (heading) {
      section = heading;
      return;
    }

    const counted = COUNT_BRACKETED.exec(trimmed) ?? COUNT_FIRST.exec(trimmed);
    const countLast = counted ? null : COUNT_LAST.exec(trimmed);
    if (counted || countLast) {
      expectTitle = false;
      const count = Number(counted ? counted[1] : countLast![2]);
      const rest = (counted ? counted[2] : countLast![1])!.trim();
      if (count === 0) {
        result.zeroCount.push({ line, text: trimmed });
        return;
      }
      if (count > MAX_COUNT) {
        result.unreadable.push({ line, text: trimmed });
        return;
      }
      addCard(result, line, count, rest, section, false, trimmed);
      return;
    }
    if (expectTitle) {
      // FaBDB's export names the deck on the first line after its header.
      expectTitle = false;
      result.deckName = trimmed;
      return;
    }
    addCard(result, line, 1, trimmed, section, true, trimmed);
  });
  return result;
}

function addCard(result: FabParsedList, line: number, count: number, text: string, section: FabSection | null, uncounted: boolean, whole: string) {
  const { name, pitch } = splitPitch(text);
  if (!name || name.length > MAX_NAME || !/[\p{L}\p{N}]/u.test(name)) {
    result.unreadable.push({ line, text: whole });
    return;
  }
  result.cards.push({ line, count, name, pitch, section, uncounted });
}
