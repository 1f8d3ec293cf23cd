// npm run cards:import -- [--game magic|fab] [file or URL] [--out file] [--min-cards n]
// Rebuilds a game's card snapshot: Magic's (the default) from Scryfall's oracle_cards bulk file (with no source, asks
// Scryfall's bulk-data API where the current file is); Flesh and Blood's from its pinned package (fab-import-cli.ts).
// The old snapshot stays in place if anything goes wrong.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultCardsFile } from '../paths';
import { FAB_IMPORT_FAILED, importFabCardsCommand } from './fab-import-cli';
import { CardFileError, SCRYFALL_HEADERS, importCards, type BannedCorrections, type ImportProgress } from './import';

const BULK_DATA_URL = 'https://api.scryfall.com/bulk-data';

async function currentOracleCardsUrl(bulkDataUrl: string): Promise<string> {
  console.error(`Asking ${bulkDataUrl} for the current oracle_cards file...`);
  const response = await fetch(bulkDataUrl, { headers: SCRYFALL_HEADERS }).catch((error: unknown) => {
    throw new CardFileError(`Could not reach Scryfall (${error instanceof Error ? error.message : String(error)}).`);
  });
  if (!response.ok) throw new CardFileError(`Scryfall's bulk-data API answered HTTP ${response.status}.`);
  const body = (await response.json()) as { data?: { type?: string; download_uri?: string; updated_at?: string }[] };
  const entry = body.data?.find((item) => item.type === 'oracle_cards');
  if (!entry?.download_uri) throw new CardFileError("Scryfall's bulk-data list has no oracle_cards file.");
  console.error(`oracle_cards of ${entry.updated_at ?? 'unknown date'}: ${entry.download_uri}`);
  return entry.download_uri;
}

function progressBar() {
  const tty = process.stderr.isTTY;
  let last = 0;
  return {
    update(progress: ImportProgress) {
      const now = Date.now();
      if (!tty || now - last < 100) return;
      last = now;
      const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
      const cards = progress.cards.toLocaleString('en');
      if (progress.totalBytes) {
        const share = Math.min(1, progress.bytes / progress.totalBytes);
        const filled = Math.round(share * 30);
        const bar = `${'█'.repeat(filled)}${'░'.repeat(30 - filled)}`;
        process.stderr.write(`\r${bar} ${(share * 100).toFixed(0).padStart(3)}%  ${mb(progress.bytes)}/${mb(progress.totalBytes)} MB  ${cards} cards `);
      } else {
        process.stderr.write(`\r${mb(progress.bytes)} MB  ${cards} cards `);
      }
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}

/** `--game fab` (or `--game=fab`), taken out of the arguments; Magic's when there is none. */
function gameOf(args: string[]): { game: string; rest: string[] } {
  const at = args.findIndex((arg) => arg === '--game' || arg.startsWith('--game='));
  if (at < 0) return { game: 'magic', rest: args };
  const game = args[at]!.includes('=') ? args[at]!.slice('--game='.length) : (args[at + 1] ?? '');
  return { game, rest: args.filter((_, i) => i !== at && !(i === at + 1 && !args[at]!.includes('='))) };
}

async function main() {
  const { game, rest } = gameOf(process.argv.slice(2));
  if (game === 'fab') return importFabCardsCommand(rest);
  if (game !== 'magic') throw new CardFileError(`--game must be magic or fab, not '${game}'.`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'min-cards': { type: 'string' },
      'bulk-data': { type: 'string', default: BULK_DATA_URL },
      banned: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length > 1) {
    console.error(
      'Usage: npm run cards:import -- [oracle_cards file or URL] [--out snapshot.json.gz] [--min-cards 10000] [--bulk-data URL] [--banned banned.json]\n' +
        '       npm run cards:import -- --game fab [--out fab-cards.json] [--min-cards 3000]   (Flesh and Blood: from its pinned package)\n' +
        "Without a file or URL, the current oracle_cards file is looked up at Scryfall's bulk-data API (--bulk-data).\n" +
        '--banned marks the cards it lists banned in their formats, for a source that cannot say banned (the offline one: data-snapshot/banned.json).',
    );
    process.exit(values.help ? 0 : 2);
  }
  // npm runs workspace scripts in the package folder; paths are meant from where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(cwd, values.out ?? process.env.CARDS_FILE ?? defaultCardsFile);
  const minCards = values['min-cards'] === undefined ? 10_000 : Number(values['min-cards']);
  if (!Number.isInteger(minCards) || minCards < 1) throw new CardFileError('--min-cards must be a whole number of at least 1.');

  const given = positionals[0];
  const source = given === undefined ? await currentOracleCardsUrl(values['bulk-data']) : /^https?:\/\//i.test(given) ? given : path.resolve(cwd, given);
  const bar = progressBar();
  const started = Date.now();
  try {
    const banned = values.banned
      ? (JSON.parse(await fs.readFile(path.resolve(cwd, values.banned), 'utf8')) as { formats: BannedCorrections }).formats
      : undefined;
    const result = await importCards({ source, out, minCards, onProgress: bar.update, ...(banned ? { banned } : {}) });
    bar.done();
    console.log(
      `Wrote ${result.cards.toLocaleString('en')} cards (${result.skipped} tokens and other objects skipped) to ${out}` +
        ` (${(result.bytes / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    bar.done();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof CardFileError) {
    const fab = gameOf(process.argv.slice(2)).game === 'fab';
    console.error(`${error.message}\n${fab ? FAB_IMPORT_FAILED : 'Nothing was written: the current card snapshot is unchanged.'}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
