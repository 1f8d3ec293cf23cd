// The server's feature folders keep one shape (docs/architecture.md): routes parse, authorise and
// answer; a store holds the SQL and returns values, null or outcomes, never HTTP problems.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../packages/server/src');
const features = fs.readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const read = (feature: string, file: string) => fs.readFileSync(path.join(src, feature, file), 'utf8');
const importsOf = (text: string) => [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');
const stores = features.filter((f) => fs.existsSync(path.join(src, f.name, 'store.ts'))).map((f) => f.name);

describe('server feature shape', () => {
  it('finds the stores of the features with their own tables', () => {
    expect(stores).toEqual(expect.arrayContaining(['decks', 'events', 'library', 'timers']));
  });

  it.each(stores)('%s/store.ts throws no HTTP problems: it imports nothing from http/', (feature) => {
    expect(importsOf(read(feature, 'store.ts')).filter((from) => from.includes('/http/'))).toEqual([]);
  });

  it.each(['decks', 'events', 'library', 'timers'])('%s: only its store touches the database', (feature) => {
    const files = fs.readdirSync(path.join(src, feature)).filter((file) => file.endsWith('.ts') && file !== 'store.ts');
    expect(files).toContain('routes.ts');
    for (const file of files) {
      const imports = importsOf(read(feature, file));
      const database = imports.filter((from) => from.startsWith('drizzle-orm') || /db\/(schema|limits|transactions)$/.test(from));
      expect({ file, database }).toEqual({ file, database: [] });
    }
  });
});
