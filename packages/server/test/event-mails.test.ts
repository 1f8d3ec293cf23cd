import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { joinEvent } from './helpers/join';
import { TEST_ORIGIN, createTestApp, type TestApp, type TestClient } from './helpers/app';
import { API_DATABASE_KINDS, type DatabaseKind } from './helpers/databases';
import { startSmtpSink, type SmtpSink } from './helpers/smtp';

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';
const MINUTE = 60_000;
/** Anything that looks like an e-mail address. */
const ANY_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

type Client = TestClient & { userId: string };

/** The app with real SMTP and its JSON log lines kept, at info level (the request lines too). */
async function appWithMailAndLog(kind: DatabaseKind, smtp: SmtpSink) {
  const lines: string[] = [];
  const t = await createTestApp(kind, {
    env: { SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
    overrides: { logger: true, logStream: { write: (line) => lines.push(line) } },
  });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { t, lines, logged };
}

describe.each(API_DATABASE_KINDS)('mails to judges, managers and players without a deck on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;
  let lines: string[];
  let logged: () => Record<string, unknown>[];
  let n = 0;
  const nextEmail = (who: string) => `${who}${++n}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ t, lines, logged } = await appWithMailAndLog(kind, smtp));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function signedIn(who: string, name = ''): Promise<Client & { email: string }> {
    const email = nextEmail(who);
    const client = await t.signedIn(email);
    if (name) await t.app.db.update(users).set({ name }).where(eq(users.id, client.userId));
    return Object.assign(client, { email });
  }

  async function createEvent(owner: TestClient, name = 'Friday Modern') {
    const response = await owner.post('/api/events', { event_name: name, format: 'modern', event_date: TODAY });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event_id as string;
  }

  it('invites a new judge by mail, naming who added them, the event and its link; once only', async () => {
    const owner = await signedIn('owner', 'Olga <Owner> & Co');
    const eventId = await createEvent(owner, 'Friday "Modern" <RCQ>');
    const judge = nextEmail('judge');
    const added = await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judge });
    expect(added.statusCode, added.body).toBe(200);

    const mail = await smtp.waitForMail(judge);
    expect(mail.subject).toBe('You are a judge of Friday "Modern" <RCQ> on Decklist');
    expect(mail.text).toContain(`Olga <Owner> & Co added you as a judge of Friday "Modern" <RCQ> (November 21, 2026) on Decklist.`);
    expect(mail.text).toContain(`Open the event: ${TEST_ORIGIN}/e/${eventId}`);
    expect(mail.html).toContain('Olga &lt;Owner&gt; &amp; Co added you as a judge of Friday &quot;Modern&quot; &lt;RCQ&gt;');
    expect(mail.html).toContain(`<a href="${TEST_ORIGIN}/e/${eventId}">Open the event</a>`);
    expect(mail.html).not.toContain('<Owner>');

    // Refused (already a judge): nothing is sent again.
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judge })).statusCode).toBe(400);
    await expect.poll(() => logged().filter((l) => l.msg === 'mails sent' && l.event_id === eventId)).toHaveLength(1);
    expect(smtp.mailsTo(judge)).toHaveLength(1);
  });

  it('invites a new timer manager by mail with the clocks’ link; renaming them sends nothing', async () => {
    const owner = await signedIn('owner', 'Tom Owner');
    const created = await owner.post('/api/timers', { tournament_name: 'Saturday RCQ' });
    const tournamentId = created.json().tournament_id as string;
    const manager = nextEmail('manager');
    expect((await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: manager, user_name: 'Mia' })).statusCode).toBe(200);

    const mail = await smtp.waitForMail(manager);
    expect(mail.subject).toBe('You manage the round clocks of Saturday RCQ on Decklist');
    expect(mail.text).toContain('Tom Owner added you as a manager of the round clocks of Saturday RCQ on Decklist.');
    expect(mail.text).toContain(`Open the clocks: ${TEST_ORIGIN}/timers/${tournamentId}`);

    expect((await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: manager, user_name: 'Mia M.' })).statusCode).toBe(200);
    await expect.poll(() => logged().filter((l) => l.msg === 'mails sent' && l.tournament_id === tournamentId)).toHaveLength(1);
    expect(smtp.mailsTo(manager)).toHaveLength(1);
  });

  it('writes each mail in its reader’s language: the one they chose, else the sender’s page’s, with dates as that language writes them', async () => {
    const owner = await signedIn('owner', 'Olga');
    const eventId = await createEvent(owner, 'Freitag Modern');
    // A judge who chose German in the app's menu, invited from an English page.
    const judge = await signedIn('judge');
    await t.app.db.update(users).set({ language: 'de' }).where(eq(users.id, judge.userId));
    const fromEnglishPage = { 'accept-language': 'en' };
    expect((await owner.request('POST', `/api/events/${eventId}/users`, { player_name: 'Jude', email: judge.email }, fromEnglishPage)).statusCode).toBe(200);
    const german = await smtp.waitForMail(judge.email);
    expect(german.subject).toBe('Du bist Judge bei Freitag Modern auf Decklist');
    expect(german.text).toContain('Olga hat dich auf Decklist als Judge für Freitag Modern (21. November 2026) eingetragen.');
    expect(german.text).toContain(`Turnier öffnen: ${TEST_ORIGIN}/e/${eventId}`);

    // A new address has chosen nothing: the sender's page is Japanese.
    const created = await owner.post('/api/timers', { tournament_name: '土曜RCQ' });
    const tournamentId = created.json().tournament_id as string;
    const manager = nextEmail('manager');
    const fromJapanesePage = { 'accept-language': 'ja' };
    expect((await owner.request('POST', `/api/timers/${tournamentId}/managers`, { user_email: manager, user_name: 'Mia' }, fromJapanesePage)).statusCode).toBe(200);
    const japanese = await smtp.waitForMail(manager);
    expect(japanese.subject).toBe('Decklist で 土曜RCQ のラウンドタイマーの管理者に追加されました');
    expect(japanese.text).toContain('Olgaによって、Decklist で 土曜RCQ のラウンドタイマーの管理者に追加されました。');

    // Reminders: each player in their own language, the deadline in that language's words and in UTC.
    const deadline = new Date(Date.UTC(2026, 10, 21, 18, 30));
    expect((await owner.post(`/api/events/${eventId}`, { submission_deadline: deadline.toISOString() })).statusCode).toBe(200);
    const french = await signedIn('francais');
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.userId));
    await joinEvent(t.app.db, { eventId, userId: french.userId, playerName: 'Fanny' });
    const unchosen = await signedIn('unchosen');
    await joinEvent(t.app.db, { eventId, userId: unchosen.userId, playerName: 'Pat' });
    expect((await owner.request('POST', `/api/events/${eventId}/reminders`, undefined, { 'accept-language': 'es' })).statusCode).toBe(200);
    const fr = await smtp.waitForMail(french.email);
    expect(fr.subject).toBe('Rappel\u00a0: envoyez votre liste de deck pour Freitag Modern');
    expect(fr.text).toContain('Bonjour Fanny,');
    expect(fr.text).toContain('Les envois se terminent le 21 novembre 2026 à 18:30 UTC.');
    const es = await smtp.waitForMail(unchosen.email);
    expect(es.text).toContain('Estás inscrito en Freitag Modern (21 de noviembre de 2026) en Decklist');
    expect(es.text).toContain('El envío se cierra el 21 de noviembre de 2026 a las 18:30 UTC.');
  });

  /** An event whose players are: one signed in without a deck, one with a deck, one added with an address, one by name only. */
  async function eventWithPlayers() {
    const owner = await signedIn('owner', 'Olga');
    const judge = await signedIn('judge');
    const eventId = await createEvent(owner);
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judge.email })).statusCode).toBe(200);
    const noDeck = await signedIn('nodeck');
    await joinEvent(t.app.db, { eventId, userId: noDeck.userId, playerName: 'Nora No-Deck' });
    const withDeck = await signedIn('withdeck');
    const submitted = await withDeck.post(`/api/events/${eventId}/deck`, { player_name: 'Wes', deck_name: 'Burn', decklist_text: LEGAL });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const byHand = nextEmail('byhand');
    expect((await owner.post(`/api/events/${eventId}/players`, { player_name: 'Hana Hand', email: byHand })).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/players`, { player_name: 'Nameless Ned' })).statusCode).toBe(200);
    const stranger = await signedIn('stranger');
    return { owner, judge, eventId, noDeck, withDeck, byHand, stranger };
  }

  const reminderMails = () => smtp.messages.filter((m) => m.subject.startsWith('Reminder: submit your decklist'));

  it('reminds only the players who have an address and no deck, with the deadline, at most once an hour', async () => {
    const { owner, judge, eventId, noDeck, withDeck, byHand } = await eventWithPlayers();
    const deadline = new Date(t.clock.now() + 5 * 60 * MINUTE);
    deadline.setUTCSeconds(0, 0);
    expect((await owner.post(`/api/events/${eventId}`, { submission_deadline: deadline.toISOString() })).statusCode).toBe(200);

    expect((await judge.get(`/api/events/${eventId}/reminders`)).json()).toEqual({ players_to_remind: 2, reminded_at: null, next_reminder_at: null });
    const before = reminderMails().length;
    const sent = await judge.post(`/api/events/${eventId}/reminders`);
    expect(sent.statusCode, sent.body).toBe(200);
    const at = new Date(t.clock.now());
    const next = new Date(at.getTime() + 60 * MINUTE).toISOString();
    expect(sent.json()).toEqual({ queued: 2, players_to_remind: 2, reminded_at: at.toISOString(), next_reminder_at: next });

    const nora = await smtp.waitForMail(noDeck.email);
    await smtp.waitForMail(byHand);
    expect(reminderMails().slice(before).flatMap((m) => m.to).sort()).toEqual([byHand, noDeck.email].sort());
    expect(smtp.mailsTo(withDeck.email)).toHaveLength(0);
    expect(nora.subject).toBe('Reminder: submit your decklist for Friday Modern');
    expect(nora.text).toContain('Hello Nora No-Deck,');
    expect(nora.text).toContain('You are registered for Friday Modern (November 21, 2026) on Decklist, but you have not submitted a decklist yet.');
    const pad = (x: number) => String(x).padStart(2, '0');
    const when = `November 21, 2026 at ${pad(deadline.getUTCHours())}:${pad(deadline.getUTCMinutes())} UTC`;
    expect(nora.text).toContain(`Submissions close on ${when}.`);
    expect(nora.text).toContain(`Submit your decklist: ${TEST_ORIGIN}/e/${eventId}`);

    // Within the hour: refused with the time left, by either organiser.
    t.clock.advance(59 * MINUTE);
    const again = await owner.post(`/api/events/${eventId}/reminders`);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({ status: 429, next_reminder_at: next });
    expect(again.json().detail).toMatch(/^Reminders were sent less than an hour ago\. The next reminder is possible at .+ UTC\.$/);
    expect((await owner.get(`/api/events/${eventId}/reminders`)).json()).toEqual({
      players_to_remind: 2,
      reminded_at: at.toISOString(),
      next_reminder_at: next,
    });
    expect(reminderMails().length).toBe(before + 2);

    // An hour on: allowed again; Nora has submitted meanwhile, so only Hana is mailed.
    t.clock.advance(MINUTE);
    expect((await noDeck.post(`/api/events/${eventId}/deck`, { player_name: 'Nora', decklist_text: LEGAL })).statusCode).toBe(200);
    const later = await owner.post(`/api/events/${eventId}/reminders`);
    expect(later.json()).toMatchObject({ queued: 1, players_to_remind: 1 });
    await smtp.waitForMail(byHand, 1);
    expect(smtp.mailsTo(noDeck.email)).toHaveLength(1);
  });

  it('leaves the deadline out of a reminder when there is none, and sends nothing when nobody is to be reminded (the hour stays free)', async () => {
    const { owner, eventId, byHand, noDeck } = await eventWithPlayers();
    expect((await owner.post(`/api/events/${eventId}/reminders`)).json()).toMatchObject({ queued: 2 });
    const mail = await smtp.waitForMail(byHand);
    expect(mail.text).not.toContain('Submissions close on');
    expect(mail.text).toContain('Submit it before the event starts.');
    await smtp.waitForMail(noDeck.email);

    const owner2 = await signedIn('owner');
    const empty = await createEvent(owner2);
    expect((await owner2.post(`/api/events/${empty}/players`, { player_name: 'Nameless Ned' })).statusCode).toBe(200);
    expect((await owner2.post(`/api/events/${empty}/reminders`)).json()).toEqual({ queued: 0, players_to_remind: 0, reminded_at: null, next_reminder_at: null });
    expect((await owner2.get(`/api/events/${empty}/reminders`)).json()).toMatchObject({ reminded_at: null });
  });

  it('lets only the owner and judges see or send reminders, and none once submissions are closed', async () => {
    const { owner, eventId, noDeck, stranger } = await eventWithPlayers();
    for (const client of [noDeck, stranger]) {
      for (const method of ['GET', 'POST'] as const) {
        const refused = await client.request(method, `/api/events/${eventId}/reminders`);
        expect(refused.statusCode, `${method} by ${client.email}`).toBe(403);
        expect(refused.json().detail).toBe('Only the owner and judges of this event can do this.');
      }
    }
    expect((await t.anonymous().post(`/api/events/${eventId}/reminders`)).statusCode).toBe(401);
    expect((await owner.post('/api/events/nosuchevent/reminders')).statusCode).toBe(404);

    expect((await owner.post(`/api/events/${eventId}`, { event_status: 'closed' })).statusCode).toBe(200);
    const closed = await owner.post(`/api/events/${eventId}/reminders`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe('This tournament is closed: players can no longer submit decklists, so no reminder was sent.');
    expect(smtp.mailsTo(noDeck.email)).toHaveLength(0);
  });

  it('gives the hour back when the mail queue has no room: a 503, and the reminder can be sent later', async () => {
    const { owner, eventId, byHand } = await eventWithPlayers();
    const sendLater = t.app.mailer.sendLater;
    t.app.mailer.sendLater = () => false;
    try {
      const busy = await owner.post(`/api/events/${eventId}/reminders`);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.json().detail).toBe('Too many mails are waiting to be sent. Try again in a minute.');
    } finally {
      t.app.mailer.sendLater = sendLater;
    }
    expect((await owner.get(`/api/events/${eventId}/reminders`)).json()).toMatchObject({ reminded_at: null, next_reminder_at: null });
    expect((await owner.post(`/api/events/${eventId}/reminders`)).json()).toMatchObject({ queued: 2 });
    await smtp.waitForMail(byHand);
  });

  it('writes no address to the log: request lines, queued and sent mails', async () => {
    const { owner, eventId } = await eventWithPlayers();
    expect((await owner.post(`/api/events/${eventId}/reminders`)).statusCode).toBe(200);
    await expect.poll(() => logged().filter((l) => l.msg === 'mails sent' && l.mail === 'deck-reminder' && l.event_id === eventId)).toEqual([
      expect.objectContaining({ sent: 2, failed: 0 }),
    ]);
    const all = logged();
    expect(all.some((l) => l.msg === 'reminders queued' && l.queued === 2)).toBe(true);
    expect(all.some((l) => l.msg === 'request' && l.url === `/api/events/${eventId}/reminders` && l.status === 200)).toBe(true);
    expect(all.some((l) => l.msg === 'mails sent' && l.mail === 'judge-invitation')).toBe(true);
    expect(lines.filter((line) => ANY_ADDRESS.test(line))).toEqual([]);
  });
});

