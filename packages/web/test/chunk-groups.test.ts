import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupedFiles } from '../chunk-groups';

const packages = path.resolve(__dirname, '../..');
const dist = path.resolve(__dirname, '../dist');

/** The source files of the app entry's chunk, from the last build's source map. */
function entrySources(): string[] {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No web build in ${dist}: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const map = JSON.parse(fs.readFileSync(path.join(dist, `${manifest['index.html']!.file}.map`), 'utf8')) as { sources: string[] };
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

// A file renamed or moved would silently leave its group, and Rollup would cut it into small chunks again.
describe('the build\'s chunk groups', () => {
  it('name files that exist, each in one group', () => {
    for (const file of groupedFiles) expect(fs.existsSync(path.join(packages, file)), file).toBe(true);
    expect(new Set(groupedFiles).size).toBe(groupedFiles.length);
  });

  it("keep out of the entry's chunk what only lazily loaded pages use, even behind a barrel the entry imports", () => {
    const sources = entrySources();
    // The entry takes normaliseEventCode from @decklist/core/events; the sync page alone compares names.
    expect(sources).toContain('core/src/events/rules.ts');
    expect(sources).not.toContain('core/src/events/eventlink.ts');
    expect(sources).not.toContain('core/src/events/player-list.ts');
    // React 19's own useSyncExternalStore serves the router (vite.config.ts), not the polyfill.
    expect(sources.filter((source) => source.includes('use-sync-external-store'))).toEqual([]);
  });

  it('import each other in no ring: a chunk run before the one it needs has initialised breaks every page', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { imports?: string[] }>;
    const rings: string[] = [];
    const visit = (chunk: string, path: string[]) => {
      if (path.includes(chunk)) return void rings.push([...path.slice(path.indexOf(chunk)), chunk].join(' -> '));
      for (const imported of manifest[chunk]?.imports ?? []) visit(imported, [...path, chunk]);
    };
    for (const chunk of Object.keys(manifest)) visit(chunk, []);
    expect(rings).toEqual([]);
  });
});
