import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DecklistCheck } from '@decklist/core/decklist';
import { connectDatabase, type Database, type Db } from '../../src/db/connect';
import { findBinaries } from '../../src/db/embedded-postgres';
import * as schema from '../../src/db/schema';
import { migrationsDir } from '../../src/paths';
import { DATABASE_KINDS, createTestDatabase } from './databases';

export type BackupKind = 'pglite' | 'postgres' | 'embedded-postgres';

/** The kinds of database this machine can run in tests: PGlite, PostgreSQL (TEST_DATABASE_URL) and the embedded PostgreSQL. */
export async function backupKinds(): Promise<BackupKind[]> {
  const kinds: BackupKind[] = [...DATABASE_KINDS];
  if (await findBinaries()) kinds.push('embedded-postgres');
  return kinds;
}

export interface OpenDatabase {
  database: Database;
  /** DATA_DIR (embedded PostgreSQL only). */
  dataDir?: string;
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of that kind. */
export async function openDatabase(kind: BackupKind): Promise<OpenDatabase> {
  if (kind !== 'embedded-postgres') {
    const test = await createTestDatabase(kind);
    return { database: test.database, url: test.url, drop: () => test.drop() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-backup-'));
  const database = await connectDatabase({ dataDir, migrationsDir });
  return {
    database,
    dataDir,
    async drop() {
      await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const check = (name: string): DecklistCheck => ({
  groups: [
    { group_name: 'Creatures', cards: [{ quantity: 4, card_name: 'Ragavan, Nimble Pilferer', mana_cost: '{R}', mana_value: 1, type: 'Legendary Creature — Monkey Pirate', warnings: [], warning_details: [] }] },
    {
      group_name: 'Unknown Cards',
      cards: [
        {
          quantity: 1,
          card_name: name,
          mana_cost: '',
          mana_value: 0,
          type: '',
          warnings: ['Not a known card. Did you mean Island?'],
          warning_details: [{ code: 'unknown_card', params: { suggestions: ['Island'] } }],
          suggestions: ['Island'],
        },
      ],
    },
  ],
  deck_warnings: ['The main deck has 5 cards; a Modern deck needs at least 60.'],
  deck_warning_details: [{ code: 'main_too_small', params: { count: 5, min: 60, format_name: 'Modern' } }],
  has_warnings: true,
});

const at = (iso: string) => new Date(iso);

/**
 * Realistic rows in every table, with the values a dump could get wrong: milliseconds in timestamps,
 * bigints past 2^31, jsonb with unicode and quotes, multi-line text, nulls, identity numbers.
 */
export async function fillEveryTable(db: Db): Promise<void> {
  // The open event's deadline is far ahead: a test that starts the app on these rows (the move at start)
  // would otherwise see its deadline job, which runs a second after start, close the event once the day
  // of the fixture had passed its hour.
  const ids = {
    olive: '0d9e6b4a-3c1f-4e8a-9b2d-000000000001',
    ann: '0d9e6b4a-3c1f-4e8a-9b2d-000000000002',
    ben: '0d9e6b4a-3c1f-4e8a-9b2d-000000000003',
    noMail: '0d9e6b4a-3c1f-4e8a-9b2d-000000000004',
  };
  await db.insert(schema.serverSecrets).values([{ name: 'email-hash', value: 'c2VjcmV0LW9uZQ' }, { name: 'live-echo', value: 'c2VjcmV0LXR3bw' }]);
  await db.insert(schema.users).values([
    { id: ids.olive, email: 'olive@example.com', name: 'Olive "the organiser" O\'Neil', createdAt: at('2026-11-01T09:00:00.123Z') },
    { id: ids.ann, email: 'ann@example.com', name: 'Ann Ångström 🦊', createdAt: at('2026-11-02T10:30:00.456Z') },
    { id: ids.ben, email: 'ben@example.com', name: 'Ben', createdAt: at('2026-11-03T11:45:59.999Z') },
    { id: ids.noMail, email: null, name: 'Walk-in player', createdAt: at('2026-11-04T12:00:00Z') },
  ]);
  await db.insert(schema.sessions).values([
    { tokenHash: 'a'.repeat(64), userId: ids.olive, createdAt: at('2026-11-20T08:00:00.001Z'), expiresAt: at('2026-12-20T08:00:00.001Z') },
    { tokenHash: 'b'.repeat(64), userId: ids.ann, expiresAt: at('2026-12-21T08:00:00Z') },
  ]);
  await db.insert(schema.loginCodes).values([
    { email: 'ben@example.com', requestedFrom: '203.0.113.0/24', codeHash: 'c'.repeat(64), createdAt: at('2026-11-24T22:00:00.5Z'), expiresAt: at('2026-11-24T22:15:00.5Z'), attempts: 2 },
  ]);
  await db.insert(schema.rateLimits).values([
    { key: 'login:ip:203.0.113.7', windowStart: 1_795_000_000_000, count: 3 },
    { key: 'login:email:ann@example.com', windowStart: 1_795_000_060_000, count: 1 },
  ]);
  await db.insert(schema.idempotencyKeys).values([
    { userId: ids.ann, key: '5b0e7c1a-8f7e-4d0b-a6f1-2c9d3e4f5a61', fingerprint: 'f'.repeat(43), createdAt: at('2026-11-26T18:00:00.125Z') },
    { userId: ids.ben, key: 'library-save-1', fingerprint: 'e'.repeat(43), result: '7a1c2b3d-0000-4000-8000-000000000001', createdAt: at('2026-11-26T18:01:00Z') },
  ]);
  await db.insert(schema.events).values([
    { id: 'fnm2611', name: 'Friday Night Modern', eventDate: '2026-11-27', format: 'modern', ownerId: ids.olive, submissionDeadline: at('2099-11-27T18:30:00.250Z'), remindedAt: at('2026-11-26T12:00:00Z') },
    { id: 'cmdr0412', name: 'Commander Night, "casual"', eventDate: '2026-12-04', format: 'commander', status: 'closed', maxPlayers: 32, ownerId: ids.olive },
  ]);
  await db.insert(schema.eventUsers).values([
    { eventId: 'fnm2611', userId: ids.olive, role: 'owner' },
    { eventId: 'fnm2611', userId: ids.ben, role: 'judge' },
    { eventId: 'fnm2611', userId: ids.ann, role: 'player', playerName: 'Ann Å.', isDeckChecked: true, checkedAt: at('2026-11-27T19:00:00.001Z'), checkedRevision: 2 },
    { eventId: 'cmdr0412', userId: ids.noMail, role: 'player', playerName: 'Walk-in', changedSinceCheckedAt: at('2026-12-04T19:10:00Z') },
  ]);
  await db.insert(schema.eventRemovals).values([{ eventId: 'cmdr0412', userId: ids.ben, playerName: 'Ben', removedAt: at('2026-12-01T10:00:00.777Z') }]);
  const list = '4 Ragavan, Nimble Pilferer\n56 Mountain\n\nSideboard\n1 Blood Moon';
  await db.insert(schema.decklists).values([
    { eventId: 'fnm2611', userId: ids.ann, playerName: 'Ann Å.', deckName: 'Monkey "Burn"', decklistText: list, check: check('Mountian'), checkVersion: 'cards-2026-11-20/rules-1', hasWarnings: true },
    { eventId: 'cmdr0412', userId: ids.noMail, playerName: 'Walk-in', decklistText: '1 Sol Ring', check: null, checkVersion: null },
  ]);
  await db.insert(schema.decklistRevisions).values([
    { eventId: 'fnm2611', userId: ids.ann, revisedBy: ids.ann, revisionType: 'submitted', playerName: 'Ann', decklistText: '4 Ragavan', createdAt: at('2026-11-25T10:00:00.001Z') },
    { eventId: 'fnm2611', userId: ids.ann, revisedBy: ids.ben, revisionType: 'submitted', playerName: 'Ann Å.', deckName: 'Monkey "Burn"', decklistText: list, check: check('Mountian'), checkVersion: 'cards-2026-11-20/rules-1' },
    { eventId: 'cmdr0412', userId: ids.noMail, revisedBy: null, revisionType: 'deleted', playerName: 'Walk-in', decklistText: '' },
    { eventId: 'cmdr0412', userId: ids.noMail, revisedBy: ids.olive, revisionType: 'submitted', playerName: 'Walk-in', decklistText: '1 Sol Ring' },
  ]);
  await db.insert(schema.events).values([
    {
      id: 'sealed1',
      name: 'Sealed RCQ — “Dominaria”',
      eventDate: '2026-12-05',
      format: 'limited',
      ownerId: ids.olive,
      limited: { kind: 'sealed', product: [{ set: 'DMU', name: 'Dominaria United', boosters: 6 }], poolSize: null, boostersPoolSize: 84, mostRares: 6 },
      firstPoolAt: at('2026-12-05T09:30:00.321Z'),
      poolSwapAt: at('2026-12-05T10:00:00.5Z'),
      poolSwapBy: ids.olive,
    },
  ]);
  await db.insert(schema.eventUsers).values([{ eventId: 'sealed1', userId: ids.ann, role: 'player', playerName: 'Ann Å.' }]);
  const poolCounted = {
    cards: [{ name: 'Serra Paragon', count: 1, set: 'DMU', number: '32', rarity: 'M' as const, colour: 'W' as const }],
    total: 1,
    warnings: [{ code: 'pool_size' as const, params: { count: 1, expected: 84 } }],
  };
  await db.insert(schema.pools).values([
    {
      eventId: 'sealed1',
      userId: ids.ann,
      poolText: '1 Serra Paragon\n3 Plains',
      counted: poolCounted,
      receiverId: ids.noMail,
      verification: { confirmed: false, differences: [{ card_name: 'Serra Paragon', missing: 1, extra: 0 }], verified_at: '2026-12-05T10:05:00.000Z' },
      createdAt: at('2026-12-05T09:30:00.321Z'),
    },
  ]);
  await db.insert(schema.poolRevisions).values([
    { eventId: 'sealed1', userId: ids.ann, revisedBy: ids.ann, poolText: '1 Serra Paragon\n3 Plains', total: 1, createdAt: at('2026-12-05T09:30:00.321Z') },
    { eventId: 'sealed1', userId: ids.ann, revisedBy: ids.olive, poolText: '2 Serra Paragon', total: 2, note: 'Found one more — “in the box”', createdAt: at('2026-12-05T10:10:00.001Z') },
  ]);
  await db.insert(schema.libraryDecks).values([
    { userId: ids.ann, deckName: 'Burn', format: 'modern', decklistText: list, check: check('Mountian'), checkVersion: 'v1', hasWarnings: true, lastUsedAt: at('2026-11-25T10:00:00.999Z') },
    { userId: ids.ann, deckName: 'Elves — with tabs\tand ünïcode', format: 'legacy', decklistText: '4 Llanowar Elves' },
  ]);
  await db.insert(schema.timerTournaments).values([{ id: 'Xk3v9QmZpL2wRt7a', name: 'Regional Championship', ownerId: ids.olive }]);
  await db.insert(schema.timerManagers).values([{ tournamentId: 'Xk3v9QmZpL2wRt7a', userId: ids.ben, userName: 'Ben' }]);
  await db.insert(schema.clocks).values([
    { id: 'round-1', tournamentId: 'Xk3v9QmZpL2wRt7a', name: 'Round 1', durationSeconds: 3000, isRunning: true, remainingMs: 2_999_123, anchorMs: 1_795_000_123_456 },
    { id: 'top-8', tournamentId: 'Xk3v9QmZpL2wRt7a', name: 'Top 8', durationSeconds: 3000, isRunning: false, remainingMs: 3_000_000, anchorMs: 0 },
  ]);
  await db.insert(schema.clockExtensions).values([
    { clockId: 'round-1', tableNumber: 47, seconds: 210, reason: 'deck check', addedBy: ids.ben, createdAt: at('2026-11-27T19:20:00.250Z') },
    { clockId: 'round-1', tableNumber: 9999, seconds: 3600, reason: null, addedBy: null },
  ]);
  await db.update(schema.events).set({ timerTournamentId: 'Xk3v9QmZpL2wRt7a', listsMayBePublished: true }).where(sql`id = 'fnm2611'`);
  await db.update(schema.eventUsers).set({ publicationConsentAt: at('2026-11-27T18:00:00.125Z') }).where(sql`event_id = 'fnm2611' and role = 'player'`);
  await db.insert(schema.deckPublications).values([{ eventId: 'fnm2611', userId: ids.ann, position: 0, placing: 1, label: 'Winner — "Monkey" deck' }]);
  await db.insert(schema.deckChecks).values([
    {
      eventId: 'fnm2611',
      playerId: ids.ann,
      playerName: 'Ann Å.',
      judgeId: ids.ben,
      judgeName: 'Ben',
      round: 3,
      tableNumber: 47,
      pickedAt: at('2026-11-27T19:05:00.001Z'),
      startedAt: at('2026-11-27T19:06:00Z'),
      endedAt: at('2026-11-27T19:13:30.5Z'),
      outcome: 'problem',
      note: 'One Mountain missing;\nfound in the box, warning given',
      extensionClockId: 'round-1',
      extensionHalfMinutes: 7,
    },
    { eventId: 'fnm2611', playerId: ids.ann, playerName: 'Ann Å.', judgeId: null, judgeName: 'Olive', round: 4, pickedAt: at('2026-11-27T20:00:00Z') },
  ]);
}

/** Every row of every table in PostgreSQL's text form, sorted, per table (timestamps in UTC). */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (
      (await tx.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] }
    ).rows.map((row) => row.tablename);
    const all: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = ((await tx.execute(sql.raw(`select t::text as row from public."${table}" t order by 1`))) as unknown as { rows: { row: string }[] }).rows;
      all[table] = rows.map((row) => row.row);
    }
    return all;
  });
}
