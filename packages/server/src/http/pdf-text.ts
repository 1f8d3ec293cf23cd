import fs from 'node:fs';
import path from 'node:path';
import { fontsDir } from '../paths';

type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  size: number;
  bold?: boolean;
}

interface FallbackFont {
  file: string;
  /** Code point ranges [first, last], sorted. */
  ranges: [number, number][];
}

/** A piece of text in one font: a standard one's name, or a fallback font's file. */
interface Run {
  font: string;
  text: string;
}

// The characters pdfkit's standard fonts (Helvetica) can show: Windows-1252, which has Latin-1 and these.
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));
const isWinAnsi = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

/** Helvetica's ascender: where its baseline is below the top a text is placed at, per point of size. */
const HELVETICA_ASCENT = 0.718;
/** What a character no font has is shown as. */
const MISSING = '?';

let fallbacks: FallbackFont[] | undefined;
const fallbackFonts = () => (fallbacks ??= (JSON.parse(fs.readFileSync(path.join(fontsDir, 'index.json'), 'utf8')) as { fonts: FallbackFont[] }).fonts);

function has(font: FallbackFont, code: number): boolean {
  let [lo, hi] = [0, font.ranges.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = font.ranges[mid]!;
    if (code < first) hi = mid - 1;
    else if (code > last) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * A user's text (a player's or an event's name) in the fonts that show it: all of it in Helvetica when
 * Helvetica can, else all of it in the fallback fonts (Noto Sans for the alphabets, Noto Sans JP's pieces),
 * so that a name is never half in one typeface.
 */
function runsOf(text: string, bold: boolean): Run[] {
  const chars = [...text];
  if (chars.every((c) => isWinAnsi(c.codePointAt(0)!))) return [{ font: bold ? 'Helvetica-Bold' : 'Helvetica', text }];
  const fonts = fallbackFonts();
  const runs: Run[] = [];
  for (const char of chars) {
    const code = char.codePointAt(0)!;
    const found = fonts.find((f) => has(f, code));
    const font = found ?? fonts[0]!; // the first, Latin, has the '?'
    const shown = found ? char : MISSING;
    const last = runs[runs.length - 1];
    if (last?.font === font.file) last.text += shown;
    else runs.push({ font: font.file, text: shown });
  }
  return runs;
}

const fontData = new Map<string, Buffer>();
const registered = new WeakMap<Doc, Set<string>>();

/** Sets the run's font on the document, a fallback font read once per process and registered once per document. */
function useFont(doc: Doc, font: string, size: number): Doc {
  if (font.startsWith('Helvetica')) return doc.font(font).fontSize(size);
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(font)) {
    let data = fontData.get(font);
    if (!data) fontData.set(font, (data = fs.readFileSync(path.join(fontsDir, font))));
    doc.registerFont(font, data);
    names.add(font);
  }
  return doc.font(font).fontSize(size);
}

const widthOf = (doc: Doc, runs: readonly Run[], size: number) => runs.reduce((sum, run) => sum + useFont(doc, run.font, size).widthOfString(run.text), 0);

/** The text as it fits in `width`: whole, or cut with '...'. */
export function fitText(doc: Doc, text: string, width: number, style: TextStyle): string {
  const bold = style.bold ?? false;
  if (widthOf(doc, runsOf(text, bold), style.size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(doc, runsOf(`${chars.join('')}...`, bold), style.size) > width) chars.pop();
  return `${chars.join('')}...`;
}

/**
 * Draws a user's text on one line with its top at y, as Helvetica would place it, cut to `width` when
 * given; characters Helvetica lacks (Japanese, Cyrillic, Greek, Polish or Czech letters) come from the
 * fallback fonts, embedded as the glyphs used only.
 */
export function drawText(doc: Doc, text: string, x: number, y: number, style: TextStyle & { width?: number }) {
  const shown = style.width === undefined ? text : fitText(doc, text, style.width, style);
  const runs = runsOf(shown, style.bold ?? false);
  let at = x;
  for (const run of runs) {
    useFont(doc, run.font, style.size);
    if (run.font.startsWith('Helvetica')) doc.text(run.text, at, y, { lineBreak: false });
    else doc.text(run.text, at, y + HELVETICA_ASCENT * style.size, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
}

/** A box with a small label above a user's value (a sheet's name, event or date field), the value cut to fit. */
export function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, valueSize: number) {
  doc.rect(x, y, width, 26).lineWidth(0.75).stroke();
  doc.font('Helvetica').fontSize(7).text(label.toUpperCase(), x + 4, y + 3, { lineBreak: false });
  drawText(doc, value, x + 4, y + 23 - valueSize, { size: valueSize, bold: true, width: width - 8 });
}
