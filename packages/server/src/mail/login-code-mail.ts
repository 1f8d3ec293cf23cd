import type { MailMessage } from './mailer';

export function loginCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `${code} is your Decklist sign-in code`,
    text: [
      `Your Decklist sign-in code is: ${code}`,
      '',
      `Enter it on the sign-in page within ${validMinutes} minutes. After that it expires and you can ask for a new one.`,
      '',
      'If you did not try to sign in, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Your Decklist sign-in code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:monospace">${code}</p>
<p>Enter it on the sign-in page within ${validMinutes} minutes. After that it expires and you can ask for a new one.</p>
<p style="color:#666">If you did not try to sign in, you can ignore this e-mail.</p>`,
  };
}
