import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/auth/code-limits';
import type { MailMessage } from '../src/mail/mailer';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in under abuse, with the real limits: a stranger cannot lock a person out, a venue of 300 signs
 * in from one address, one address cannot mail thousands, one inbox is not flooded (docs/security.md).
 */
describe.each(DATABASE_KINDS)('sign-in under abuse on %s', (kind) => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  let run = 0;
  /** Fresh names per test, so the counters of one test never meet another's. */
  const email = (name: string) => `${name}-${run}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Capture the mails (the codes) instead of logging them.
    t.app.mailer.send = async (message) => {
      mails.push(message);
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    run++;
    t.clock.set(Date.UTC(2026, 10, 21 + run, 8, 0, 0)); // a new day: every window of the previous test is behind
  });

  const start = (address: string, to: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/start', remoteAddress: address, headers: { origin: TEST_ORIGIN }, payload: { email: to } });
  const signIn = (address: string, to: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/continue', remoteAddress: address, headers: { origin: TEST_ORIGIN }, payload: { email: to, code } });
  /** The contract answers a refused code with a 200 whose result is TOO_MANY_ATTEMPTS; network-wide limits stay 429s. */
  const outcome = (answer: Awaited<ReturnType<typeof start>>) => {
    if (answer.statusCode !== 200) return answer.statusCode;
    const body = answer.json();
    return body.success ? 'sent' : body.result === 'TOO_MANY_ATTEMPTS' && body.resend_after_seconds > 0 ? 'refused' : body.result;
  };
  const mailsTo = (to: string) => mails.filter((m) => m.to === to);
  const lastCode = (to: string) => /\b(\d{6})\b/.exec(mailsTo(to).at(-1)!.text)![1]!;
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('does not let a stranger lock the owner out: codes, wrong guesses and the owner from another address', async () => {
    const victim = email('victim');
    const stranger = '203.0.113.66';
    const owner = '198.51.100.7';

    // The stranger asks again and again for codes for the victim's address, and guesses.
    const asked = [];
    for (let i = 0; i < 6; i++) {
      asked.push(outcome(await start(stranger, victim)));
      for (let g = 0; g < 6; g++) await signIn(stranger, victim, String(100000 + i * 10 + g));
      t.clock.advance(61_000);
    }
    expect(asked.filter((s) => s === 'sent')).toHaveLength(AUTH_LIMITS.newCodesPerEmailAndIp.limit);
    expect(asked.filter((s) => s === 'refused')).toHaveLength(6 - AUTH_LIMITS.newCodesPerEmailAndIp.limit);

    // The owner, from their own network, gets a new code at once...
    const own = await start(owner, victim);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, result: 'SENT_NEW_CODE' });
    const code = lastCode(victim);
    // ...which the stranger's further guesses (many more than a code's 5 tries) cannot void...
    for (let g = 0; g < 12; g++) {
      const guess = await signIn(stranger, victim, String(200000 + g) === code ? '999999' : String(200000 + g));
      expect(guess.statusCode).toBe(400);
    }
    // ...and it works.
    const login = await signIn(owner, victim, code);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ success: true, email: victim });
  });

  it("cannot keep the owner's known browser out: four addresses spending the inbox's codes, then the owner signs in within a minute", async () => {
    const victim = email('known');
    const home = '198.51.100.40';
    // The owner signed in from this browser before: it carries the known-device cookie.
    expect(outcome(await start(home, victim))).toBe('sent');
    const first = await signIn(home, victim, lastCode(victim));
    const device = first.cookies.find((cookie) => cookie.name === 'decklist_device');
    expect(device?.httpOnly).toBe(true);
    t.clock.advance(61_000);

    // Strangers on four addresses ask for three codes each and guess five times at each.
    for (const stranger of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14']) {
      for (let i = 0; i < 3; i++) {
        await start(stranger, victim);
        for (let g = 0; g < 5; g++) await signIn(stranger, victim, String(300000 + g));
        t.clock.advance(61_000);
      }
    }
    // The inbox's shared budget is spent: a fresh browser, even on the owner's own address, must wait.
    const fresh = await start(home, victim);
    expect(fresh.json()).toMatchObject({ success: false, result: 'TOO_MANY_ATTEMPTS' });
    const wait = fresh.json().resend_after_seconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);

    // The owner's own browser still gets a code at once, and signs in with it.
    const known = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/login/start', remoteAddress: address, headers: { origin: TEST_ORIGIN }, cookies: { decklist_device: device!.value }, payload: { email: victim } });
    expect(outcome(await known(home))).toBe('sent');
    expect((await signIn(home, victim, lastCode(victim))).json()).toMatchObject({ success: true, email: victim });
    // A forged or another account's device cookie counts as a stranger's browser.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/login/start',
      remoteAddress: '203.0.113.15',
      headers: { origin: TEST_ORIGIN },
      cookies: { decklist_device: `${device!.value.split('.')[0]}.forged.tag` },
      payload: { email: victim },
    });
    expect(outcome(forged)).toBe('refused');
    // Once the hour's window is over, a fresh browser gets codes again.
    t.clock.advance(wait * 1000);
    expect(outcome(await start('198.51.100.41', victim))).toBe('sent');
  });

  it('voids a code after 5 wrong tries from its network, then asks for a new code, which works', async () => {
    const to = email('tries');
    const here = '192.0.2.10';
    await start(here, to);
    const code = lastCode(to);
    for (let i = 0; i < 4; i++) expect((await signIn(here, to, wrong(code))).json().errors.code[0]).toMatch(/not right/);
    // The fifth wrong try voids the code: the contract's answer asks for a new one...
    const fifth = await signIn(here, to, wrong(code));
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toMatchObject({ success: false, error_type: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
    // ...and even the right code no longer works.
    const used = await signIn(here, to, code);
    expect(used.json()).toMatchObject({ success: false, error_type: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });

    expect((await start(here, to)).json().result).toBe('SENT_NEW_CODE');
    expect((await signIn(here, to, lastCode(to))).statusCode).toBe(200);
  });

  it('accepts a code typed in on another network than the one that asked, within a budget a stranger cannot spend for the owner', async () => {
    const to = email('roaming');
    const wifi = '192.0.2.20';
    const mobile = '2001:db8:aa:bb:1:2:3:4';
    await start(wifi, to);
    // The phone left the Wi-Fi: the code still works from its mobile network.
    expect((await signIn(mobile, to, lastCode(to))).statusCode).toBe(200);

    // Strangers guessing from elsewhere spend only the budget for such guesses, never the code's own tries.
    t.clock.advance(10 * MINUTE);
    await start(wifi, to);
    const code = lastCode(to);
    for (let g = 0; g < AUTH_LIMITS.guessesElsewherePerEmail.limit; g++) {
      expect((await signIn(`203.0.113.${g + 1}`, to, wrong(code))).json().errors.code[0]).toMatch(/not right/);
    }
    const elsewhere = await signIn(mobile, to, code);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.code[0]).toMatch(/another network.*Ask for a new code/);
    // From the network that asked for it, the code works as ever.
    expect((await signIn(wifi, to, code)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address in the same network is the same requester', async () => {
    const to = email('ipv6');
    for (let i = 0; i < AUTH_LIMITS.newCodesPerEmailAndIp.limit; i++) {
      expect((await start(`2001:db8:1:2::${i + 1}`, to)).json().result).toBe('SENT_NEW_CODE');
      t.clock.advance(61_000);
    }
    expect(outcome(await start('2001:db8:1:2:ffff::9', to))).toBe('refused');
    expect(outcome(await start('2001:db8:1:3::1', to))).toBe('sent'); // another /64
  });

  it('lets 300 players with their own addresses sign in from one venue address within 10 minutes', async () => {
    const venue = '198.51.100.200';
    const failures: string[] = [];
    const signInPlayer = async (i: number) => {
      const player = email(`player${i}`);
      const started = await start(venue, player);
      if (started.statusCode !== 200) return failures.push(`start ${i}: ${started.statusCode}`);
      // Some mistype the code first.
      if (i % 10 === 0) await signIn(venue, player, wrong(lastCode(player)));
      const login = await signIn(venue, player, lastCode(player));
      if (login.statusCode !== 200) failures.push(`continue ${i}: ${login.statusCode}`);
    };
    // 300 sign-ins over 10 minutes, 20 at a time.
    for (let i = 0; i < 300; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => signInPlayer(i + j)));
      t.clock.advance(40_000);
    }
    expect(failures).toEqual([]);
  });

  it('stops one address from mailing thousands: 400 mails an hour, 1,000 a day', async () => {
    const bulk = '198.51.100.99';
    const sendMany = async (n: number, prefix: string) => {
      const statuses: Record<number, number> = {};
      for (let i = 0; i < n; i += 25) {
        const answers = await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, j) => start(bulk, email(`${prefix}${i + j}`))));
        for (const answer of answers) {
          statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
          if (answer.statusCode === 429) expect(answer.json().type).toBe('/problems/rate-limited');
        }
      }
      return statuses;
    };
    const before = mails.length;
    expect(await sendMany(AUTH_LIMITS.mailsPerIpHour.limit + 20, 'a')).toEqual({ 200: AUTH_LIMITS.mailsPerIpHour.limit, 429: 20 });
    t.clock.advance(HOUR);
    expect(await sendMany(AUTH_LIMITS.mailsPerIpHour.limit, 'b')).toEqual({ 200: AUTH_LIMITS.mailsPerIpHour.limit });
    t.clock.advance(HOUR);
    const rest = AUTH_LIMITS.mailsPerIpDay.limit - 2 * AUTH_LIMITS.mailsPerIpHour.limit;
    expect(await sendMany(rest + 10, 'c')).toEqual({ 200: rest, 429: 10 });
    expect(mails.length - before).toBe(AUTH_LIMITS.mailsPerIpDay.limit);
  }, 120_000);

  it('stops a mail flood to one inbox: 3 codes an hour from one address, 10 from all', async () => {
    const inbox = email('flooded');
    const one = [];
    for (let i = 0; i < 6; i++) {
      one.push(outcome(await start('192.0.2.50', inbox)));
      t.clock.advance(61_000);
    }
    expect(one).toEqual(['sent', 'sent', 'sent', 'refused', 'refused', 'refused']);
    const many = [];
    for (let i = 0; i < 20; i++) many.push(outcome(await start(`203.0.113.${100 + i}`, inbox)));
    expect(many.filter((s) => s === 'sent')).toHaveLength(AUTH_LIMITS.mailsPerEmail.limit - 3);
    expect(mailsTo(inbox)).toHaveLength(AUTH_LIMITS.mailsPerEmail.limit);
    const refused = await start('203.0.113.250', inbox);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, result: 'TOO_MANY_ATTEMPTS' });
    expect(refused.json().resend_after_seconds).toBeGreaterThan(0);
  });
});
