// Flesh and Blood cards: from the `@flesh-and-blood/cards` package's card objects to the app's compact
// snapshot (packages/core/src/games/fab/snapshot.ts). Only what the checks need is kept: name, pitch,
// kind, classes, talents, a legality letter per format, and the heroes that may play the card.
import {
  FAB_FORMATS,
  FAB_FORMAT_CODES,
  FAB_SNAPSHOT_FORMAT,
  FAB_SNAPSHOT_VERSION,
  encodeFabCard,
  type FabCard,
  type FabCardKind,
  type FabCardSnapshot,
  type FabLegality,
  type HeroList,
  type Pitch,
} from '@decklist/core/games/fab';
import { CardFileError } from './convert';
import { writeAtomically } from '../system/write-atomically';

/** The fields of the package's `Card` the importer reads (the package's own types name more). */
export interface FabSourceCard {
  name: string;
  pitch?: number;
  types: string[];
  classes: string[];
  talents?: string[];
  young?: boolean;
  hero?: string;
  isCardBack?: boolean;
  keywords?: string[];
  legalFormats: string[];
  bannedFormats?: string[];
  restrictedFormats?: string[];
  legalHeroes: string[];
}

/** Objects that are never registered: tokens, macros, demi-heroes, card backs, ephemeral cards made by effects. */
const NOT_REGISTERED_TYPES = new Set(['Token', 'Macro', 'Demi-Hero']);

function kindOf(card: FabSourceCard): FabCardKind | null {
  if (card.isCardBack || card.types.length === 0 || card.types.some((type) => NOT_REGISTERED_TYPES.has(type))) return null;
  if (card.keywords?.includes('Ephemeral')) return null;
  if (card.types.includes('Hero')) return card.young ? 'Y' : 'A';
  // Evo equipment has a pitch and starts in the deck like any other deck card.
  if (card.pitch) return 'D';
  if (card.types.includes('Weapon')) return 'W';
  if (card.types.includes('Equipment')) return 'E';
  return 'D';
}

function pitchOf(card: FabSourceCard): Pitch {
  return card.pitch === 1 || card.pitch === 2 || card.pitch === 3 ? card.pitch : 0;
}

/**
 * The data says 'banned in Classic Constructed' both for bans and for what the Living Legend rule
 * retired. A retired hero is a hero card banned there; a weapon or equipment banned there that only
 * retired heroes could wield is their signature gear, retired with them. Every other ban stays a ban.
 */
function retiredIdentities(cards: readonly FabSourceCard[]): Set<string> {
  const retired = new Set<string>();
  for (const card of cards) {
    if (card.types.includes('Hero') && !card.young && card.hero && card.bannedFormats?.includes(FAB_FORMATS.cc.dataName)) retired.add(card.hero);
  }
  return retired;
}

function assertSourceCard(card: FabSourceCard) {
  const ok =
    typeof card === 'object' && card !== null && typeof card.name === 'string' && card.name !== '' &&
    Array.isArray(card.types) && Array.isArray(card.classes) && Array.isArray(card.legalFormats) && Array.isArray(card.legalHeroes);
  if (!ok) throw new CardFileError(`A card without a name, types, classes, legal formats or legal heroes: ${JSON.stringify(card).slice(0, 120)}`);
}

export function convertFabCards(source: readonly FabSourceCard[]): { cards: FabCard[]; skipped: number } {
  source.forEach(assertSourceCard);
  const retired = retiredIdentities(source);
  const everyHero = new Set<string>();
  for (const card of source) {
    if (card.types.includes('Hero') && card.hero) everyHero.add(card.hero);
  }
  const cards: FabCard[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const card of source) {
    const kind = kindOf(card);
    if (!kind) {
      skipped += 1;
      continue;
    }
    const pitch = pitchOf(card);
    const key = `${card.name}\u0000${pitch}`;
    if (seen.has(key)) throw new CardFileError(`${card.name} (pitch ${pitch}) is in the source twice.`);
    seen.add(key);
    const isHero = kind === 'A' || kind === 'Y';
    const legalities: FabCard['legalities'] = {};
    for (const code of FAB_FORMAT_CODES) {
      const dataName = FAB_FORMATS[code].dataName;
      let legality: FabLegality = 'not_legal';
      if (card.bannedFormats?.includes(dataName)) {
        const signatureGear = (kind === 'W' || kind === 'E') && card.legalHeroes.length > 0 && card.legalHeroes.every((hero) => retired.has(hero));
        legality = code === 'cc' && ((isHero && !card.young) || signatureGear) ? 'living_legend' : 'banned';
      } else if (card.restrictedFormats?.includes(dataName)) legality = 'restricted';
      else if (card.legalFormats.includes(dataName)) legality = 'legal';
      legalities[code] = legality;
    }
    let heroes: HeroList;
    if (isHero) heroes = { only: card.hero ? [card.hero] : [] };
    else {
      const only = [...new Set(card.legalHeroes)].sort();
      const except = [...everyHero].filter((hero) => !card.legalHeroes.includes(hero)).sort();
      heroes = except.length < only.length && only.every((hero) => everyHero.has(hero)) ? { except } : { only };
    }
    const legendary = card.keywords?.includes('Legendary') ?? false;
    cards.push({ name: card.name, pitch, kind, classes: [...card.classes].sort(), talents: [...(card.talents ?? [])].sort(), legalities, heroes, legendary });
  }
  cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.pitch - b.pitch));
  return { cards, skipped };
}

/** The snapshot as text: one card a line, so that a refreshed snapshot's diff shows the cards that changed. */
export function fabSnapshotText(snapshot: FabCardSnapshot): string {
  const { cards, ...head } = snapshot;
  const headText = JSON.stringify(head).slice(0, -1);
  return `${headText},"cards":[\n${cards.map((card) => JSON.stringify(card)).join(',\n')}\n]}\n`;
}

export interface FabImportOptions {
  cards: readonly FabSourceCard[];
  /** Where the cards came from (`@flesh-and-blood/cards 3.8.6`). */
  source: string;
  out: string;
  /** Refuse a source with fewer deck cards than this. */
  minCards?: number;
  now?: Date;
}

export async function importFabCards(options: FabImportOptions): Promise<{ cards: number; skipped: number; bytes: number }> {
  if (!Array.isArray(options.cards)) throw new CardFileError('The source holds no list of cards.');
  const { cards, skipped } = convertFabCards(options.cards);
  const minCards = options.minCards ?? 3000;
  if (cards.length < minCards) throw new CardFileError(`Only ${cards.length} cards in the source (at least ${minCards} expected).`);
  const snapshot: FabCardSnapshot = {
    format: FAB_SNAPSHOT_FORMAT,
    version: FAB_SNAPSHOT_VERSION,
    source: options.source,
    imported_at: (options.now ?? new Date()).toISOString(),
    format_keys: [...FAB_FORMAT_CODES],
    cards: cards.map((card) => encodeFabCard(card)),
  };
  const data = Buffer.from(fabSnapshotText(snapshot), 'utf8');
  await writeAtomically(options.out, data);
  return { cards: cards.length, skipped, bytes: data.length };
}
