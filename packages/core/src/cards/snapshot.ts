import type { LegalityKey } from '../formats/formats';
import type { CardData, CardTypeGroup, CommanderPairing, Legality } from './types';

/**
 * The compact card snapshot the server loads at start (written by `npm run cards:import`, stored
 * gzip-compressed). Cards are arrays rather than objects: the file is about a third smaller and
 * parses faster. See docs/decisions/0003-card-data-snapshot.md.
 */
export const CARD_SNAPSHOT_FORMAT = 'decklist-cards';
export const CARD_SNAPSHOT_VERSION = 1;

export interface CardSnapshot {
  format: typeof CARD_SNAPSHOT_FORMAT;
  version: typeof CARD_SNAPSHOT_VERSION;
  /** Where the cards came from (file name or URL) and when the snapshot was written (ISO time). */
  source: string;
  imported_at: string;
  /** The order of the letters in each card's legality string. */
  legality_keys: LegalityKey[];
  cards: CardRecord[];
}

/**
 * One card: [name, faces (0 when single-faced), mana cost, mana value, type line, group letter,
 * legalities (one letter per legality key: l legal, n not legal, b banned, r restricted, - unknown),
 * colour identity (null when unknown), copy limit (0: the format's, -1: any number, n: at most n),
 * commander traits (-1 unknown, else bit 1 legendary or "can be your commander", bit 2 creature),
 * pairing ('' none, P partner, W:Name partner with, F friends forever, C choose a Background,
 * B Background, D Doctor's companion, T Time Lord Doctor)].
 */
export type CardRecord = [
  name: string,
  faces: string[] | 0,
  manaCost: string,
  manaValue: number,
  typeLine: string,
  group: string,
  legalities: string,
  colorIdentity: string | null,
  copyLimit: number,
  commander: number,
  pairing: string,
];

const GROUP_LETTERS: Record<string, CardTypeGroup> = {
  C: 'Creatures',
  P: 'Planeswalkers',
  B: 'Battles',
  I: 'Instants',
  S: 'Sorceries',
  A: 'Artifacts',
  E: 'Enchantments',
  L: 'Lands',
  O: 'Other',
};
const LETTER_OF_GROUP = Object.fromEntries(Object.entries(GROUP_LETTERS).map(([k, v]) => [v, k])) as Record<
  CardTypeGroup,
  string
>;

const LEGALITY_LETTERS: Record<string, Legality> = { l: 'legal', n: 'not_legal', b: 'banned', r: 'restricted' };
const LETTER_OF_LEGALITY: Record<Legality, string> = { legal: 'l', not_legal: 'n', banned: 'b', restricted: 'r' };

const PAIRING_LETTERS: Record<string, CommanderPairing['kind']> = {
  P: 'partner',
  F: 'friends-forever',
  C: 'choose-a-background',
  B: 'background',
  D: 'doctors-companion',
  T: 'doctor',
};

function decodePairing(code: string): CommanderPairing | null {
  if (!code) return null;
  if (code.startsWith('W:')) return { kind: 'partner-with', name: code.slice(2) };
  const kind = PAIRING_LETTERS[code];
  return kind ? ({ kind } as CommanderPairing) : null;
}

function encodePairing(pairing: CommanderPairing | null): string {
  if (!pairing) return '';
  if (pairing.kind === 'partner-with') return `W:${pairing.name}`;
  return Object.entries(PAIRING_LETTERS).find(([, kind]) => kind === pairing.kind)![0];
}

export function decodeCard(record: CardRecord, legalityKeys: readonly LegalityKey[]): CardData {
  const [name, faces, manaCost, manaValue, typeLine, group, legalityLetters, colorIdentity, copyLimit, commander, pairing] =
    record;
  const legalities: Partial<Record<LegalityKey, Legality>> = {};
  legalityKeys.forEach((key, i) => {
    const legality = LEGALITY_LETTERS[legalityLetters[i] ?? '-'];
    if (legality) legalities[key] = legality;
  });
  return {
    name,
    faces: faces || [],
    manaCost,
    manaValue,
    typeLine,
    group: GROUP_LETTERS[group] ?? 'Other',
    legalities,
    colorIdentity,
    copyLimit: copyLimit === 0 ? null : copyLimit < 0 ? Infinity : copyLimit,
    commander:
      commander < 0 ? null : { legendary: (commander & 1) !== 0, creature: (commander & 2) !== 0, pairing: decodePairing(pairing) },
  };
}

export function encodeCard(card: CardData, legalityKeys: readonly LegalityKey[]): CardRecord {
  const legalities = legalityKeys.map((key) => {
    const legality = card.legalities[key];
    return legality ? LETTER_OF_LEGALITY[legality] : '-';
  });
  const copyLimit = card.copyLimit === null ? 0 : card.copyLimit === Infinity ? -1 : card.copyLimit;
  const commander = card.commander ? (card.commander.legendary ? 1 : 0) | (card.commander.creature ? 2 : 0) : -1;
  return [
    card.name,
    card.faces.length > 0 ? [...card.faces] : 0,
    card.manaCost,
    card.manaValue,
    card.typeLine,
    LETTER_OF_GROUP[card.group],
    legalities.join(''),
    card.colorIdentity,
    copyLimit,
    commander,
    encodePairing(card.commander?.pairing ?? null),
  ];
}
