import type { Language } from '@decklist/core/text';

/**
 * The words of the public page of published decklists (page.ts) in one language. Card, player, format
 * and tournament names, the name Decklist and the text export stay as they are. The plain strings
 * (no function) go into the page as they are written: no `<`, `&` or `"` in them.
 */
export interface ListsPageTexts {
  /** The page's <title>. */
  title: (eventName: string) => string;
  /** The meta description: how many lists, of which tournament, in which format, on which day (YYYY-MM-DD). */
  description: (count: number, eventName: string, formatName: string, date: string) => string;
  /** '3 decklists', in the header. */
  decklists: (count: number) => string;
  /** A placing: 1st, 2nd … in English, 1., 2. … in German. */
  ordinal: (placing: number) => string;
  /** The usual labels of a placing written in English ('Winner'); other labels are shown as the organiser wrote them. */
  labels: Record<string, string>;
  /** The label 'Top 8' (or 4, 16 …). */
  top: (size: number) => string;
  /** The counts under a player's name: 'Main: 60', 'Side: 15', 'Deck: 100' (commander style). */
  main: (count: number) => string;
  side: (count: number) => string;
  deck: (count: number) => string;
  /** The card groups as the API names them, in the words of the web app's catalogue (msgctxt "deck group"; test/group-names.test.ts keeps them equal). */
  groups: Record<string, string>;
  /** The table's column headers. */
  quantity: string;
  card: string;
  manaCost: string;
  /** Mana symbols said in words (the web app's decklist/mana-words.ts). */
  manaCostLabel: (words: string) => string;
  manaLetters: Record<string, string>;
  half: (colour: string) => string;
  phyrexian: (choice: string) => string;
  or: (first: string, second: string) => string;
  textExport: string;
  textLabel: (playerName: string) => string;
  copy: (playerName: string) => string;
  /** What the copy button's status says after a click (read by the page's script, packages/web/public/public-lists.js). */
  copied: string;
  copyFailed: string;
  footer: string;
}

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st. */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** Words for a count: `one` for 1 (French and Portuguese: 0 and 1), `other` otherwise. */
const plural = (count: number, one: string, other: string, zeroIsOne = false) => (count === 1 || (zeroIsOne && count === 0) ? one : other);

