import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { connectDatabase, connectRunningEmbedded, type Database } from '../db/connect';
import { DataDirLockedError } from '../db/data-dir-lock';
import { hasEmbeddedPostgres } from '../db/embedded-postgres';
import { BackupCommandError } from './format';

/** Whether DATA_DIR holds a PGlite database (a PostgreSQL cluster at its top, as PGlite writes it). */
export const hasPglite = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDatabase'>;

/**
 * The database the app uses with these settings, for reading a backup, as it is (no migrations), also
 * while the app runs: your PostgreSQL directly; the embedded PostgreSQL through the running app's socket
 * when the app holds DATA_DIR, or started here when it does not. PGlite lives inside the app's process,
 * so it can be read only while the app is stopped.
 */
export async function openForBackup(settings: Settings, migrationsDir: string): Promise<Database> {
  if (settings.databaseUrl) return connectDatabase({ databaseUrl: settings.databaseUrl, migrationsDir, migrate: false, poolSize: 1 });
  const { dataDir } = settings;
  const usesPglite = settings.embeddedDatabase === 'pglite' || (!hasEmbeddedPostgres(dataDir) && hasPglite(dataDir));
  if (usesPglite ? !hasPglite(dataDir) : !hasEmbeddedPostgres(dataDir)) {
    throw new BackupCommandError(`There is no database in ${dataDir} to back up (check DATA_DIR, or set DATABASE_URL).`);
  }
  try {
    return await connectDatabase({ dataDir, embedded: usesPglite ? 'pglite' : 'postgres', migrationsDir, migrate: false });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (usesPglite) {
      throw new BackupCommandError(
        `The app is running on ${dataDir}, whose database is PGlite: PGlite can be read by one process only, so stop the app to back it up. ` +
          '(The embedded PostgreSQL can be backed up while the app runs: move to it with npm run migrate-data.)',
      );
    }
    return connectRunningEmbedded(dataDir, { migrationsDir });
  }
}

/** The database the app would use with these settings, migrated to this version's schema; the app must be stopped when it is embedded. */
export async function openForRestore(settings: Settings, migrationsDir: string, onFallback: (reason: string) => void): Promise<Database> {
  return connectDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.databaseUrl ? undefined : settings.dataDir,
    embedded: settings.embeddedDatabase,
    onFallback,
    migrationsDir,
    poolSize: 1,
  });
}
