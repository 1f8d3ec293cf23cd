import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listen, TEST_ORIGIN, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n56 Mountain';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A proxy in front of the server that passes every request on and drops the connection as soon as the answer
 * starts: the server has committed, and the client never learns it (a phone whose Wi-Fi dropped at that moment).
 */
async function answerDroppingProxy(target: string) {
  const { port: targetPort } = new URL(target);
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    client.pipe(upstream);
    upstream.once('data', () => {
      client.destroy();
      upstream.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A POST through `base` that fails on the network, as the lost answer does; resolves with the error. */
function postLosingTheAnswer(base: string, path: string, body: object, headers: Record<string, string>): Promise<Error> {
  return new Promise((resolve) => {
    const request = http.request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers } });
    request.on('response', () => resolve(new Error('an answer arrived')));
    request.on('error', resolve);
    request.end(JSON.stringify(body));
  });
}

describe.each(DATABASE_KINDS)('saves sent again with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  async function eventWithPlayer() {
    const owner = await t.signedIn(`owner${++mail}@example.com`);
    const eventId = (await owner.post('/api/events', { event_name: 'Offline Modern', format: 'modern', event_date: TODAY })).json().event_id as string;
    const player = await t.signedIn(`player${++mail}@example.com`);
    return { owner, eventId, player };
  }
  const revisions = async (player: TestClient, eventId: string) => ((await player.get(`/api/events/${eventId}/deck/revisions`)).json().revisions as unknown[]).length;
  const submit = (player: TestClient, eventId: string, key: string, text = LIST) =>
    player.request('POST', `/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'Burn', decklist_text: text }, { 'idempotency-key': key, prefer: 'return=representation' });

  it('makes one revision of a submission sent twice, and answers the repeat as the first', async () => {
    const { eventId, player } = await eventWithPlayer();
    const first = await submit(player, eventId, 'key-0000-first');
    expect(first.statusCode, first.body).toBe(200);
    const again = await submit(player, eventId, 'key-0000-first');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await revisions(player, eventId)).toBe(1);
    // A new key is a new save.
    expect((await submit(player, eventId, 'key-0000-second', `${LIST}\n\nSideboard\n1 Blood Moon`)).statusCode).toBe(200);
    expect(await revisions(player, eventId)).toBe(2);
  });

  it('makes one revision when the answer was lost after the commit and the client sends it again', async () => {
    const { eventId, player } = await eventWithPlayer();
    const proxy = await answerDroppingProxy(await listen(t));
    try {
      const cookie = [...player.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const lost = await postLosingTheAnswer(proxy.url, `/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'Burn', decklist_text: LIST }, {
        cookie,
        'idempotency-key': 'lost-answer-1',
      });
      expect(lost.message).toMatch(/socket hang up|ECONNRESET/);
    } finally {
      await proxy.close();
    }
    const retried = await submit(player, eventId, 'lost-answer-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().decklist_text).toBe(LIST);
    expect(await revisions(player, eventId)).toBe(1);
  });

  it('refuses the same key with another list (422), a malformed key (400), and keeps a key whose save was refused', async () => {
    const { owner, eventId, player } = await eventWithPlayer();
    expect((await submit(player, eventId, 'reused-key-1')).statusCode).toBe(200);
    const other = await submit(player, eventId, 'reused-key-1', '4 Counterspell\n56 Island');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused', type: '/problems/idempotency-key-reused' });
    expect(await revisions(player, eventId)).toBe(1);

    const malformed = await submit(player, eventId, 'no spaces allowed');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors['Idempotency-Key']).toEqual(['Idempotency-Key is not in the right form']);

    // Refused while the event is closed, the key was not used: once reopened, it saves.
    expect((await owner.post(`/api/events/${eventId}`, { event_status: 'closed' })).statusCode).toBe(200);
    expect((await submit(player, eventId, 'after-closing-1', '4 Lava Spike\n56 Mountain')).statusCode).toBe(403);
    expect((await owner.post(`/api/events/${eventId}`, { event_status: 'open' })).statusCode).toBe(200);
    expect((await submit(player, eventId, 'after-closing-1', '4 Lava Spike\n56 Mountain')).statusCode).toBe(200);
    expect(await revisions(player, eventId)).toBe(2);
  });

  it('makes one library deck of a new deck saved twice, and forgets keys after two days', async () => {
    const user = await t.signedIn(`library${++mail}@example.com`);
    const body = { deck_name: 'Burn', format: 'modern', decklist_text: LIST };
    const save = (key: string) => user.request('POST', '/api/decks/library', body, { 'idempotency-key': key });
    const first = await save('library-key-1');
    const again = await save('library-key-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().deck_id).toBe(first.json().deck_id);
    expect((await user.get('/api/decks/library')).json().decks).toHaveLength(1);
    expect((await user.request('POST', '/api/decks/library', { ...body, deck_name: 'Other' }, { 'idempotency-key': 'library-key-1' })).statusCode).toBe(422);

    t.clock.advance(2 * DAY_MS + 1);
    expect(await t.app.jobs.runNow('idempotency-cleanup')).toBe(true);
    expect((await save('library-key-1')).json().deck_id).not.toBe(first.json().deck_id);
    expect((await user.get('/api/decks/library')).json().decks).toHaveLength(2);
  });
});