// The page in every language the app speaks, in the words of the web app's catalogue and the glossaries (docs/i18n).
export const LISTS_PAGE_TEXTS: Record<Language, ListsPageTexts> = {
  en: {
    title: (name) => `${name}: decklists`,
    description: (n, name, format, date) => `${n} published ${plural(n, 'decklist', 'decklists')} of ${name}, a ${format} tournament on ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'decklist', 'decklists')}`,
    ordinal: englishOrdinal,
    labels: {},
    top: (size) => `Top ${size}`,
    main: (n) => `Main: ${n}`,
    side: (n) => `Side: ${n}`,
    deck: (n) => `Deck: ${n}`,
    groups: {},
    quantity: 'Qty',
    card: 'Card',
    manaCost: 'Mana cost',
    manaCostLabel: (words) => `Mana cost: ${words}`,
    manaLetters: { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colourless', S: 'snow', E: 'energy', T: 'tap', Q: 'untap' },
    half: (colour) => `half ${colour}`,
    phyrexian: (choice) => `Phyrexian ${choice}`,
    or: (first, second) => `${first} or ${second}`,
    textExport: 'Text export (Arena and MTGO)',
    textLabel: (player) => `Decklist of ${player} as text`,
    copy: (player) => `Copy decklist of ${player}`,
    copied: 'Copied',
    copyFailed: 'Select the text and copy it',
    footer: "Published by the organiser of this tournament, with the players' agreement.",
  },
  de: {
    title: (name) => `${name}: Decklisten`,
    description: (n, name, format, date) => `${n} veröffentlichte ${plural(n, 'Deckliste', 'Decklisten')} von ${name}, einem ${format}-Turnier am ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'Deckliste', 'Decklisten')}`,
    ordinal: (n) => `${n}.`,
    labels: { Winner: 'Sieger', Finalist: 'Finalist' },
    top: (size) => `Top ${size}`,
    main: (n) => `Hauptdeck: ${n}`,
    side: (n) => `Sideboard: ${n}`,
    deck: (n) => `Deck: ${n}`,
    groups: {
      Commander: 'Kommandeur',
      Companion: 'Gefährte',
      Creatures: 'Kreaturen',
      Planeswalkers: 'Planeswalker',
      Battles: 'Schlachten',
      Instants: 'Spontanzauber',
      Sorceries: 'Hexereien',
      Artifacts: 'Artefakte',
      Enchantments: 'Verzauberungen',
      Lands: 'Länder',
      Other: 'Sonstige',
      'Unknown Cards': 'Unbekannte Karten',
      'Main Deck': 'Hauptdeck',
      Deck: 'Deck',
      Sideboard: 'Sideboard',
    },
    quantity: 'Anz.',
    card: 'Karte',
    manaCost: 'Manakosten',
    manaCostLabel: (words) => `Manakosten: ${words}`,
    manaLetters: { W: 'Weiß', U: 'Blau', B: 'Schwarz', R: 'Rot', G: 'Grün', C: 'farblos', S: 'Schnee', E: 'Energie', T: 'Tappen', Q: 'Enttappen' },
    half: (colour) => `halbes ${colour}`,
    phyrexian: (choice) => `phyrexianisches ${choice}`,
    or: (first, second) => `${first} oder ${second}`,
    textExport: 'Textexport (Arena und MTGO)',
    textLabel: (player) => `Deckliste von ${player} als Text`,
    copy: (player) => `Deckliste von ${player} kopieren`,
    copied: 'Kopiert',
    copyFailed: 'Markiere den Text und kopiere ihn',
    footer: 'Veröffentlicht vom Veranstalter dieses Turniers, mit Zustimmung der Spieler.',
  },
  fr: {
    title: (name) => `${name}\u00a0: listes de deck`,
    description: (n, name, format, date) =>
      `${n} ${plural(n, 'liste de deck publiée', 'listes de deck publiées', true)} de ${name}, un tournoi ${format} du ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'liste de deck', 'listes de deck', true)}`,
    ordinal: (n) => (n === 1 ? '1er' : `${n}e`),
    labels: { Winner: 'Vainqueur', Finalist: 'Finaliste' },
    top: (size) => `Top ${size}`,
    main: (n) => `Principal\u00a0: ${n}`,
    side: (n) => `Réserve\u00a0: ${n}`,
    deck: (n) => `Deck\u00a0: ${n}`,
    groups: {
      Commander: 'Commandant',
      Companion: 'Compagnon',
      Creatures: 'Créatures',
      Planeswalkers: 'Planeswalkers',
      Battles: 'Batailles',
      Instants: 'Éphémères',
      Sorceries: 'Rituels',
      Artifacts: 'Artefacts',
      Enchantments: 'Enchantements',
      Lands: 'Terrains',
      Other: 'Autres',
      'Unknown Cards': 'Cartes inconnues',
      'Main Deck': 'Deck principal',
      Deck: 'Deck',
      Sideboard: 'Réserve',
    },
    quantity: 'Qté',
    card: 'Carte',
    manaCost: 'Coût de mana',
    manaCostLabel: (words) => `Coût de mana\u00a0: ${words}`,
    manaLetters: { W: 'blanc', U: 'bleu', B: 'noir', R: 'rouge', G: 'vert', C: 'incolore', S: 'neige', E: 'énergie', T: 'engager', Q: 'dégager' },
    half: (colour) => `demi-${colour}`,
    phyrexian: (choice) => `${choice} phyrexian`,
    or: (first, second) => `${first} ou ${second}`,
    textExport: 'Export texte (Arena et MTGO)',
    textLabel: (player) => `Liste de deck de ${player} au format texte`,
    copy: (player) => `Copier la liste de deck de ${player}`,
    copied: 'Copié',
    copyFailed: 'Sélectionnez le texte et copiez-le',
    footer: 'Listes publiées par l’organisateur de ce tournoi, avec l’accord des joueurs.',
  },
  es: {
    title: (name) => `${name}: listas de mazo`,
    description: (n, name, format, date) =>
      `${n} ${plural(n, 'lista de mazo publicada', 'listas de mazo publicadas')} de ${name}, un torneo de ${format} del ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'lista de mazo', 'listas de mazo')}`,
    ordinal: (n) => `${n}.º`,
    labels: { Winner: 'Ganador', Finalist: 'Finalista' },
    top: (size) => `Top ${size}`,
    main: (n) => `Principal: ${n}`,
    side: (n) => `Banquillo: ${n}`,
    deck: (n) => `Mazo: ${n}`,
    groups: {
      Commander: 'Comandante',
      Companion: 'Compañero',
      Creatures: 'Criaturas',
      Planeswalkers: 'Planeswalkers',
      Battles: 'Batallas',
      Instants: 'Instantáneos',
      Sorceries: 'Conjuros',
      Artifacts: 'Artefactos',
      Enchantments: 'Encantamientos',
      Lands: 'Tierras',
      Other: 'Otras',
      'Unknown Cards': 'Cartas desconocidas',
      'Main Deck': 'Mazo principal',
      Deck: 'Mazo',
      Sideboard: 'Banquillo',
    },
    quantity: 'Cant.',
    card: 'Carta',
    manaCost: 'Coste de maná',
    manaCostLabel: (words) => `Coste de maná: ${words}`,
    manaLetters: { W: 'blanco', U: 'azul', B: 'negro', R: 'rojo', G: 'verde', C: 'incoloro', S: 'nieve', E: 'energía', T: 'girar', Q: 'enderezar' },
    half: (colour) => `medio ${colour}`,
    phyrexian: (choice) => `${choice} pirexiano`,
    or: (first, second) => `${first} o ${second}`,
    textExport: 'Exportar como texto (Arena y MTGO)',
    textLabel: (player) => `Lista de mazo de ${player} en texto`,
    copy: (player) => `Copiar la lista de mazo de ${player}`,
    copied: 'Copiado',
    copyFailed: 'Selecciona el texto y cópialo',
    footer: 'Listas publicadas por el organizador de este torneo, con el consentimiento de los jugadores.',
  },
  it: {
    title: (name) => `${name}: liste dei mazzi`,
    description: (n, name, format, date) =>
      `${n} ${plural(n, 'lista del mazzo pubblicata', 'liste dei mazzi pubblicate')} di ${name}, un torneo ${format} del ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'lista del mazzo', 'liste dei mazzi')}`,
    ordinal: (n) => `${n}º`,
    labels: { Winner: 'Vincitore', Finalist: 'Finalista' },
    top: (size) => `Top ${size}`,
    main: (n) => `Principale: ${n}`,
    side: (n) => `Side: ${n}`,
    deck: (n) => `Mazzo: ${n}`,
    groups: {
      Commander: 'Comandante',
      Companion: 'Compagno',
      Creatures: 'Creature',
      Planeswalkers: 'Planeswalker',
      Battles: 'Battaglie',
      Instants: 'Istantanei',
      Sorceries: 'Stregonerie',
      Artifacts: 'Artefatti',
      Enchantments: 'Incantesimi',
      Lands: 'Terre',
      Other: 'Altro',
      'Unknown Cards': 'Carte sconosciute',
      'Main Deck': 'Mazzo principale',
      Deck: 'Mazzo',
      Sideboard: 'Sideboard',
    },
    quantity: 'Q.tà',
    card: 'Carta',
    manaCost: 'Costo di mana',
    manaCostLabel: (words) => `Costo di mana: ${words}`,
    manaLetters: { W: 'bianco', U: 'blu', B: 'nero', R: 'rosso', G: 'verde', C: 'incolore', S: 'neve', E: 'energia', T: 'tap', Q: 'stap' },
    half: (colour) => `mezzo ${colour}`,
    phyrexian: (choice) => `${choice} phyrexiano`,
    or: (first, second) => `${first} o ${second}`,
    textExport: 'Esporta come testo (Arena e MTGO)',
    textLabel: (player) => `Lista del mazzo di ${player} in formato testo`,
    copy: (player) => `Copia la lista del mazzo di ${player}`,
    copied: 'Copiato',
    copyFailed: 'Seleziona il testo e copialo',
    footer: 'Liste pubblicate dall’organizzatore di questo torneo, con il consenso dei giocatori.',
  },
  'pt-BR': {
    title: (name) => `${name}: listas de deck`,
    description: (n, name, format, date) =>
      `${n} ${plural(n, 'lista de deck publicada', 'listas de deck publicadas', true)} de ${name}, um torneio de ${format} em ${date}.`,
    decklists: (n) => `${n} ${plural(n, 'lista de deck', 'listas de deck', true)}`,
    ordinal: (n) => `${n}º`,
    labels: { Winner: 'Campeão', Finalist: 'Finalista' },
    top: (size) => `Top ${size}`,
    main: (n) => `Principal: ${n}`,
    side: (n) => `Side: ${n}`,
    deck: (n) => `Deck: ${n}`,
    groups: {
      Commander: 'Comandante',
      Companion: 'Companheiro',
      Creatures: 'Criaturas',
      Planeswalkers: 'Planeswalkers',
      Battles: 'Batalhas',
      Instants: 'Mágicas instantâneas',
      Sorceries: 'Feitiços',
      Artifacts: 'Artefatos',
      Enchantments: 'Encantamentos',
      Lands: 'Terrenos',
      Other: 'Outros',
      'Unknown Cards': 'Cards desconhecidos',
      'Main Deck': 'Deck principal',
      Deck: 'Deck',
      Sideboard: 'Sideboard',
    },
    quantity: 'Qtd.',
    card: 'Card',
    manaCost: 'Custo de mana',
    manaCostLabel: (words) => `Custo de mana: ${words}`,
    manaLetters: { W: 'branco', U: 'azul', B: 'preto', R: 'vermelho', G: 'verde', C: 'incolor', S: 'neve', E: 'energia', T: 'virar', Q: 'desvirar' },
    half: (colour) => `meio ${colour}`,
    phyrexian: (choice) => `${choice} phyrexiano`,
    or: (first, second) => `${first} ou ${second}`,
    textExport: 'Exportar como texto (Arena e MTGO)',
    textLabel: (player) => `Lista de deck de ${player} em texto`,
    copy: (player) => `Copiar a lista de deck de ${player}`,
    copied: 'Copiado',
    copyFailed: 'Selecione o texto e copie',
    footer: 'Listas publicadas pelo organizador deste torneio, com a concordância dos jogadores.',
  },
  ja: {
    title: (name) => `${name}：デッキリスト`,
    description: (n, name, format, date) => `${date}開催の${format}の大会「${name}」で公開されたデッキリスト${n}件。`,
    decklists: (n) => `デッキリスト${n}件`,
    ordinal: (n) => `${n}位`,
    labels: { Winner: '優勝', Finalist: 'ファイナリスト' },
    top: (size) => `トップ${size}`,
    main: (n) => `メイン：${n}`,
    side: (n) => `サイド：${n}`,
    deck: (n) => `デッキ：${n}`,
    groups: {
      Commander: '統率者',
      Companion: '相棒',
      Creatures: 'クリーチャー',
      Planeswalkers: 'プレインズウォーカー',
      Battles: 'バトル',
      Instants: 'インスタント',
      Sorceries: 'ソーサリー',
      Artifacts: 'アーティファクト',
      Enchantments: 'エンチャント',
      Lands: '土地',
      Other: 'その他',
      'Unknown Cards': '不明なカード',
      'Main Deck': 'メインデッキ',
      Deck: 'デッキ',
      Sideboard: 'サイドボード',
    },
    quantity: '枚数',
    card: 'カード',
    manaCost: 'マナ・コスト',
    manaCostLabel: (words) => `マナ・コスト：${words}`,
    manaLetters: { W: '白', U: '青', B: '黒', R: '赤', G: '緑', C: '無色', S: '氷雪', E: 'エネルギー', T: 'タップ', Q: 'アンタップ' },
    half: (colour) => `${colour}の半マナ`,
    phyrexian: (choice) => `${choice}のファイレクシア・マナ`,
    or: (first, second) => `${first}か${second}`,
    textExport: 'テキストで出力（Arena・MTGO）',
    textLabel: (player) => `${player}のデッキリスト（テキスト）`,
    copy: (player) => `${player}のデッキリストをコピー`,
    copied: 'コピーしました',
    copyFailed: 'テキストを選択してコピーしてください',
    footer: 'この大会の主催者が、プレイヤーの同意を得て公開しています。',
  },
};
