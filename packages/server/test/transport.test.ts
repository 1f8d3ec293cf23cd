import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { HSTS_HEADER, SERVER_TIMEOUTS } from '../src/http/transport';
import { createTestApp, listen, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { rawExchange } from './helpers/raw-http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SITE = 'https://decklist.test';

describe.each(API_DATABASE_KINDS)('HSTS on an https site, on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: SITE } });
    t.anonymous().headers.origin = SITE;
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  it('sends Strict-Transport-Security (max-age of at least 180 days) on every answer, errors included', async () => {
    const owner = await t.signedIn('hsts@example.com');
    owner.headers.origin = SITE;
    const answers = {
      health: await t.app.inject({ method: 'GET', url: '/api/health' }),
      signedIn: await owner.get('/api/events'),
      notSignedIn: await t.app.inject({ method: 'GET', url: '/api/me' }),
      validation: await t.app.inject({ method: 'POST', url: '/api/login/start', headers: { origin: SITE }, payload: { email: 'x' } }),
      csrf: await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      badUrl: await t.app.inject({ method: 'GET', url: '/api/events/%FF' }),
      tooDeep: await t.app.inject({ method: 'POST', url: '/api/timers', headers: { origin: SITE, 'content-type': 'application/json' }, payload: '['.repeat(100) + ']'.repeat(100) }),
      head: await t.app.inject({ method: 'HEAD', url: '/api/health' }),
      openapi: await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const header = String(answer.headers['strict-transport-security']);
      expect(header, name).toBe(HSTS_HEADER);
      expect(Number(/max-age=(\d+)/.exec(header)?.[1]), name).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
    // Answered by the server itself, before Fastify: oversized headers.
    const raw = await rawExchange(baseUrl, (socket) => {
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw.status).toBe(431);
    expect(raw.headers['strict-transport-security']).toBe(HSTS_HEADER);
  });

  it('sends no HSTS when the site is plain http', async () => {
    const plain = await createTestApp(kind, { env: { PUBLIC_URL: 'http://decklist.test' } });
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('request timeouts', () => {
  it('are short by default: the whole request within 30 s, its headers within 10 s', async () => {
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000);
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { startJobs: false, logger: false, webDistDir: '/nonexistent', cards: null });
    try {
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.headersTimeout).toBe(10_000);
    } finally {
      await app.close();
    }
  });

  describe('with timeouts shortened for the test', () => {
    let t: TestApp;
    let baseUrl: string;
    beforeAll(async () => {
      t = await createTestApp('pglite', { overrides: { timeouts: { requestMs: 1500, headersMs: 700, checkIntervalMs: 100 } } });
      baseUrl = await listen(t);
    });
    afterAll(() => t.close());

    it('cuts off a body sent a byte at a time with a 408 problem, soon after the request timeout', async () => {
      const body = JSON.stringify({ email: 'slow@example.com' });
      const answer = await rawExchange(baseUrl, async (socket) => {
        socket.write(
          `POST /api/login/start HTTP/1.1\r\nHost: decklist.test\r\nOrigin: http://decklist.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        for (const char of body) {
          if (socket.destroyed) return;
          socket.write(char);
          await sleep(300);
        }
      });
      expect(answer.status).toBe(408);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 408, type: '/problems/timeout' });
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(1400);
      expect(answer.closedAfterMs).toBeLessThan(3000); // not the 9 s the client would have taken
    });

    it('cuts off headers sent a byte at a time', async () => {
      const head = 'GET /api/health HTTP/1.1\r\nHost: decklist.test\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n';
      const answer = await rawExchange(baseUrl, async (socket) => {
        for (const char of head) {
          if (socket.destroyed) return;
          socket.write(char);
          await sleep(100);
        }
      });
      expect(answer.status).toBe(408);
      expect(answer.closedAfterMs).toBeLessThan(2500);
    });

    it('still serves a request that arrives in time, on a kept-alive connection', async () => {
      const answer = await rawExchange(baseUrl, (socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: decklist.test\r\nConnection: close\r\n\r\n');
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    });
  });
});
