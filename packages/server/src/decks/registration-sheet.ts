import type { CardGroup, PaperSize } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { exportsOf, type SheetLine } from '@decklist/core/games';
import { PDF_PAGES, pdfOfItems } from '../http/pdf';
import { drawText, field as textField } from '../http/pdf-text';

/**
 * The 'Registration sheet (PDF)': a deck on the layout of the paper deck registration sheet used at
 * Magic tournaments (fields at the top, 'Main Deck' and 'Main Deck Continued' columns of count and
 * card name, 'Sideboard' of 15 lines at the foot of the second column, totals and a box for judges),
 * one A4 or US Letter page per deck. Made on the server with pdfkit and its built-in Helvetica, so it costs
 * the browser nothing. A Flesh and Blood deck has the same sheet in its game's words: the hero and a GEM ID field,
 * 'Deck Cards' in the two columns and its 'Arena Cards' (weapons and equipment) where Magic's sideboard goes.
 */
export interface SheetDeck {
  playerName: string;
  deckName: string;
  groups: CardGroup[];
}

export interface SheetEvent {
  id: string;
  name: string;
  eventDate: string;
  formatName: string;
  style: DecklistStyle;
}

const MARGIN = 36;
const GAP = 14;
const COUNT_WIDTH = 40;
const SIDEBOARD_ROWS = 15;
const TITLE_HEIGHT = 28; // a column's title and its '# in deck / Card Name' header
const TOP = 158;
const ROW_HEIGHTS = [14, 13, 12, 11, 10, 9, 8, 7];

/** Where things go on a page of this size: two columns side by side, the lists ending above the totals. */
function pageGeometry(paper: PaperSize) {
  const page = PDF_PAGES[paper];
  return { page, columnWidth: (page.width - 2 * MARGIN - GAP) / 2, bottom: page.height - MARGIN - 92 };
}
type Geometry = ReturnType<typeof pageGeometry>;

/** The row height at which the lists fit one sheet, and how many main lines each column holds. */
function layout(mainLines: number, sideLines: number, bottom: number) {
  const sideRows = Math.max(SIDEBOARD_ROWS, sideLines);
  const area = bottom - TOP - TITLE_HEIGHT;
  for (const rowHeight of ROW_HEIGHTS) {
    const left = Math.floor(area / rowHeight);
    const right = Math.floor((area - TITLE_HEIGHT) / rowHeight) - sideRows;
    if (right >= 0 && mainLines <= left + right) return { rowHeight, left, right, sideRows };
  }
  const rowHeight = ROW_HEIGHTS.at(-1)!;
  const left = Math.floor(area / rowHeight);
  return { rowHeight, left, right: Math.max(0, Math.floor((area - TITLE_HEIGHT) / rowHeight) - sideRows), sideRows };
}

type Doc = PDFKit.PDFDocument;

const field = (doc: Doc, label: string, value: string, x: number, y: number, width: number) => textField(doc, label, value, x, y, width, 11);

/** A titled column of count / card name rows; returns the y below it. */
function column(doc: Doc, width: number, title: string, lines: readonly SheetLine[], rows: number, x: number, y: number, rowHeight: number): number {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { lineBreak: false });
  const headerY = y + 14;
  doc.font('Helvetica').fontSize(7);
  doc.text('# in deck', x + 2, headerY + 2, { width: COUNT_WIDTH - 4, lineBreak: false });
  doc.text('Card Name', x + COUNT_WIDTH + 4, headerY + 2, { lineBreak: false });
  let rowY = headerY + 12;
  const fontSize = Math.min(10, rowHeight - 3);
  for (let i = 0; i < rows; i++) {
    doc.moveTo(x, rowY + rowHeight).lineTo(x + width, rowY + rowHeight).lineWidth(0.5).stroke();
    const line = lines[i];
    if (line) {
      doc.font('Helvetica-Bold').fontSize(fontSize).text(String(line.quantity), x, rowY + rowHeight - fontSize - 1, {
        width: COUNT_WIDTH - 6,
        align: 'right',
        lineBreak: false,
      });
      drawText(doc, line.name, x + COUNT_WIDTH + 4, rowY + rowHeight - fontSize - 1, { size: fontSize, width: width - COUNT_WIDTH - 8 });
    }
    rowY += rowHeight;
  }
  doc.moveTo(x + COUNT_WIDTH, headerY).lineTo(x + COUNT_WIDTH, rowY).lineWidth(0.5).stroke();
  doc.rect(x, headerY, width, rowY - headerY).lineWidth(0.75).stroke();
  return rowY;
}

