import type { PaperSize } from '@decklist/core/decklist';
import PDFDocument from 'pdfkit';
import { drawText } from './pdf-text';

/** Page sizes in points, as pdfkit names and measures them. */
export const PDF_PAGES = {
  a4: { size: 'A4', width: 595.28, height: 841.89 },
  letter: { size: 'LETTER', width: 612, height: 792 },
} as const satisfies Record<PaperSize, { size: string; width: number; height: number }>;

export interface PdfOfItems<T> {
  title: string;
  paper: PaperSize;
  margin: number;
  createdAt: Date;
  items: readonly T[];
  /** Draws one item from a new page on (it may add more pages). */
  draw(doc: PDFKit.PDFDocument, item: T): void;
  /** The one page's sentence when there is no item. */
  empty: string;
}

/** A PDF of pdfkit's making with a page (or more) per item, or one page saying there is none. */
export function pdfOfItems<T>({ title, paper, margin, createdAt, items, draw, empty }: PdfOfItems<T>): Promise<Buffer> {
  const doc = new PDFDocument({ size: PDF_PAGES[paper].size, margin, autoFirstPage: false, info: { Title: title, Creator: 'Decklist', CreationDate: createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const item of items) {
    doc.addPage();
    draw(doc, item);
  }
  if (items.length === 0) {
    doc.addPage();
    drawText(doc, empty, margin, margin, { size: 12, width: PDF_PAGES[paper].width - 2 * margin });
  }
  doc.end();
  return done;
}
