import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../src/mail/mailer';
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
