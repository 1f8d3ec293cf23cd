// Checks on the installed dependency tree as package-lock.json records it.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

interface LockEntry {
  name?: string;
  version?: string;
  optional?: boolean;
  /** An object; a few very old packages have an array, which npm does not check. */
  engines?: Record<string, string> | string[];
}

/**
 * Optional packages that npm leaves out because they refuse the oldest Node version we support, each with why
 * nothing needs them. Any other package that refuses it fails the test: pin a version that accepts it instead
 * (package.json overrides, or an older release of the package that pulls it in).
 */
const SKIPPED_OPTIONAL: Record<string, string> = {
  '@napi-rs/lzma-linux-x64-gnu': 'listed by rollup for building its own native binaries; rollup never loads it',
};

const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
// Every package of the tree by its place in node_modules (or a workspace folder); '' is the root.
const entries = Object.entries(lock.packages).filter(([place]) => place !== '');
const nameOf = (place: string, entry: LockEntry) => entry.name ?? place.slice(place.lastIndexOf('node_modules/') + 'node_modules/'.length);
const nodeRangeOf = (entry: LockEntry) => (entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined);

describe('package-lock.json', () => {
  it('lists the installed packages (lockfile version 2 or 3)', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(entries.length).toBeGreaterThan(100);
  });

  it("holds no package that refuses the oldest Node version package.json's engines allow", () => {
    const oldest = semver.minVersion(rootPackage.engines.node);
    if (!oldest) throw new Error(`package.json engines.node "${rootPackage.engines.node}" has no minimum version`);
    const refusing: string[] = [];
    for (const [place, entry] of entries) {
      const range = nodeRangeOf(entry);
      if (range === undefined || semver.satisfies(oldest, range, { includePrerelease: true })) continue;
      if (entry.optional && nameOf(place, entry) in SKIPPED_OPTIONAL) continue;
      refusing.push(`${place}@${entry.version}: engines.node "${range}"`);
    }
    expect(refusing, `packages that do not support Node ${oldest.version}`).toEqual([]);
  });

  // The web app runs on React; Preact and its compatibility layer were removed and must not come back.
  it('holds no Preact package', () => {
    const preact = entries
      .filter(([place, entry]) => /preact/i.test(place) || /preact/i.test(entry.name ?? ''))
      .map(([place, entry]) => (entry.name ? `${place} (${entry.name})` : place));
    expect(preact).toEqual([]);
  });
});
