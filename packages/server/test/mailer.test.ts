import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_QUEUED_MAILS, createMailer, mailFailure, type MailMessage } from '../src/mail/mailer';
import { loginCodeMail } from '../src/mail/login-code-mail';
import { startSmtpSink } from './helpers/smtp';

describe('mailer', () => {
  it('writes the message to the log when SMTP_URL is unset, so a local user can sign in', async () => {
    const lines: string[] = [];
    const log = { warn: (_obj: unknown, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z' }, log);
    await mailer.send(loginCodeMail('p@example.com', '042917', 10));
    expect(lines.join('\n')).toContain('042917');
    expect(lines.join('\n')).toContain('SMTP_URL is not set');
  });

  it('writes the last message to an address again on request, when mail goes to the log', async () => {
    const lines: string[] = [];
    const log = { warn: (_obj: unknown, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z' }, log);
    await mailer.send(loginCodeMail('p@example.com', '042917', 10));
    await mailer.send(loginCodeMail('q@example.com', '111111', 10));
    mailer.repeat('p@example.com');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('042917');
    expect(lines[2]).not.toContain('111111');
    // Nothing remembered (another instance sent it, or a restart): the log says where to look.
    mailer.repeat('r@example.com');
    expect(lines[3]).toContain('further up in the log');
  });

  /** A log that keeps every line whole: its fields and its message. */
  const keptLog = () => {
    const lines: string[] = [];
    const keep = (obj: unknown, message?: string) => lines.push(JSON.stringify({ ...(obj as object), msg: message }));
    return { lines, log: { warn: keep, info: keep, error: keep } as unknown as FastifyBaseLogger };
  };

  it('never writes the address to the log, also when mail goes there', async () => {
    const { lines, log } = keptLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z' }, log);
    await mailer.send(loginCodeMail('p@example.com', '042917', 10));
    mailer.repeat('p@example.com');
    mailer.repeat('q@example.com');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('042917 is your Decklist sign-in code');
    for (const line of lines) expect(line).not.toContain('@example.com');
  });

  it('sends queued mails one after another off the caller, reporting them without addresses; a full queue takes none', async () => {
    const { lines, log } = keptLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z' }, log);
    const sent: string[] = [];
    mailer.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (message.to.startsWith('bad')) throw new Error(`550 mailbox unavailable: <${message.to}>`);
      sent.push(message.to);
    };
    const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hello' });
    expect(mailer.sendLater([mail('a@example.com'), mail('bad@example.com'), mail('b@example.com')], { mail: 'test', event_id: 'e1' })).toBe(true);
    expect(sent).toEqual([]); // not while the caller waits
    expect(mailer.sendLater(Array.from({ length: MAX_QUEUED_MAILS - 2 }, (_, i) => mail(`x${i}@example.com`)), { mail: 'test' })).toBe(false);
    await expect.poll(() => lines.some((line) => line.includes('"msg":"mails sent"'))).toBe(true);
    expect(sent).toEqual(['a@example.com', 'b@example.com']);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { mail: 'test', event_id: 'e1', err: { type: 'Error', message: '550 mailbox unavailable: <<address>>' }, msg: 'a mail could not be sent' },
      { mail: 'test', event_id: 'e1', sent: 2, failed: 1, msg: 'mails sent' },
    ]);
    mailer.close();
    expect(mailer.sendLater([mail('c@example.com')], { mail: 'test' })).toBe(false);
  });

  it('keeps of a failure only what names no address', () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <p.q+r@mail.example.org>: no such user"), {
      code: 'EENVELOPE',
      responseCode: 550,
      rejected: ['p.q+r@mail.example.org'],
      response: '550 5.1.1 <p.q+r@mail.example.org>: no such user',
    });
    expect(mailFailure(error)).toEqual({
      type: 'Error',
      message: "Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: no such user",
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(mailFailure('to x@y.example failed')).toEqual({ message: 'to <address> failed' });
  });

  it('sends over SMTP with the sender, subject and code', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'Decklist <no-reply@decklist.test>' }, {} as FastifyBaseLogger);
      await mailer.send(loginCodeMail('p@example.com', '042917', 10));
      const mail = await smtp.waitForMail('p@example.com');
      expect(mail.subject).toBe('042917 is your Decklist sign-in code');
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('within 10 minutes');
      mailer.close();
    } finally {
      await smtp.close();
    }
  });
});
