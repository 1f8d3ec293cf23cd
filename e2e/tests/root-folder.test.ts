import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from '../helpers/server';

/**
 * A clone in root's home (mode 0700 on Debian) or in a folder made by mktemp -d: the built app started
 * there, by root, on a DATA_DIR of the same kind, runs on the embedded PostgreSQL, not PGlite.
 */
describe.runIf(process.platform === 'linux' && process.getuid?.() === 0)('a checkout in a folder only root may enter', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-home-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('starts the built app there on the embedded PostgreSQL, with a DATA_DIR made by mktemp -d', async () => {
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const checkout = path.join(home, 'decklist');
    fs.mkdirSync(checkout);
    // The built checkout as hard links: the files are the same, every folder above them is root's alone.
    for (const entry of ['package.json', 'node_modules', 'packages']) {
      const copied = spawnSync('cp', ['-al', path.join(repoRoot, entry), checkout], { encoding: 'utf8' });
      expect(copied.stderr).toBe('');
    }
    server = await startServer({}, checkout);
    expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: string };
    expect(health.database).toBe('embedded-postgres');
    expect(server.logs.join('')).not.toMatch(/PGlite|Permission d/);
  });
});
