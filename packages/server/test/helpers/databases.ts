import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/connect';
import { migrationsDir } from '../../src/paths';

export type DatabaseKind = 'pglite' | 'postgres';

/** Whether a PostgreSQL server is there for the tests (TEST_DATABASE_URL; CI sets it). */
export const HAS_POSTGRES = !!process.env.TEST_DATABASE_URL;

/**
 * Every kind of database here: PGlite always, PostgreSQL too with TEST_DATABASE_URL. For the suites of
 * the database layer (stores, migrations, transactions, locks, limits, backups), whose SQL must hold on
 * PGlite as on PostgreSQL (docs/testing.md).
 */
export const DATABASE_KINDS: DatabaseKind[] = HAS_POSTGRES ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One kind: PostgreSQL when there is one (as in production), else PGlite. For the suites of the API
 * above the stores (routes, rights, live channels, HTTP), which the database's kind does not change.
 */
export const API_DATABASE_KINDS: DatabaseKind[] = HAS_POSTGRES ? ['postgres'] : ['pglite'];

export interface TestDatabase {
  kind: DatabaseKind;
  database: Database;
  /** The PostgreSQL URL of this test's own database (postgres only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database. On PostgreSQL each call creates its own database next to
 * TEST_DATABASE_URL's, so test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await connectDatabase({ migrationsDir });
    return { kind, database, url: undefined, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `decklist_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), migrationsDir, poolSize: 5 });
  return {
    kind,
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
