import type { Language } from '@decklist/core/text';

/** The words of the mails about events and clocks, per language, in the terms of the app's catalogue. */
export interface EventMailTexts {
  notExpected: string;
  /** Who added the recipient when they never gave a name. */
  theOrganiser: string;
  theTournamentOwner: string;
  judge: {
    subject(eventName: string): string;
    added(by: string, eventName: string, date: string): string;
    signIn: string;
    open: string;
  };
  manager: {
    subject(tournamentName: string): string;
    added(by: string, tournamentName: string): string;
    signIn: string;
    open: string;
  };
  reminder: {
    subject(eventName: string): string;
    hello(playerName: string): string;
    registered(eventName: string, date: string): string;
    closesOn(deadline: string): string;
    beforeStart: string;
    submit: string;
    note: string;
  };
}

export const EVENT_MAIL_TEXTS: Record<Language, EventMailTexts> = {
  en: {
    notExpected: 'If you did not expect this e-mail, you can ignore it.',
    theOrganiser: 'The organiser',
    theTournamentOwner: 'The tournament owner',
    judge: {
      subject: (event) => `You are a judge of ${event} on Decklist`,
      added: (by, event, date) => `${by} added you as a judge of ${event} (${date}) on Decklist.`,
      signIn: 'Sign in with this e-mail address to see its players and their decklists.',
      open: 'Open the event',
    },
    manager: {
      subject: (tournament) => `You manage the round clocks of ${tournament} on Decklist`,
      added: (by, tournament) => `${by} added you as a manager of the round clocks of ${tournament} on Decklist.`,
      signIn: 'Sign in with this e-mail address to start, pause and adjust its clocks.',
      open: 'Open the clocks',
    },
    reminder: {
      subject: (event) => `Reminder: submit your decklist for ${event}`,
      hello: (name) => `Hello ${name},`,
      registered: (event, date) => `You are registered for ${event} (${date}) on Decklist, but you have not submitted a decklist yet.`,
      closesOn: (deadline) => `Submissions close on ${deadline}. After that your decklist can no longer be submitted or changed.`,
      beforeStart: 'Submit it before the event starts.',
      submit: 'Submit your decklist',
      note: 'Sign in with this e-mail address to submit it. The organiser of the event sent this reminder.',
    },
  },
  de: {
    notExpected: 'Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren.',
    theOrganiser: 'Die Turnierleitung',
    theTournamentOwner: 'Die Turnierleitung',
    judge: {
      subject: (event) => `Du bist Judge bei ${event} auf Decklist`,
      added: (by, event, date) => `${by} hat dich auf Decklist als Judge für ${event} (${date}) eingetragen.`,
      signIn: 'Melde dich mit dieser E-Mail-Adresse an, um die Spieler und ihre Decklisten zu sehen.',
      open: 'Turnier öffnen',
    },
    manager: {
      subject: (tournament) => `Du bedienst die Rundenuhren von ${tournament} auf Decklist`,
      added: (by, tournament) => `${by} hat dich auf Decklist als Manager der Rundenuhren von ${tournament} eingetragen.`,
      signIn: 'Melde dich mit dieser E-Mail-Adresse an, um die Uhren zu starten, anzuhalten und anzupassen.',
      open: 'Uhren öffnen',
    },
    reminder: {
      subject: (event) => `Erinnerung: Reiche deine Deckliste für ${event} ein`,
      hello: (name) => `Hallo ${name},`,
      registered: (event, date) => `Du bist auf Decklist für ${event} (${date}) angemeldet, hast aber noch keine Deckliste eingereicht.`,
      closesOn: (deadline) => `Einsendeschluss ist am ${deadline}. Danach kann deine Deckliste nicht mehr eingereicht oder geändert werden.`,
      beforeStart: 'Reiche sie vor Turnierbeginn ein.',
      submit: 'Deckliste einreichen',
      note: 'Melde dich mit dieser E-Mail-Adresse an, um sie einzureichen. Die Turnierleitung hat dir diese Erinnerung geschickt.',
    },
  },
  fr: {
    notExpected: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
    theOrganiser: 'L’organisateur',
    theTournamentOwner: 'Le propriétaire du tournoi',
    judge: {
      subject: (event) => `Vous êtes arbitre de ${event} sur Decklist`,
      added: (by, event, date) => `${by} vous a ajouté comme arbitre de ${event} (${date}) sur Decklist.`,
      signIn: 'Connectez-vous avec cette adresse e-mail pour voir ses joueurs et leurs listes de deck.',
      open: 'Ouvrir le tournoi',
    },
    manager: {
      subject: (tournament) => `Vous gérez les chronomètres de ronde de ${tournament} sur Decklist`,
      added: (by, tournament) => `${by} vous a ajouté comme gestionnaire des chronomètres de ronde de ${tournament} sur Decklist.`,
      signIn: 'Connectez-vous avec cette adresse e-mail pour lancer, mettre en pause et ajuster ses chronomètres.',
      open: 'Ouvrir les chronomètres',
    },
    reminder: {
      subject: (event) => `Rappel\u00a0: envoyez votre liste de deck pour ${event}`,
      hello: (name) => `Bonjour ${name},`,
      registered: (event, date) => `Vous êtes inscrit à ${event} (${date}) sur Decklist, mais vous n’avez pas encore envoyé de liste de deck.`,
      closesOn: (deadline) => `Les envois se terminent le ${deadline}. Ensuite, votre liste ne pourra plus être envoyée ni modifiée.`,
      beforeStart: 'Envoyez-la avant le début du tournoi.',
      submit: 'Envoyer votre liste de deck',
      note: 'Connectez-vous avec cette adresse e-mail pour l’envoyer. L’organisateur du tournoi vous a envoyé ce rappel.',
    },
  },
  es: {
    notExpected: 'Si no esperabas este correo, puedes ignorarlo.',
    theOrganiser: 'El organizador',
    theTournamentOwner: 'El propietario del torneo',
    judge: {
      subject: (event) => `Eres juez de ${event} en Decklist`,
      added: (by, event, date) => `${by} te ha añadido como juez de ${event} (${date}) en Decklist.`,
      signIn: 'Inicia sesión con esta dirección de correo para ver sus jugadores y sus listas de mazo.',
      open: 'Abrir el torneo',
    },
    manager: {
      subject: (tournament) => `Administras los relojes de ronda de ${tournament} en Decklist`,
      added: (by, tournament) => `${by} te ha añadido como administrador de los relojes de ronda de ${tournament} en Decklist.`,
      signIn: 'Inicia sesión con esta dirección de correo para iniciar, pausar y ajustar sus relojes.',
      open: 'Abrir los relojes',
    },
    reminder: {
      subject: (event) => `Recordatorio: envía tu lista de mazo para ${event}`,
      hello: (name) => `Hola, ${name}:`,
      registered: (event, date) => `Estás inscrito en ${event} (${date}) en Decklist, pero aún no has enviado tu lista de mazo.`,
      closesOn: (deadline) => `El envío se cierra el ${deadline}. Después ya no podrás enviar ni cambiar tu lista.`,
      beforeStart: 'Envíala antes de que empiece el torneo.',
      submit: 'Enviar tu lista de mazo',
      note: 'Inicia sesión con esta dirección de correo para enviarla. El organizador del torneo te ha enviado este recordatorio.',
    },
  },
  it: {
    notExpected: 'Se non ti aspettavi questa e-mail, puoi ignorarla.',
    theOrganiser: 'L’organizzatore',
    theTournamentOwner: 'Il proprietario del torneo',
    judge: {
      subject: (event) => `Sei arbitro di ${event} su Decklist`,
      added: (by, event, date) => `${by} ti ha aggiunto come arbitro di ${event} (${date}) su Decklist.`,
      signIn: 'Accedi con questo indirizzo e-mail per vedere i giocatori e le loro liste del mazzo.',
      open: 'Apri il torneo',
    },
    manager: {
      subject: (tournament) => `Gestisci i timer dei turni di ${tournament} su Decklist`,
      added: (by, tournament) => `${by} ti ha aggiunto come gestore dei timer dei turni di ${tournament} su Decklist.`,
      signIn: 'Accedi con questo indirizzo e-mail per avviare, mettere in pausa e regolare i timer.',
      open: 'Apri i timer',
    },
    reminder: {
      subject: (event) => `Promemoria: invia la tua lista del mazzo per ${event}`,
      hello: (name) => `Ciao ${name},`,
      registered: (event, date) => `Sei iscritto a ${event} (${date}) su Decklist, ma non hai ancora inviato una lista del mazzo.`,
      closesOn: (deadline) => `Gli invii chiudono il ${deadline}. Dopo non potrai più inviare né modificare la tua lista.`,
      beforeStart: 'Inviala prima dell’inizio del torneo.',
      submit: 'Invia la tua lista del mazzo',
      note: 'Accedi con questo indirizzo e-mail per inviarla. L’organizzatore del torneo ti ha inviato questo promemoria.',
    },
  },
  'pt-BR': {
    notExpected: 'Se você não esperava este e-mail, pode ignorá-lo.',
    theOrganiser: 'O organizador',
    theTournamentOwner: 'O dono do torneio',
    judge: {
      subject: (event) => `Você é juiz de ${event} no Decklist`,
      added: (by, event, date) => `${by} adicionou você como juiz de ${event} (${date}) no Decklist.`,
      signIn: 'Entre com este endereço de e-mail para ver os jogadores e as listas de deck deles.',
      open: 'Abrir o evento',
    },
    manager: {
      subject: (tournament) => `Você controla os relógios das rodadas de ${tournament} no Decklist`,
      added: (by, tournament) => `${by} adicionou você como gestor dos relógios das rodadas de ${tournament} no Decklist.`,
      signIn: 'Entre com este endereço de e-mail para iniciar, pausar e ajustar os relógios.',
      open: 'Abrir os relógios',
    },
    reminder: {
      subject: (event) => `Lembrete: envie sua lista de deck para ${event}`,
      hello: (name) => `Olá, ${name},`,
      registered: (event, date) => `Você está inscrito em ${event} (${date}) no Decklist, mas ainda não enviou uma lista de deck.`,
      closesOn: (deadline) => `O envio termina em ${deadline}. Depois disso, sua lista não poderá mais ser enviada nem alterada.`,
      beforeStart: 'Envie-a antes do início do evento.',
      submit: 'Enviar sua lista de deck',
      note: 'Entre com este endereço de e-mail para enviá-la. O organizador do evento enviou este lembrete.',
    },
  },
  ja: {
    notExpected: 'このメールに心当たりがない場合は、無視してください。',
    theOrganiser: '主催者',
    theTournamentOwner: '大会タイマーの作成者',
    judge: {
      subject: (event) => `Decklist で ${event} のジャッジに追加されました`,
      added: (by, event, date) => `${by}によって、Decklist で ${event}（${date}）のジャッジに追加されました。`,
      signIn: 'このメールアドレスでログインすると、プレイヤーとそのデッキリストを確認できます。',
      open: '大会を開く',
    },
    manager: {
      subject: (tournament) => `Decklist で ${tournament} のラウンドタイマーの管理者に追加されました`,
      added: (by, tournament) => `${by}によって、Decklist で ${tournament} のラウンドタイマーの管理者に追加されました。`,
      signIn: 'このメールアドレスでログインすると、タイマーの開始、一時停止、調整ができます。',
      open: 'タイマーを開く',
    },
    reminder: {
      subject: (event) => `リマインダー：${event} のデッキリストを提出してください`,
      hello: (name) => `${name} さん`,
      registered: (event, date) => `あなたは Decklist で ${event}（${date}）に登録されていますが、まだデッキリストを提出していません。`,
      closesOn: (deadline) => `提出の締め切りは ${deadline} です。それ以降はデッキリストの提出や変更ができません。`,
      beforeStart: '大会の開始前に提出してください。',
      submit: 'デッキリストを提出する',
      note: 'このメールアドレスでログインして提出してください。このリマインダーは大会の主催者から送られました。',
    },
  },
};
