import type { CardData, CardTypeGroup, CommanderPairing, Legality } from '@decklist/core/cards';
import type { LegalityKey } from '@decklist/core/formats';
import { FORMATS } from '@decklist/core/formats';

/** The fields of a Scryfall card object (oracle_cards bulk file) the importer reads; others are ignored. */
export interface ScryfallCard {
  name?: unknown;
  layout?: string;
  mana_cost?: string | null;
  cmc?: number;
  type_line?: string | null;
  oracle_text?: string;
  legalities?: Record<string, string>;
  color_identity?: string[];
  card_faces?: { name?: string; mana_cost?: string | null; type_line?: string | null; oracle_text?: string }[];
  /** Only in a partial source file (not Scryfall's): cards whose data is incomplete. */
  partial?: boolean;
  coarse_type?: string | null;
}

/** Legality keys kept in the snapshot: those the formats table checks. */
export const SNAPSHOT_LEGALITY_KEYS: LegalityKey[] = [
  ...new Set(FORMATS.flatMap((format) => (format.game === 'magic' && format.rules.legality !== null ? [format.rules.legality] : []))),
];

/** Objects in Scryfall's file that are not cards a deck can hold. */
const NOT_DECK_CARDS = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'vanguard', 'scheme', 'planar']);
const LEGALITIES = new Set<string>(['legal', 'not_legal', 'banned', 'restricted']);
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export class CardFileError extends Error {
  override name = 'CardFileError';
}

/** One Scryfall card as the snapshot keeps it; null for tokens, emblems and other non-deck objects. */
export function convertScryfallCard(card: ScryfallCard, position: number): CardData | null {
  if (typeof card !== 'object' || card === null || typeof card.name !== 'string' || card.name === '') {
    throw new CardFileError(`Entry ${position} has no card name: this is not a Scryfall card file.`);
  }
  if (NOT_DECK_CARDS.has(card.layout ?? '')) return null;
  if (typeof card.legalities !== 'object' || card.legalities === null) {
    throw new CardFileError(`${card.name} (entry ${position}) has no legalities: this is not a Scryfall card file.`);
  }

  const faces = (card.card_faces ?? []).filter((face) => typeof face.name === 'string' && face.name !== '');
  const faceNames = faces.map((face) => face.name!);
  const multiFaced = faceNames.length > 1 && new Set(faceNames).size > 1;
  // Reversible cards repeat one face and keep their fields on it.
  const front = multiFaced || (faces.length > 0 && card.type_line == null) ? faces[0] : undefined;
  const name = multiFaced && card.layout !== 'split' ? faceNames[0]! : multiFaced ? faceNames.join(' // ') : (faceNames[0] ?? card.name);

  const typeLine = card.type_line ?? (faces.some((face) => face.type_line) ? faces.map((face) => face.type_line ?? '').join(' // ') : '');
  const frontType = (front ? front.type_line : card.type_line) ?? card.coarse_type ?? '';
  const oracle = [card.oracle_text ?? '', ...faces.map((face) => face.oracle_text ?? '')].join('\n');
  const manaCost = (card.layout === 'split' || !front ? card.mana_cost : front.mana_cost) ?? '';

  const legalities: Partial<Record<LegalityKey, Legality>> = {};
  for (const key of SNAPSHOT_LEGALITY_KEYS) {
    const value = card.legalities[key];
    if (value && LEGALITIES.has(value)) legalities[key] = value as Legality;
  }
  const partial = card.partial === true;

  return {
    name,
    faces: multiFaced ? faceNames : [],
    manaCost: manaCost ?? '',
    manaValue: typeof card.cmc === 'number' ? card.cmc : 0,
    typeLine: typeLine ?? '',
    group: typeGroup(frontType),
    legalities,
    colorIdentity: Array.isArray(card.color_identity) ? 'WUBRG'.split('').filter((c) => card.color_identity!.includes(c)).join('') : null,
    copyLimit: copyLimit(frontType, oracle),
    commander: partial
      ? null
      : {
          legendary: (/\bLegendary\b/.test(frontType) && /\bCreature\b/.test(frontType)) || /can be your commander/i.test(oracle),
          creature: /\bCreature\b/.test(frontType),
          pairing: pairing(frontType, oracle),
        },
  };
}

/** The group a main-deck card is listed under, from its (front face's) type line. */
export function typeGroup(type: string): CardTypeGroup {
  if (/\bor\b/.test(type)) return 'Other'; // a partial card's coarse type, e.g. "Instant or Sorcery"
  if (/\bCreature\b/.test(type)) return 'Creatures';
  if (/\bLand\b/.test(type)) return 'Lands';
  if (/\bPlaneswalker\b/.test(type)) return 'Planeswalkers';
  if (/\bBattle\b/.test(type)) return 'Battles';
  if (/\bInstant\b/.test(type)) return 'Instants';
  if (/\bSorcery\b/.test(type)) return 'Sorceries';
  if (/\bArtifact\b/.test(type)) return 'Artifacts';
  if (/\bEnchantment\b/.test(type)) return 'Enchantments';
  return 'Other';
}

function copyLimit(frontType: string, oracle: string): number | null {
  if (/\bBasic\b/.test(frontType) && /\bLand\b/.test(frontType)) return Infinity;
  if (/A deck can have any number of cards named/i.test(oracle)) return Infinity;
  const upTo = /A deck can have up to (\w+) cards named/i.exec(oracle);
  if (upTo) return NUMBER_WORDS[upTo[1]!.toLowerCase()] ?? (Number(upTo[1]) || null);
  return null;
}

function pairing(frontType: string, oracle: string): CommanderPairing | null {
  const partnerWith = /^Partner with ([^(\n]+?)\s*(\(|$)/m.exec(oracle);
  if (partnerWith) return { kind: 'partner-with', name: partnerWith[1]!.trim() };
  if (/^Partner\b/m.test(oracle)) return { kind: 'partner' };
  if (/^Friends forever\b/m.test(oracle)) return { kind: 'friends-forever' };
  if (/^Choose a Background\b/m.test(oracle)) return { kind: 'choose-a-background' };
  if (/^Doctor's companion\b/m.test(oracle)) return { kind: 'doctors-companion' };
  if (/\bBackground\b/.test(frontType)) return { kind: 'background' };
  if (/\bTime Lord Doctor\b/.test(frontType)) return { kind: 'doctor' };
  return null;
}
