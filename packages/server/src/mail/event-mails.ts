import { formatCalendarDay, type Language } from '@decklist/core/text';
import { EVENT_MAIL_TEXTS } from './event-mail-texts';
import type { MailMessage } from './mailer';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** A plain-text mail and the same in simple HTML: paragraphs, one link, a grey closing note. */
function mail(to: string, subject: string, paragraphs: string[], link: { label: string; url: string }, note: string): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.url}`, note].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p style="color:#666">${escapeHtml(note)}</p>`,
    ].join('\n'),
  };
}

/** Who did it, by their name; someone who never gave one is named by their role. */
const byName = (name: string, role: string) => name.trim() || role;

/** A deadline in the recipient's language, in UTC and saying so: the server does not know the reader's time zone. */
export const formatDeadline = (at: Date, language: Language) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(at)} UTC`;

export function judgeInvitationMail(
  to: string,
  input: { addedBy: string; eventName: string; eventDate: string; link: string },
  language: Language = 'en',
): MailMessage {
  const texts = EVENT_MAIL_TEXTS[language];
  return mail(
    to,
    texts.judge.subject(input.eventName),
    [texts.judge.added(byName(input.addedBy, texts.theOrganiser), input.eventName, formatCalendarDay(input.eventDate, language)), texts.judge.signIn],
    { label: texts.judge.open, url: input.link },
    texts.notExpected,
  );
}

export function managerInvitationMail(to: string, input: { addedBy: string; tournamentName: string; link: string }, language: Language = 'en'): MailMessage {
  const texts = EVENT_MAIL_TEXTS[language];
  return mail(
    to,
    texts.manager.subject(input.tournamentName),
    [texts.manager.added(byName(input.addedBy, texts.theTournamentOwner), input.tournamentName), texts.manager.signIn],
    { label: texts.manager.open, url: input.link },
    texts.notExpected,
  );
}

export function deckReminderMail(
  to: string,
  input: { playerName: string; eventName: string; eventDate: string; deadline: Date | null; link: string },
  language: Language = 'en',
): MailMessage {
  const { reminder } = EVENT_MAIL_TEXTS[language];
  return mail(
    to,
    reminder.subject(input.eventName),
    [
      reminder.hello(input.playerName),
      reminder.registered(input.eventName, formatCalendarDay(input.eventDate, language)),
      input.deadline ? reminder.closesOn(formatDeadline(input.deadline, language)) : reminder.beforeStart,
    ],
    { label: reminder.submit, url: input.link },
    reminder.note,
  );
}
