import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const testDir = __dirname;
const srcDir = path.resolve(__dirname, '../src');

/** The server modules a test file imports, as paths relative to src/ without their extension. */
const sourceImports = (code: string) => [...code.matchAll(/from '\.\.\/src\/([^']+)'/g)].map((match) => match[1]!);

/** Whether a module of src/ runs queries itself (it imports drizzle-orm); the schema only declares the tables. */
function queriesDatabase(module: string): boolean {
  if (module === 'db/schema') return false;
  const file = path.join(srcDir, `${module}.ts`);
  return fs.existsSync(file) && /from 'drizzle-orm(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8'));
}

/**
 * Which suites run on PGlite as well as PostgreSQL is said in each file (docs/testing.md): the API's
 * suites on one kind, the database layer's on every kind. A suite that imports a module which runs
 * queries tests the database layer, so it must not run on one kind only.
 */
describe('the database kinds of the server suites', () => {
  const files = fs.readdirSync(testDir).filter((file) => file.endsWith('.test.ts') && file !== path.basename(__filename));

  it('runs every suite that imports a module with queries on every kind of database, PGlite included', () => {
    const wrong = files.flatMap((file) => {
      const code = fs.readFileSync(path.join(testDir, file), 'utf8');
      if (!code.includes('API_DATABASE_KINDS')) return [];
      const stores = sourceImports(code).filter(queriesDatabase);
      return stores.length > 0 ? [`${file} (imports ${stores.join(', ')}): use DATABASE_KINDS`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('finds the modules with queries it looks for', () => {
    expect(queriesDatabase('events/store')).toBe(true);
    expect(queriesDatabase('db/schema')).toBe(false);
    expect(queriesDatabase('http/problem')).toBe(false);
    expect(sourceImports("import { findEvent } from '../src/events/store';")).toEqual(['events/store']);
  });

  it('keeps PGlite for the database layer: the suites of stores, locks, limits and migrations run on every kind', () => {
    const onEveryKind = files.filter((file) => /\bDATABASE_KINDS\b|createTestDatabase\('pglite'\)|every-table/.test(fs.readFileSync(path.join(testDir, file), 'utf8')));
    for (const suite of ['events', 'decks', 'library', 'limits', 'player-count', 'removals', 'post-commit', 'auth', 'timers', 'contract', 'backup-restore']) {
      expect(onEveryKind).toContain(`${suite}.test.ts`);
    }
  });
});
