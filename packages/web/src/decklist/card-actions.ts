// Loaded when a warning or a suggestion of the checked list is pressed (not with the page).
import { normaliseCardName } from '@decklist/core/cards';
import {
  cardLineAt,
  replaceCardName,
  COMMANDER_GROUP,
  COMPANION_GROUP,
  SIDEBOARD_GROUP,
  parseDecklist,
  type DecklistSection,
} from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { fabCardLabel, nameListSpan, parseFabList, renameFabCardInLine } from '@decklist/core/games/fab';

/** A row of the checked list, as far as finding its lines goes. */
export interface CardRow {
  card_name: string;
  group_name: string;
}

const sectionOfGroup = (group: string): DecklistSection =>
  group === SIDEBOARD_GROUP ? 'sideboard' : group === COMMANDER_GROUP ? 'commander' : group === COMPANION_GROUP ? 'companion' : 'main';

/** Whether a line's name (as written) is this card: same name, one of its faces, any case. */
function namesCard(written: string, cardName: string): boolean {
  const name = normaliseCardName(cardName);
  const faces = cardName.split('//').map((face) => normaliseCardName(face));
  const typed = normaliseCardName(written);
  return typed === name || faces.includes(typed);
}

/**
 * Flesh and Blood's lines: a row is its name and pitch ('Sink Below (red)'), or its name alone for a card of one pitch;
 * a weapon or equipment may be one of the names of a 'Weapons:' or 'Equipment:' line.
 */
function fabLineFinder(text: string): (row: CardRow) => number[] {
  let parsed: ReturnType<typeof parseFabList> | undefined;
  return (row) => {
    parsed ??= parseFabList(text);
    const wanted = normaliseCardName(row.card_name);
    const lines = parsed.cards
      .filter((card) => normaliseCardName(fabCardLabel(card.name, card.pitch ?? 0)) === wanted || normaliseCardName(card.name) === wanted)
      .map((card) => card.line);
    for (const list of parsed.nameLists) if (nameListSpan(list.pieces, row.card_name)) lines.push(list.line);
    return lines.sort((a, b) => a - b);
  };
}

/** Finds the line numbers (from 1) where rows of the checked list were written (the text is read once). */
export function cardLineFinder(text: string, style: DecklistStyle): (row: CardRow) => number[] {
  if (style === 'fab') return fabLineFinder(text);
  let entries: ReturnType<typeof parseDecklist>['entries'] | undefined;
  return (row) => {
    entries ??= parseDecklist(text, style).entries;
    const section = sectionOfGroup(row.group_name);
    return entries
      .filter((entry) => entry.section === section && (namesCard(entry.name, row.card_name) || namesCard(entry.text, row.card_name)))
      .map((entry) => entry.line);
  };
}

/** Where line `line` (from 1) starts and ends in the text. */
export function lineOffsets(text: string, line: number): { start: number; end: number } {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf('\n', start);
    if (newline === -1) return { start: text.length, end: text.length };
    start = newline + 1;
  }
  const newline = text.indexOf('\n', start);
  const end = newline === -1 ? text.length : newline;
  return { start, end: text[end - 1] === '\r' ? end - 1 : end };
}

/**
 * The text with the row's lines naming `name` instead (count, `SB:` and indentation kept), and the
 * caret at the end of the first of them; null when the row's lines are not in the text any more.
 */
export function rewriteCardLines(text: string, style: DecklistStyle, row: CardRow, name: string): { text: string; caret: number } | null {
  const lines = cardLineFinder(text, style)(row);
  if (lines.length === 0) return null;
  let next = text;
  // From the last line up, so the offsets of the lines above stay right.
  for (const line of [...lines].reverse()) {
    const { start, end } = lineOffsets(next, line);
    if (style === 'fab') {
      next = `${next.slice(0, start)}${renameFabCardInLine(next.slice(start, end), row.card_name, name)}${next.slice(end)}`;
      continue;
    }
    const target = cardLineAt(next, start, 0);
    if (target) next = replaceCardName(next, target, name).text;
  }
  return { text: next, caret: lineOffsets(next, lines[0]!).end };
}

/** Puts the caret in the text area from `start` to `end` (the line selected), scrolled into view. */
function selectInTextarea(element: HTMLTextAreaElement, start: number, end: number) {
  element.focus({ preventScroll: true });
  element.setSelectionRange(start, end);
  // Scroll the text area's own content to the line, then the page to the text area.
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
  const linesAbove = element.value.slice(0, start).split('\n').length - 1;
  element.scrollTop = Math.max(0, linesAbove * lineHeight - element.clientHeight / 2);
  // A tall text area grows with its list: the page scrolls instead. Bring the line itself into view, a third
  // of the way down, below the sticky header (its height is the page's scroll-padding-top).
  const box = element.getBoundingClientRect();
  const lineTop = box.top + (parseFloat(getComputedStyle(element).paddingTop) || 0) + linesAbove * lineHeight - element.scrollTop;
  const headerHeight = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (lineTop < headerHeight || lineTop + lineHeight > window.innerHeight) {
    window.scrollBy({ top: lineTop - headerHeight - (window.innerHeight - headerHeight) / 3 });
  }
}

/** Selects the first line of the text where the row's card is written. */
export function goToCard(element: HTMLTextAreaElement, style: DecklistStyle, row: CardRow) {
  const line = cardLineFinder(element.value, style)(row)[0];
  if (line === undefined) return;
  const { start, end } = lineOffsets(element.value, line);
  selectInTextarea(element, start, end);
}

/** Writes `name` into the row's lines, then puts the caret at the end of the first of them. */
export function fixCard(element: HTMLTextAreaElement, style: DecklistStyle, row: CardRow, name: string, onTextChange: (text: string) => void) {
  const next = rewriteCardLines(element.value, style, row, name);
  if (!next) return;
  onTextChange(next.text);
  // Once the text area shows the new text (a busy phone may take a few frames to render it); setting the
  // caret earlier would lose it when the new value arrives.
  const place = (framesLeft: number) => {
    if (element.value === next.text || framesLeft === 0) selectInTextarea(element, next.caret, next.caret);
    else requestAnimationFrame(() => place(framesLeft - 1));
  };
  requestAnimationFrame(() => place(30));
}
