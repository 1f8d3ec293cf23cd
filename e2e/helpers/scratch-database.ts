import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement as the administrator of TEST_DATABASE_URL. */
async function asAdmin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test PostgreSQL for several instances to share; `drop` removes it. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
