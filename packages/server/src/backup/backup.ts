import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/connect';
import { rowsOf } from '../db/rows';
import { currentSchemaVersion, readMigrations } from '../db/schema-version';
import { quoteIdentifier, tableColumns, tablesInDependencyOrder } from './catalog';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupCommandError, type BackupComplete, type BackupHeader, type TableEnd, type TableStart } from './format';

/** Rows fetched from the cursor at a time: memory stays bounded whatever the table's size. */
const FETCH_ROWS = 500;

/**
 * Writes every row of every table to `file` from one REPEATABLE READ, read-only transaction: a snapshot
 * as of its first query, while the app goes on writing. The file appears only when complete (it is
 * written beside it first). Returns the rows per table.
 */
export async function writeBackup(database: Database, file: string, migrationsDir: string): Promise<Record<string, number>> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const lines = new PassThrough({ writableHighWaterMark: 1 << 20 });
  const written = pipeline(lines, gzip, fs.createWriteStream(partial, { mode: 0o600 }));
  const write = async (value: unknown) => {
    if (!lines.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(lines, 'drain'), written]);
  };
  try {
    const counts = await database.db.transaction(
      async (tx) => {
        await setTextForms(tx);
        const schema = await currentSchemaVersion(tx, readMigrations(migrationsDir));
        if (!schema) throw new BackupCommandError('The database has no schema yet: there is nothing to back up.');
        const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), source: database.kind, schema };
        await write(header);
        const counts: Record<string, number> = {};
        for (const table of await tablesInDependencyOrder(tx)) counts[table] = await writeTable(tx, table, write);
        const complete: BackupComplete = { complete: true, rows: counts };
        await write(complete);
        return counts;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    lines.end();
    await written;
    fs.renameSync(partial, file);
    return counts;
  } catch (error) {
    lines.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Text forms that do not depend on the server's settings. */
export async function setTextForms(tx: Tx) {
  for (const setting of [`timezone = 'UTC'`, `datestyle = 'ISO, YMD'`, `intervalstyle = 'postgres'`, 'extra_float_digits = 3', `bytea_output = 'hex'`]) {
    await tx.execute(sql.raw(`set local ${setting}`));
  }
}

async function writeTable(tx: Tx, table: string, write: (value: unknown) => Promise<void>): Promise<number> {
  const columns = await tableColumns(tx, table);
  const start: TableStart = { table, columns };
  await write(start);
  const select = columns.map((column, i) => `${quoteIdentifier(column.name)}::text as c${i}`).join(', ');
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select ${select || 'null'} from public.${quoteIdentifier(table)}`));
  let count = 0;
  for (;;) {
    const rows = rowsOf<Record<string, string | null>>(await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`)));
    for (const row of rows) await write(columns.map((_, i) => row[`c${i}`] ?? null));
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  const end: TableEnd = { end: table, rows: count };
  await write(end);
  return count;
}
