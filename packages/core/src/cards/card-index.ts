import { looseCardKey, looseKeyOf, normaliseCardName } from './names';
import { decodeCard, type CardSnapshot } from './snapshot';
import { SuggestIndex } from './suggest-index';
import type { CardData, CardLookup } from './types';

interface SearchData {
  /** Loose keys of every name and face for "did you mean", with their card and letter counts. */
  suggestKeys: string[];
  suggestCards: number[];
  suggestHistograms: Uint8Array;
  /** Which suggestion keys can be near a name, without a pass over all of them. */
  suggestIndex: SuggestIndex;
  /** Card numbers sorted by normalised name, for prefix search. */
  byName: number[];
  words: string[][];
  wordIndex: Map<string, number[]>;
  sortedWords: string[];
}

/**
 * Lookup, suggestions and search over every card of a snapshot, all in memory. Cards are decoded
 * when first found, and the search structures are built on the first search or suggestion, so
 * loading stays quick.
 */
export class CardIndex implements CardLookup {
  private readonly records: CardSnapshot['cards'];
  private readonly legalityKeys: CardSnapshot['legality_keys'];
  private readonly decoded: (CardData | undefined)[];
  private readonly exact = new Map<string, number>();
  private readonly loose = new Map<string, number>();
  private readonly nameKeys: string[];
  private readonly faceKeys: (string[] | undefined)[];
  private searchData: SearchData | undefined;

  constructor(snapshot: Pick<CardSnapshot, 'cards' | 'legality_keys'>) {
    this.records = snapshot.cards;
    this.legalityKeys = snapshot.legality_keys;
    this.decoded = new Array<CardData | undefined>(this.records.length);
    this.nameKeys = new Array<string>(this.records.length);
    this.faceKeys = new Array<string[] | undefined>(this.records.length);
    const exactRanks = new Map<string, number>();
    const looseRanks = new Map<string, number>();
    const add = (map: Map<string, number>, ranks: Map<string, number>, key: string, card: number, rank: number) => {
      const known = ranks.get(key);
      if (known !== undefined && known <= rank) return;
      map.set(key, card);
      ranks.set(key, rank);
    };

    for (let i = 0; i < this.records.length; i++) {
      const [name, faces, , , , , , colorIdentity] = this.records[i]!;
      const nameKey = normaliseCardName(name);
      this.nameKeys[i] = nameKey;
      // Whole names beat front faces, which beat other faces; complete data beats partial data.
      const partial = colorIdentity === null ? 1 : 0;
      add(this.exact, exactRanks, nameKey, i, partial);
      add(this.loose, looseRanks, looseKeyOf(nameKey), i, partial);
      if (!faces) continue;
      const faceKeys = faces.map(normaliseCardName);
      this.faceKeys[i] = faceKeys;
      const keys: [string, number][] = [[faceKeys.join(' // '), 0], ...faceKeys.map((face, f): [string, number] => [face, f === 0 ? 1 : 2])];
      for (const [key, tier] of keys) {
        add(this.exact, exactRanks, key, i, tier * 2 + partial);
        add(this.loose, looseRanks, looseKeyOf(key), i, tier * 2 + partial);
      }
    }
  }

  private card(i: number): CardData {
    return (this.decoded[i] ??= decodeCard(this.records[i]!, this.legalityKeys));
  }

  /**
   * Builds the structures for suggestions and search now (a few tenths of a second for 35,000 cards)
   * rather than on the first suggestion or search; a server calls it once at start.
   */
  prepare(): void {
    this.searchStructures();
  }

  private searchStructures(): SearchData {
    if (this.searchData) return this.searchData;
    const data: SearchData = {
      suggestKeys: [],
      suggestCards: [],
      suggestHistograms: new Uint8Array(0),
      suggestIndex: new SuggestIndex([]),
      byName: [],
      words: [],
      wordIndex: new Map(),
      sortedWords: [],
    };
    for (let i = 0; i < this.records.length; i++) {
      // A face that is another card's name (the adventure Lightning Bolt) would only mislead.
      const keys = [this.nameKeys[i]!, ...(this.faceKeys[i] ?? []).filter((face) => this.exact.get(face) === i)];
      for (const key of new Set(keys.map(looseKeyOf))) {
        data.suggestKeys.push(key);
        data.suggestCards.push(i);
      }
      const cardWords = [...new Set(keys.flatMap(splitWords))];
      data.words.push(cardWords);
      for (const word of cardWords) {
        const list = data.wordIndex.get(word);
        if (list) list.push(i);
        else data.wordIndex.set(word, [i]);
      }
    }
    data.suggestHistograms = new Uint8Array(data.suggestKeys.length * HISTOGRAM_SIZE);
    data.suggestKeys.forEach((key, k) => fillHistogram(key, data.suggestHistograms.subarray(k * HISTOGRAM_SIZE, (k + 1) * HISTOGRAM_SIZE)));
    data.suggestIndex = new SuggestIndex(data.suggestKeys);
    data.byName = this.nameKeys.map((_, i) => i).sort((a, b) => compare(this.nameKeys[a]!, this.nameKeys[b]!));
    data.sortedWords = [...data.wordIndex.keys()].sort(compare);
    this.searchData = data;
    return data;
  }

  get size(): number {
    return this.records.length;
  }

