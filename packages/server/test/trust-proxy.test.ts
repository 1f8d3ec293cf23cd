import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';

/**
 * Behind a trusted proxy that appends the address it saw to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for), a client's own X-Forwarded-For must not give it a new identity.
 */
describe.each(['127.0.0.1', '127.0.0.0/8', 'loopback'])('client addresses with TRUST_PROXY=%s', (trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { TRUST_PROXY: trustProxy },
      overrides: { authLimits: { startPerIp: { limit: 3, windowMs: 600_000 } } },
    });
    t.app.mailer.send = async () => undefined;
  });
  afterAll(() => t.close());

  const start = (forwardedFor: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/start',
      remoteAddress: '127.0.0.1', // the proxy
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email },
    });

  it('counts a client that writes its own X-Forwarded-For as the address the proxy appended', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await start(`203.0.113.${i}, 192.0.2.99`, `victim${i}@example.com`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts two clients behind the proxy apart', async () => {
    for (let i = 0; i < 3; i++) expect((await start('198.51.100.1', `a${i}@example.com`)).statusCode).toBe(200);
    expect((await start('198.51.100.1', 'a3@example.com')).statusCode).toBe(429);
    expect((await start('198.51.100.2', 'b@example.com')).statusCode).toBe(200);
  });

  it('takes a request that comes straight from an untrusted address as that address, whatever it claims', async () => {
    const direct = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/start',
        remoteAddress: '192.0.2.200',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `direct${i}@example.com` },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await direct(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
