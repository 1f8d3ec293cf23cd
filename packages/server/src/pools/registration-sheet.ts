import type { PaperSize } from '@decklist/core/decklist';
import { FREE_BASIC_LANDS, SHEET_COLOUR_ENGLISH, type SetRarity, type SheetColour } from '@decklist/core/limited';
import { PDF_PAGES, pdfOfItems } from '../http/pdf';
import { drawText, field as textField } from '../http/pdf-text';

/**
 * The Limited registration sheet (PDF): a registered pool on the layout of the paper sheets of competitive
 * Limited. Fields at the top (event, date, set-up, player, who registered the pool and who verified it), the pool's
 * cards by colour in two columns, each with its registered count and the count played in the main deck, the basic
 * lands added, totals, and a box for judges. One A4 or US Letter page per pool (more for a very long one), made
 * with pdfkit and its built-in Helvetica as the deck registration sheet is.
 */
export interface PoolSheetEvent {
  id: string;
  name: string;
  eventDate: string;
  /** 'Sealed' or 'Draft'. */
  kind: string;
  /** The product, as the sheet says it: '6 x Dominaria United (DMU)'. */
  product: string;
}

export interface PoolSheetCard {
  name: string;
  colour: SheetColour | null;
  rarity: SetRarity | null;
  registered: number;
  /** Copies in the main deck (null: no deck, left to fill in by hand). */
  played: number | null;
}

export interface PoolSheet {
  /** Who plays the pool and whose deck the 'played' counts are ('' when that player has left the event). */
  playerName: string;
  registeredBy: string;
  /** After a swap: the player who received and verified the pool, and what they found. */
  verifiedBy: string | null;
  verification: string | null;
  /** The pool's cards in the sheet's order (by colour). */
  cards: PoolSheetCard[];
  /** Cards of the main deck that the pool does not have. */
  notInPool: { name: string; played: number }[];
  /** Basic lands added to the main deck (null: no deck). */
  basics: { name: string; played: number }[] | null;
}

const MARGIN = 36;
const GAP = 14;
const COUNT_WIDTH = 36;
const TOP = 158;
const HEADER_HEIGHT = 14;
const FOOT = 100; // totals and the judges' box
const ROW_HEIGHTS = [14, 13, 12, 11, 10, 9, 8];
const BASICS: readonly string[] = FREE_BASIC_LANDS;

type Row = { heading: string } | { name: string; rarity: string; registered: string; played: string };

type Doc = PDFKit.PDFDocument;

const shown = (count: number | null) => (count === null || count === 0 ? '' : String(count));
const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/** The sheet's totals: the pool, what the main deck plays of it, the basic lands, the main deck, the sideboard. */
export function poolSheetTotals(sheet: PoolSheet) {
  const registered = sum(sheet.cards.map((card) => card.registered));
  if (sheet.basics === null) return { registered, fromPool: null, basics: null, main: null, sideboard: null };
  const fromPool = sum(sheet.cards.map((card) => Math.min(card.played ?? 0, card.registered)));
  const basics = sum(sheet.basics.map((basic) => basic.played));
  const main = sum(sheet.cards.map((card) => card.played ?? 0)) + sum(sheet.notInPool.map((card) => card.played)) + basics;
  return { registered, fromPool, basics, main, sideboard: registered - fromPool };
}

/** The sheet's rows: the pool by colour, the main deck's cards the pool lacks, then the basic lands. */
function rowsOf(sheet: PoolSheet): Row[] {
  const rows: Row[] = [];
  let colour: SheetColour | null | undefined;
  for (const card of sheet.cards) {
    if (card.colour !== colour || rows.length === 0) rows.push({ heading: SHEET_COLOUR_ENGLISH[card.colour ?? 'unknown'] });
    colour = card.colour;
    rows.push({ name: card.name, rarity: card.rarity ?? '', registered: String(card.registered), played: shown(card.played) });
  }
  if (sheet.notInPool.length > 0) {
    rows.push({ heading: 'In the deck, not in the pool' });
    for (const card of sheet.notInPool) rows.push({ name: card.name, rarity: '', registered: '0', played: String(card.played) });
  }
  rows.push({ heading: 'Basic lands added' });
  const basics = sheet.basics ?? [];
  const names = [...BASICS, ...basics.map((basic) => basic.name).filter((name) => !BASICS.includes(name))];
  for (const name of names) rows.push({ name, rarity: '', registered: '', played: shown(basics.find((basic) => basic.name === name)?.played ?? (sheet.basics ? 0 : null)) });
  return rows;
}

