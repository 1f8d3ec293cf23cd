import type { Language } from '@decklist/core/text';
import type { MailMessage } from './mailer';

interface LoginCodeTexts {
  subject: (code: string) => string;
  intro: string;
  enterWithin: (minutes: number) => string;
  ignore: string;
}

// The sign-in e-mail in every language the app speaks, in the words of its catalogue (docs/i18n).
const TEXTS: Record<Language, LoginCodeTexts> = {
  en: {
    subject: (code) => `${code} is your Decklist sign-in code`,
    intro: 'Your Decklist sign-in code is:',
    enterWithin: (minutes) => `Enter it on the sign-in page within ${minutes} minutes. After that it expires and you can ask for a new one.`,
    ignore: 'If you did not try to sign in, you can ignore this e-mail.',
  },
  de: {
    subject: (code) => `${code} ist dein Anmeldecode für Decklist`,
    intro: 'Dein Anmeldecode für Decklist lautet:',
    enterWithin: (minutes) => `Gib ihn innerhalb von ${minutes} Minuten auf der Anmeldeseite ein. Danach läuft er ab und du kannst einen neuen anfordern.`,
    ignore: 'Wenn du dich nicht anmelden wolltest, kannst du diese E-Mail ignorieren.',
  },
  fr: {
    subject: (code) => `${code} est votre code de connexion à Decklist`,
    intro: 'Votre code de connexion à Decklist est\u00a0:',
    enterWithin: (minutes) => `Saisissez-le sur la page de connexion dans les ${minutes} minutes. Passé ce délai, il expire et vous pourrez en demander un nouveau.`,
    ignore: 'Si vous n’avez pas essayé de vous connecter, vous pouvez ignorer cet e-mail.',
  },
  es: {
    subject: (code) => `${code} es tu código para iniciar sesión en Decklist`,
    intro: 'Tu código para iniciar sesión en Decklist es:',
    enterWithin: (minutes) => `Introdúcelo en la página de inicio de sesión antes de ${minutes} minutos. Después caduca y puedes pedir uno nuevo.`,
    ignore: 'Si no has intentado iniciar sesión, puedes ignorar este correo.',
  },
  it: {
    subject: (code) => `${code} è il tuo codice di accesso a Decklist`,
    intro: 'Il tuo codice di accesso a Decklist è:',
    enterWithin: (minutes) => `Inseriscilo nella pagina di accesso entro ${minutes} minuti. Dopo scade e potrai richiederne uno nuovo.`,
    ignore: 'Se non hai provato ad accedere, puoi ignorare questa e-mail.',
  },
  'pt-BR': {
    subject: (code) => `${code} é o seu código de acesso ao Decklist`,
    intro: 'Seu código de acesso ao Decklist é:',
    enterWithin: (minutes) => `Digite-o na página de acesso em até ${minutes} minutos. Depois disso ele expira e você pode pedir um novo.`,
    ignore: 'Se você não tentou entrar, pode ignorar este e-mail.',
  },
  ja: {
    subject: (code) => `Decklist のログインコード：${code}`,
    intro: 'Decklist のログインコードは次のとおりです：',
    enterWithin: (minutes) => `${minutes} 分以内にログインページで入力してください。期限が過ぎると無効になり、新しいコードを申請できます。`,
    ignore: 'ログインしようとしていない場合は、このメールを無視してください。',
  },
};

/** The e-mail with a sign-in code, in the language of the page (or browser) that asked for it. */
export function loginCodeMail(to: string, code: string, validMinutes: number, language: Language = 'en'): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.subject(code),
    text: [`${texts.intro} ${code}`, '', texts.enterWithin(validMinutes), '', texts.ignore].join('\n'),
    html: `<p>${texts.intro}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:monospace">${code}</p>
<p>${texts.enterWithin(validMinutes)}</p>
<p style="color:#666">${texts.ignore}</p>`,
  };
}
