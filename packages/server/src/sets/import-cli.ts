// npm run sets:import -- <folder> [--out file]
// Rebuilds the set lists' snapshot (data-snapshot/sets.json.gz) from a folder of set lists: index.json and
// one <CODE>.json per set (docs/decisions/0023-limited-set-lists.md). The old snapshot stays if anything is wrong.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sheetColour } from '@decklist/core/limited';
import { loadCards } from '../cards';
import { defaultCardsFile, defaultSetsFile } from '../paths';
import { readSetFolder, SetFileError, writeSetsSnapshot } from './import';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || positionals.length !== 1) {
    console.error('Usage: npm run sets:import -- <folder with index.json and <CODE>.json per set> [--out sets.json.gz]');
    process.exit(values.help ? 0 : 2);
  }
  // npm runs workspace scripts in the package folder; paths are meant from where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(cwd, values.out ?? defaultSetsFile);
  // Each card under the name the app's card data gives it (an adventure or an omen by its front face).
  const cards = await loadCards(process.env.CARDS_FILE ?? defaultCardsFile);
  const sets = await readSetFolder(path.resolve(cwd, positionals[0]!), (name) => {
    const card = cards.index.find(name);
    return card && { name: card.name, colour: sheetColour(card) };
  });
  const bytes = await writeSetsSnapshot(out, { importedAt: new Date().toISOString(), sets });
  const partial = sets.filter((set) => !set.complete).map((set) => set.code);
  console.error(
    `${sets.length} sets, ${sets.reduce((n, set) => n + set.cards.length, 0)} cards, written to ${out} (${(bytes / 1024).toFixed(0)} KiB)` +
      (partial.length ? `; partial lists: ${partial.join(', ')}` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof SetFileError ? error.message : error);
  process.exit(1);
});