function totalBox(doc: Doc, width: number, label: string, total: number, x: number, y: number) {
  doc.font('Helvetica-Bold').fontSize(9).text(label, x, y + 6, { lineBreak: false });
  const boxX = x + width - 48;
  doc.rect(boxX, y, 48, 22).lineWidth(0.75).stroke();
  doc.fontSize(12).text(String(total), boxX, y + 6, { width: 48, align: 'center', lineBreak: false });
}

function sheet(doc: Doc, { page, columnWidth, bottom }: Geometry, event: SheetEvent, deck: SheetDeck) {
  const { main, side, mainTotal, sideTotal, hero, words } = exportsOf(event.style).sheet(deck.groups);
  const { rowHeight, left, right, sideRows } = layout(main.length, side.length, bottom);
  const x2 = MARGIN + columnWidth + GAP;

  doc.font('Helvetica-Bold').fontSize(18).text('DECK REGISTRATION SHEET', MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(7).text('PRINT CLEARLY USING ENGLISH CARD NAMES', MARGIN, MARGIN + 6, {
    width: page.width - 2 * MARGIN,
    align: 'right',
    lineBreak: false,
  });
  const fieldsY = MARGIN + 28;
  field(doc, 'Player name', deck.playerName, MARGIN, fieldsY, columnWidth);
  field(doc, 'Date', event.eventDate, x2, fieldsY, columnWidth);
  field(doc, 'Event', event.name, MARGIN, fieldsY + 28, columnWidth);
  field(doc, 'Format', event.formatName, x2, fieldsY + 28, columnWidth);
  if (hero === null) {
    field(doc, 'Deck name', deck.deckName, MARGIN, fieldsY + 56, columnWidth);
    field(doc, 'Deck designer', '', x2, fieldsY + 56, columnWidth);
  } else {
    // Flesh and Blood: the hero, and the player's GEM ID (the publisher's player number) written in by hand.
    field(doc, 'Hero', hero, MARGIN, fieldsY + 56, columnWidth);
    field(doc, 'GEM ID', '', x2, fieldsY + 56, columnWidth);
  }

  const leftLines = main.slice(0, left);
  const rightLines = main.slice(left, left + right);
  column(doc, columnWidth, words.main, leftLines, left, MARGIN, TOP, rowHeight);
  const continuedBottom = column(doc, columnWidth, words.continued, rightLines, right, x2, TOP, rowHeight);
  column(doc, columnWidth, words.side, side, sideRows, x2, continuedBottom + 2, rowHeight);

  const totalsY = bottom + 8;
  totalBox(doc, columnWidth, words.mainTotal, mainTotal, MARGIN, totalsY);
  totalBox(doc, columnWidth, words.sideTotal, sideTotal, x2, totalsY);

  const boxY = totalsY + 30;
  doc.rect(MARGIN, boxY, page.width - 2 * MARGIN, 40).lineWidth(0.75).stroke();
  doc.font('Helvetica-Bold').fontSize(8).text('FOR EVENT USE ONLY', MARGIN + 4, boxY + 4, { lineBreak: false });
  doc.font('Helvetica').fontSize(8);
  const labels = ['Deck Check Rd #: ______', 'Status: ______', 'Judge: ______________', words.check];
  labels.forEach((label, i) => doc.text(label, MARGIN + 4 + (i * (page.width - 2 * MARGIN)) / labels.length, boxY + 22, { lineBreak: false }));
  doc.fontSize(6).fillColor('#555555').text(`Decklist · event ${event.id.toUpperCase()}`, MARGIN, page.height - MARGIN + 6, { lineBreak: false });
  doc.fillColor('black');

  // A list too long for one sheet even in small print carries on, plainly, on the next pages.
  let rest = main.slice(left + right);
  while (rest.length > 0) {
    doc.addPage();
    drawText(doc, `${deck.playerName}: ${words.more}`, MARGIN, MARGIN, { size: 12, bold: true, width: page.width - 2 * MARGIN });
    const rows = Math.floor((page.height - 2 * MARGIN - 20 - TITLE_HEIGHT) / rowHeight);
    column(doc, columnWidth, '', rest.slice(0, rows), rows, MARGIN, MARGIN + 20, rowHeight);
    column(doc, columnWidth, '', rest.slice(rows, 2 * rows), rows, x2, MARGIN + 20, rowHeight);
    rest = rest.slice(2 * rows);
  }
}

/** The registration sheets of some decks (one page each, more for a very long list) as a PDF. */
export function registrationSheetsPdf(event: SheetEvent, decks: readonly SheetDeck[], createdAt: Date, paper: PaperSize): Promise<Buffer> {
  const geometry = pageGeometry(paper);
  return pdfOfItems({
    title: `Deck registration sheet: ${event.name}`,
    paper,
    margin: MARGIN,
    createdAt,
    items: decks,
    draw: (doc, deck) => sheet(doc, geometry, event, deck),
    empty: `No decklists have been submitted to ${event.name} yet.`,
  });
}
