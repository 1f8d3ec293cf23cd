import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { movePgliteToEmbedded } from '../src/backup/move-pglite';
import { connectDatabase } from '../src/db/connect';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { migrationsDir, serverRoot } from '../src/paths';
import { backupKinds, everyRow, fillEveryTable } from './helpers/every-table';
import { freePort } from './helpers/ports';

const kinds = await backupKinds();
const SLOW = 240_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-move-'));
  dirs.push(dir);
  return dir;
};

/** A DATA_DIR holding a PGlite database with rows in every table, as an earlier version left it; its rows. */
async function pgliteDataDir() {
  const dir = dataDir();
  const database = await connectDatabase({ dataDir: dir, embedded: 'pglite', migrationsDir });
  try {
    await fillEveryTable(database.db);
    return { dir, rows: await everyRow(database.db) };
  } finally {
    await database.close();
  }
}

/** Runs the command as `npm run backup` etc. would (from source here), with these settings. */
const tsxBin = () => {
  const tsx = path.join(serverRoot, 'node_modules/.bin/tsx');
  return fs.existsSync(tsx) ? tsx : path.join(serverRoot, '../../node_modules/.bin/tsx');
};

async function command(args: string[], env: Record<string, string>) {
  try {
    const { stderr } = await promisify(execFile)(tsxBin(), [path.join(serverRoot, 'src/backup/cli.ts'), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      timeout: 120_000,
    });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('moving and copying data between databases', () => {
  it.runIf(kinds.includes('embedded-postgres'))(
    'migrate-data moves a PGlite DATA_DIR into the embedded PostgreSQL, keeping the PGlite files and a backup',
    async () => {
      const { dir, rows } = await pgliteDataDir();

      // Not while the app holds DATA_DIR.
      const running = await connectDatabase({ dataDir: dir, embedded: 'pglite', migrationsDir });
      await expect(movePgliteToEmbedded(dir, migrationsDir, () => undefined)).rejects.toThrow(DataDirLockedError);
      await running.close();
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

      const log: string[] = [];
      const moved = await movePgliteToEmbedded(dir, migrationsDir, (line) => log.push(line));
      expect(log.join('\n')).toMatch(/checked: .*users 4/);
      expect(fs.existsSync(moved.backupFile)).toBe(true);
      expect(fs.existsSync(path.join(moved.keptIn, 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);

      // The app's next start finds the embedded PostgreSQL with every row.
      const after = await connectDatabase({ dataDir: dir, migrationsDir });
      try {
        expect(after.kind).toBe('embedded-postgres');
        expect(await everyRow(after.db)).toEqual(rows);
      } finally {
        await after.close();
      }
      await expect(movePgliteToEmbedded(dir, migrationsDir, () => undefined)).rejects.toThrow(/holds no PGlite database/);
    },
    SLOW,
  );

  it.runIf(kinds.includes('embedded-postgres'))(
    'with MIGRATE_DATA_AT_START=true the app moves a PGlite DATA_DIR into the embedded PostgreSQL as it starts, then serves it',
    async () => {
      const { dir, rows } = await pgliteDataDir();
      const port = await freePort();
      const app = spawn(tsxBin(), [path.join(serverRoot, 'src/main.ts')], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, MIGRATE_DATA_AT_START: 'true', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: string[] = [];
      app.stdout!.on('data', (data) => output.push(String(data)));
      app.stderr!.on('data', (data) => output.push(String(data)));
      const exited = new Promise((resolve) => app.once('exit', resolve));
      try {
        const deadline = Date.now() + 180_000;
        for (;;) {
          const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
          if (health?.ok) break;
          if (app.exitCode !== null || Date.now() > deadline) throw new Error(`the app did not start:\n${output.join('')}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(output.join('')).toMatch(/Moved to the embedded PostgreSQL\. The PGlite files are kept in .*pglite-before-move-/);
        expect(output.join('')).toMatch(/\(database: embedded-postgres\)/);
      } finally {
        app.kill('SIGTERM');
        await exited;
      }
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
      const after = await connectDatabase({ dataDir: dir, migrationsDir });
      try {
        expect(after.kind).toBe('embedded-postgres');
        // Every row is there; the app, once started, may have added a secret of its own.
        const { server_secrets: secrets, ...tables } = await everyRow(after.db);
        const { server_secrets: secretsBefore, ...tablesBefore } = rows;
        expect(tables).toEqual(tablesBefore);
        expect(secrets).toEqual(expect.arrayContaining(secretsBefore!));
      } finally {
        await after.close();
      }
    },
    SLOW,
  );

  it(
    'npm run backup and npm run restore copy a DATA_DIR into another database, refusing a non-empty one without --force',
    async () => {
      const { dir, rows } = await pgliteDataDir();
      const file = path.join(dataDir(), 'nightly.decklist-backup.gz');
      const backup = await command(['backup', file], { DATA_DIR: dir, EMBEDDED_DATABASE: 'pglite' });
      expect(backup.stderr).toMatch(/Backed up .* \(pglite\) to .*nightly.decklist-backup.gz: .*decklist_revisions 4/);
      expect(backup.code).toBe(0);

      // Into the embedded PostgreSQL where it runs (the move to it), else another PGlite.
      const target = dataDir();
      const embedded = kinds.includes('embedded-postgres') ? 'postgres' : 'pglite';
      const settings = { DATA_DIR: target, EMBEDDED_DATABASE: embedded };
      const restore = await command(['restore', file], settings);
      expect(restore.stderr).toMatch(/Restored .* into .* \((pglite|embedded-postgres)\): .*users 4/);
      expect(restore.code).toBe(0);
      const again = await command(['restore', file], settings);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^The database is not empty \(.*users: 4, .*--force/);
      const forced = await command(['restore', file, '--force'], settings);
      expect(forced.code).toBe(0);

      const restored = await connectDatabase({ dataDir: target, embedded, migrationsDir });
      try {
        expect(await everyRow(restored.db)).toEqual(rows);
      } finally {
        await restored.close();
      }
      expect((await command(['restore'], { DATA_DIR: target })).stderr).toMatch(/^Usage: npm run backup/);
    },
    // Five processes on a shared machine, PGlite on disk among them.
    2 * SLOW,
  );
});
