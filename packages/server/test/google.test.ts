import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTestApp, type TestApp } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const CLIENT_ID = 'decklist-test.apps.googleusercontent.com';

/** A JWKS endpoint over real HTTP, like Google's, with a key generated for the test. */
async function startJwksServer(jwk: JWK) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, close: () => new Promise((r) => server.close(r)) };
}

describe.each(DATABASE_KINDS)('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    jwks = await startJwksServer({ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' });
    t = await createTestApp(kind, { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url } });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  function token(
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({ email: 'Judge@Example.com', email_verified: true, name: 'Jane Judge', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  it('signs in with a valid token and creates the user with their Google name', async () => {
    const c = t.anonymous();
    const response = await c.post('/api/login/google', { token: await token() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, email: 'judge@example.com', name: 'Jane Judge' });
    expect(response.cookies.find((k) => k.name === 'decklist_session')).toBeDefined();
    expect((await c.get('/api/me')).json()).toMatchObject({ email: 'judge@example.com', name: 'Jane Judge' });
  });

  it('accepts the issuer without https too, as Google documents', async () => {
    const response = await t.anonymous().post('/api/login/google', { token: await token({}, { issuer: 'accounts.google.com' }) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', () => token({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => token({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => token({}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ['a bad signature', () => token({}, { key: otherKey })],
    ['an unverified e-mail', () => token({ email_verified: false })],
    ['no e-mail at all', () => token({ email: undefined })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with a 400 and no session', async (_name, makeToken) => {
    const c = t.anonymous();
    const response = await c.post('/api/login/google', { token: await makeToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.token).toBeDefined();
    expect(response.cookies).toHaveLength(0);
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });

  it('says the route is off when no client id is configured', async () => {
    const off = await createTestApp(kind);
    try {
      const response = await off.anonymous().post('/api/login/google', { token: await token() });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
