import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** A piece of text drawn on a PDF page, at its position (points, origin bottom-left). */
export interface PdfText {
  page: number;
  x: number;
  y: number;
  text: string;
}

// WinAnsi is Latin-1 but for 0x80-0x9f (Node's TextDecoder may lack windows-1252).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('') };

/**
 * The text of a PDF written by pdfkit with its standard fonts: each page's content stream is
 * inflated, and the hex strings of its TJ operators decoded (WinAnsi) with the position from Tm.
 * Enough to check what a generated sheet says and where, without a PDF library.
 */
export function pdfTexts(pdf: Buffer): PdfText[] {
  const source = pdf.toString('latin1');
  const texts: PdfText[] = [];
  let page = 0;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts are built in, so there are no others)
    }
    if (!content.includes('BT')) continue;
    page += 1;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const position = /([\d.-]+) ([\d.-]+) Tm/.exec(block[1]!);
      const hex = [...block[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      texts.push({
        page,
        x: Number(position?.[1] ?? 0),
        y: Number(position?.[2] ?? 0),
        text: winAnsi.decode(Buffer.from(hex, 'hex')),
      });
    }
  }
  return texts;
}

/** The lines of a page: texts at the same height joined left to right, top to bottom. */
export function pdfLines(pdf: Buffer, page = 1): string[] {
  const rows = new Map<number, PdfText[]>();
  for (const text of pdfTexts(pdf).filter((t) => t.page === page)) {
    const key = Math.round(text.y);
    rows.set(key, [...(rows.get(key) ?? []), text]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, texts]) => texts.sort((a, b) => a.x - b.x).map((t) => t.text).join(' | '));
}

export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** A PDF's text as poppler's pdftotext reads it (page layout kept): for text in embedded fonts, which pdfTexts cannot decode. */
export function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The names of the fonts a PDF embeds, as poppler's pdffonts lists them (subset prefix removed). */
export function pdfFonts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    const listing = execFileSync('pdffonts', [join(dir, 'doc.pdf')], { encoding: 'utf8' });
    return listing.split('\n').slice(2).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
