import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL pool (postgres only), for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL URL; PGlite when unset. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; in memory when unset. */
  dataDir?: string | undefined;
  migrationsDir: string;
  poolSize?: number;
}

// Any constant works; it only has to be the same in every instance.
const MIGRATION_LOCK_ID = 7_320_011;

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options) : connectPglite(options);
}

async function connectPostgres(url: string, options: ConnectOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

async function connectPglite(options: ConnectOptions): Promise<Database> {
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  // One process per data directory (db/data-dir-lock.ts); throws DataDirLockedError naming it.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  const client = new PGlite(options.dataDir);
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsDir });
    return {
      kind: 'pglite',
      db: db as unknown as Db,
      close: () => client.close().finally(() => lock?.release()),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** Cheap round trip used by the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