describe('a mail that cannot be sent', () => {
  it('does not fail the request, and is logged without the address', async () => {
    const rejected = 'judge.nobody@example.com';
    const smtp = await startSmtpSink({ rejects: (address) => address === rejected });
    const { t, lines, logged } = await appWithMailAndLog('pglite', smtp);
    try {
      const owner = await t.signedIn('owner@example.com');
      const eventId = (await owner.post('/api/events', { event_name: 'Friday Modern', format: 'modern', event_date: TODAY })).json().event_id;
      const added = await owner.post(`/api/events/${eventId}/users`, { player_name: 'Nobody', email: rejected });
      expect(added.statusCode, added.body).toBe(200);
      expect((await owner.get(`/api/events/${eventId}`)).json().participants).toMatchObject([{ player_name: 'Nobody', role: 'judge' }]);

      await expect.poll(() => logged().find((l) => l.msg === 'a mail could not be sent')).toMatchObject({
        mail: 'judge-invitation',
        event_id: eventId,
        err: { code: 'EENVELOPE', responseCode: 550 },
      });
      const failure = logged().find((l) => l.msg === 'a mail could not be sent')!;
      expect((failure.err as { message: string }).message).toContain('<address>');
      expect(lines.filter((line) => ANY_ADDRESS.test(line))).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
