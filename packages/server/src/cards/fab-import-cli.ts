// npm run cards:import -- --game fab [--out file] [--min-cards n]   (also: npm run fab-cards:import)
// Rebuilds the Flesh and Blood card snapshot from the `@flesh-and-blood/cards` package (a pinned
// devDependency of the server: to refresh, raise its exact version, npm install, and run this). The old
// snapshot stays in place if anything goes wrong. import-cli.ts hands the command here for `--game fab`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CardFileError } from './convert';
import { importFabCards, type FabSourceCard } from './fab-import';

const PACKAGE = '@flesh-and-blood/cards';
const defaultFabCardsFile = fileURLToPath(new URL('../../data-snapshot/fab-cards.json', import.meta.url));

export async function importFabCardsCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      'min-cards': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.error(
      'Usage: npm run cards:import -- --game fab [--out fab-cards.json] [--min-cards 3000]\n' +
        `Reads the installed ${PACKAGE} package and writes the Flesh and Blood card snapshot (default data-snapshot/fab-cards.json).`,
    );
    process.exit(0);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = path.resolve(cwd, values.out ?? defaultFabCardsFile);
  const minCards = values['min-cards'] === undefined ? 3000 : Number(values['min-cards']);
  if (!Number.isInteger(minCards) || minCards < 1) throw new CardFileError('--min-cards must be a whole number of at least 1.');

  const require = createRequire(import.meta.url);
  let version: string;
  let cards: FabSourceCard[];
  try {
    version = (require(`${PACKAGE}/package.json`) as { version: string }).version;
    cards = (require(PACKAGE) as { cards: FabSourceCard[] }).cards;
  } catch (error) {
    throw new CardFileError(`Could not load ${PACKAGE} (${error instanceof Error ? error.message : String(error)}); run npm install first.`);
  }
  const started = Date.now();
  const result = await importFabCards({ cards, source: `${PACKAGE} ${version}`, out, minCards });
  console.log(
    `Wrote ${result.cards.toLocaleString('en')} Flesh and Blood cards from ${PACKAGE} ${version} (${result.skipped} tokens and other objects skipped)` +
      ` to ${out} (${(result.bytes / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** What the command says when it fails on the data (anything else is a bug, thrown as it is). */
export const FAB_IMPORT_FAILED = 'Nothing was written: the current Flesh and Blood snapshot is unchanged.';
