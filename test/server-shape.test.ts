// The server's feature folders keep one shape (docs/architecture.md): routes parse, authorise and
// answer; a store holds the SQL and returns values, null or outcomes, never HTTP problems; present.ts
// turns those values into the API's shapes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../packages/server/src');
const features = fs.readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const read = (feature: string, file: string) => fs.readFileSync(path.join(src, feature, file), 'utf8');
const importsOf = (text: string) => [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');
const stores = features.filter((f) => fs.existsSync(path.join(src, f.name, 'store.ts'))).map((f) => f.name);
/** A store is `store.ts`, or `<part>-store.ts` where a feature keeps a part's SQL apart (timers' extensions). */
const isStore = (file: string) => file === 'store.ts' || file.endsWith('-store.ts');
const storeFiles = stores.flatMap((feature) => fs.readdirSync(path.join(src, feature)).filter(isStore).map((file) => `${feature}/${file}`));
const readStore = (storeFile: string) => fs.readFileSync(path.join(src, storeFile), 'utf8');

/** Every name that core's api/ files export: the API's schemas and the types of its requests, answers and messages. */
const coreApi = path.resolve(__dirname, '../packages/core/src/api');
const apiNames = new Set(
  fs
    .readdirSync(coreApi, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(coreApi, file), 'utf8');
      const declared = [...text.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function|class|type|interface|enum)\s+(\w+)/g)];
      const listed = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) => names(match[1] ?? ''));
      return [...declared.map((match) => match[1] ?? ''), ...listed];
    }),
);
/** The names of an import or export list: `a, type B, c as d` (the name in the module, not the alias). */
function names(list: string) {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
    .filter(Boolean);
}
/** What a file imports from core, through its main entry or any subpath ('@decklist/core/api'); '*' for a namespace import. */
function coreImports(text: string) {
  const listed = [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@decklist\/core(?:\/[^']*)?'/g)].flatMap((match) => names(match[1] ?? ''));
  const namespaces = [...text.matchAll(/import\s+(?:type\s+)?\*\s+as\s+\w+\s+from\s*'@decklist\/core(?:\/[^']*)?'/g)].map(() => '*');
  return [...listed, ...namespaces];
}
/** Domain values that happen to be declared among the API's types, which a store may return. */
const domainNames: Record<string, string> = {
  TimerRole: "a user's role in a tournament, which the timers store reads, as the events store reads an EventRole",
};

describe('server feature shape', () => {
  it('finds the stores of the features with their own tables', () => {
    expect(stores).toEqual(expect.arrayContaining(['decks', 'events', 'library', 'timers']));
  });

  it.each(storeFiles)('%s throws no HTTP problems: it imports nothing from http/', (storeFile) => {
    expect(importsOf(readStore(storeFile)).filter((from) => from.includes('/http/'))).toEqual([]);
  });

  it("reads the names core's api/ files export", () => {
    expect([...apiNames]).toEqual(expect.arrayContaining(['eventDetails', 'EventDetails', 'Clock', 'ImportableDeck', 'TimerMessage']));
    for (const name of Object.keys(domainNames)) expect(apiNames).toContain(name);
  });

  // Stores return rows and domain values; the feature's present.ts makes the API's shapes of them. So a
  // store imports no name that core's api/ files export, as a value or as a type alike (a short list of
  // domain values declared there aside).
  it.each(storeFiles)('%s builds no API shapes: it imports nothing that core\'s api/ files export', (storeFile) => {
    const used = coreImports(readStore(storeFile)).filter((name) => name === '*' || (apiNames.has(name) && !(name in domainNames)));
    expect(used).toEqual([]);
  });

  it.each(['decks', 'deck-checks', 'events', 'library', 'publications', 'timers'])('%s: only its stores touch the database', (feature) => {
    const files = fs.readdirSync(path.join(src, feature)).filter((file) => file.endsWith('.ts') && !isStore(file));
    expect(files).toContain('routes.ts');
    for (const file of files) {
      const imports = importsOf(read(feature, file));
      const database = imports.filter((from) => from.startsWith('drizzle-orm') || /db\/(schema|limits|transactions)$/.test(from));
      expect({ file, database }).toEqual({ file, database: [] });
    }
  });
});

/** The modules a source file imports by relative path (type imports too), resolved to files under `root`. */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return importsOf(text.replace(/^\s*\/\/.*$/gm, ''))
    .filter((from) => from.startsWith('.'))
    .map((from) => path.resolve(path.dirname(file), from))
    .map((base) => [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)) ?? '')
    .filter(Boolean);
}

/** The first ring of imports found among these files, as a list of files (empty when there is none). */
function findRing(files: string[]): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] => {
    if (state.get(file) === 'done') return [];
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of relativeImports(file)) {
      const ring = visit(next);
      if (ring.length > 0) return ring;
    }
    trail.pop();
    state.set(file, 'done');
    return [];
  };
  for (const file of files) {
    const ring = visit(file);
    if (ring.length > 0) return ring;
  }
  return [];
}

const sourceFiles = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, file));

describe('imports without rings', () => {
  it.each(['packages/server/src', 'packages/core/src'])('%s: no two modules need each other, not even for a type', (folder) => {
    const root = path.resolve(__dirname, '..', folder);
    expect(findRing(sourceFiles(root)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it('finds a ring where there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ring-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c';\nexport type B = number;\nexport const b = c;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a';\nexport const c: A | 1 = 1;\n");
    expect(findRing(sourceFiles(dir)).map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    fs.rmSync(dir, { recursive: true });
  });
});
