// Takes the PDF sheets' fallback fonts into packages/server/fonts/ from unpacked fontsource packages
// (`npm pack @fontsource/noto-sans-jp@5.3.0 @fontsource/noto-sans@5.3.0`, each tarball unpacked), regular weight
// only: node packages/server/scripts/import-fonts.mjs <noto-sans-jp package dir> <noto-sans package dir>
// fonts/index.json lists the files in the order a character's font is looked for, each with the code points it has.
// Run from the repository, where packages/server's dependencies (fontkit) are installed.
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fonts');
const [jpDir, sansDir] = process.argv.slice(2);
if (!jpDir || !sansDir) {
  console.error('usage: node packages/server/scripts/import-fonts.mjs <noto-sans-jp package dir> <noto-sans package dir>');
  process.exit(2);
}

/**
 * The code points a font file has glyphs for, as sorted [first, last] ranges: its cmap, not the subset's
 * advertised unicode-range (Noto Sans JP's Latin Extended piece claims U+0100-02BA and has 80 of them).
 */
function rangesOf(file) {
  const codes = [...fontkit.create(fs.readFileSync(file)).characterSet].sort((a, b) => a - b);
  const ranges = [];
  for (const code of codes) {
    const last = ranges[ranges.length - 1];
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

// WOFF, not WOFF2: pdfkit's font subsetting (fontkit) loses the outlines of WOFF2 glyphs (empty in the PDF,
// or an error on composite ones such as accented letters).
function take(dir, family, subsets) {
  const ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8'));
  return subsets.map((subset) => {
    const key = /^\d+$/.test(subset) ? `[${subset}]` : subset;
    if (!ranges[key]) throw new Error(`${family} has no subset ${key}`);
    const file = `${family}-${subset}-400-normal.woff`;
    fs.copyFileSync(path.join(dir, 'files', file), path.join(out, file));
    return { file, ranges: rangesOf(path.join(out, file)) };
  });
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const jpNumbered = Object.keys(JSON.parse(fs.readFileSync(path.join(jpDir, 'unicode.json'), 'utf8')))
  .map((key) => /^\[(\d+)\]$/.exec(key)?.[1])
  .filter((n) => n !== undefined)
  .sort((a, b) => Number(b) - Number(a)); // kana and the commonest kanji first
// Noto Sans for the alphabets (Noto Sans JP's own Latin lacks most accented letters), then Japanese.
const fonts = [
  ...take(sansDir, 'noto-sans', ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese']),
  ...take(jpDir, 'noto-sans-jp', jpNumbered),
];
fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify({ fonts })}\n`);
fs.copyFileSync(path.join(jpDir, 'LICENSE'), path.join(out, 'OFL-noto-sans-jp.txt'));
fs.copyFileSync(path.join(sansDir, 'LICENSE'), path.join(out, 'OFL-noto-sans.txt'));
const bytes = fonts.reduce((sum, { file }) => sum + fs.statSync(path.join(out, file)).size, 0);
console.log(`${fonts.length} font files, ${(bytes / 1e6).toFixed(1)} MB, in ${path.relative(process.cwd(), out)}`);
