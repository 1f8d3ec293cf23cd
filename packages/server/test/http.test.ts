import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

describe.each(DATABASE_KINDS)('HTTP conventions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('reports a healthy database', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
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
