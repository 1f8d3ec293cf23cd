import {
  cardLineAt,
  COMMANDER_GROUP,
  COMPANION_GROUP,
  normaliseCardName,
  parseDecklist,
  replaceCardName,
  SIDEBOARD_GROUP,
  type DecklistSection,
  type DecklistStyle,
} from '@decklist/core';

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

/** Finds the line numbers (from 1) where rows of the checked list were written (the text is read once). */
export function cardLineFinder(text: string, style: DecklistStyle): (row: CardRow) => number[] {
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
    const target = cardLineAt(next, lineOffsets(next, line).start, 0);
    if (target) next = replaceCardName(next, target, name).text;
  }
  return { text: next, caret: lineOffsets(next, lines[0]!).end };
}
