import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { embeddedPostgresUnfit, findBinaries, hasEmbeddedPostgres, runningEmbeddedConnection, startEmbeddedPostgres } from './embedded-postgres';
import type { Db } from './handles';
import * as schema from './schema';
import { assertSchemaKnown, readMigrations } from './schema-version';

export type { Db, Tx } from './handles';

export interface Database {
  /** 'postgres': DATABASE_URL; 'embedded-postgres': PostgreSQL run by the app on DATA_DIR; 'pglite': in process. */
  kind: 'pglite' | 'postgres' | 'embedded-postgres';
  db: Db;
  /** The PostgreSQL pool (postgres only), for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL URL; PGlite when unset. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; an in-memory PGlite when unset (tests). */
  dataDir?: string | undefined;
  /** The embedded database: PostgreSQL (the default, where its binaries exist) or PGlite. */
  embedded?: 'postgres' | 'pglite' | undefined;
  /** Told when the embedded PostgreSQL cannot be used and PGlite is used instead. */
  onFallback?: ((reason: string) => void) | undefined;
  migrationsDir: string;
  poolSize?: number;
  /** False to use the schema as it is (a backup reads the database without changing it); true by default. */
  migrate?: boolean;
}

// Any constant works; it only has to be the same in every instance.
export const MIGRATION_LOCK_ID = 7_320_011;

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres({ connectionString: options.databaseUrl }, options);
  if (!options.dataDir || options.embedded === 'pglite') return connectPglite(options);
  return connectEmbedded(options.dataDir, options);
}

/**
 * PostgreSQL run by the app on DATA_DIR (docs/decisions/0004-database.md). PGlite instead when its
 * binaries are missing for this platform or DATA_DIR's path is too long for its socket, unless DATA_DIR
 * already holds an embedded PostgreSQL (then failing loudly beats opening an empty database); and PGlite
 * when DATA_DIR holds a PGlite database from an earlier version, so no data is left behind.
 */
async function connectEmbedded(dataDir: string, options: ConnectOptions): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  const fallBack = (reason: string) => {
    lock.release();
    options.onFallback?.(reason);
    return connectPglite(options);
  };
  try {
    const existing = hasEmbeddedPostgres(dataDir);
    if (!existing && fsSync.existsSync(path.join(dataDir, 'PG_VERSION'))) return await fallBack('DATA_DIR holds a PGlite database');
    const binaries = await findBinaries();
    const unfit = binaries ? embeddedPostgresUnfit(dataDir) : `no PostgreSQL binaries for ${process.platform}-${process.arch}`;
    if (unfit || !binaries) {
      if (!existing) return await fallBack(unfit ?? 'no binaries');
      throw new Error(`DATA_DIR holds an embedded PostgreSQL that cannot start here: ${unfit}`);
    }
    // A PostgreSQL that cannot start (a permission, a full disk) stops the start: PGlite is for machines
    // without PostgreSQL's binaries, not a way round a problem the person running the app can mend.
    const server = await startEmbeddedPostgres(dataDir, binaries);
    try {
      const database = await connectPostgres(server.connection, options);
      return {
        ...database,
        kind: 'embedded-postgres',
        close: () => database.close().finally(() => server.stop().finally(() => lock.release())),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded PostgreSQL of a running app, through its Unix socket and password (the app holds
 * DATA_DIR's lock, so no second server can start there): how a backup reads it while the app serves.
 */
export async function connectRunningEmbedded(dataDir: string, options: Pick<ConnectOptions, 'migrationsDir'>): Promise<Database> {
  const database = await connectPostgres(runningEmbeddedConnection(dataDir), { ...options, migrate: false, poolSize: 1 });
  return { ...database, kind: 'embedded-postgres' };
}

async function connectPostgres(connection: pg.PoolConfig, options: ConnectOptions): Promise<Database> {
  const size = options.poolSize ?? 10;
  // Connections once opened stay open: one opened in a burst of requests costs a password exchange (SCRAM)
  // and several round trips just when the requests are waiting for it. Keep-alive notices one that a
  // network dropped while it was idle.
  const pool = new pg.Pool({ ...connection, max: size, min: size, keepAlive: true });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        const db = drizzlePg(client, { schema });
        await assertSchemaKnown(db as unknown as Db, readMigrations(options.migrationsDir));
        if (options.migrate !== false) await migratePg(db, { migrationsFolder: options.migrationsDir });
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
    await assertSchemaKnown(db as unknown as Db, readMigrations(options.migrationsDir));
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: options.migrationsDir });
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