const field = (doc: Doc, label: string, value: string, x: number, y: number, width: number) => textField(doc, label, value, x, y, width, 10);

/** A column of rows under its 'Registered / Played / Card' header. */
function column(doc: Doc, rows: readonly Row[], slots: number, x: number, y: number, width: number, rowHeight: number) {
  doc.font('Helvetica').fontSize(6.5);
  doc.text('Registered', x + 1, y + 4, { width: COUNT_WIDTH - 2, align: 'center', lineBreak: false });
  doc.text('Played', x + COUNT_WIDTH + 1, y + 4, { width: COUNT_WIDTH - 2, align: 'center', lineBreak: false });
  doc.text('Card name', x + 2 * COUNT_WIDTH + 4, y + 4, { lineBreak: false });
  const fontSize = Math.min(9.5, rowHeight - 3);
  let rowY = y + HEADER_HEIGHT;
  doc.moveTo(x, rowY).lineTo(x + width, rowY).lineWidth(0.75).stroke();
  for (let i = 0; i < slots; i++) {
    const row = rows[i];
    const textY = rowY + rowHeight - fontSize - 1;
    if (row && 'heading' in row) {
      doc.rect(x, rowY, width, rowHeight).fillColor('#e6e6e6').fill().fillColor('black');
      doc.font('Helvetica-Bold').fontSize(fontSize).text(row.heading, x + 4, textY, { lineBreak: false });
    } else {
      // The count columns' lines run through card rows, not through a colour's heading.
      for (const lineX of [x + COUNT_WIDTH, x + 2 * COUNT_WIDTH]) doc.moveTo(lineX, rowY).lineTo(lineX, rowY + rowHeight).lineWidth(0.5).stroke();
    }
    if (row && !('heading' in row)) {
      doc.font('Helvetica-Bold').fontSize(fontSize);
      if (row.registered) doc.text(row.registered, x, textY, { width: COUNT_WIDTH - 6, align: 'right', lineBreak: false });
      if (row.played) doc.text(row.played, x + COUNT_WIDTH, textY, { width: COUNT_WIDTH - 6, align: 'right', lineBreak: false });
      const nameX = x + 2 * COUNT_WIDTH + 4;
      const rarityWidth = row.rarity ? 12 : 0;
      drawText(doc, row.name, nameX, textY, { size: fontSize, width: width - 2 * COUNT_WIDTH - 8 - rarityWidth });
      if (row.rarity) doc.fontSize(fontSize - 1.5).fillColor('#555555').text(row.rarity, x + width - rarityWidth, textY + 1, { lineBreak: false }).fillColor('black');
    }
    rowY += rowHeight;
    doc.moveTo(x, rowY).lineTo(x + width, rowY).lineWidth(0.5).stroke();
  }
  for (const lineX of [x + COUNT_WIDTH, x + 2 * COUNT_WIDTH]) doc.moveTo(lineX, y).lineTo(lineX, y + HEADER_HEIGHT).lineWidth(0.5).stroke();
  doc.rect(x, y, width, rowY - y).lineWidth(0.75).stroke();
}

/** The rows of a page in two columns; a column does not end on a colour's heading. */
function twoColumns(rows: readonly Row[], slots: number): [Row[], Row[], Row[]] {
  let split = Math.min(slots, rows.length);
  if (split > 0 && split < rows.length && 'heading' in rows[split - 1]!) split -= 1;
  const left = rows.slice(0, split);
  let end = Math.min(split + slots, rows.length);
  if (end > split && end < rows.length && 'heading' in rows[end - 1]!) end -= 1;
  return [left, rows.slice(split, end), rows.slice(end)];
}

