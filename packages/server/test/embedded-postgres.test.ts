import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { PASSWORD_FILE, findBinaries, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { choosePostgresUser, EmbeddedPostgresError, type PostgresUser } from '../src/db/postgres-user';
import { migrationsDir } from '../src/paths';

let dataDir: string;
const open: Database[] = [];
beforeEach(() => {
  // mkdtemp makes the folder 0700: as root, PostgreSQL must run on DATA_DIR in a folder only root may enter.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-embedded-'));
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
 * Opens the embedded PostgreSQL's socket from a process running as 'nobody' (as another service on the
 * machine would): 'opened', or the error. Only the socket is tried, so nothing of this checkout is needed.
 */
function openSocketAsNobody(): string {
  const socket = path.join(dataDir, 'postgres', '.s.PGSQL.5432');
  const script = `require('node:net').connect(${JSON.stringify(socket)}).on('connect', () => { console.log('opened'); process.exit(0); }).on('error', (e) => { console.log(e.message); process.exit(0); });`;
  const result = spawnSync(process.execPath, ['-e', script], { uid: 65534, gid: 65534, cwd: '/', encoding: 'utf8', timeout: 20_000 });
  // 'nobody' must be able to run this Node (a binary under a root-only folder cannot be started).
  if (result.error) return `could not start ${process.execPath} as nobody: ${result.error.message}`;
  return `${result.stdout}${result.stderr}`.trim();
}

/** Connects to the embedded PostgreSQL from this process without the password; what it got. */
async function connectWithoutPassword(): Promise<string> {
  const client = new pg.Client({ host: path.join(dataDir, 'postgres'), user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A folder only its owner may enter, as root's home on Debian or one made by mktemp -d. */
const privateFolder = (name: string) => {
  const folder = path.join(dataDir, name);
  fs.mkdirSync(folder, { mode: 0o700 });
  return folder;
};

/** A folder others may enter. */
const openFolder = (name: string) => {
  const folder = path.join(dataDir, name);
  fs.mkdirSync(folder, { mode: 0o755 });
  fs.chmodSync(folder, 0o755);
  return folder;
};

/** The PostgreSQL binaries copied (as hard links) into `folder`, as in a checkout there. */
async function binariesIn(folder: string) {
  const binaries = (await findBinaries())!;
  const packageDir = path.resolve(path.dirname(binaries.postgres), '../..');
  const copy = path.join(folder, 'node_modules', path.basename(packageDir));
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  // Hard links where the two folders share a file system, a copy where they do not.
  const copied = spawnSync('cp', ['-al', packageDir, copy]).status === 0 || spawnSync('cp', ['-a', packageDir, copy]).status === 0;
  if (!copied) throw new Error(`could not copy ${packageDir}`);
  const inCopy = (file: string) => path.join(copy, path.relative(packageDir, file));
  return { initdb: inCopy(binaries.initdb), postgres: inCopy(binaries.postgres) };
}

describe.runIf(process.platform === 'linux')('the embedded PostgreSQL (the default without DATABASE_URL)', () => {
  it.runIf(process.getuid?.() === 0)('asks every connection for a password that only the app can read, so another local service running as nobody gets nothing', async () => {
    const database = await connect();
    expect(database.kind).toBe('embedded-postgres');
    expect(fs.statSync(path.join(dataDir, PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(await connectWithoutPassword()).toMatch(/password/i);
    // Run in a user namespace, its socket is root's: nobody cannot even open it. Run as nobody (a system
    // without namespaces), nobody opens it and meets the password above.
    if (choosePostgresUser(dataDir, (await findBinaries())!).kind === 'namespace') expect(openSocketAsNobody()).toMatch(/EACCES/);
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
    expect(await connectWithoutPassword()).toMatch(/password/i);
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

  it.runIf(process.getuid?.() === 0)('runs as root from binaries and on a DATA_DIR inside folders only root may enter, its files root\'s', async () => {
    const binaries = await binariesIn(privateFolder('checkout'));
    const data = path.join(privateFolder('private'), 'data');
    fs.mkdirSync(data, { mode: 0o700 });
    const user = choosePostgresUser(data, binaries);
    expect(user.kind).toBe('namespace');
    const server = await startEmbeddedPostgres(data, binaries, user);
    try {
      expect(fs.statSync(path.join(data, 'postgres', 'PG_VERSION')).uid).toBe(0);
      const client = new pg.Client(server.connection);
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await server.stop();
    }
  });

  it.runIf(process.getuid?.() === 0)('keeps a cluster that nobody owned (made by an earlier version) and gives it to root, and back where namespaces are not allowed', async () => {
    fs.chmodSync(dataDir, 0o755); // 'nobody' must enter it, and reach the binaries wherever this checkout is
    const binaries = await binariesIn(openFolder('open'));
    const asNobody = choosePostgresUser(dataDir, binaries, false);
    expect(asNobody.kind).toBe('nobody');
    const query = async (user: PostgresUser, text: string) => {
      const server = await startEmbeddedPostgres(dataDir, binaries, user);
      const client = new pg.Client(server.connection);
      try {
        await client.connect();
        return (await client.query(text)).rows;
      } finally {
        await client.end();
        await server.stop();
      }
    };
    await query(asNobody, `create table kept as select 'by nobody' as made`);
    expect(fs.statSync(path.join(dataDir, 'postgres', 'base')).uid).toBe(65534);

    expect(await query(choosePostgresUser(dataDir, binaries), 'select made from kept')).toEqual([{ made: 'by nobody' }]);
    expect(fs.statSync(path.join(dataDir, 'postgres', 'base')).uid).toBe(0);

    expect(await query(asNobody, 'select made from kept')).toEqual([{ made: 'by nobody' }]);
    expect(fs.statSync(path.join(dataDir, 'postgres', 'base')).uid).toBe(65534);
  });

  it.runIf(process.getuid?.() === 0)('stops the start, naming the folder, where it must run as nobody and nobody cannot enter DATA_DIR: never PGlite instead', async () => {
    fs.chmodSync(dataDir, 0o755);
    const binaries = await binariesIn(openFolder('open'));
    const hidden = privateFolder('private');
    expect(() => choosePostgresUser(path.join(hidden, 'data'), binaries, false)).toThrow(EmbeddedPostgresError);
    expect(() => choosePostgresUser(path.join(hidden, 'data'), binaries, false)).toThrow(`'nobody' cannot enter ${hidden}.`);
  });
});
