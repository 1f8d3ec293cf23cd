import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';

/** A copy of the migrations up to and including `tag`, as a database made by that version had run them. */
function migrationsUpTo(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

describe('migrations on pglite', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('0008: a deck checked before the check was recorded counts its newest revision as the one checked', async () => {
    const older = migrationsUpTo('0006_event_removals');
    made.push(older);
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: older });
      const [owner] = (await db.execute<{ id: string }>(sql`insert into users (email, name) values ('owner@example.com', 'Olive') returning id`)).rows;
      const players = (await db.execute<{ id: string }>(sql`insert into users (email, name) values ('a@example.com', 'Ann'), ('b@example.com', 'Ben') returning id`)).rows;
      await db.execute(sql`insert into events (id, name, event_date, format, owner_id) values ('oldevent22', 'Old', '2026-11-21', 'modern', ${owner!.id})`);
      for (const [i, player] of players.entries()) {
        await db.execute(
          sql`insert into event_users (event_id, user_id, role, player_name, is_deck_checked) values ('oldevent22', ${player.id}, 'player', 'P', ${i === 0})`,
        );
        for (const text of ['4 Island', '4 Forest']) {
          await db.execute(
            sql`insert into decklist_revisions (event_id, user_id, revision_type, player_name, decklist_text) values ('oldevent22', ${player.id}, 'submitted', 'P', ${text})`,
          );
        }
      }

      await migrate(db, { migrationsFolder: migrationsDir });
      const rows = (
        await db.execute<{ user_id: string; checked_text: string | null; checked_at: string | null; changed: string | null }>(sql`
          select u.user_id, r.decklist_text as checked_text, u.checked_at, u.changed_since_checked_at as changed
          from event_users u left join decklist_revisions r on r.event_id = u.event_id and r.user_id = u.user_id and r.seq = u.checked_revision
          where u.event_id = 'oldevent22'`)
      ).rows;
      const byUser = new Map(rows.map((row) => [row.user_id, row]));
      expect(byUser.get(players[0]!.id)).toMatchObject({ checked_text: '4 Forest', checked_at: null, changed: null });
      expect(byUser.get(players[1]!.id)).toMatchObject({ checked_text: null, checked_at: null, changed: null });
    } finally {
      await client.close();
    }
  });
});
