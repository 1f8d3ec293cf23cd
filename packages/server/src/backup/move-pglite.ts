import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase, type Database } from '../db/connect';
import { lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { EMBEDDED_DIR, PASSWORD_FILE, embeddedPostgresUnfit, findBinaries, hasEmbeddedPostgres } from '../db/embedded-postgres';
import { writeBackup } from './backup';
import { countAllRows } from './catalog';
import { BackupCommandError } from './format';
import { hasPglite } from './open';
import { openBackup, restoreBackup } from './restore';

/** Where the new cluster is built: only a complete, checked one is moved to DATA_DIR/postgres. */
const STAGING_DIR = '.move-to-postgres';

export interface MoveResult {
  backupFile: string;
  /** Where the PGlite files went. */
  keptIn: string;
  rows: Record<string, number>;
}

/** The files and folders of a PostgreSQL cluster as PGlite writes it at the top of DATA_DIR. */
const isPgliteEntry = (name: string) =>
  name === 'PG_VERSION' || name === 'base' || name === 'global' || name.startsWith('pg_') || /^postgresql(\.auto)?\.conf$/.test(name) || name.startsWith('postmaster.');

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Moves DATA_DIR's PGlite database (from a version before the embedded PostgreSQL) into an embedded
 * PostgreSQL, through a backup: the PGlite database is migrated and backed up (the file stays in
 * DATA_DIR), restored into a new cluster built aside, and the row counts of every table compared.
 * Only then does the new cluster take its place, and the PGlite files go to a folder beside it
 * (delete it once the app runs well). Anything failing before leaves DATA_DIR as it was.
 */
export async function movePgliteToEmbedded(dataDir: string, migrationsDir: string, log: (line: string) => void): Promise<MoveResult> {
  if (!hasPglite(dataDir)) throw new BackupCommandError(`${dataDir} holds no PGlite database: there is nothing to move.`);
  if (hasEmbeddedPostgres(dataDir)) throw new BackupCommandError(`${dataDir} already holds an embedded PostgreSQL (${EMBEDDED_DIR}/): nothing was moved.`);
  if (!(await findBinaries())) throw new BackupCommandError(`There are no PostgreSQL binaries for ${process.platform}-${process.arch}: PGlite stays.`);
  const staging = path.join(dataDir, STAGING_DIR);
  const unfit = embeddedPostgresUnfit(staging);
  if (unfit) throw new BackupCommandError(`The embedded PostgreSQL cannot run here: ${unfit}`);

  // Holds DATA_DIR's lock until closed: the app cannot start meanwhile (and must not be running).
  let source: Database | undefined = await connectDatabase({ dataDir, embedded: 'pglite', migrationsDir });
  let target: Database | undefined;
  let lock: DataDirLock | undefined;
  try {
    const backupFile = path.join(dataDir, `pglite-before-move-${stamp()}.decklist-backup.gz`);
    const rows = await writeBackup(source, backupFile, migrationsDir);
    log(`Backed up the PGlite database to ${backupFile}.`);

    fs.rmSync(staging, { recursive: true, force: true }); // an earlier attempt that did not finish
    fs.mkdirSync(staging, { mode: 0o755 }); // where PostgreSQL runs as 'nobody' (packages/server/src/db/postgres-user.ts) it must enter
    target = await connectDatabase({ dataDir: staging, embedded: 'postgres', migrationsDir, onFallback: (reason) => log(`Cannot start PostgreSQL: ${reason}`) });
    if (target.kind !== 'embedded-postgres') throw new BackupCommandError('The embedded PostgreSQL did not start: PGlite stays.');
    await restoreBackup(target.db, await openBackup(backupFile), migrationsDir);
    const moved = await countAllRows(target.db);
    const kept = await countAllRows(source.db);
    const differing = Object.keys({ ...kept, ...moved }).filter((table) => kept[table] !== moved[table]);
    if (differing.length > 0) {
      throw new BackupCommandError(`The row counts differ after the move (${differing.map((table) => `${table}: ${kept[table]} in PGlite, ${moved[table]} moved`).join('; ')}): PGlite stays.`);
    }
    log(`Restored into PostgreSQL and checked: ${Object.entries(moved).map(([table, count]) => `${table} ${count}`).join(', ')}.`);
    await target.close();
    target = undefined;
    // PGlite writes its files as it closes: closed before they move, with the lock taken again at once.
    await source.close();
    source = undefined;
    lock = lockDataDir(dataDir);

    const keptIn = path.join(dataDir, `pglite-before-move-${stamp()}`);
    fs.mkdirSync(keptIn);
    fs.renameSync(path.join(staging, PASSWORD_FILE), path.join(dataDir, PASSWORD_FILE));
    fs.renameSync(path.join(staging, EMBEDDED_DIR), path.join(dataDir, EMBEDDED_DIR));
    for (const name of fs.readdirSync(dataDir).filter(isPgliteEntry)) fs.renameSync(path.join(dataDir, name), path.join(keptIn, name));
    fs.rmSync(staging, { recursive: true, force: true });
    return { backupFile, keptIn, rows };
  } catch (error) {
    await target?.close().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await source?.close();
    lock?.release();
  }
}
