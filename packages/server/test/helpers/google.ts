import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const GOOGLE_CLIENT_ID = 'decklist-test.apps.googleusercontent.com';

export interface TokenOptions {
  key?: CryptoKey;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
}

/**
 * A stand-in for Google: a JWKS endpoint over real HTTP with a key generated for the test, and ID
 * tokens signed with it (or with `otherKey`, which the endpoint does not know).
 */
export async function startFakeGoogle() {
  const pair = await generateKeyPair('RS256');
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  function token(claims: Record<string, unknown> = {}, options: TokenOptions = {}) {
    return new SignJWT({ email: 'Judge@Example.com', email_verified: true, name: 'Jane Judge', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? pair.privateKey);
  }

  return {
    /** The app's settings for signing in against this fake. */
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    otherKey,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
