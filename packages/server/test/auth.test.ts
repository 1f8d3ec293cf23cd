import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventChannel } from '@decklist/core/live';
import { eq } from 'drizzle-orm';
import { AUTH_LIMITS } from '../src/auth/code-limits';
import { loginCodes, sessions, users } from '../src/db/schema';
import { TestClient, createTestApp, listen, type TestApp } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { codeFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp';
import { connectWs, upgradeStatus } from './helpers/ws';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('sign-in by e-mail code on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;
  let address = 0;
  /** A fresh address per test so rate limits and codes never leak between tests. */
  const nextEmail = () => `player${++address}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://decklist.test' },
      overrides: { authLimits: { startPerIp: { limit: 400, windowMs: 10 * MINUTE } } },
    });
    t.anonymous().headers.origin = 'https://decklist.test';
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.clock.advance(2 * 60 * MINUTE)); // leave every window of the previous test behind

  const client = () => {
    const c = t.anonymous();
    c.headers.origin = 'https://decklist.test';
    return c;
  };

  async function requestCode(email: string) {
    const before = smtp.mailsTo(email).length;
    const c = client();
    const response = await c.post('/api/login/start', { email });
    expect(response.statusCode).toBe(200);
    return { response, code: codeFromMail(await smtp.waitForMail(email, before)) };
  }

  it('mails a code over SMTP and signs the user in with it', async () => {
    const email = nextEmail();
    const c = client();
    const start = await c.post('/api/login/start', { email });
    expect(start.json()).toEqual({ success: true, result: 'SENT_NEW_CODE', resend_after_seconds: 60 });

    const mail = await smtp.waitForMail(email);
    const code = codeFromMail(mail);
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('10 minutes');

    const login = await c.post('/api/login/continue', { email, code });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({ success: true, email, name: '', error_type: null, bearer_token: null });
    expect(body.user_id).toMatch(/[0-9a-f-]{36}/);
    // Not the session's id: the opaque value its live messages carry.
    expect(body.session_id).toMatch(/^[\w-]{22}$/);

    const cookie = login.cookies.find((k) => k.name === 'decklist_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    // Only a hash of the token is stored.
    const [stored] = await t.app.db.select().from(sessions).where(eq(sessions.userId, body.user_id));
    expect(stored!.tokenHash).not.toBe(cookie.value);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const me = await c.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      authorized: true,
      email,
      user_id: body.user_id,
      userId: body.user_id,
      session_id: body.session_id,
      sessionId: body.session_id,
      name: '',
      language: null,
    });
  });

  it('stores the code hashed, never in clear', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const [row] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('trims and lower-cases the address, and finds the same user next time', async () => {
    const email = nextEmail();
    const c = client();
    expect((await c.post('/api/login/start', { email: `  ${email.toUpperCase()}  ` })).statusCode).toBe(200);
    const code = codeFromMail(await smtp.waitForMail(email));
    const first = await c.post('/api/login/continue', { email: ` ${email.replace('player', 'PLAYER')}`, code: ` ${code} ` });
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe(email);

    t.clock.advance(2 * MINUTE);
    const again = await requestCode(email);
    const second = await client().post('/api/login/continue', { email, code: again.code });
    expect(second.json().user_id).toBe(first.json().user_id);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('reuses the code sent less than a minute ago instead of mailing again', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    t.clock.advance(30_000);
    const again = await client().post('/api/login/start', { email });
    expect(again.json()).toEqual({ success: true, result: 'REUSE_EXISTING_CODE', resend_after_seconds: 30 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsTo(email)).toHaveLength(1);

    // After the minute a new code replaces the old one.
    t.clock.advance(31_000);
    const fresh = await requestCode(email);
    expect(fresh.response.json().result).toBe('SENT_NEW_CODE');
    expect(smtp.mailsTo(email)).toHaveLength(2);
    if (fresh.code !== code) {
      const old = await client().post('/api/login/continue', { email, code });
      expect(old.statusCode).toBe(400);
    }
    expect((await client().post('/api/login/continue', { email, code: fresh.code })).statusCode).toBe(200);
  });

  it('answers a wrong code with a field error on code', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await client().post('/api/login/continue', { email, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors.code[0]).toMatch(/not right/);
    expect(response.cookies).toHaveLength(0);
  });

  it('voids the code after 5 wrong tries and says a new code is needed', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await client().post('/api/login/continue', { email, code: wrong })).json().errors.code[0]).toMatch(/not right/);
    }
    // The contract's answer for a used-up code: no session, and the reason.
    const usedUp = { success: false, session_id: '', error_type: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', bearer_token: null };
    const fifth = await client().post('/api/login/continue', { email, code: wrong });
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toMatchObject(usedUp);
    expect(fifth.cookies).toHaveLength(0);
    const right = await client().post('/api/login/continue', { email, code });
    expect(right.json()).toMatchObject(usedUp);

    // A void code is not "reused": asking again mails a new one at once.
    const again = await client().post('/api/login/start', { email });
    expect(again.json().result).toBe('SENT_NEW_CODE');
  });

  it('counts parallel guesses too: never more than 5 tries on one code', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client().post('/api/login/continue', { email, code: wrong })),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().error_type)).toEqual(Array(8).fill('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'));
    const [row] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row!.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const email = nextEmail();
    const { code } = await requestCode(email);
    t.clock.advance(10 * MINUTE + 1000);
    const response = await client().post('/api/login/continue', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code[0]).toMatch(/expired/);
  });

  it('limits new codes per e-mail address from one network: TOO_MANY_ATTEMPTS, with the wait', async () => {
    const email = nextEmail();
    const { limit } = AUTH_LIMITS.newCodesPerEmailAndIp;
    for (let i = 0; i < limit; i++) {
      await requestCode(email);
      t.clock.advance(61_000);
    }
    const sixth = await client().post('/api/login/start', { email });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toMatchObject({ success: false, result: 'TOO_MANY_ATTEMPTS' });
    expect(sixth.json().resend_after_seconds).toBeGreaterThan(0);
    expect(smtp.mailsTo(email)).toHaveLength(limit);
  });

  it('limits requests per IP address with a 429', async () => {
    const limited = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url },
      overrides: { authLimits: { startPerIp: { limit: 3, windowMs: 10 * MINUTE }, continuePerIp: { limit: 2, windowMs: 10 * MINUTE } } },
    });
    try {
      const c = limited.anonymous();
      for (let i = 0; i < 3; i++) expect((await c.post('/api/login/start', { email: `ip${i}@example.com` })).statusCode).toBe(200);
      const over = await c.post('/api/login/start', { email: 'ip9@example.com' });
      expect(over.statusCode).toBe(429);
      expect(over.json().type).toBe('/problems/rate-limited');

      for (let i = 0; i < 2; i++) expect((await c.post('/api/login/continue', { email: 'ip0@example.com', code: '123456' })).statusCode).toBe(400);
      expect((await c.post('/api/login/continue', { email: 'ip0@example.com', code: '123456' })).statusCode).toBe(429);

      // A new window lets the hall in again.
      limited.clock.advance(10 * MINUTE);
      expect((await c.post('/api/login/start', { email: 'ip9@example.com' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets a hall of 300 players behind one address all sign in', async () => {
    const results = [];
    for (let i = 0; i < 300; i += 30) {
      const batch = Array.from({ length: 30 }, (_, j) => client().post('/api/login/start', { email: `hall${i + j}@example.com` }));
      results.push(...(await Promise.all(batch)));
    }
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(300);
  });

  it('validates the body with field errors', async () => {
    const missing = await client().post('/api/login/start', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: ['Email is required'] });

    const invalid = await client().post('/api/login/start', { email: 'not-an-address' });
    expect(invalid.json().errors.email).toEqual(['Invalid email address']);

    const wrongType = await client().post('/api/login/continue', { email: 'a@b.co', code: 123456 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.code).toEqual(['Code must be text']);

    const letters = await client().post('/api/login/continue', { email: 'a@b.co', code: 'abcdef' });
    expect(letters.json().errors.code[0]).toMatch(/6 digits/);
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const email = nextEmail();
    const c = client();
    await c.post('/api/login/start', { email });
    const code = codeFromMail(await smtp.waitForMail(email));
    await c.post('/api/login/continue', { email, code });
    const token = c.cookies.get('decklist_session')!;
    expect((await c.get('/api/me')).json().authorized).toBe(true);

    const out = await c.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.body).toBe('');
    expect(c.cookies.has('decklist_session')).toBe(false);
    expect((await c.get('/api/me')).json().authorized).toBe(false);

    // The old token is dead even if someone kept it.
    const replay = client();
    replay.cookies.set('decklist_session', token);
    const me = await replay.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ authorized: false, email: '', user_id: '', userId: '', session_id: '', sessionId: '', name: null });
    expect((await replay.get('/api/events')).statusCode).toBe(401);
  });

  it('rejects a made-up session token', async () => {
    const c = client();
    c.cookies.set('decklist_session', 'forged-token');
    expect((await c.get('/api/me')).json().authorized).toBe(false);
    expect((await c.get('/api/events')).statusCode).toBe(401);
  });

  it('expires sessions after 30 days and the cleanup job removes them and stale codes', async () => {
    const email = nextEmail();
    const c = client();
    await c.post('/api/login/start', { email });
    const code = codeFromMail(await smtp.waitForMail(email));
    const login = await c.post('/api/login/continue', { email, code });
    const userId = login.json().user_id;
    const other = nextEmail();
    await requestCode(other);

    t.clock.advance(31 * 24 * 60 * MINUTE);
    expect((await c.get('/api/me')).json().authorized).toBe(false);
    expect(await t.app.jobs.runNow('auth-cleanup')).toBe(true);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await t.app.db.select().from(loginCodes).where(eq(loginCodes.email, other))).toHaveLength(0);
  });
});

describe('cookie flags over plain http', () => {
  it('leaves out Secure when PUBLIC_URL is http (local use)', async () => {
    const smtp = await startSmtpSink();
    const t = await createTestApp('pglite', { env: { SMTP_URL: smtp.url } });
    try {
      const c = t.anonymous();
      await c.post('/api/login/start', { email: 'local@example.com' });
      const code = codeFromMail(await smtp.waitForMail('local@example.com'));
      const login = await c.post('/api/login/continue', { email: 'local@example.com', code });
      const cookie = login.cookies.find((k) => k.name === 'decklist_session')!;
      expect(cookie.secure).toBeFalsy();
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe.each(DATABASE_KINDS)('bearer tokens on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Signs in by code with credential_type bearer_token; returns the answer and a client that sends only the token. */
  async function bearerLogin(email: string) {
    const c = t.anonymous();
    await c.post('/api/login/start', { email });
    const code = codeFromMail(await smtp.waitForMail(email));
    const login = await c.post('/api/login/continue', { email, code, credential_type: 'bearer_token' });
    expect(login.statusCode).toBe(200);
    expect(login.cookies).toHaveLength(0);
    const token = login.json().bearer_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No cookie and no Origin header: only the token.
    return { login: login.json(), token, client: new TestClient(t.app, { authorization: `Bearer ${token}` }) };
  }

  it('answers a token that works as Authorization: Bearer on every kind of call, without cookies or Origin, until logout', async () => {
    const { login, client } = await bearerLogin('bearer@example.com');
    expect((await client.get('/api/me')).json()).toMatchObject({ authorized: true, user_id: login.user_id, session_id: login.session_id });

    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const event = await client.post('/api/events', { event_name: 'Bearer Open', format: 'modern', event_date: today });
    expect(event.statusCode).toBe(200);
    const eventId = event.json().event_id;
    expect((await client.get(`/api/events/${eventId}`)).json().role).toBe('owner');
    expect((await client.post(`/api/events/${eventId}/players`, { player_name: 'Paper' })).statusCode).toBe(200);
    expect((await client.post(`/api/events/${eventId}`, { event_status: 'closed' })).statusCode).toBe(200);
    expect((await client.get('/api/events')).json().map((e: { event_id: string }) => e.event_id)).toEqual([eventId]);
    expect((await client.post('/api/decks/library', { deck_name: 'Mine', format: 'modern', decklist_text: '4 Lightning Bolt' })).statusCode).toBe(200);
    expect((await client.get('/api/decks/library')).json().decks).toHaveLength(1);
    const tournament = await client.post('/api/timers', { tournament_name: 'Bearer Clocks' });
    const tournamentId = tournament.json().tournament_id;
    expect((await client.post(`/api/timers/${tournamentId}/clocks`, { clock_name: 'R1', duration_seconds: 600 })).statusCode).toBe(200);
    expect((await client.get(`/api/timers/${tournamentId}`)).json().role).toBe('owner');
    expect((await client.delete(`/api/timers/${tournamentId}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/events/${eventId}`)).statusCode).toBe(200);

    // Logout with the token ends its session: the token no longer signs anyone in.
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await client.get('/api/me')).json().authorized).toBe(false);
    expect((await client.get('/api/events')).statusCode).toBe(401);
    expect((await client.post('/api/timers', { tournament_name: 'Too late' })).statusCode).toBe(401);
  });

  it('follows an event live over a WebSocket with the bearer token, and refuses a forged token', async () => {
    const { client, token } = await bearerLogin('bearer-live@example.com');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await client.post('/api/events', { event_name: 'Bearer Live', format: 'modern', event_date: today })).json().event_id;
    const base = await listen(t);
    const channel = eventChannel(eventId);
    expect(await upgradeStatus(base, channel, { authorization: 'Bearer forged-token' })).toBe(401);
    const socket = await connectWs(base, channel, { authorization: `Bearer ${token}` });
    try {
      const player = await t.signedIn('bearer-live-player@example.com');
      await player.post(`/api/events/${eventId}/deck`, { player_name: 'Ada', deck_name: '', decklist_text: '4 Lightning Bolt' });
      // The owner's socket hears the player's submission.
      expect(await socket.next((m: { refresh?: boolean; updated_by_user_id?: string }) => m.refresh === true && m.updated_by_user_id === player.userId)).toBeTruthy();
    } finally {
      socket.close();
    }
  });

  it('logs out everywhere: every cookie session and bearer token of the account ends, with its live sockets; nobody else is touched', async () => {
    const email = 'everywhere@example.com';
    const { client: app } = await bearerLogin(email);
    const phone = await t.signedIn(email);
    const laptop = await t.signedIn(email);
    const someoneElse = await t.signedIn('someone-else@example.com');
    expect(phone.userId).toBe(laptop.userId);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await phone.post('/api/events', { event_name: 'Everywhere', format: 'modern', event_date: today })).json().event_id as string;
    const base = await listen(t);
    const socket = await connectWs(base, eventChannel(eventId), { cookies: laptop.cookies });

    expect((await t.anonymous().post('/api/logout/everywhere')).statusCode).toBe(401);
    const out = await phone.post('/api/logout/everywhere');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ sessions_ended: 3 });
    expect(phone.cookies.has('decklist_session')).toBe(false);
    for (const client of [phone, laptop, app]) {
      expect((await client.get('/api/me')).json().authorized).toBe(false);
      expect((await client.get('/api/events')).statusCode).toBe(401);
    }
    expect(await socket.closed).toBe(4401);
    expect((await someoneElse.get('/api/me')).json().authorized).toBe(true);
    // Signing in again works as ever.
    expect((await (await t.signedIn(email)).get('/api/events')).json()).toHaveLength(1);
  });

  it('keeps the Origin check for cookie calls, and skips it only for a bearer token without cookies', async () => {
    const { token } = await bearerLogin('csrf@example.com');
    const body = { tournament_name: 'Clocks' };

    // A cookie call without the site's Origin is refused, even when it carries a bearer token as well.
    const cookieUser = await t.signedIn('cookie@example.com');
    const cookie = `decklist_session=${cookieUser.cookies.get('decklist_session')}`;
    const noOrigin = new TestClient(t.app, {});
    expect((await noOrigin.request('POST', '/api/timers', body, { cookie })).statusCode).toBe(403);
    expect((await noOrigin.request('POST', '/api/timers', body, { cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await noOrigin.request('POST', '/api/timers', body, { cookie, authorization: `Bearer ${token}` })).statusCode).toBe(403);
    expect((await cookieUser.post('/api/timers', body)).statusCode).toBe(200); // with the site's Origin

    // A bearer token alone needs no Origin (it carries no ambient credentials); a bad token is no one.
    expect((await noOrigin.request('POST', '/api/timers', body, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await noOrigin.request('POST', '/api/timers', body, { authorization: 'Bearer forged-token' })).statusCode).toBe(401);
    // Without any credential the Origin check still applies.
    expect((await noOrigin.request('POST', '/api/login/start', { email: 'x@example.com' })).statusCode).toBe(403);
  });
});

describe.each(DATABASE_KINDS)('sign-in codes written to the log (no SMTP_URL) on %s', (kind) => {
  it('writes the code to the log, and writes it again when it is asked for twice within a minute', async () => {
    const t = await createTestApp(kind);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      // The mailer's lines only: a busy machine may also log that the event loop was blocked.
      const logged = () => warn.mock.calls.map((call) => String(call[1] ?? call[0])).filter((line) => line.includes('SMTP_URL is not set'));
      const c = t.anonymous();
      const email = 'log.mode@example.com';
      expect((await c.post('/api/login/start', { email })).json().result).toBe('SENT_NEW_CODE');
      expect(logged()).toHaveLength(1);
      const code = /\b(\d{6})\b/.exec(logged()[0]!)![1]!;

      t.clock.advance(20_000);
      expect((await c.post('/api/login/start', { email })).json()).toMatchObject({ result: 'REUSE_EXISTING_CODE', resend_after_seconds: 40 });
      expect(logged()).toHaveLength(2);
      expect(logged()[1]).toContain(code);
      expect(logged()[1]).toContain('SMTP_URL is not set');

      expect((await c.post('/api/login/continue', { email, code })).json().success).toBe(true);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
