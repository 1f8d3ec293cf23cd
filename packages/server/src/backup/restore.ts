import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK_ID, type Db, type Tx } from '../db/connect';
import { rowsOf } from '../db/rows';
import { MIGRATIONS_TABLE, migrateWithin, readMigrations, type Migration } from '../db/schema-version';
import { setTextForms } from './backup';
import { countRows, quoteIdentifier, tableColumns, tablesInDependencyOrder, type TableColumn } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  type BackupComplete,
  type BackupHeader,
  type RowValues,
  type TableEnd,
  type TableStart,
} from './format';

/** Rows sent in one insert, and at most this many characters of them. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;
/** Made by the app at its first start and replaced by the backup's: a database holding only these is empty. */
const MADE_AT_START = new Set(['server_secrets']);

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface BackupReader {
  header: BackupHeader;
  /** The lines after the header, each parsed. */
  next(): Promise<unknown>;
  close(): void;
}

/** Opens a backup file and checks its header (before any database is touched). */
export async function openBackup(file: string): Promise<BackupReader> {
  const input = fs.createReadStream(file);
  const opened = new Promise<void>((resolve, reject) => input.once('open', () => resolve()).once('error', reject));
  await opened.catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const gunzip = createGunzip();
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })[Symbol.asyncIterator]();
  let failure: Error | undefined;
  gunzip.on('error', (error) => {
    failure = new BackupFileError(`${file} is not a complete Decklist backup (${error.message}).`);
    input.destroy();
  });
  const next = async (): Promise<unknown> => {
    let line;
    try {
      line = await lines.next();
    } catch (error) {
      throw failure ?? error;
    }
    if (failure) throw failure;
    if (line.done) throw new BackupFileError(`${file} ends before the backup is complete: it was cut short.`);
    try {
      return JSON.parse(line.value) as unknown;
    } catch {
      throw new BackupFileError(`${file} holds a line that is not JSON: it is not a Decklist backup, or it is damaged.`);
    }
  };
  const header = (await next().catch((error: unknown) => {
    input.destroy();
    throw error instanceof BackupFileError ? new BackupFileError(`${file} is not a Decklist backup.`) : error;
  })) as Partial<BackupHeader>;
  if (header?.format !== BACKUP_FORMAT || typeof header.schema?.when !== 'number') {
    input.destroy();
    throw new BackupFileError(`${file} is not a Decklist backup.`);
  }
  if (header.version !== BACKUP_VERSION) {
    input.destroy();
    throw new BackupFileError(`${file} is a backup in format version ${header.version}; this version of Decklist reads version ${BACKUP_VERSION}.`);
  }
  return { header: header as BackupHeader, next, close: () => input.destroy() };
}

/** Refuses a backup made at a schema version this version of Decklist does not know. */
export function checkSchemaKnown(header: BackupHeader, migrations: Migration[]): Migration {
  const migration = migrations.find((known) => known.when === header.schema.when);
  if (migration) return migration;
  const newest = migrations.at(-1);
  throw new RestoreRefusedError(
    header.schema.when > (newest?.when ?? 0)
      ? `The backup was made by a newer version of Decklist (schema ${header.schema.tag}; this version knows up to ${newest?.tag}). Restore it with that version or a later one.`
      : `The backup's schema version (${header.schema.tag}) is not one this version of Decklist knows.`,
  );
}

export interface RestoreOptions {
  /** Replace whatever the database holds. */
  force?: boolean;
}

/**
 * Loads a backup into `db` in one transaction: the schema is rebuilt as it was when the backup was made,
 * the rows are loaded (parents first) and checked against the backup's counts, the newer migrations run,
 * and sequences start after the largest values loaded. Anything wrong rolls it all back. Refuses a
 * database that holds data unless `force`, and a backup from a newer schema. Returns the rows per table.
 */
export async function restoreBackup(db: Db, reader: BackupReader, migrationsDir: string, options: RestoreOptions = {}): Promise<Record<string, number>> {
  const migrations = readMigrations(migrationsDir);
  checkSchemaKnown(reader.header, migrations);
  try {
    return await db.transaction(async (tx) => {
      // No instance may migrate this database meanwhile (connect.ts takes the same lock).
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      await setTextForms(tx);
      await refuseData(tx, options.force === true);
      await dropEverything(tx);
      await migrateWithin(tx, migrations, reader.header.schema.when);
      const counts = await loadTables(tx, reader);
      await migrateWithin(tx, migrations);
      await resetSequences(tx);
      return counts;
    });
  } finally {
    reader.close();
  }
}

