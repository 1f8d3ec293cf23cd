import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module is one folder below the package root both as source (src/paths.ts)
// and when bundled (dist/main.js), so the same relative paths work in both.
const here = path.dirname(fileURLToPath(import.meta.url));

export const serverRoot = path.resolve(here, '..');
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
export const defaultCardsFile = path.join(serverRoot, 'data-snapshot', 'cards.json.gz');
/** Flesh and Blood's cards (`npm run fab-cards:import`). */
export const defaultFabCardsFile = path.join(serverRoot, 'data-snapshot', 'fab-cards.json');
export const defaultSetsFile = path.join(serverRoot, 'data-snapshot', 'sets.json.gz');
/** The fonts the PDF sheets take the characters Helvetica lacks from (fonts/README.md). */
export const fontsDir = path.join(serverRoot, 'fonts');
