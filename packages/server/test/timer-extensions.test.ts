import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timersChannel } from '@decklist/core/live';
import { MAX_EXTENSIONS_PER_CLOCK } from '@decklist/core/timers';
import { clockExtensions, clocks } from '../src/db/schema';
import { addExtension } from '../src/timers/extensions-store';
import { createTestApp, listen, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { connectWs } from './helpers/ws';

const MINUTE = 60_000;
type ClockAnswer = { clock_id: string; ms_remaining: number; is_running: boolean; extensions: unknown[]; server_time: number };

describe.each(DATABASE_KINDS)('table extensions and Start All on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let counter = 0;
  const user = async (label: string) => t.signedIn(`${label}${++counter}@example.com`);

  async function tournamentWithClock(owner: TestClient, seconds = 50 * 60) {
    const id = (await owner.post('/api/timers', { tournament_name: 'Regional' })).json().tournament_id as string;
    const clockId = (await owner.post(`/api/timers/${id}/clocks`, { clock_name: 'Round 1', duration_seconds: seconds })).json().clock_id as string;
    return { id, clockId, extensions: `/api/timers/${id}/clocks/${clockId}/extensions` };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('adds, replaces and removes a table’s extension, announcing that table’s change each time', async () => {
    const owner = await user('owner');
    const { id, clockId, extensions } = await tournamentWithClock(owner);
    const ws = await connectWs(base, timersChannel(id));

    const added = await owner.post(extensions, { table_number: 47, minutes: 3, reason: ' deck check ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      clock_id: clockId,
      ms_remaining: 50 * MINUTE,
      extensions: [{ table_number: 47, minutes: 3, reason: 'deck check' }],
      server_time: t.clock.now(),
    });
    const first = await ws.next<{ message_type: string; updated_clock: Record<string, unknown> }>((m) => m.message_type === 'clock_extended');
    expect(first).toMatchObject({
      clock_id: clockId,
      updated_clock: { clock_id: clockId, ms_remaining: 50 * MINUTE },
      extension_change: { table_number: 47, extension: { table_number: 47, minutes: 3, reason: 'deck check' } },
      updated_by_session_id: t.app.liveEchoId(owner.sessionId),
      server_time: t.clock.now(),
    });
    expect(first.updated_clock).not.toHaveProperty('extensions');

    await owner.post(extensions, { table_number: 12, minutes: 1.5 });
    // Adding again replaces: still one extension for table 47, now 4.5 minutes without a reason.
    const replaced = await owner.post(extensions, { table_number: 47, minutes: 4.5 });
    expect(replaced.json().extensions).toEqual([
      { table_number: 12, minutes: 1.5, reason: null },
      { table_number: 47, minutes: 4.5, reason: null },
    ]);
    expect((await t.app.db.select().from(clockExtensions).where(eq(clockExtensions.clockId, clockId))).length).toBe(2);

    const removed = await owner.delete(`${extensions}/12`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().extensions).toEqual([{ table_number: 47, minutes: 4.5, reason: null }]);
    // The third and fourth messages (added, added, replaced, removed): table 47 replaced, table 12 removed.
    const replacedMessage = await ws.next<{ extension_change: unknown }>(() => true, 5000, 2);
    expect(replacedMessage.extension_change).toEqual({ table_number: 47, extension: { table_number: 47, minutes: 4.5, reason: null } });
    const announced = await ws.next<{ message_type: string; extension_change: unknown }>(() => true, 5000, 3);
    expect(announced.message_type).toBe('clock_extended');
    expect(announced.extension_change).toEqual({ table_number: 12, extension: null });
    expect((await owner.delete(`${extensions}/12`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/timers/${id}/clocks/nope/extensions/12`)).statusCode).toBe(404);
    expect((await owner.post(`/api/timers/${id}/clocks/nope/extensions`, { table_number: 1, minutes: 1 })).statusCode).toBe(404);

    // Everyone reads them with the clock; deleting the clock takes them along.
    const display = (await t.anonymous().get(`/api/timers/${id}`)).json();
    expect(display.clocks[0].extensions).toEqual([{ table_number: 47, minutes: 4.5, reason: null }]);
    await owner.delete(`/api/timers/${id}/clocks/${clockId}`);
    expect(await t.app.db.select().from(clockExtensions).where(eq(clockExtensions.clockId, clockId))).toEqual([]);
    ws.close();
  });

  it('checks table, minutes and reason with field errors', async () => {
    const owner = await user('owner');
    const { extensions } = await tournamentWithClock(owner);
    const cases: [body: Record<string, unknown>, field: string, message: string][] = [
      [{ minutes: 3 }, 'table_number', 'Table is required'],
      [{ table_number: 0, minutes: 3 }, 'table_number', 'Table must be from 1 to 9999'],
      [{ table_number: 10_000, minutes: 3 }, 'table_number', 'Table must be from 1 to 9999'],
      [{ table_number: 2.5, minutes: 3 }, 'table_number', 'Table must be a whole number'],
      [{ table_number: 'x', minutes: 3 }, 'table_number', 'Table must be a number'],
      [{ table_number: 5 }, 'minutes', 'Minutes are required'],
      [{ table_number: 5, minutes: 0 }, 'minutes', 'Minutes must be from 1 to 60'],
      [{ table_number: 5, minutes: 0.5 }, 'minutes', 'Minutes must be from 1 to 60'],
      [{ table_number: 5, minutes: 60.5 }, 'minutes', 'Minutes must be from 1 to 60'],
      [{ table_number: 5, minutes: 1.25 }, 'minutes', 'Minutes must be whole or half minutes'],
      [{ table_number: 5, minutes: 2, reason: 'x'.repeat(41) }, 'reason', 'Reason must be at most 40 characters'],
      [{ table_number: 5, minutes: 2, reason: 7 }, 'reason', 'Reason must be text'],
      // The reason shows on the hall's public displays: one line, nothing hidden, no reordering.
      [{ table_number: 5, minutes: 2, reason: 'deck\ncheck' }, 'reason', 'Reason must be one line, without tabs or control characters'],
      [{ table_number: 5, minutes: 2, reason: 'deck\u0007check' }, 'reason', 'Reason must be one line, without tabs or control characters'],
      [{ table_number: 5, minutes: 2, reason: 'judge\u202echeck' }, 'reason', 'Reason must not contain characters that change the direction of the text'],
      [{ table_number: 5, minutes: 2, reason: 'judge\u200bcall' }, 'reason', 'Reason must not contain invisible characters such as zero-width spaces'],
      [{ table_number: 5, minutes: 2, reason: 'judge\u{e0041}' }, 'reason', 'Reason must not contain invisible characters such as zero-width spaces'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.post(extensions, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await owner.delete(`${extensions}/abc`)).statusCode).toBe(400);
    expect((await owner.delete(`${extensions}/0`)).statusCode).toBe(400);
  });

  it('lets managers add and remove extensions, and nobody else', async () => {
    const owner = await user('owner');
    const { id, extensions } = await tournamentWithClock(owner);
    const judgeEmail = `judge${++counter}@example.com`;
    await owner.post(`/api/timers/${id}/managers`, { user_email: judgeEmail, user_name: 'Jo' });
    const judge = await t.signedIn(judgeEmail);
    expect((await judge.post(extensions, { table_number: 8, minutes: 2, reason: 'judge call' })).statusCode).toBe(200);
    const stranger = await user('stranger');
    expect((await stranger.post(extensions, { table_number: 9, minutes: 2 })).statusCode).toBe(403);
    expect((await stranger.delete(`${extensions}/8`)).statusCode).toBe(403);
    expect((await t.anonymous().post(extensions, { table_number: 9, minutes: 2 })).statusCode).toBe(401);
    expect((await judge.delete(`${extensions}/8`)).statusCode).toBe(200);
  });

  it(`holds at most ${MAX_EXTENSIONS_PER_CLOCK} tables per clock; replacing one still works at the limit`, async () => {
    const owner = await user('owner');
    const { clockId, extensions } = await tournamentWithClock(owner);
    await t.app.db
      .insert(clockExtensions)
      .values(Array.from({ length: MAX_EXTENSIONS_PER_CLOCK }, (_, i) => ({ clockId, tableNumber: i + 1, seconds: 60 })));
    const refused = await owner.post(extensions, { table_number: 600, minutes: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`at most ${MAX_EXTENSIONS_PER_CLOCK}`);
    const replaced = await owner.post(extensions, { table_number: 5, minutes: 2 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().extensions).toHaveLength(MAX_EXTENSIONS_PER_CLOCK);
    // Parallel additions past the limit: one at a time under the clock's lock, so none gets in.
    await owner.delete(`${extensions}/1`);
    const parallel = await Promise.all([601, 602, 603].map((table) => owner.post(extensions, { table_number: table, minutes: 1 })));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('sends a display what changed, not the whole clock: a clock at the limit pauses and extends in messages of a few hundred bytes', async () => {
    const owner = await user('owner');
    const { id, clockId, extensions } = await tournamentWithClock(owner);
    await t.app.db
      .insert(clockExtensions)
      .values(Array.from({ length: MAX_EXTENSIONS_PER_CLOCK - 1 }, (_, i) => ({ clockId, tableNumber: i + 1, seconds: 90, reason: 'deck check' })));
    const ws = await connectWs(base, timersChannel(id));
    expect((await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true })).statusCode).toBe(200);
    expect((await owner.post(`/api/timers/${id}/clocks/${clockId}/adjust`, { ms_adjustment: 60_000 })).statusCode).toBe(200);
    expect((await owner.post(extensions, { table_number: 700, minutes: 2 })).statusCode).toBe(200);
    await ws.next((m) => m.message_type === 'clock_extended');
    const sizes = ws.received.map((m) => JSON.stringify(m).length);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) expect(size).toBeLessThan(600);
    // Whoever reads the clock gets all of them.
    expect((await t.anonymous().get(`/api/timers/${id}`)).json().clocks[0].extensions).toHaveLength(MAX_EXTENSIONS_PER_CLOCK);
    ws.close();
  });

  it('derives each table’s time from the clock, so it moves with pause, adjust and reset', async () => {
    const owner = await user('owner');
    const { id, clockId, extensions } = await tournamentWithClock(owner, 600);
    await owner.post(extensions, { table_number: 3, minutes: 2.5 });
    const clockPath = `/api/timers/${id}/clocks/${clockId}`;
    const tableLeft = (clock: ClockAnswer) => clock.ms_remaining + 2.5 * MINUTE;

    await owner.post(clockPath, { is_running: true });
    t.clock.advance(4 * MINUTE);
    const paused: ClockAnswer = (await owner.post(clockPath, { is_running: false })).json();
    expect(tableLeft(paused)).toBe(8.5 * MINUTE);
    t.clock.advance(30 * MINUTE); // paused: neither moves
    const resumed: ClockAnswer = (await owner.post(clockPath, { is_running: true })).json();
    expect(tableLeft(resumed)).toBe(8.5 * MINUTE);
    const adjusted: ClockAnswer = (await owner.post(`${clockPath}/adjust`, { ms_adjustment: -6 * MINUTE })).json();
    expect(adjusted.ms_remaining).toBe(0);
    expect(tableLeft(adjusted)).toBe(2.5 * MINUTE);
    t.clock.advance(MINUTE);
    const display = (await t.anonymous().get(`/api/timers/${id}`)).json();
    expect(display.clocks[0]).toMatchObject({ ms_remaining: -MINUTE, extensions: [{ table_number: 3, minutes: 2.5 }] });
    const reset: ClockAnswer = (await owner.post(`${clockPath}/reset`)).json();
    expect(reset.extensions).toEqual([{ table_number: 3, minutes: 2.5, reason: null }]);
    expect(tableLeft(reset)).toBe(12.5 * MINUTE);
  });

  it('offers addExtension to other features: an outcome, with the actor stored', async () => {
    const owner = await user('owner');
    const { id, clockId } = await tournamentWithClock(owner);
    const first = await addExtension(t.app.db, { clockId, table: 21, minutes: 5, reason: 'deck check', actorUserId: owner.userId });
    expect(first).toMatchObject({ outcome: 'added', tournamentId: id, clock: { id: clockId, extensions: [{ tableNumber: 21, seconds: 300 }] } });
    const again = await addExtension(t.app.db, { clockId, table: 21, minutes: 6, reason: null, actorUserId: null });
    expect(again).toMatchObject({ outcome: 'replaced', clock: { extensions: [{ tableNumber: 21, seconds: 360, reason: null, addedBy: null }] } });
    expect(await addExtension(t.app.db, { clockId: 'missing', table: 1, minutes: 1, reason: null, actorUserId: null })).toEqual({ outcome: 'no-clock' });
  });

  it('starts all clocks at one server instant in one transaction, with one message: every end is identical', async () => {
    const owner = await user('owner');
    const { id } = await tournamentWithClock(owner, 50 * 60);
    for (const name of ['Round 1 B', 'Round 1 C', 'Round 1 D']) {
      await owner.post(`/api/timers/${id}/clocks`, { clock_name: name, duration_seconds: 50 * 60 });
    }
    const ws = await connectWs(base, timersChannel(id));
    // From here the server's clock moves on by a millisecond each time it is read, as real time does
    // while a request is served: clocks started one request each would end a few ms apart.
    let ticking = t.clock.t;
    Object.defineProperty(t.clock, 't', { configurable: true, get: () => ticking++, set: (v: number) => (ticking = v) });
    try {
      const started = await owner.post(`/api/timers/${id}/all-clocks`, { is_running: true });
      expect(started.statusCode).toBe(200);
      const answer = started.json() as { clocks: ClockAnswer[]; server_time: number };
      expect(answer.clocks).toHaveLength(4);
      const ends = answer.clocks.map((clock) => answer.server_time + clock.ms_remaining);
      expect(new Set(ends).size).toBe(1);
      const rows = await t.app.db.select().from(clocks).where(eq(clocks.tournamentId, id));
      expect(new Set(rows.map((row) => row.anchorMs + row.remainingMs)).size).toBe(1);
      expect(rows.every((row) => row.isRunning)).toBe(true);

      const message = await ws.next<{ message_type: string; updated_clocks: ClockAnswer[]; server_time: number }>(
        (m) => m.message_type === 'clocks_resumed',
      );
      expect(message.updated_clocks).toHaveLength(4);
      expect(new Set(message.updated_clocks.map((clock) => message.server_time + clock.ms_remaining))).toEqual(new Set(ends));

      // Pause All: the same in reverse, all at one instant with the same time left.
      const paused = (await owner.post(`/api/timers/${id}/all-clocks`, { is_running: false })).json() as { clocks: ClockAnswer[] };
      expect(new Set(paused.clocks.map((clock) => clock.ms_remaining)).size).toBe(1);
      expect(paused.clocks.every((clock) => !clock.is_running)).toBe(true);
      await ws.next((m) => m.message_type === 'clocks_paused');
      // Nothing to pause: no message.
      await owner.post(`/api/timers/${id}/all-clocks`, { is_running: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ws.received.filter((m) => (m as { message_type: string }).message_type.startsWith('clocks_'))).toHaveLength(2);
    } finally {
      const now = ticking;
      Object.defineProperty(t.clock, 't', { configurable: true, writable: true, value: now });
      ws.close();
    }
  });

  it('starts only the paused clocks: a running one keeps its time', async () => {
    const owner = await user('owner');
    const { id, clockId } = await tournamentWithClock(owner, 600);
    const other = (await owner.post(`/api/timers/${id}/clocks`, { clock_name: 'B', duration_seconds: 600 })).json().clock_id as string;
    await owner.post(`/api/timers/${id}/clocks/${clockId}`, { is_running: true });
    t.clock.advance(MINUTE);
    const answer = (await owner.post(`/api/timers/${id}/all-clocks`, { is_running: true })).json() as { clocks: ClockAnswer[] };
    expect(answer.clocks.map((clock) => [clock.clock_id, clock.ms_remaining, clock.is_running])).toEqual([
      [clockId, 9 * MINUTE, true],
      [other, 10 * MINUTE, true],
    ]);
    const stranger = await user('stranger');
    expect((await stranger.post(`/api/timers/${id}/all-clocks`, { is_running: false })).statusCode).toBe(403);
    expect((await owner.post(`/api/timers/${id}/all-clocks`, {})).statusCode).toBe(400);
    expect((await owner.post('/api/timers/nope/all-clocks', { is_running: true })).statusCode).toBe(404);
  });
});