async function refuseData(tx: Tx, force: boolean) {
  if (force) return;
  const holding: string[] = [];
  for (const table of await tablesInDependencyOrder(tx)) {
    if (MADE_AT_START.has(table)) continue;
    const count = await countRows(tx, table);
    if (count > 0) holding.push(`${table}: ${count}`);
  }
  if (holding.length > 0) {
    throw new RestoreRefusedError(
      `The database is not empty (${holding.join(', ')}). Restore into an empty database, or pass --force to replace everything in it with the backup.`,
    );
  }
}

async function dropEverything(tx: Tx) {
  for (const table of (await tablesInDependencyOrder(tx)).reverse()) await tx.execute(sql.raw(`drop table public.${quoteIdentifier(table)} cascade`));
  await tx.execute(sql.raw(`drop table if exists ${MIGRATIONS_TABLE}`));
  // The migrations' own functions too (an extension's functions stay: they belong to the extension).
  const routines = rowsOf<{ signature: string }>(
    await tx.execute(sql`select format('public.%I(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as signature from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
  );
  for (const { signature } of routines) await tx.execute(sql.raw(`drop routine ${signature} cascade`));
}

async function loadTables(tx: Tx, reader: BackupReader): Promise<Record<string, number>> {
  const expected = new Set(await tablesInDependencyOrder(tx));
  const counts: Record<string, number> = {};
  for (;;) {
    const line = (await reader.next()) as Partial<TableStart & BackupComplete>;
    if (line.complete === true) {
      for (const [table, rows] of Object.entries(line.rows ?? {})) {
        if (counts[table] !== rows) throw new BackupFileError(`The backup says ${table} has ${rows} rows but holds ${counts[table] ?? 0}.`);
      }
      return counts;
    }
    if (typeof line.table !== 'string' || !Array.isArray(line.columns)) throw new BackupFileError('The backup is damaged: a table was expected.');
    if (!expected.has(line.table) || line.table in counts) {
      throw new BackupFileError(`The backup holds a table ${JSON.stringify(line.table)} that its schema version does not have.`);
    }
    // The rows are loaded as they were, with whatever the schema's triggers derived from them (an event's
    // player count, say) already in them: the triggers would count them twice.
    const target = sql.raw(`public.${quoteIdentifier(line.table)}`);
    await tx.execute(sql`alter table ${target} disable trigger user`);
    counts[line.table] = await loadTable(tx, line.table, line.columns, reader);
    await tx.execute(sql`alter table ${target} enable trigger user`);
  }
}

async function loadTable(tx: Tx, table: string, columns: TableColumn[], reader: BackupReader): Promise<number> {
  // The types come from the schema just built, not from the file: the file must agree with them.
  const actual = new Map((await tableColumns(tx, table)).map((column) => [column.name, column.type]));
  for (const column of columns) {
    if (actual.get(column.name) !== column.type) {
      throw new BackupFileError(`The backup's column ${table}.${column.name} (${column.type}) does not match its schema version (${actual.get(column.name) ?? 'no such column'}).`);
    }
  }
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  const values = columns.map((column, i) => `(r.v->>${i})::${column.type}`).join(', ');
  // The rows go as one JSON parameter: the same on node-postgres and PGlite, and no limit on parameters.
  const insertFrom = sql.raw(`insert into public.${quoteIdentifier(table)} (${names}) overriding system value select ${values} from json_array_elements(`);
  let batch: RowValues[] = [];
  let chars = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`${insertFrom}${JSON.stringify(batch)}::json) as r(v)`);
    loaded += batch.length;
    batch = [];
    chars = 0;
  };
  for (;;) {
    const line = await reader.next();
    if (Array.isArray(line)) {
      if (line.length !== columns.length || line.some((value) => value !== null && typeof value !== 'string')) {
        throw new BackupFileError(`The backup is damaged: a row of ${table} does not match its columns.`);
      }
      batch.push(line as RowValues);
      chars += line.reduce((sum: number, value) => sum + ((value as string | null)?.length ?? 0), 0);
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      continue;
    }
    await flush();
    const end = line as Partial<TableEnd>;
    if (end.end !== table || end.rows !== loaded) throw new BackupFileError(`The backup is damaged: ${table} does not end where it should.`);
    const count = await countRows(tx, table);
    if (count !== loaded) throw new Error(`${table}: ${loaded} rows loaded but ${count} found`);
    return loaded;
  }
}

/** Identity and serial columns continue after the largest value restored. */
async function resetSequences(tx: Tx) {
  const sequences = (
    (await tx.execute(sql`select c.relname as "table", a.attname as "column", pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`)) as unknown as {
      rows: { table: string; column: string; sequence: string | null }[];
    }
  ).rows.filter((row) => row.sequence);
  for (const { table, column, sequence } of sequences) {
    await tx.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.raw(quoteIdentifier(column))}) from ${sql.raw(`public.${quoteIdentifier(table)}`)}), 0) + 1, false)`,
    );
  }
}
