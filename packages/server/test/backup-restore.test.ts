import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/backup';
import { openForBackup } from '../src/backup/open';
import { RestoreRefusedError, openBackup, restoreBackup } from '../src/backup/restore';
import * as schema from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { backupKinds, everyRow, fillEveryTable, openDatabase, type OpenDatabase } from './helpers/every-table';

const kinds = await backupKinds();
/** Two databases (PGlite's start is slow on a loaded machine) and a file each way. */
const SLOW = 240_000;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-backups-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let files = 0;
const backupFile = () => path.join(scratch, `backup-${++files}.decklist-backup.gz`);

async function withDatabases<T>(count: number, kindsOf: (typeof kinds)[number][], work: (databases: OpenDatabase[]) => Promise<T>): Promise<T> {
  const open: OpenDatabase[] = [];
  try {
    for (let i = 0; i < count; i++) open.push(await openDatabase(kindsOf[i]!));
    return await work(open);
  } finally {
    for (const database of open) await database.drop();
  }
}

const pairs = kinds.flatMap((source) => kinds.map((target) => [source, target] as const));

describe('backup and restore', () => {
  it.each(pairs)('every row of every table comes back the same, from %s to %s', async (sourceKind, targetKind) => {
    await withDatabases(2, [sourceKind, targetKind], async ([source, target]) => {
      await fillEveryTable(source!.database.db);
      const before = await everyRow(source!.database.db);
      // The seed covers every table: a table added later must be added to it too.
      for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);

      const file = backupFile();
      const written = await writeBackup(source!.database, file, migrationsDir);
      expect(written.decklist_revisions).toBe(4);
      const restored = await restoreBackup(target!.database.db, await openBackup(file), migrationsDir);
      expect(restored).toEqual(written);
      expect(await everyRow(target!.database.db)).toEqual(before);

      // Identity numbers go on after the restored ones (1 to 4).
      const [revision] = await target!.database.db
        .insert(schema.decklistRevisions)
        .values({ eventId: 'fnm2611', userId: '0d9e6b4a-3c1f-4e8a-9b2d-000000000002', revisionType: 'submitted', playerName: 'Ann', decklistText: '1 Island' })
        .returning({ seq: schema.decklistRevisions.seq });
      expect(revision!.seq).toBe(5);

      // The events' player counts came back as they were, not counted again as their players were loaded,
      // and go on following new players.
      const kept = () => target!.database.db.select({ n: schema.events.playerCount }).from(schema.events).where(eq(schema.events.id, 'fnm2611'));
      expect(await kept()).toEqual([{ n: 1 }]);
      const [newcomer] = await target!.database.db.insert(schema.users).values({ email: null, name: 'Newcomer' }).returning({ id: schema.users.id });
      await target!.database.db.insert(schema.eventUsers).values({ eventId: 'fnm2611', userId: newcomer!.id, role: 'player' });
      expect(await kept()).toEqual([{ n: 2 }]);
    });
  }, SLOW);

  it.each(kinds)('refuses a database holding data unless forced, and then replaces what it held (%s)', async (kind) => {
    await withDatabases(2, [kind, kind], async ([source, target]) => {
      await fillEveryTable(source!.database.db);
      const file = backupFile();
      await writeBackup(source!.database, file, migrationsDir);
      await target!.database.db.insert(schema.users).values({ email: 'someone@example.com', name: 'Someone' });

      const refused = restoreBackup(target!.database.db, await openBackup(file), migrationsDir);
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(/not empty \(users: 1\).*--force/);
      expect((await everyRow(target!.database.db)).users).toHaveLength(1);

      await restoreBackup(target!.database.db, await openBackup(file), migrationsDir, { force: true });
      expect(await everyRow(target!.database.db)).toEqual(await everyRow(source!.database.db));
    });
  }, SLOW);

  it('refuses a backup from a newer schema, a file cut short and a file that is not a backup, leaving the database as it was', async () => {
    await withDatabases(2, ['pglite', 'pglite'], async ([source, target]) => {
      await fillEveryTable(source!.database.db);
      const file = backupFile();
      await writeBackup(source!.database, file, migrationsDir);
      const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');

      const newer = backupFile();
      const header = JSON.parse(lines[0]!) as { schema: { tag: string; when: number } };
      header.schema = { tag: '0042_from_the_future', when: header.schema.when + 1_000_000 };
      fs.writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
      await expect(restoreBackup(target!.database.db, await openBackup(newer), migrationsDir)).rejects.toThrow(/newer version of Decklist \(schema 0042_from_the_future/);

      const cut = backupFile();
      fs.writeFileSync(cut, gzipSync(lines.slice(0, -3).join('\n')));
      await expect(restoreBackup(target!.database.db, await openBackup(cut), migrationsDir)).rejects.toThrow(/cut short/);
      const truncatedGzip = backupFile();
      const whole = fs.readFileSync(file);
      fs.writeFileSync(truncatedGzip, whole.subarray(0, whole.length - 20));
      await expect(restoreBackup(target!.database.db, await openBackup(truncatedGzip), migrationsDir)).rejects.toThrow(/not a complete Decklist backup|cut short/);

      const notBackup = backupFile();
      fs.writeFileSync(notBackup, 'select 1;');
      await expect(openBackup(notBackup)).rejects.toThrow(/is not a Decklist backup/);
      await expect(openBackup(path.join(scratch, 'missing.gz'))).rejects.toThrow(/no such file/);

      // Nothing of the failed restores stayed: the database is still empty and at its schema.
      const rows = await everyRow(target!.database.db);
      expect(Object.values(rows).flat()).toEqual([]);
      expect(Object.keys(rows)).toEqual(Object.keys(await everyRow(source!.database.db)));
    });
  }, SLOW);

  it.runIf(kinds.includes('embedded-postgres'))('backs up the embedded PostgreSQL while the app holds DATA_DIR, from a snapshot', async () => {
    await withDatabases(1, ['embedded-postgres'], async ([running]) => {
      await fillEveryTable(running!.database.db);
      const settings = { databaseUrl: undefined, dataDir: running!.dataDir!, embeddedDatabase: 'postgres' as const };
      const reader = await openForBackup(settings, migrationsDir);
      try {
        expect(reader.kind).toBe('embedded-postgres');
        const file = backupFile();
        const counts = await writeBackup(reader, file, migrationsDir);
        expect(counts.users).toBe(4);
        const header = (await openBackup(file)).header;
        expect(header.source).toBe('embedded-postgres');
        expect(header.schema.tag).toBe(JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')).entries.at(-1).tag);
      } finally {
        await reader.close();
      }
      // The app's database is untouched and still serves.
      expect((await everyRow(running!.database.db)).users).toHaveLength(4);
      await running!.database.db.execute(sql`select 1`);
    });
  }, SLOW);
});