function totalBox(doc: Doc, label: string, total: number | null, x: number, y: number, width: number) {
  doc.rect(x, y, width, 30).lineWidth(0.75).stroke();
  doc.font('Helvetica').fontSize(6.5).text(label.toUpperCase(), x + 4, y + 3, { width: width - 8, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(12).text(total === null ? '' : String(total), x, y + 14, { width, align: 'center', lineBreak: false });
}

function sheetPages(doc: Doc, paper: PaperSize, event: PoolSheetEvent, sheet: PoolSheet) {
  const page = PDF_PAGES[paper];
  const width = page.width - 2 * MARGIN;
  const columnWidth = (width - GAP) / 2;
  const x2 = MARGIN + columnWidth + GAP;
  const bottom = page.height - MARGIN - FOOT;
  const rows = rowsOf(sheet);
  const rowHeight = ROW_HEIGHTS.find((height) => 2 * Math.floor((bottom - TOP - HEADER_HEIGHT) / height) >= rows.length + 2) ?? ROW_HEIGHTS.at(-1)!;
  const slots = Math.floor((bottom - TOP - HEADER_HEIGHT) / rowHeight);

  doc.font('Helvetica-Bold').fontSize(18).text('LIMITED REGISTRATION SHEET', MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(7).text('POOL AS REGISTERED · MAIN DECK AS PLAYED', MARGIN, MARGIN + 6, { width, align: 'right', lineBreak: false });
  const y = MARGIN + 28;
  field(doc, 'Event', event.name, MARGIN, y, columnWidth);
  field(doc, 'Date', event.eventDate, x2, y, columnWidth);
  field(doc, 'Player name', sheet.playerName || '(left the event)', MARGIN, y + 28, columnWidth);
  field(doc, `${event.kind}: sets and boosters`, event.product, x2, y + 28, columnWidth);
  field(doc, 'Registered by', sheet.registeredBy, MARGIN, y + 56, columnWidth);
  const verified = sheet.verifiedBy === null ? '' : `${sheet.verifiedBy || '(left the event)'}${sheet.verification ? ` · ${sheet.verification}` : ''}`;
  field(doc, 'Verified by', verified, x2, y + 56, columnWidth);

  let [left, right, rest] = twoColumns(rows, slots);
  column(doc, left, slots, MARGIN, TOP, columnWidth, rowHeight);
  column(doc, right, slots, x2, TOP, columnWidth, rowHeight);

  const totals = poolSheetTotals(sheet);
  const totalsY = bottom + 6;
  const boxes: [string, number | null][] = [
    ['Cards registered', totals.registered],
    ['Played from the pool', totals.fromPool],
    ['Basic lands added', totals.basics],
    ['Main deck', totals.main],
    ['Sideboard', totals.sideboard],
  ];
  const boxWidth = (width - 4 * 6) / boxes.length;
  boxes.forEach(([label, total], i) => totalBox(doc, label, total, MARGIN + i * (boxWidth + 6), totalsY, boxWidth));

  const boxY = totalsY + 36;
  doc.rect(MARGIN, boxY, width, 44).lineWidth(0.75).stroke();
  doc.font('Helvetica-Bold').fontSize(8).text('FOR JUDGES', MARGIN + 4, boxY + 4, { lineBreak: false });
  doc.font('Helvetica').fontSize(8);
  const labels = ['Deck check round: ____', 'Status: __________', 'Judge: ______________', 'Penalty: ___________'];
  labels.forEach((label, i) => doc.text(label, MARGIN + 4 + (i * width) / labels.length, boxY + 26, { lineBreak: false }));
  if (sheet.basics === null) {
    doc.fontSize(7).fillColor('#555555').text("No deck submitted yet: 'Played' is left to fill in by hand.", MARGIN + 4, boxY + 14, { lineBreak: false });
  }
  doc.fontSize(6).fillColor('#555555').text(`Decklist · event ${event.id.toUpperCase()}`, MARGIN, page.height - MARGIN + 6, { lineBreak: false });
  doc.fillColor('black');

  // A pool too long for one sheet even in small print carries on, in the same columns, on the next pages.
  while (rest.length > 0) {
    doc.addPage();
    drawText(doc, `${sheet.playerName || sheet.registeredBy}: pool (continued)`, MARGIN, MARGIN, { size: 12, bold: true, width });
    const more = Math.floor((page.height - 2 * MARGIN - 20 - HEADER_HEIGHT) / rowHeight);
    [left, right, rest] = twoColumns(rest, more);
    column(doc, left, more, MARGIN, MARGIN + 20, columnWidth, rowHeight);
    column(doc, right, more, x2, MARGIN + 20, columnWidth, rowHeight);
  }
}

/** The Limited registration sheets of some pools (a page each, more for a very long one) as a PDF. */
export function poolSheetsPdf(event: PoolSheetEvent, sheets: readonly PoolSheet[], createdAt: Date, paper: PaperSize): Promise<Buffer> {
  return pdfOfItems({
    title: `Limited registration sheet: ${event.name}`,
    paper,
    margin: MARGIN,
    createdAt,
    items: sheets,
    draw: (doc, sheet) => sheetPages(doc, paper, event, sheet),
    empty: `No pool has been registered in ${event.name} yet.`,
  });
}
