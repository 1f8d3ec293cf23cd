import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What mails are about, for the log line that reports them (never an address): e.g. `{ mail: 'deck-reminder', event_id }`. */
export type MailLabel = Record<string, string>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Queues mails to be sent one after another, off the caller's request; false (nothing queued) when
   * the queue has no room for them all. Failures are logged, without the addresses.
   */
  sendLater(messages: readonly MailMessage[], label: MailLabel): boolean;
  /**
   * Writes the last message sent to this address to the log again, when mail goes to the log (a code
   * asked for twice within a minute is reused, and its reader needs to see it). Real mail is never sent twice.
   */
  repeat(to: string): void;
  close(): void;
}

/** How many addresses the log mailer remembers its last message for. */
const REMEMBERED_ADDRESSES = 1000;

/** Mails waiting in an instance's queue at most (a full event's reminders are 300 by default). */
export const MAX_QUEUED_MAILS = 5000;

const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** Text with every e-mail address in it replaced, for the log. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '<address>');

/**
 * A failed send as the log may hold it: SMTP errors quote the rejected recipient in their message and
 * response and list it in `rejected`, so only the code and the message without addresses are kept.
 */
export function mailFailure(error: unknown) {
  if (!(error instanceof Error)) return { message: withoutAddresses(String(error)) };
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    type: error.name,
    message: withoutAddresses(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/**
 * Real mail over SMTP when a URL is set; otherwise the message goes to the log (local use). Either way
 * the log never names the recipient's address.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  let deliver: (message: MailMessage) => Promise<void>;
  let repeat: (to: string) => void = () => {};
  let closeTransport = () => {};
  if (!options.smtpUrl) {
    const lastSent = new Map<string, MailMessage>();
    const write = (message: MailMessage, note: string) =>
      log.warn({ subject: message.subject }, `SMTP_URL is not set; ${note}:\n${message.text}`);
    deliver = async (message) => {
      lastSent.delete(message.to);
      lastSent.set(message.to, message);
      if (lastSent.size > REMEMBERED_ADDRESSES) lastSent.delete(lastSent.keys().next().value!);
      write(message, 'mail not sent');
    };
    repeat = (to) => {
      const message = lastSent.get(to);
      if (message) write(message, 'mail not sent, the earlier message again');
      else log.warn({}, 'SMTP_URL is not set; the message sent earlier to this address is further up in the log');
    };
  } else {
    const transport = nodemailer.createTransport(options.smtpUrl);
    deliver = async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    };
    closeTransport = () => transport.close();
  }

  // One batch at a time, each mail after the one before: a full event's reminders never open hundreds of
  // SMTP connections at once.
  let queued = 0;
  let closed = false;
  let queue = Promise.resolve();
  const mailer: Mailer = {
    send: (message) => deliver(message),
    sendLater(messages, label) {
      if (closed || queued + messages.length > MAX_QUEUED_MAILS) return false;
      queued += messages.length;
      queue = queue.then(async () => {
        let sent = 0;
        let failed = 0;
        for (const message of messages) {
          queued -= 1;
          if (closed) continue;
          try {
            await mailer.send(message);
            sent += 1;
          } catch (error) {
            failed += 1;
            log.error({ ...label, err: mailFailure(error) }, 'a mail could not be sent');
          }
        }
        log.info({ ...label, sent, failed }, 'mails sent');
      });
      return true;
    },
    repeat: (to) => repeat(to),
    close() {
      closed = true;
      closeTransport();
    },
  };
  return mailer;
}
