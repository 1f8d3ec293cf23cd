import type { Config } from '../config';
import { hasEmbeddedPostgres } from '../db/embedded-postgres';
import { movePgliteToEmbedded } from './move-pglite';
import { hasPglite } from './open';

/**
 * MIGRATE_DATA_AT_START: before the app opens DATA_DIR, a PGlite database there (from a version before the
 * embedded PostgreSQL) moves into the embedded PostgreSQL, exactly as `npm run migrate-data` moves it. When
 * there is nothing to move (already moved, a new DATA_DIR, or DATABASE_URL in use) nothing happens, so the
 * setting may stay on. A move that fails leaves DATA_DIR as it was and throws: the app does not start.
 */
export async function migrateDataAtStart(config: Config, migrationsDir: string, log: (line: string) => void): Promise<void> {
  if (!config.migrateDataAtStart) return;
  if (config.databaseUrl || config.embeddedDatabase === 'pglite') {
    log('MIGRATE_DATA_AT_START is ignored: it moves DATA_DIR into the embedded PostgreSQL, which DATABASE_URL or EMBEDDED_DATABASE=pglite turn off.');
    return;
  }
  if (!hasPglite(config.dataDir) || hasEmbeddedPostgres(config.dataDir)) return;
  log(`MIGRATE_DATA_AT_START: moving the PGlite database in ${config.dataDir} into the embedded PostgreSQL.`);
  const moved = await movePgliteToEmbedded(config.dataDir, migrationsDir, log);
  log(`Moved to the embedded PostgreSQL. The PGlite files are kept in ${moved.keptIn} and the backup in ${moved.backupFile}: delete them once the app runs well.`);
}
