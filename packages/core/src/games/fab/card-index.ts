import { editDistance } from '../../cards/card-index';
import { looseKeyOf, normaliseCardName } from '../../cards/names';
import { SuggestIndex } from '../../cards/suggest-index';
import type { FabFormatCode } from './formats';
import { PITCH_NAMES, decodeFabCard, type FabCard, type FabCardRecord, type FabCardSnapshot, type Pitch } from './snapshot';

/** A card as people write it: `Sink Below (red)`, or the name alone when the card has no pitch. */
export const fabCardLabel = (name: string, pitch: Pitch) => (pitch === 0 ? name : `${name} (${PITCH_NAMES[pitch]})`);

/**
 * Lookup and suggestions over the Flesh and Blood snapshot. A card is a name and a pitch: a name
 * finds every version of it, and the pitch picks one. Names meet on core's card-name key (case,
 * accents, curly quotes, dashes and spaces do not matter), then on its looser letters-and-digits key.
 */
export class FabCardIndex {
  private readonly formatKeys: readonly FabFormatCode[];
  private readonly records: readonly FabCardRecord[];
  /** Name key to the record numbers of its versions, in pitch order. */
  private readonly exact = new Map<string, number[]>();
  private readonly loose = new Map<string, number[]>();
  private readonly decoded: (FabCard | undefined)[];
  private suggestions: { keys: string[]; names: string[]; index: SuggestIndex } | undefined;

  constructor(snapshot: FabCardSnapshot) {
    this.formatKeys = snapshot.format_keys;
    this.records = snapshot.cards;
    this.decoded = new Array<FabCard | undefined>(snapshot.cards.length);
    snapshot.cards.forEach((record, i) => {
      const key = normaliseCardName(record[0]);
      push(this.exact, key, i);
      const loose = looseKeyOf(key);
      if (loose && loose !== key) push(this.loose, loose, i);
    });
  }

  get size(): number {
    return this.records.length;
  }

  private card(i: number): FabCard {
    return (this.decoded[i] ??= decodeFabCard(this.records[i]!, this.formatKeys));
  }

  /** Every version of a name (one per pitch), in pitch order; empty when no card has the name. */
  versions(name: string): FabCard[] {
    const key = normaliseCardName(name);
    const found = this.exact.get(key) ?? this.loose.get(looseKeyOf(key)) ?? [];
    return found.map((i) => this.card(i)).sort((a, b) => a.pitch - b.pitch);
  }

  /** The card of that name and pitch (`null`: the name alone, found when it has one version). */
  find(name: string, pitch: Pitch | null): FabCard | undefined {
    const versions = this.versions(name);
    if (pitch === null) return versions.length === 1 ? versions[0] : undefined;
    return versions.find((card) => card.pitch === pitch);
  }

  /**
   * Names likely meant by an unknown one, best first (prefix, then edit distance), written with the
   * pitch asked for when that version exists (`Sink Belw (red)` → `Sink Below (red)`), else the name alone.
   */
  suggest(name: string, pitch: Pitch | null, limit = 3): string[] {
    const key = looseKeyOf(normaliseCardName(name));
    if (!key) return [];
    const { keys, names, index } = (this.suggestions ??= this.buildSuggestions());
    const maxDistance = Math.min(4, Math.max(1, Math.floor(key.length / 4)));
    const prefixed = key.length >= 4 ? index.withPrefix(key) : [];
    const scored: { k: number; score: number }[] = [];
    for (const k of new Set([...prefixed, ...index.near(key, maxDistance)])) {
      const candidate = keys[k]!;
      let score: number | undefined;
      if (key.length >= 4 && candidate.startsWith(key)) score = 0.5 + (candidate.length - key.length) / 1000;
      else {
        const distance = editDistance(key, candidate, maxDistance);
        if (distance <= maxDistance) score = distance;
      }
      if (score !== undefined) scored.push({ k, score });
    }
    scored.sort((a, b) => a.score - b.score || (names[a.k]! < names[b.k]! ? -1 : 1));
    return scored.slice(0, limit).map(({ k }) => {
      const cardName = names[k]!;
      return pitch !== null && this.find(cardName, pitch) ? fabCardLabel(cardName, pitch) : cardName;
    });
  }

  private buildSuggestions() {
    const keys: string[] = [];
    const names: string[] = [];
    for (const [key, found] of this.exact) {
      keys.push(looseKeyOf(key));
      names.push(this.records[found[0]!]![0]);
    }
    return { keys, names, index: new SuggestIndex(keys) };
  }
}

function push(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
