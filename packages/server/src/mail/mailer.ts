import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the last message sent to this address to the log again, when mail goes to the log (a code
   * asked for twice within a minute is reused, and its reader needs to see it). Real mail is never sent twice.
   */
  repeat(to: string): void;
  close(): void;
}

/** How many addresses the log mailer remembers its last message for. */
const REMEMBERED_ADDRESSES = 1000;

/** Real mail over SMTP when a URL is set; otherwise the message goes to the log (local use). */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    const lastSent = new Map<string, MailMessage>();
    const write = (message: MailMessage, note: string) =>
      log.warn({ to: message.to, subject: message.subject }, `SMTP_URL is not set; ${note}:\n${message.text}`);
    return {
      async send(message) {
        lastSent.delete(message.to);
        lastSent.set(message.to, message);
        if (lastSent.size > REMEMBERED_ADDRESSES) lastSent.delete(lastSent.keys().next().value!);
        write(message, 'mail not sent');
      },
      repeat(to) {
        const message = lastSent.get(to);
        if (message) write(message, 'mail not sent, the earlier message again');
        else log.warn({ to }, 'SMTP_URL is not set; the message sent earlier to this address is further up in the log');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    repeat() {},
    close() {
      transport.close();
    },
  };
}
