// Flesh and Blood: the snapshot's size, the index's load time and memory, and lists checked per second.
// Run: node --expose-gc --import tsx bench/fab-validation.ts [seconds per case]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FabCardIndex, assertFabSnapshot, checkFabList } from '@decklist/core/games/fab';
import { DORINTHEA_DECK, arenaCardsExport } from '../packages/server/test/helpers/fab-lists';
import { madeUpList } from '../packages/server/test/helpers/hostile-lists';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshotFile = path.join(here, '../packages/server/data-snapshot/fab-cards.json');
const seconds = Number(process.argv[2] ?? 2);
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function rate(run: () => void): number {
  for (let i = 0; i < 50; i++) run();
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

const before = heap();
let started = performance.now();
const snapshot: unknown = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
assertFabSnapshot(snapshot);
const index = new FabCardIndex(snapshot);
const loadMs = performance.now() - started;
const indexHeap = heap() - before;
started = performance.now();
index.suggest('sink belw', 1);
const firstSuggestMs = performance.now() - started;
const withSuggestions = heap() - before;

const pitches = (name: string) => [`${name} (red)`, `${name} (yellow)`, `${name} (blue)`];
// Her 60 deck cards and 17 more (a sideboard within the 80-card pool).
const sideboard = ['1x Blade Flash (blue)', '3x Ironsong Pride (red)', ...pitches('Agile Engagement').map((name) => `3x ${name}`), "3x Warrior's Valor (red)", '1x Biting Blade (red)'];
const list = arenaCardsExport([...DORINTHEA_DECK, ...sideboard]);
const checked = checkFabList(list, index, 'cc');
if (checked.totals.pool !== 80 || checked.deck_warnings.length) throw new Error('The bench list is not a clean 80-card pool.');
const misspelt = list.replace('Sink Below (red)', 'Sink Belw (red)').replace('Snatch (blue)', 'Snach (blue)').replace('Out for Blood (red)', 'Out fr Blood (red)');

console.log(`snapshot: ${snapshot.cards.length} cards, ${(fs.statSync(snapshotFile).size / 1000).toFixed(0)} kB on disk (${snapshot.source})`);
console.log(`index: loaded in ${loadMs.toFixed(0)} ms, ${mb(indexHeap)} heap; first suggestion ${firstSuggestMs.toFixed(0)} ms, ${mb(withSuggestions)} with the suggestion index`);
console.log(`60+20 list (hero, 3 arena cards, 77 deck cards) checked in Classic Constructed: ${rate(() => checkFabList(list, index, 'cc')).toFixed(0)} per second`);
console.log(`the same with three misspelt cards: ${rate(() => checkFabList(misspelt, index, 'cc')).toFixed(0)} per second`);

// The worst case a player can send: every line of a 20,000-character list a made-up name.
const hostile = madeUpList(7);
started = performance.now();
const hostileChecked = checkFabList(hostile, index, 'cc');
const hostileMs = performance.now() - started;
const suggested = hostileChecked.groups.flatMap((group) => group.rows).filter((card) => card.warnings.some((w) => w.code === 'unknown_card' && w.params.suggestions.length)).length;
console.log(`${hostile.split('\n').length} made-up names (20,000 characters): ${hostileMs.toFixed(0)} ms for one check, ${suggested} names with suggestions; ${rate(() => checkFabList(hostile, index, 'cc')).toFixed(1)} per second`);
