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

const NOT_EXPECTED = 'If you did not expect this e-mail, you can ignore it.';

/** Who did it, by their name; someone who never gave one is named by their role. */
const byName = (name: string, role: string) => name.trim() || role;

export function judgeInvitationMail(
  to: string,
  input: { addedBy: string; eventName: string; eventDate: string; link: string },
): MailMessage {
  return mail(
    to,
    `You are a judge of ${input.eventName} on Decklist`,
    [
      `${byName(input.addedBy, 'The organiser')} added you as a judge of ${input.eventName} (${input.eventDate}) on Decklist.`,
      'Sign in with this e-mail address to see its players and their decklists.',
    ],
    { label: 'Open the event', url: input.link },
    NOT_EXPECTED,
  );
}

export function managerInvitationMail(to: string, input: { addedBy: string; tournamentName: string; link: string }): MailMessage {
  return mail(
    to,
    `You manage the round clocks of ${input.tournamentName} on Decklist`,
    [
      `${byName(input.addedBy, 'The tournament owner')} added you as a manager of the round clocks of ${input.tournamentName} on Decklist.`,
      'Sign in with this e-mail address to start, pause and adjust its clocks.',
    ],
    { label: 'Open the clocks', url: input.link },
    NOT_EXPECTED,
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '16 May 2031, 18:30 UTC': the server does not know the player's time zone, so the mail names UTC. */
export const formatDeadline = (d: Date) =>
  `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())} UTC`;

export function deckReminderMail(
  to: string,
  input: { playerName: string; eventName: string; eventDate: string; deadline: Date | null; link: string },
): MailMessage {
  return mail(
    to,
    `Reminder: submit your decklist for ${input.eventName}`,
    [
      `Hello ${input.playerName},`,
      `You are registered for ${input.eventName} (${input.eventDate}) on Decklist, but you have not submitted a decklist yet.`,
      input.deadline
        ? `Submissions close on ${formatDeadline(input.deadline)}. After that your decklist can no longer be submitted or changed.`
        : 'Submit it before the event starts.',
    ],
    { label: 'Submit your decklist', url: input.link },
    'Sign in with this e-mail address to submit it. The organiser of the event sent this reminder.',
  );
}