  find(name: string): CardData | undefined {
    const exact = this.exact.get(normaliseCardName(name));
    if (exact !== undefined) return this.card(exact);
    const loose = looseCardKey(name);
    const card = loose ? this.loose.get(loose) : undefined;
    return card === undefined ? undefined : this.card(card);
  }

  suggest(name: string, limit = 3): string[] {
    const key = looseCardKey(name);
    if (!key) return [];
    const { suggestKeys, suggestCards, suggestHistograms, suggestIndex } = this.searchStructures();
    const maxDistance = Math.min(4, Math.max(1, Math.floor(key.length / 4)));
    const histogram = new Uint8Array(HISTOGRAM_SIZE);
    fillHistogram(key, histogram);
    const prefixed = key.length >= 4 ? suggestIndex.withPrefix(key) : [];
    const candidates = new Set([...prefixed, ...suggestIndex.near(key, maxDistance)]);
    const scored: { card: number; score: number }[] = [];
    for (const k of candidates) {
      const candidate = suggestKeys[k]!;
      let score: number | undefined;
      if (key.length >= 4 && candidate.startsWith(key)) score = 0.5 + (candidate.length - key.length) / 1000;
      else if (Math.abs(candidate.length - key.length) <= maxDistance) {
        // Each edit changes at most two letter counts: a cheap bound before the real distance.
        let difference = 0;
        const offset = k * HISTOGRAM_SIZE;
        for (let h = 0; h < HISTOGRAM_SIZE; h++) difference += Math.abs(histogram[h]! - suggestHistograms[offset + h]!);
        if (Math.ceil(difference / 2) > maxDistance) continue;
        const distance = editDistance(key, candidate, maxDistance);
        if (distance <= maxDistance) score = distance;
      }
      if (score === undefined) continue;
      const card = suggestCards[k]!;
      if (looseKeyOf(this.nameKeys[card]!) !== candidate) {
        // A face that is also another card's name suggests that card, not this one (the adventure Lightning Bolt).
        if (this.loose.get(candidate) !== card) continue;
        score += 0.25;
      }
      scored.push({ card, score });
    }
    scored.sort((a, b) => a.score - b.score || compare(this.nameKeys[a.card]!, this.nameKeys[b.card]!));
    const names: string[] = [];
    for (const { card } of scored) {
      const cardName = this.records[card]![0];
      if (!names.includes(cardName)) names.push(cardName);
      if (names.length >= limit) break;
    }
    return names;
  }

  /**
   * Cards for a typeahead: the card of that exact name or face first, then names starting with the
   * query (shortest first), then names in which every word of the query starts a word
   * (`light bolt` finds Lightning Bolt; faces count, so `stomp` finds Bonecrusher Giant).
   */
  search(query: string, limit = 8): CardData[] {
    const key = normaliseCardName(query);
    const tokens = splitWords(key);
    if (tokens.length === 0 || limit <= 0) return [];
    const { byName, sortedWords, wordIndex, words } = this.searchStructures();

    const prefixed: number[] = [];
    for (let i = lowerBound(byName, key, (c) => this.nameKeys[c]!); i < byName.length; i++) {
      const card = byName[i]!;
      if (!this.nameKeys[card]!.startsWith(key)) break;
      prefixed.push(card);
      if (prefixed.length >= 200) break;
    }
    prefixed.sort((a, b) => this.nameKeys[a]!.length - this.nameKeys[b]!.length || compare(this.nameKeys[a]!, this.nameKeys[b]!));

    const exact = this.exact.get(key);
    const result = exact === undefined ? [] : [exact];
    result.push(...prefixed.filter((card) => card !== exact).slice(0, limit - result.length));
    if (result.length < limit) {
      const chosen = new Set(result);
      const [longest, ...others] = [...tokens].sort((a, b) => b.length - a.length);
      const candidates: number[] = [];
      for (let w = lowerBound(sortedWords, longest!, (word) => word); w < sortedWords.length; w++) {
        const word = sortedWords[w]!;
        if (!word.startsWith(longest!)) break;
        for (const card of wordIndex.get(word)!) candidates.push(card);
      }
      const matches = [...new Set(candidates)].filter(
        (card) => !chosen.has(card) && others.every((token) => words[card]!.some((word) => word.startsWith(token))),
      );
      matches.sort((a, b) => this.nameKeys[a]!.length - this.nameKeys[b]!.length || compare(this.nameKeys[a]!, this.nameKeys[b]!));
      result.push(...matches.slice(0, limit - result.length));
    }
    return result.map((card) => this.card(card));
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Letter and digit counts of a loose key (a-z, 0-9). */
const HISTOGRAM_SIZE = 36;
function fillHistogram(key: string, histogram: Uint8Array) {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const slot = code >= 97 ? code - 97 : code - 48 + 26;
    if (slot >= 0 && slot < HISTOGRAM_SIZE && histogram[slot]! < 255) histogram[slot] = histogram[slot]! + 1;
  }
}

function splitWords(normalised: string): string[] {
  return normalised.split(/[^a-z0-9']+/).filter((word) => word.replace(/'/g, '') !== '');
}

/** First position in a sorted list whose key is not less than `key`. */
function lowerBound<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(sorted[mid]!) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

// Rows reused by every editDistance call (names are short; grown when needed).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Edit distance with adjacent transpositions, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2 + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}
