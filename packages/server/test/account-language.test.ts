import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';
import { codeFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp';

describe.each(API_DATABASE_KINDS)('the language of the sign-in e-mail and of the account on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;
  let address = 0;
  const nextEmail = () => `language${++address}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://decklist.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = (acceptLanguage?: string) => {
    const c = t.anonymous();
    c.headers.origin = 'https://decklist.test';
    if (acceptLanguage) c.headers['accept-language'] = acceptLanguage;
    return c;
  };

  async function signIn(email: string, acceptLanguage?: string) {
    const c = client(acceptLanguage);
    const before = smtp.mailsTo(email).length;
    expect((await c.post('/api/login/start', { email })).statusCode).toBe(200);
    const code = codeFromMail(await smtp.waitForMail(email, before));
    const login = await c.post('/api/login/continue', { email, code });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((k) => k.name === 'decklist_session')!;
    c.headers.cookie = `decklist_session=${cookie.value}`;
    return { c, login: login.json() };
  }

  it("writes the code's e-mail in the browser's language when the app speaks it", async () => {
    const email = nextEmail();
    expect((await client('fr-CH, de-AT;q=0.9, en;q=0.5').post('/api/login/start', { email })).statusCode).toBe(200);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe(`${codeFromMail(mail)} est votre code de connexion à Decklist`);
    expect(mail.text).toContain('dans les 10 minutes');
  });

  it('prefers the language the page asked in over the browser, and falls back to English', async () => {
    const japanese = nextEmail();
    await client('de').post('/api/login/start', { email: japanese, language: 'ja' });
    const mail = await smtp.waitForMail(japanese);
    expect(mail.subject).toContain('ログインコード');
    expect(mail.text).toContain('10 分以内');

    const english = nextEmail();
    await client('sv-SE, fi;q=0.8').post('/api/login/start', { email: english });
    expect((await smtp.waitForMail(english)).text).toContain('Your Decklist sign-in code is:');

    const refused = await client().post('/api/login/start', { email: nextEmail(), language: 'xx' });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps the menu's language on the account, so that it follows the user to another browser", async () => {
    const email = nextEmail();
    const first = await signIn(email);
    expect(first.login.language).toBeNull();
    expect((await first.c.get('/api/me')).json().language).toBeNull();

    const saved = await first.c.post('/api/me/language', { language: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect((await first.c.get('/api/me')).json().language).toBe('pt-BR');

    // Another browser, another session: the answer to the sign-in names the language.
    const second = await signIn(email, 'en-US');
    expect(second.login.language).toBe('pt-BR');
    expect((await second.c.get('/api/me')).json()).toMatchObject({ authorized: true, language: 'pt-BR' });
  });

  it('refuses a language the app does not speak, and anyone signed out', async () => {
    const { c } = await signIn(nextEmail());
    const unknown = await c.post('/api/me/language', { language: 'klingon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect((await client().post('/api/me/language', { language: 'de' })).statusCode).toBe(401);
  });
});
