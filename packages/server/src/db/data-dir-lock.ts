import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder runs on happily and
 * both overwrite each other's pages. So the process that opens DATA_DIR holds a lock file in it
 * (`decklist.lock`, with its pid); a second process refuses to start, naming the folder. A lock left
 * by a process that is gone (killed, crashed, a container restarted) is taken over: its pid is no
 * longer alive, or (on Linux) now belongs to a process started at another time.
 */
export const LOCK_FILE = 'decklist.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockContent {
  pid: number;
  hostname: string;
  /** When the process was started, as the kernel counts it (Linux), to tell a reused pid apart. */
  processStart: string | null;
  since: string;
  token: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Folders locked by this process, so a second open within the process is refused too. */
const heldHere = new Map<string, string>();

/** The fields of /proc/<pid>/stat after the command name (state first), or null off Linux or for no such process. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null off Linux. */
function processStart(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

/** A zombie (state Z) has exited and only waits for its parent to read its status: it holds nothing. */
const isZombie = (pid: number) => statFields(pid)?.[0] === 'Z';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, only not ours to signal
  }
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' && typeof content.token === 'string' ? (content as LockContent) : null;
  } catch {
    return null; // missing, or half written by a process that died while writing it
  }
}

/** Whether the lock's process is certainly gone (so its lock may be taken over). */
function isStale(lock: LockContent | null): boolean {
  if (!lock) return true;
  if (lock.hostname !== os.hostname()) return false; // another machine's process: cannot be checked from here
  if (lock.pid === process.pid) return !heldHere.has(lock.token); // an earlier life of this pid (container restart)
  if (!isAlive(lock.pid) || isZombie(lock.pid)) return true;
  const start = processStart(lock.pid);
  return lock.processStart !== null && start !== null && start !== lock.processStart;
}

function lockedError(dataDir: string, file: string, lock: LockContent | null): DataDirLockedError {
  const holder = lock
    ? `process ${lock.pid}${lock.hostname === os.hostname() ? '' : ` on ${lock.hostname}`}, since ${lock.since}`
    : 'another process';
  const inThisProcess = lock && lock.pid === process.pid && heldHere.has(lock.token);
  return new DataDirLockedError(
    `The data directory ${dataDir} is already in use by ${inThisProcess ? 'this process' : holder}. ` +
      'Only one Decklist process can use a data directory: stop the other one, or set DATA_DIR to another directory ' +
      `(several instances need PostgreSQL: set DATABASE_URL). If no such process is running, delete ${file}.`,
  );
}

/**
 * Creates `file` with its whole content at once, or returns false when it exists: the content is
 * written to a temporary file first and hard-linked into place, so no process ever reads a lock
 * half written (and takes it for a stale one).
 */
function createWhole(file: string, content: string, token: string): boolean {
  const temporary = `${file}.${token}.tmp`;
  fs.writeFileSync(temporary, content);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    // A file system without hard links: create exclusively (a crash between create and write leaves an empty lock, taken as stale).
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Locks `dataDir` for this process, or throws DataDirLockedError naming it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const mine: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; ; attempt++) {
    if (createWhole(file, JSON.stringify(mine), mine.token)) break;
    if (attempt >= 5) throw lockedError(dir, file, readLock(file));
    const existing = readLock(file);
    if (!isStale(existing)) throw lockedError(dir, file, existing);
    // Take the stale lock out of the way atomically: of two processes doing this at once, one
    // renames it and the other finds nothing (and both then race for the fresh 'wx' create above).
    const aside = `${file}.stale-${mine.token}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readLock(aside);
    if (moved?.token !== existing?.token && !isStale(moved)) {
      // A live process locked it between our read and the rename: give it back and stop.
      try {
        fs.linkSync(aside, file);
      } catch {
        // someone holds the file again already
      }
      fs.rmSync(aside, { force: true });
      throw lockedError(dir, file, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  heldHere.set(mine.token, dir);

  const releaseOnExit = () => release();
  function release() {
    if (!heldHere.delete(mine.token)) return;
    process.off('exit', releaseOnExit);
    if (readLock(file)?.token === mine.token) fs.rmSync(file, { force: true });
  }
  // process.exit() skips close(): the lock goes anyway (a kill -9 leaves it, and the next start takes it over).
  process.on('exit', releaseOnExit);
  return { file, release };
}
