import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { MAX_JSON_DEPTH } from '../src/http/errors';
import { createTestApp, listen, TEST_ORIGIN, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { rawExchange } from './helpers/raw-http';

describe.each(API_DATABASE_KINDS)('HTTP conventions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('reports a healthy database', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: kind,
      live_sockets: 0,
      event_loop_delay: { p99_ms: expect.any(Number), max_ms: expect.any(Number) },
      workers: { queued: 0, running: 0 },
    });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login/start',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: '/problems/malformed-json', status: 400 });
  });

  it('answers an oversized body with a 413 problem', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login/start',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, title: 'Request too large' });
  });

  it('accepts only JSON bodies (415 otherwise), so a plain form cannot post', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await inject({
        method: 'POST',
        url: '/api/login/start',
        headers: { origin: TEST_ORIGIN, 'content-type': type },
        payload: 'email=a@b.co',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().status).toBe(415);
    }
  });

  it('refuses state changes without the site Origin (CSRF)', async () => {
    const none = await inject({ method: 'POST', url: '/api/logout' });
    expect(none.statusCode).toBe(403);
    const foreign = await inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toMatch(/Origin/);
    const same = await inject({ method: 'POST', url: '/api/logout', headers: { origin: TEST_ORIGIN } });
    expect(same.statusCode).toBe(200);
  });

  it('answers unknown API routes with a 404 problem', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject({ method, url: '/api/no-such-thing', headers: { origin: TEST_ORIGIN } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not found' });
    }
  });

  it('answers wrong field types with field errors, never a 500', async () => {
    for (const payload of [[], 'x', 42, null, { email: ['a@b.co'] }, { email: { $ne: 1 } }]) {
      const response = await inject({
        method: 'POST',
        url: '/api/login/start',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toBeTypeOf('object');
    }
  });

  it('refuses NUL characters (which PostgreSQL text cannot hold) as a field error', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/login/start',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a\u0000@b.co' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Must not contain NUL characters.'] });
    const inPath = await inject({ method: 'GET', url: '/api/events/ab%00cd' });
    expect(inPath.statusCode).toBe(400);
  });

  it('answers undecodable and over-long addresses with problems', async () => {
    const badUrl = await inject({ method: 'GET', url: '/api/events/%FF%FE' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['content-type']).toContain('application/problem+json');
    const long = await inject({ method: 'GET', url: `/api/events/${'z'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toContain('application/problem+json');
  });

  it('publishes the API description generated from the schemas', async () => {
    const response = await inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/login/start', '/api/login/continue', '/api/me']));
  });

  it('tells the web app whether Google sign-in is on', async () => {
    const response = await inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ google_client_id: null });
  });
});

describe.each(API_DATABASE_KINDS)('hostile input on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let cookie: string;
  let eventId: string;
  let tournamentId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    baseUrl = await listen(t);
    const owner = await t.signedIn('hostile@example.com');
    cookie = `decklist_session=${owner.cookies.get('decklist_session')}`;
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    eventId = (await owner.post('/api/events', { event_name: 'Hostile', format: 'modern', event_date: today })).json().event_id;
    tournamentId = (await owner.post('/api/timers', { tournament_name: 'Hostile' })).json().tournament_id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' }, payload });

  it('answers JSON nested 10,000 levels deep with a 400 problem naming the nesting, on every kind of call', async () => {
    const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const urls = ['/api/login/start', '/api/events', `/api/events/${eventId}/deck`, '/api/timers', `/api/timers/${tournamentId}/clocks`];
    for (const url of urls) {
      for (const body of [deepArray, deepObject, `{"email":${deepArray}}`]) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${body.slice(0, 12)}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({ type: '/problems/too-deep', title: 'Nested too deeply', status: 400 });
        expect(response.json().detail).toContain(`${MAX_JSON_DEPTH} levels`);
      }
    }
    const inField = await post('/api/login/start', `{"email":${deepArray}}`);
    expect(Object.keys(inField.json().errors)).toEqual(['email']);
    // Nesting an API call could need is still read (and then checked against the schema as usual).
    const shallow = await post('/api/login/start', `{"email":${'['.repeat(10)}${']'.repeat(10)}}`);
    expect(shallow.json().type).toBe('/problems/validation');
  });

  it('answers huge numbers, wrong types and oversized fields with 400 field errors', async () => {
    const cases: [string, string, string][] = [
      [`/api/timers/${tournamentId}/clocks`, '{"clock_name":"R1","duration_seconds":1e999}', 'duration_seconds'],
      [`/api/timers/${tournamentId}/clocks`, '{"clock_name":"R1","duration_seconds":123456789012345678901234567890}', 'duration_seconds'],
      [`/api/timers/${tournamentId}/clocks`, '{"clock_name":"R1","duration_seconds":60.5}', 'duration_seconds'],
      [`/api/timers/${tournamentId}/clocks`, '{"clock_name":{"a":1},"duration_seconds":60}', 'clock_name'],
      [`/api/timers/${tournamentId}/clocks`, JSON.stringify({ clock_name: 'x'.repeat(50_000), duration_seconds: 60 }), 'clock_name'],
      ['/api/events', JSON.stringify({ event_name: 'x'.repeat(50_000), format: 'modern', event_date: '2030-01-01' }), 'event_name'],
      ['/api/events', '{"event_name":"E","format":"modern","event_date":99999999999999999999}', 'event_date'],
      ['/api/login/start', '{"email":true}', 'email'],
    ];
    for (const [url, body, field] of cases) {
      const response = await post(url, body);
      expect(response.statusCode, body.slice(0, 80)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors ?? {}), body.slice(0, 80)).toContain(field);
    }
  });

  it('answers bytes that are not UTF-8 with a 4xx problem, never a 500', async () => {
    const bodies = [
      Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@b.co"}')]),
      Buffer.from([0x7b, 0xc3, 0x28, 0x7d]),
      Buffer.concat([Buffer.from('{"tournament_name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    ];
    for (const url of ['/api/login/start', '/api/timers']) {
      for (const body of bodies) {
        const response = await post(url, body);
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
    // Over a real connection too, with a raw byte in the address and in the query.
    const answer = await rawExchange(baseUrl, (socket) => {
      socket.write(Buffer.concat([Buffer.from('GET /api/events/batch?eventId='), Buffer.from([0xff]), Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]));
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toContain('application/problem+json');
  });

  it('answers an oversized request header with a 431 problem', async () => {
    const answer = await rawExchange(baseUrl, (socket) => {
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/headers-too-large', status: 431, title: 'Request headers too large' });
    // The same with many small headers (a big cookie jar).
    const many = await rawExchange(baseUrl, (socket) => {
      const headers = Array.from({ length: 2000 }, (_, i) => `Cookie: c${i}=${'v'.repeat(20)}`).join('\r\n');
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\n${headers}\r\n\r\n`);
    });
    expect(many.status).toBe(431);
    expect(JSON.parse(many.body).status).toBe(431);
  });

  it('answers bytes that are not HTTP with a 400 problem', async () => {
    for (const garbage of ['\x00\x01\x02 nonsense\r\n\r\n', 'GET /api/health HTTP/1.1\r\nBad Header Name: x\r\n\r\n', 'POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n']) {
      const answer = await rawExchange(baseUrl, (socket) => {
        socket.write(garbage);
      });
      expect(answer.status, JSON.stringify(garbage)).toBe(400);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 400, type: '/problems/bad-request' });
    }
  });
});

