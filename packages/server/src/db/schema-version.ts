import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db, Tx } from './handles';
import { rowsOf } from './rows';

/**
 * The schema's version is the latest migration applied, as Drizzle's migrator records it: the table
 * drizzle.__drizzle_migrations holds one row per migration run, with the journal's `when` (the
 * migration's creation time in milliseconds) as created_at. Migrations are ordered by that instant.
 */
export interface Migration {
  /** Position in the journal, from 0. */
  index: number;
  /** The file name without .sql, e.g. 0003_submission_deadline. */
  tag: string;
  /** The journal's `when`, which Drizzle records as created_at. */
  when: number;
  hash: string;
  statements: string[];
}

export interface SchemaVersion {
  tag: string;
  when: number;
}

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The migrations this version of Decklist knows, oldest first. */
export function readMigrations(migrationsDir: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: migrationsDir });
  return journal.entries.map((entry, i) => ({
    index: entry.idx,
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

/** When each migration recorded in the database was made (created_at), oldest first; [] for a database never migrated. */
export async function appliedMigrations(db: Db | Tx): Promise<number[]> {
  const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass(${MIGRATIONS_TABLE})::text as name`));
  if (!table?.name) return [];
  const rows = rowsOf<{ created_at: string | number }>(await db.execute(sql.raw(`select created_at from ${MIGRATIONS_TABLE} order by created_at`)));
  return rows.map((row) => Number(row.created_at));
}

/**
 * Refuses a database migrated by a newer version of Decklist (a migration this version does not know):
 * Drizzle's migrator would skip everything up to the newest one recorded, and the app would then run
 * queries against tables it does not understand.
 */
export async function assertSchemaKnown(db: Db | Tx, migrations: Migration[]): Promise<void> {
  const known = new Set(migrations.map((migration) => migration.when));
  const unknown = (await appliedMigrations(db)).filter((when) => !known.has(when));
  if (unknown.length === 0) return;
  const latest = migrations.at(-1);
  throw new SchemaTooNewError(
    `The database was upgraded by a newer version of Decklist: it holds ${unknown.length} migration(s) this version does not know ` +
      `(made at ${unknown.map((when) => new Date(when).toISOString()).join(', ')}; the newest known here is ${latest?.tag ?? 'none'}). ` +
      'Run the newer version, or restore a backup made by this version into an empty database.',
  );
}

/** The latest migration applied, named from the journal when this version knows it. */
export async function currentSchemaVersion(db: Db | Tx, migrations: Migration[]): Promise<SchemaVersion | null> {
  const latest = (await appliedMigrations(db)).at(-1);
  if (latest === undefined) return null;
  return { when: latest, tag: migrations.find((migration) => migration.when === latest)?.tag ?? 'unknown' };
}

/**
 * Applies the migrations not applied yet, up to and including `until` (all when unset), inside the
 * caller's transaction, recording them as Drizzle's migrator does, so the app's own start later finds
 * them done. Used by restore, which must build the schema a backup was made with, load its rows and
 * only then run the newer migrations, all in one transaction.
 */
export async function migrateWithin(tx: Tx, migrations: Migration[], until?: number): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql.raw(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`));
  const applied = await appliedMigrations(tx);
  const last = applied.at(-1) ?? -Infinity;
  for (const migration of migrations) {
    if (migration.when <= last || (until !== undefined && migration.when > until)) continue;
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`);
  }
}
