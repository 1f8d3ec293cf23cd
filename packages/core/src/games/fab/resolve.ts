import { normaliseCardName } from '../../cards/names';
import { SUGGESTED_NAMES_PER_LIST } from '../../decklist/limits';
import { fabCardLabel, type FabCardIndex } from './card-index';
import { MAX_NAME_PIECES, type FabParsedList, type FabSection } from './parse';
import { PITCH_NAMES, type FabCard, type PitchName, type WrittenPitch } from './snapshot';
import type { FabCardWarning, FabDeckWarning } from './warnings';

/**
 * A parsed list's lines as cards: each name and pitch looked up, a 'Weapons:' or 'Equipment:' line
 * split into names, and lines naming the same card added into one row (copies count per card).
 */

export interface FabRow {
  /** The card as written back: `Sink Below (red)`, the data's spelling when found. */
  card_name: string;
  count: number;
  /** The first line that names it. */
  line: number;
  /** null when the name or the pitch could not be told. */
  card: FabCard | null;
  /** For rows without a card: what the list said about where it goes, and the pitch written. */
  section: FabSection | null;
  pitch: WrittenPitch | null;
  warnings: FabCardWarning[];
}

export interface FabResolvedList {
  rows: FabRow[];
  deckWarnings: FabDeckWarning[];
}

const pitchNames = (cards: readonly FabCard[]): PitchName[] =>
  cards.flatMap((card) => (card.pitch === 0 ? [] : [PITCH_NAMES[card.pitch]]));

/** Splits 'Dawnblade, Resplendent, Fyendal's Spring Tunic' into the names the card data knows, longest first. */
export function splitNameList(pieces: readonly string[], index: FabCardIndex): string[] {
  const names: string[] = [];
  for (let i = 0; i < pieces.length; ) {
    let taken = 1;
    for (let j = Math.min(pieces.length, i + MAX_NAME_PIECES); j > i + 1; j--) {
      if (index.versions(pieces.slice(i, j).join(', ')).length) {
        taken = j - i;
        break;
      }
    }
    names.push(pieces.slice(i, i + taken).join(', '));
    i += taken;
  }
  return names;
}

export function resolveFabList(parsed: FabParsedList, index: FabCardIndex): FabResolvedList {
  const deckWarnings: FabDeckWarning[] = [];
  const entries = [
    ...parsed.cards,
    ...parsed.nameLists.flatMap((list) =>
      splitNameList(list.pieces, index).map((name) => ({ line: list.line, count: 1, name, pitch: null, section: 'arena' as const, uncounted: false })),
    ),
  ].sort((a, b) => a.line - b.line);

  const rows = new Map<string, FabRow>();
  const searched = new Map<string, string[]>();
  // Past the first names searched, an unknown card just says so: a list of made-up names costs no more than this.
  const suggest = (name: string, pitch: WrittenPitch | null) => {
    const key = `${normaliseCardName(name)}\u0000${pitch}`;
    let found = searched.get(key);
    if (!found) {
      found = searched.size < SUGGESTED_NAMES_PER_LIST ? index.suggest(name, pitch) : [];
      searched.set(key, found);
    }
    return found;
  };
  for (const entry of entries) {
    const versions = index.versions(entry.name);
    const suggestions = versions.length === 0 ? suggest(entry.name, entry.pitch) : [];
    // A bare line that is no card and close to none (or past the names searched) is not a card line at all.
    if (entry.uncounted && versions.length === 0 && suggestions.length === 0) {
      deckWarnings.push({ code: 'unreadable_line', params: { line: entry.line, text: entry.pitch === null ? entry.name : fabCardLabel(entry.name, entry.pitch) } });
      continue;
    }
    if (entry.uncounted && entry.section !== 'hero') deckWarnings.push({ code: 'no_count', params: { line: entry.line, card_name: entry.name } });

    let card: FabCard | null = null;
    let warning: FabCardWarning | null = null;
    if (versions.length === 0) {
      warning = { code: 'unknown_card', params: { suggestions } };
    } else if (entry.pitch === null) {
      if (versions.length === 1) card = versions[0]!;
      else warning = { code: 'pitch_needed', params: { pitches: pitchNames(versions) } };
    } else {
      card = versions.find((version) => version.pitch === entry.pitch) ?? null;
      if (!card) {
        warning = { code: 'no_such_pitch', params: { pitch: PITCH_NAMES[entry.pitch], pitches: pitchNames(versions) } };
        // A card with one version is still that card, whatever pitch was written.
        if (versions.length === 1) card = versions[0]!;
      }
    }

    const name = card ? fabCardLabel(card.name, card.pitch) : entry.pitch === null ? entry.name : fabCardLabel(entry.name, entry.pitch);
    const key = card ? `card\u0000${card.name}\u0000${card.pitch}` : `text\u0000${normaliseCardName(name)}`;
    const row = rows.get(key);
    if (row) {
      row.count += entry.count;
      if (warning && !row.warnings.some((w) => w.code === warning.code)) row.warnings.push(warning);
    } else {
      rows.set(key, { card_name: name, count: entry.count, line: entry.line, card, section: entry.section, pitch: entry.pitch, warnings: warning ? [warning] : [] });
    }
  }

  for (const { line, text } of parsed.unreadable) deckWarnings.push({ code: 'unreadable_line', params: { line, text } });
  for (const { line, text } of parsed.zeroCount) deckWarnings.push({ code: 'zero_count', params: { line, text } });
  deckWarnings.sort((a, b) => lineOf(a) - lineOf(b));
  return { rows: [...rows.values()], deckWarnings };
}

const lineOf = (warning: FabDeckWarning) => ('line' in warning.params ? warning.params.line : 0);
