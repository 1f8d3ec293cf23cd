import { FAB_FORMAT_CODES, type FabFormatCode } from './formats';

/**
 * The compact Flesh and Blood card snapshot (written by `npm run fab-cards:import`, committed as
 * packages/server/data-snapshot/fab-cards.json, one card a line). It holds only what the checks need.
 */
export const FAB_SNAPSHOT_FORMAT = 'decklist-fab-cards';
export const FAB_SNAPSHOT_VERSION = 1;

/** 1 red, 2 yellow, 3 blue, 0 none. */
export type Pitch = 0 | 1 | 2 | 3;
/** A pitch as a list writes it: (red), (yellow) or (blue). */
export type WrittenPitch = Exclude<Pitch, 0>;
export const PITCH_NAMES = { 1: 'red', 2: 'yellow', 3: 'blue' } as const;
export type PitchName = (typeof PITCH_NAMES)[keyof typeof PITCH_NAMES];

/** A: adult hero, Y: young hero, W: weapon, E: equipment, D: any card that starts in the deck. */
export type FabCardKind = 'A' | 'Y' | 'W' | 'E' | 'D';

/**
 * Per format: l legal, n not legal, b banned, s suspended, r restricted (one copy), L retired as a
 * Living Legend.
 */
export type FabLegality = 'legal' | 'not_legal' | 'banned' | 'suspended' | 'restricted' | 'living_legend';
const LEGALITY_OF_LETTER: Record<string, FabLegality> = { l: 'legal', n: 'not_legal', b: 'banned', s: 'suspended', r: 'restricted', L: 'living_legend' };
const LETTER_OF_LEGALITY: Record<FabLegality, string> = { legal: 'l', not_legal: 'n', banned: 'b', suspended: 's', restricted: 'r', living_legend: 'L' };

/**
 * One card (a name and a pitch): [name, pitch, kind, classes, talents, legalities (one letter per
 * `format_keys` entry), heroes, legendary]. `heroes` names the heroes that may play the card by the data's hero
 * identities (`Dorinthea`, `Starvo`, one for each adult and young version): '' every hero, 'A,B'
 * only these, '-A,B' every hero but these. A hero card's `heroes` is its own identity. `legendary` is 1 for a card
 * with the Legendary keyword and left out otherwise.
 */
export type FabCardRecord =
  | [name: string, pitch: Pitch, kind: FabCardKind, classes: string[], talents: string[], legalities: string, heroes: string]
  | [name: string, pitch: Pitch, kind: FabCardKind, classes: string[], talents: string[], legalities: string, heroes: string, legendary: 1];

export interface FabCardSnapshot {
  format: typeof FAB_SNAPSHOT_FORMAT;
  version: typeof FAB_SNAPSHOT_VERSION;
  /** The package and version the cards came from, and when the snapshot was written (ISO time). */
  source: string;
  imported_at: string;
  format_keys: FabFormatCode[];
  cards: FabCardRecord[];
}

export interface FabCard {
  name: string;
  pitch: Pitch;
  kind: FabCardKind;
  classes: string[];
  talents: string[];
  legalities: Partial<Record<FabFormatCode, FabLegality>>;
  /** Who may play it: every hero, only some, or every hero but some (hero identities). */
  heroes: HeroList;
  /** The Legendary keyword: one copy at most in a constructed card-pool. */
  legendary: boolean;
}

export type HeroList = { only: string[] } | { except: string[] };

export const mayPlay = (heroes: HeroList, identity: string) => ('only' in heroes ? heroes.only.includes(identity) : !heroes.except.includes(identity));

function decodeHeroes(text: string): HeroList {
  if (text === '') return { except: [] };
  if (text.startsWith('-')) return { except: text.slice(1).split(',') };
  return { only: text.split(',') };
}

function encodeHeroes(heroes: HeroList): string {
  return 'only' in heroes ? heroes.only.join(',') : heroes.except.length ? `-${heroes.except.join(',')}` : '';
}

export const isHeroKind = (kind: FabCardKind) => kind === 'A' || kind === 'Y';

export function decodeFabCard(record: FabCardRecord, formatKeys: readonly FabFormatCode[]): FabCard {
  const [name, pitch, kind, classes, talents, letters, heroes, legendary] = record;
  const legalities: Partial<Record<FabFormatCode, FabLegality>> = {};
  formatKeys.forEach((key, i) => {
    const legality = LEGALITY_OF_LETTER[letters[i] ?? ''];
    if (legality) legalities[key] = legality;
  });
  return { name, pitch, kind, classes, talents, legalities, heroes: decodeHeroes(heroes), legendary: legendary === 1 };
}

export function encodeFabCard(card: FabCard, formatKeys: readonly FabFormatCode[] = FAB_FORMAT_CODES): FabCardRecord {
  const letters = formatKeys.map((key) => LETTER_OF_LEGALITY[card.legalities[key] ?? 'not_legal']).join('');
  const record: FabCardRecord = [card.name, card.pitch, card.kind, card.classes, card.talents, letters, encodeHeroes(card.heroes)];
  return card.legendary ? [...record, 1] : record;
}

/** Throws a plain Error naming what is wrong when `value` is not a snapshot this code reads. */
export function assertFabSnapshot(value: unknown): asserts value is FabCardSnapshot {
  const snapshot = value as Partial<FabCardSnapshot> | null;
  if (!snapshot || snapshot.format !== FAB_SNAPSHOT_FORMAT) throw new Error(`Not a ${FAB_SNAPSHOT_FORMAT} snapshot.`);
  if (snapshot.version !== FAB_SNAPSHOT_VERSION) throw new Error(`Snapshot version ${String(snapshot.version)} is not ${FAB_SNAPSHOT_VERSION}.`);
  if (!Array.isArray(snapshot.cards) || !Array.isArray(snapshot.format_keys)) throw new Error('The snapshot has no cards or format keys.');
}
