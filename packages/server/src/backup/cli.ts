// npm run backup -- <file>             a consistent snapshot of every table, also while the app runs
// npm run restore -- <file> [--force]  into an empty database of any kind (the app stopped when it is embedded)
// npm run migrate-data                  DATA_DIR's PGlite database into the embedded PostgreSQL
// The database is chosen by the app's own settings: DATABASE_URL, DATA_DIR, EMBEDDED_DATABASE.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { SchemaTooNewError } from '../db/schema-version';
import { migrationsDir } from '../paths';
import { writeBackup } from './backup';
import { BackupCommandError, BackupFileError } from './format';
import { movePgliteToEmbedded } from './move-pglite';
import { openForBackup, openForRestore } from './open';
import { RestoreRefusedError, openBackup, restoreBackup } from './restore';

const USAGE = 'Usage: npm run backup -- <file> | npm run restore -- <file> [--force] | npm run migrate-data';

const summary = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [command, file, ...rest] = positionals;
  const config = loadConfig(process.env);
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;

  if (command === 'backup' && file && rest.length === 0) {
    const database = await openForBackup(config, migrationsDir);
    try {
      const rows = await writeBackup(database, path.resolve(file), migrationsDir);
      console.error(`Backed up ${where} (${database.kind}) to ${path.resolve(file)}: ${summary(rows)}.`);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'restore' && file && rest.length === 0) {
    const reader = await openBackup(path.resolve(file));
    let database;
    try {
      database = await openForRestore(config, migrationsDir, (reason) => console.error(`The embedded PostgreSQL is not used (${reason}): restoring into PGlite.`));
    } catch (error) {
      reader.close();
      throw error;
    }
    try {
      const rows = await restoreBackup(database.db, reader, migrationsDir, { force: values.force });
      console.error(`Restored ${path.resolve(file)} (schema ${reader.header.schema.tag}, made ${reader.header.createdAt}) into ${where} (${database.kind}): ${summary(rows)}.`);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'migrate-data' && !file) {
    if (config.databaseUrl) {
      console.error('migrate-data moves the PGlite database in DATA_DIR into the embedded PostgreSQL; unset DATABASE_URL. To move to your PostgreSQL, use npm run backup, then npm run restore with DATABASE_URL set.');
      return 2;
    }
    const moved = await movePgliteToEmbedded(config.dataDir, migrationsDir, (line) => console.error(line));
    console.error(`Moved to the embedded PostgreSQL. The PGlite files are kept in ${moved.keptIn} and the backup in ${moved.backupFile}: delete them once the app runs well.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [ConfigError, DataDirLockedError, SchemaTooNewError, BackupFileError, BackupCommandError, RestoreRefusedError].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
