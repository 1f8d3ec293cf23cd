import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, listen, TEST_ORIGIN, type TestApp } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS } from './helpers/databases';
import { connectWs } from './helpers/ws';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET on a connection of its own that stays open (keep-alive), so that later requests can reuse it. */
function keptAlive(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/** A deck submission whose body arrives in two parts: in flight from the first until `finish`. */
function slowSubmission(base: string, eventId: string, cookie: string) {
  const body = JSON.stringify({ player_name: 'Slow', deck_name: '', decklist_text: '4 Lightning Bolt\n56 Mountain' });
  const request = http.request(`${base}/api/events/${eventId}/deck`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: TEST_ORIGIN, cookie },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 20));
  request.flushHeaders();
  return { answer, finish: () => request.end(body.slice(20)), abort: () => request.destroy() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(API_DATABASE_KINDS)('a stopping instance on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function scene() {
    t = await createTestApp(kind, { overrides: { drainQuietMs: 100 } });
    const base = await listen(t);
    const owner = await t.signedIn('drain.owner@example.com');
    const player = await t.signedIn('drain.player@example.com');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await owner.post('/api/events', { event_name: 'Drained', format: 'modern', event_date: today })).json().event_id as string;
    const cookie = `decklist_session=${player.cookies.get('decklist_session')}`;
    return { app: t.app, base, eventId, cookie };
  }

  it('refuses new connections, answers not ready, closes live sockets with 1001 and finishes the request in flight', async () => {
    const { app, base, eventId, cookie } = await scene();
    const display = await connectWs(base, (await newTimersChannel(t!)).channel);
    const [readiness, liveness] = [keptAlive(base), keptAlive(base)];
    expect((await readiness.get('/api/health/ready')).status).toBe(200);
    expect((await liveness.get('/api/health/live')).status).toBe(200);
    const submission = slowSubmission(base, eventId, cookie);
    await sleep(200);

    let drained = false;
    const drain = app.lifecycle.drain(10_000).finally(() => (drained = true));
    expect(await display.closed).toBe(1001);
    // Connections already open still get answers, each the last on its connection.
    const ready = await readiness.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.connection).toBe('close');
    const live = await liveness.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.connection).toBe('close');
    // New ones are refused, so a load balancer sends them (a POST too) to another instance.
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

    await sleep(300);
    expect(drained).toBe(false);
    submission.finish();
    const submitted = await submission.answer;
    expect(submitted.status).toBe(200);
    expect(submitted.connection).toBe('close');
    expect(await drain).toEqual({ finished: true, cut: 0 });
    expect(drained).toBe(true);
    const deck = await t!.app.inject({ method: 'GET', url: `/api/events/${eventId}/deck`, headers: { cookie } });
    expect(deck.json().player_name).toBe('Slow');
    readiness.close();
    liveness.close();
  });

  it('cuts what is still running at the timeout', async () => {
    const { app, base, eventId, cookie } = await scene();
    const submission = slowSubmission(base, eventId, cookie);
    submission.answer.catch(() => undefined);
    await sleep(200);
    const started = performance.now();
    expect(await app.lifecycle.drain(500)).toEqual({ finished: false, cut: 1 });
    expect(performance.now() - started).toBeLessThan(2000);
    submission.abort();
  });
});
