import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The embedded PostgreSQL cannot run here: the message names the cause and what to do. */
export class EmbeddedPostgresError extends Error {}

/**
 * Who the embedded PostgreSQL runs as (docs/decisions/0021-embedded-postgres-as-root.md). PostgreSQL
 * refuses to run as root. An app run by any other user runs it as that user. An app run by root runs it
 * in a user namespace of its own ('namespace'): inside, it is an ordinary user; outside, the kernel sees
 * root's user id without any of root's powers, so it reaches root's own folders (a clone in /root, a
 * DATA_DIR made by mktemp -d) as they are, and its files and socket stay root's. Where the system allows
 * no user namespaces (some containers), it runs as 'nobody', which must be able to enter every folder
 * above the binaries and DATA_DIR; where it cannot, the start stops and says which folder.
 */
export interface PostgresUser {
  kind: 'own' | 'namespace' | 'nobody';
  /** The command line that runs one of PostgreSQL's programs as this user. */
  command(file: string, args: string[]): [string, string[]];
  /** spawn's uid and gid, where the program must switch to them. */
  spawnAs: { uid?: number; gid?: number };
  /** Gives a file or folder the app just made to this user. */
  own(file: string): void;
  /** Gives an existing cluster to this user, where another one owns it (a DATA_DIR moved between machines). */
  ownCluster(dir: string): void;
}

const NOBODY = 65534;
const ROOT = 0;

/**
 * How PostgreSQL runs for an app run by this process's user, with its binaries and DATA_DIR; throws an
 * EmbeddedPostgresError where it cannot reach them. `namespaces` says whether user namespaces may be
 * used (by default: whether this system allows them).
 */
export function choosePostgresUser(dataDir: string, binaries: { postgres: string }, namespaces?: boolean): PostgresUser {
  if (process.getuid?.() !== ROOT) return ownUser;
  const unshare = findUnshare();
  const user = unshare && (namespaces ?? namespacesWork()) ? namespaceUser(unshare) : nobodyUser;
  const runsAs = user.kind === 'namespace' ? ROOT : NOBODY;
  const blocked = [path.dirname(binaries.postgres), dataDir].map((folder) => folderClosedTo(folder, runsAs)).find(Boolean);
  if (blocked) {
    const why =
      user.kind === 'namespace'
        ? `run by root, it runs with root's user id but none of its powers, and cannot enter ${blocked}, another user's folder`
        : `run by root, it runs as 'nobody' here (this system allows no user namespaces), and 'nobody' cannot enter ${blocked}`;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL cannot start: ${why}. Run the app as a user other than root, or keep the app and DATA_DIR in folders that others may enter (mode 755), or set DATABASE_URL to a PostgreSQL of your own.`,
    );
  }
  return user;
}

const ownUser: PostgresUser = {
  kind: 'own',
  command: (file, args) => [file, args],
  spawnAs: {},
  own: () => undefined,
  ownCluster: () => undefined,
};

/** Maps PostgreSQL's user inside (nobody's id, which has a name in /etc/passwd, as initdb needs) to root outside. */
function namespaceUser(unshare: string): PostgresUser {
  return {
    kind: 'namespace',
    command: (file, args) => [unshare, ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, '--', file, ...args]],
    spawnAs: {},
    own: () => undefined, // made by root: already root's
    ownCluster: (dir) => giveTree(dir, ROOT),
  };
}

const nobodyUser: PostgresUser = {
  kind: 'nobody',
  command: (file, args) => [file, args],
  spawnAs: { uid: NOBODY, gid: NOBODY },
  own: (file) => fs.chownSync(file, NOBODY, NOBODY),
  ownCluster: (dir) => giveTree(dir, NOBODY),
};

/** util-linux's unshare, on every Debian and most other systems. */
function findUnshare(): string | null {
  const folders = (process.env.PATH ?? '').split(path.delimiter).concat('/usr/bin', '/bin');
  for (const folder of folders) {
    const file = path.join(folder, 'unshare');
    if (folder && fs.existsSync(file)) return file;
  }
  return null;
}

let namespacesChecked: boolean | undefined;
function namespacesWork(): boolean {
  const unshare = findUnshare();
  namespacesChecked ??= !!unshare && spawnSync(unshare, ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`, '--', 'true'], { timeout: 10_000 }).status === 0;
  return namespacesChecked;
}

/** The first folder from the root down to `target` that the user `uid` (of the group of the same number) may not pass through, or null. */
function folderClosedTo(target: string, uid: number): string | null {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const folder = path.sep + parts.slice(0, i).join(path.sep);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(folder);
    } catch {
      return null; // not made yet: the app makes it, as its own
    }
    const enters = stat.uid === uid ? stat.mode & 0o100 : stat.gid === uid ? stat.mode & 0o010 : stat.mode & 0o001;
    if (!enters) return folder;
  }
  return null;
}

/** Gives a whole folder to `uid` (and the group of the same number) where its top belongs to another. */
function giveTree(dir: string, uid: number) {
  if (fs.statSync(dir).uid === uid) return;
  fs.chownSync(dir, uid, uid);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), uid, uid);
  }
}
