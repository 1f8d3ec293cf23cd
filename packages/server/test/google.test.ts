import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { startFakeGoogle } from './helpers/google';

describe.each(API_DATABASE_KINDS)('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  const token: typeof google.token = (...args) => google.token(...args);

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(kind, { env: google.env });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('signs in with a valid token and creates the user with their Google name', async () => {
    const c = t.anonymous();
    const response = await c.post('/api/login/google', { token: await token() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, email: 'judge@example.com', name: 'Jane Judge' });
    expect(response.cookies.find((k) => k.name === 'decklist_session')).toBeDefined();
    expect((await c.get('/api/me')).json()).toMatchObject({ email: 'judge@example.com', name: 'Jane Judge' });
  });

  it('stores a Google name under the rules of a name typed here', async () => {
    const hostile = await t.anonymous().post('/api/login/google', {
      token: await token({ email: 'hostile@example.com', name: ' Jamie\u202e\n Judge\u200b\u00ad ' + 'x'.repeat(200) }),
    });
    expect(hostile.statusCode).toBe(200);
    const name = hostile.json().name as string;
    expect(name.startsWith('Jamie Judge xxx')).toBe(true);
    expect(name).toHaveLength(100);
    const blank = await t.anonymous().post('/api/login/google', { token: await token({ email: 'blank@example.com', name: '\u3164\u2800' }) });
    expect(blank.json().name).toBe('');
  });

  it('accepts the issuer without https too, as Google documents', async () => {
    const response = await t.anonymous().post('/api/login/google', { token: await token({}, { issuer: 'accounts.google.com' }) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', () => token({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => token({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => token({}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ['a bad signature', () => token({}, { key: google.otherKey })],
    ['an unverified e-mail', () => token({ email_verified: false })],
    ['no e-mail at all', () => token({ email: undefined })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with a 400 and no session', async (_name, makeToken) => {
    const c = t.anonymous();
    const response = await c.post('/api/login/google', { token: await makeToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.token).toBeDefined();
    expect(response.cookies).toHaveLength(0);
    expect((await c.get('/api/me')).json().authorized).toBe(false);
  });

  it('says the route is off when no client id is configured', async () => {
    const off = await createTestApp(kind);
    try {
      const response = await off.anonymous().post('/api/login/google', { token: await token() });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('');
    } finally {
      await off.close();
    }
  });
});
