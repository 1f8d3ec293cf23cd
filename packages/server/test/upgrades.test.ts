import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type ConnectOptions, type Database } from '../src/db/connect';
import { MIGRATIONS_TABLE, SchemaTooNewError, migrateWithin, readMigrations } from '../src/db/schema-version';
import { migrationsDir } from '../src/paths';
import { createTestApp } from './helpers/app';
import { backupKinds, type BackupKind } from './helpers/every-table';

const kinds = await backupKinds();
/** PGlite on disk and a PostgreSQL started twice, on a shared machine. */
const SLOW = 240_000;
const migrations = readMigrations(migrationsDir);
const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/upgrade/0000_initial-data.sql'), 'utf8');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Settings that reach one fresh, empty database of that kind, as the app's would. */
async function freshSettings(kind: BackupKind): Promise<Omit<ConnectOptions, 'migrationsDir'>> {
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `decklist_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { databaseUrl: url.toString(), poolSize: 3 };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-upgrade-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, embedded: kind === 'pglite' ? 'pglite' : 'postgres' };
}

async function connect(settings: Omit<ConnectOptions, 'migrationsDir'>, migrate = true): Promise<Database> {
  const database = await connectDatabase({ ...settings, migrationsDir, migrate });
  cleanups.push(() => database.close());
  return database;
}

/** The oldest schema (migration 0000 only) holding the fixture's rows, as a database of the first version was. */
async function oldestDatabase(settings: Omit<ConnectOptions, 'migrationsDir'>) {
  const database = await connectDatabase({ ...settings, migrationsDir, migrate: false });
  try {
    await database.db.transaction(async (tx) => {
      await migrateWithin(tx, migrations, migrations[0]!.when);
      for (const statement of fixture.split(/;\s*\n/).filter((part) => part.replace(/--.*$/gm, '').trim())) await tx.execute(sql.raw(statement));
    });
  } finally {
    await database.close();
  }
}

describe('upgrades', () => {
  it.runIf(kinds.includes('postgres'))('several instances starting together on a fresh PostgreSQL database migrate it once', async () => {
    const settings = await freshSettings('postgres');
    const instances = await Promise.all(Array.from({ length: 5 }, () => connect(settings)));
    const rows = (await instances[0]!.db.execute(sql.raw(`select created_at from ${MIGRATIONS_TABLE} order by id`))) as unknown as { rows: { created_at: string }[] };
    expect(rows.rows.map((row) => Number(row.created_at))).toEqual(migrations.map((migration) => migration.when));
    for (const instance of instances) await instance.db.execute(sql`select count(*) from events`);
  }, SLOW);

  it.each(kinds)('refuses to start on a database migrated by a newer version, saying so (%s)', async (kind) => {
    const settings = await freshSettings(kind);
    const current = await connectDatabase({ ...settings, migrationsDir });
    const future = migrations.at(-1)!.when + 86_400_000;
    await current.db.execute(sql.raw(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ('from-a-newer-version', ${future})`));
    await current.close();

    const refused = connectDatabase({ ...settings, migrationsDir });
    await expect(refused).rejects.toThrow(SchemaTooNewError);
    await expect(refused).rejects.toThrow(/upgraded by a newer version of Decklist.*1 migration\(s\) this version does not know/);
    // The refusal left nothing running or locked: the next start, still refused, gets as far.
    await expect(connectDatabase({ ...settings, migrationsDir })).rejects.toThrow(SchemaTooNewError);
  }, SLOW);

  it.each(kinds)('a database made by the first version is migrated at start, and every row is served (%s)', async (kind) => {
    const settings = await freshSettings(kind);
    await oldestDatabase(settings);

    const database = await connect(settings);
    const applied = await database.db.execute(sql.raw(`select count(*)::int as count from ${MIGRATIONS_TABLE}`));
    expect((applied as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(migrations.length);
    const t = await createTestApp('pglite', { database: { kind: 'pglite', database, url: undefined, drop: async () => undefined } });
    cleanups.push(() => t.app.close());

    const olive = await t.signedIn('olive@example.com');
    expect(olive.userId).toBe('7b0c5c1e-6a47-4f6e-9d61-000000000001');
    expect((await olive.get('/api/events')).json()).toEqual([
      expect.objectContaining({ event_id: 'cmdr0412', event_name: 'Commander Night', status: 'closed', role: 'owner' }),
      expect.objectContaining({ event_id: 'fnm2611', event_name: 'Friday Night Modern', event_date: '2026-11-27', status: 'open', role: 'owner' }),
    ]);
    // The deck checked before checks were recorded counts its newest revision as the one checked (0008).
    expect((await olive.get('/api/events/fnm2611/decks')).json()).toEqual({
      decks: [expect.objectContaining({ player_name: 'Ann Å.', deck_name: 'Mono-Red Burn', is_deck_checked: true, checked_revision_id: 2, has_warnings: false })],
    });
    expect((await olive.get('/api/events/cmdr0412/decks')).json()).toEqual({
      decks: [expect.objectContaining({ player_name: 'Walk-in', decklist_text: '1 Sol Ring\n99 Forest', updated_at: '2026-11-22T19:10:00.000Z' })],
    });
    const ann = await t.signedIn('ann@example.com');
    // The players each event had are counted into the count its row keeps (0014).
    expect((await ann.get('/api/events/fnm2611')).json()).toMatchObject({ role: 'player', player_count: 1 });
    expect((await ann.get('/api/events/fnm2611/deck')).json()).toMatchObject({ deck_name: 'Mono-Red Burn', decklist_text: expect.stringContaining('4 Kor Firewalker') });
    const revisions = (await ann.get('/api/events/fnm2611/deck/revisions')).json() as { revisions: { revision_id: number; revised_by: string; created_at: string }[] };
    expect(revisions.revisions.map((revision) => [revision.revision_id, revision.revised_by, revision.created_at])).toEqual([
      [2, 'Ben Judge', '2026-11-22T09:00:00.000Z'],
      [1, 'Ann Å.', '2026-11-21T18:10:00.000Z'],
    ]);
    expect((await ann.get('/api/decks/library')).json()).toEqual({
      decks: [expect.objectContaining({ deck_id: '7b0c5c1e-6a47-4f6e-9d61-0000000000c1', deck_name: 'Mono-Red Burn', format: 'modern' })],
    });
    expect((await olive.get('/api/timers/Xk3v9QmZpL2wRt7a')).json()).toMatchObject({
      tournament_name: 'Regional Championship',
      clocks: [{ clock_id: 'round-1', clock_name: 'Round 1', duration_seconds: 3000, ms_remaining: 1234567, is_running: false }],
      managers: [{ user_name: 'Ben Judge', role: 'manager' }],
    });
    // A new submission is numbered after the old revisions.
    const submitted = await ann.post('/api/events/fnm2611/deck', { player_name: 'Ann Å.', deck_name: 'Burn', decklist_text: '20 Mountain\n40 Lightning Bolt' });
    expect(submitted.statusCode).toBe(200);
    const after = (await ann.get('/api/events/fnm2611/deck/revisions')).json() as { revisions: { revision_id: number }[] };
    expect(after.revisions.map((revision) => revision.revision_id)).toEqual([4, 2, 1]); // numbered across all decks: the walk-in's is 3
    const [counts] = (
      (await database.db.execute(sql`select (select count(*) from sessions)::int as sessions, (select count(*) from login_codes)::int as codes, (select count(*) from rate_limits)::int as limits`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(counts).toEqual({ sessions: 1 + 2, codes: 1, limits: 1 });
  }, SLOW);
});
