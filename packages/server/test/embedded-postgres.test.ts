import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { PASSWORD_FILE, findBinaries, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrationsDir } from '../src/paths';

let dataDir: string;
const open: Database[] = [];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-embedded-'));
  fs.chmodSync(dataDir, 0o755); // run as root, PostgreSQL runs as 'nobody' and must reach it
});
afterEach(async () => {
  for (const database of open.splice(0)) await database.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const connect = async (options: Partial<Parameters<typeof connectDatabase>[0]> = {}) => {
  const database = await connectDatabase({ dataDir, migrationsDir, ...options });
  open.push(database);
  return database;
};
const close = async (database: Database) => {
  open.splice(open.indexOf(database), 1);
  await database.close();
};
const rows = async (database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;


/**
 * Connects to the embedded PostgreSQL's socket from a process running as 'nobody' (as another service
 * on the machine would), without the password; what it got: 'connected' or the error.
 */
function connectAsNobody(): string {
  const pgModule = createRequire(import.meta.url).resolve('pg');
  const script = `const pg = require(${JSON.stringify(pgModule)}); const c = new pg.Client({ host: ${JSON.stringify(path.join(dataDir, 'postgres'))}, user: 'postgres', database: 'postgres' }); c.connect().then(() => { console.log('connected'); process.exit(0); }, (e) => { console.log(e.message); process.exit(0); });`;
  const result = spawnSync(process.execPath, ['-e', script], { uid: 65534, gid: 65534, encoding: 'utf8', timeout: 20_000 });
  // 'nobody' must be able to run this Node (a binary under a root-only folder cannot be started).
  if (result.error) return `could not start ${process.execPath} as nobody: ${result.error.message}`;
  return `${result.stdout}${result.stderr}`.trim();
}

describe.runIf(process.platform === 'linux')('the embedded PostgreSQL (the default without DATABASE_URL)', () => {
  it.runIf(process.getuid?.() === 0)('asks every connection for a password that only the app can read, so another local service running as nobody gets nothing', async () => {
    const database = await connect();
    expect(database.kind).toBe('embedded-postgres');
    expect(fs.statSync(path.join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(connectAsNobody()).toMatch(/password/i);
    expect(connectAsNobody()).not.toBe('connected');
  });

  it.runIf(process.getuid?.() === 0)('gives a cluster made before passwords (trusting its socket) a password at start, keeping its data', async () => {
    const old = await connect();
    await old.db.execute(sql`insert into users (id, email, name) values ('00000000-0000-4000-8000-00000000000b', 'old@example.com', 'Old')`);
    await old.db.execute(sql`alter role postgres with password null`);
    await close(old);
    // As the cluster was made before: trust on the socket, no password anywhere.
    fs.writeFileSync(path.join(dataDir, 'postgres', 'pg_hba.conf'), 'local all all trust\n');
    fs.rmSync(path.join(dataDir, PASSWORD_FILE));

    const upgraded = await connect();
    expect(await rows(upgraded, sql`select email from users where id = '00000000-0000-4000-8000-00000000000b'`)).toEqual([{ email: 'old@example.com' }]);
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'pg_hba.conf'), 'utf8')).not.toMatch(/trust/);
    expect(connectAsNobody()).toMatch(/password/i);
  });

  it('runs PostgreSQL on DATA_DIR, on a Unix socket only, and keeps the data across a restart', async () => {
    expect(await findBinaries()).not.toBeNull();
    const first = await connect();
    expect(first.kind).toBe('embedded-postgres');
    expect(await rows(first, sql`show listen_addresses`)).toEqual([{ listen_addresses: '' }]);
    expect(fs.statSync(path.join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    await first.db.execute(sql`insert into users (id, email, name) values ('00000000-0000-4000-8000-00000000000a', 'kept@example.com', 'Kept')`);
    await close(first);

    const second = await connect();
    expect(await rows(second, sql`select email from users where id = '00000000-0000-4000-8000-00000000000a'`)).toEqual([{ email: 'kept@example.com' }]);
  });

  it('stops a PostgreSQL left running on DATA_DIR by a process that was killed, then starts its own', async () => {
    const binaries = (await findBinaries())!;
    const orphan = await startEmbeddedPostgres(dataDir, binaries); // never stopped, as after a kill -9
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const database = await connect();
    expect(database.kind).toBe('embedded-postgres');
    expect(Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])).not.toBe(pid);
    expect(() => process.kill(pid, 0)).toThrow();
    await orphan.stop(); // already gone: returns at once
  });

  it('starts when postmaster.pid names a live process that is not PostgreSQL (a pid reused after a restart)', async () => {
    await close(await connect()); // a cluster exists
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    // Not this process (PostgreSQL takes its parent's pid as stale), and one PostgreSQL may signal (its own user's).
    const other = spawn('sleep', ['60'], process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {});
    try {
      fs.writeFileSync(pidFile, `${other.pid}\n${path.join(dataDir, 'postgres')}\n`);
      const database = await connect();
      expect(database.kind).toBe('embedded-postgres');
      expect(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it('uses PGlite when EMBEDDED_DATABASE=pglite, and keeps using PGlite for a DATA_DIR that holds a PGlite database', async () => {
    const pglite = await connect({ embedded: 'pglite' });
    expect(pglite.kind).toBe('pglite');
    await pglite.db.execute(sql`insert into users (id, email, name) values ('00000000-0000-4000-8000-00000000000b', 'lite@example.com', 'Lite')`);
    await close(pglite);

    const reasons: string[] = [];
    const again = await connect({ onFallback: (reason) => reasons.push(reason) });
    expect(again.kind).toBe('pglite');
    expect(reasons).toEqual(['DATA_DIR holds a PGlite database']);
    expect(await rows(again, sql`select email from users where id = '00000000-0000-4000-8000-00000000000b'`)).toEqual([{ email: 'lite@example.com' }]);
  });

  it.runIf(process.getuid?.() === 0)('falls back to PGlite, saying why, when PostgreSQL cannot reach DATA_DIR (a folder only root may enter)', async () => {
    const hidden = path.join(dataDir, 'private');
    fs.mkdirSync(hidden, { mode: 0o700 });
    const reasons: string[] = [];
    const database = await connect({ dataDir: path.join(hidden, 'data'), onFallback: (reason) => reasons.push(reason) });
    expect(database.kind).toBe('pglite');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/initdb failed/);
  });
});
