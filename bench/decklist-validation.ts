// Decklists parsed and validated per second, and the memory of the card index.
// Run: npm run bench (node --expose-gc --import tsx bench/decklist-validation.ts [seconds per case])
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CardIndex } from '@decklist/core/cards';
import { parseDecklist, validateDecklist } from '@decklist/core/decklist';
import { findMagicFormat, type MagicFormatInfo } from '@decklist/core/formats';
import { readCardSnapshot } from '../packages/server/src/cards/load';
import { defaultCardsFile } from '../packages/server/src/paths';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.join(here, '../packages/server/test/fixtures/decklists');
const seconds = Number(process.argv[2] ?? 2);
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Calls `run` for about `seconds` and returns the calls per second. */
function rate(run: () => void): number {
  for (let i = 0; i < 50; i++) run(); // warm up
  let calls = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 20; i++) run();
    calls += 20;
    elapsed = performance.now() - started;
  }
  return calls / (elapsed / 1000);
}

// The card index: load time and memory.
const before = heap();
let started = performance.now();
const snapshot = await readCardSnapshot(defaultCardsFile);
const readMs = performance.now() - started;
started = performance.now();
const index = new CardIndex(snapshot);
const indexMs = performance.now() - started;
const loaded = heap();
started = performance.now();
index.search('warm');
const searchBuildMs = performance.now() - started;
const searchable = heap();
void snapshot;

// The lists: the real-world corpus, each with its format.
const lists: { name: string; text: string; format: MagicFormatInfo }[] = fs
  .readdirSync(corpusDir)
  .map((file) => ({ name: file, text: fs.readFileSync(path.join(corpusDir, file), 'utf8'), format: findMagicFormat(file.split('-')[0]!)! }));
const withMistakes = {
  name: 'modern list with 3 misspelt cards',
  text: lists.find((l) => l.name.startsWith('modern'))!.text.replace('Lightning Bolt', 'Lightnig Bolt').replace('Guide of Souls', 'Guide of Soul').replace('Ocelot Pride', 'Ocelot Prid'),
  format: findMagicFormat('modern')!,
};

let next = 0;
const rows: [string, string][] = [];
const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')} /s`;
rows.push(['parse + count only (the browser, no card data)', perSecond(rate(() => {
  const list = lists[next++ % lists.length]!;
  parseDecklist(list.text, list.format.decklist_style);
}))]);
rows.push(['parse + validate with card data (corpus of 8 lists)', perSecond(rate(() => {
  const list = lists[next++ % lists.length]!;
  validateDecklist(list.text, list.format, index);
}))]);
rows.push(['parse + validate, 3 unknown cards with suggestions', perSecond(rate(() => validateDecklist(withMistakes.text, withMistakes.format, index)))]);
const queries = ['light', 'ragavan', 'bolt', 'sol r', 'mirror break', 'stomp', 'atraxa', 'island'];
rows.push(['card search (typeahead query)', perSecond(rate(() => index.search(queries[next++ % queries.length]!, 8)))]);

console.log(`Decklist validation benchmark (${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version})`);
console.log(`Card index: ${index.size.toLocaleString('en')} cards from ${path.basename(defaultCardsFile)}`);
console.log(`  read + parse snapshot ${readMs.toFixed(0)} ms, build lookup index ${indexMs.toFixed(0)} ms, build search on first use ${searchBuildMs.toFixed(0)} ms`);
if (gc) {
  console.log(`  heap: lookup index ${mb(loaded - before)}, with search structures ${mb(searchable - before)} (process RSS ${mb(process.memoryUsage().rss)})`);
} else {
  console.log('  (run with node --expose-gc for heap figures)');
}
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value.padStart(12)}`);
