// The LISTEN/NOTIFY bus survives the database going away (docs/decisions/0002-live-channels.md).
import { eventChannel } from '@decklist/core/live';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp, listen, TEST_ORIGIN } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { createTestDatabase, HAS_POSTGRES } from './helpers/databases';
import { connectWs } from './helpers/ws';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turns connections to one database off (ending those open) and on again, as an outage would. */
async function setConnections(url: string, allowed: boolean) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections ${allowed}`);
    if (!allowed) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    }
  } finally {
    await admin.end();
  }
}

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe.runIf(HAS_POSTGRES)('live bus on PostgreSQL', () => {
  it('reconnects after a 5 s outage: health 503 meanwhile, 200 after, and every page told to refresh', async () => {
    // A database of its own, so turning it off disturbs no other test.
    const db = await createTestDatabase('postgres');
    const t = await createTestApp('postgres', { database: db, env: { DATABASE_URL: db.url! } });
    try {
      const base = await listen(t);
      const health = async () => (await t.anonymous().get('/api/health')).statusCode;
      expect(await health()).toBe(200);
      const owner = await t.signedIn('owner@example.com');
      const eventId = (await owner.post('/api/events', { event_name: 'Outage', format: 'modern', event_date: '2026-11-21' })).json()
        .event_id as string;
      const watcher = await t.signedIn('owner@example.com');
      const eventSocket = await connectWs(base, eventChannel(eventId), { cookies: watcher.cookies, origin: TEST_ORIGIN });
      const { channel: timers, tournamentId } = await newTimersChannel(t);
      const display = await connectWs(base, timers);

      await setConnections(db.url!, false);
      expect(await until(health, (status) => status === 503, 3000)).toBe(503);
      await sleep(5000);
      expect(await health()).toBe(503);
      expect(t.app.live.isUp()).toBe(false);
      await setConnections(db.url!, true);

      // Back within the backoff's longest wait, with a refresh for everyone.
      expect(await until(health, (status) => status === 200, 15_000)).toBe(200);
      expect(await eventSocket.next((m) => m.scope === 'all', 5000)).toEqual({
        refresh: true,
        updated_by_session_id: null,
        updated_by_user_id: null,
        scope: 'all',
        user_id: null,
      });
      expect(await display.next((m) => m.message_type === 'force_update', 5000)).toMatchObject({ tournament_id: tournamentId });

      // And messages flow again.
      await t.app.live.publish(timers, { message_type: 'clock_paused', after: true });
      expect(await display.next((m) => m.after === true, 5000)).toMatchObject({ message_type: 'clock_paused' });
      eventSocket.close();
      display.close();
    } finally {
      await setConnections(db.url!, true).catch(() => undefined);
      await t.close();
      await db.drop();
    }
  });
});
