// The app's message catalogue comes in parts (packages/web/lingui.config.ts): a part's texts exist only
// once it has loaded, which `lazyComponent(load, name, part)` (or `preloadableComponent`) or `loadCataloguePart(part)` starts. A file
// whose texts are in a part must therefore be reached only from files of the same part, or through a
// lazy import that loads that part; otherwise a page would show message ids instead of words.
import { getConfig } from '@lingui/conf';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../packages/web', import.meta.url));
const src = path.join(webRoot, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

interface Reference {
  from: string;
  to: string;
  /** For a lazy import: the catalogue part loaded with it, if any ('' for none). */
  lazyPart?: string;
}

/** Every reference from one source file to another: static imports that bring code, and lazy imports. */
function references(file: string): Reference[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: Reference[] = [];
  for (const match of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const to = resolve(file, match[1]!);
    if (to) found.push({ from: file, to });
  }
  for (const match of text.matchAll(/(?:lazyComponent|preloadableComponent)\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'[^']+'(?:\s*,\s*'([^']+)')?\s*\)/g)) {
    const to = resolve(file, match[1]!);
    if (to) found.push({ from: file, to, lazyPart: match[2] ?? '' });
  }
  // Other lazy imports (a preload, the problems' wording) count when the same file loads the part itself.
  const partsLoadedHere = [...text.matchAll(/loadCataloguePart\('([^']+)'\)/g)].map((m) => m[1]!);
  for (const match of text.matchAll(/(?<!=>\s*)import\('([^']+)'\)/g)) {
    const to = resolve(file, match[1]!);
    if (to && !found.some((r) => r.to === to && r.lazyPart !== undefined)) found.push({ from: file, to, lazyPart: partsLoadedHere.join(' ') });
  }
  return found;
}

const config = getConfig({ cwd: webRoot });
/** Each part by name (its folder under locales) and the files whose texts it holds. */
const parts = (config.catalogs ?? [])
  .map((catalog) => ({ name: path.basename(path.dirname(catalog.path)), include: catalog.include.map((p) => path.resolve(p)) }))
  .filter((part) => part.name !== 'locales' && part.name !== 'display');
const files = sourceFiles(src);
const partOf = (file: string) => parts.find((part) => part.include.some((p) => file === p || file.startsWith(`${p}${path.sep}`)))?.name;
const allReferences = files.flatMap(references);

describe('the parts of the message catalogue', () => {
  it('are each loaded by a lazy import of the app', () => {
    expect(parts.map((part) => part.name).length).toBeGreaterThanOrEqual(8);
    for (const part of parts) {
      const loaded = allReferences.some((r) => r.lazyPart?.split(' ').includes(part.name)) || files.some((f) => fs.readFileSync(f, 'utf8').includes(`loadCataloguePart('${part.name}')`));
      expect(loaded, `nothing loads the ${part.name} part`).toBe(true);
    }
  });

  it("hold texts that show only where their part has loaded", () => {
    const wrong: string[] = [];
    for (const reference of allReferences) {
      const part = partOf(reference.to);
      if (!part || partOf(reference.from) === part) continue;
      if (reference.lazyPart?.split(' ').includes(part)) continue;
      wrong.push(`${path.relative(src, reference.from)} reaches ${path.relative(src, reference.to)} (part '${part}') without loading that part`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds a file of a part reached without it (the check itself)', () => {
    const organiserFile = path.join(src, 'features/events/ManageEvent.tsx');
    expect(partOf(organiserFile)).toBe('organiser');
    expect(partOf(path.join(src, 'features/decks/PlayerDeck.tsx'))).toBeUndefined();
    expect(allReferences.some((r) => r.to === organiserFile && r.lazyPart === 'organiser')).toBe(true);
  });
});
