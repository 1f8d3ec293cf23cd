import type { FabCardIndex } from './card-index';
import { FAB_FORMATS, type FabFormat, type FabFormatCode } from './formats';
import { fabTotals, groupFabRows, type FabGroup, type FabTotals } from './group';
import { fabCardWarningText, fabDeckWarningText } from './messages';
import { parseFabList } from './parse';
import { resolveFabList, type FabRow } from './resolve';
import { isHeroKind, mayPlay, type FabCard } from './snapshot';
import type { FabCardWarning, FabDeckWarning } from './warnings';

/** A row with its warnings as English sentences beside their data. */
export interface FabCheckedRow extends FabRow {
  warning_texts: string[];
}

export interface FabCheckedList {
  format: FabFormatCode;
  /** The list's one hero when it names exactly one that was found. */
  hero: FabCard | null;
  groups: FabGroup<FabCheckedRow>[];
  totals: FabTotals;
  deck_warnings: FabDeckWarning[];
  deck_warning_texts: string[];
  /** What the export's header said, when it did. */
  deck_name: string | null;
}

/** The card's own warnings in a format: legality, copies, and whether the hero may play it. */
function cardWarnings(row: FabRow, format: FabFormat, hero: FabCard | null): FabCardWarning[] {
  const card = row.card;
  if (!card) return [];
  const warnings: FabCardWarning[] = [];
  const format_name = format.name;
  if (!format.limited) {
    const legality = card.legalities[format.code] ?? 'not_legal';
    if (legality === 'not_legal' || legality === 'banned' || legality === 'suspended' || legality === 'living_legend') {
      warnings.push({ code: legality, params: { format_name } });
    } else if (legality === 'restricted' && row.count > 1) {
      warnings.push({ code: 'restricted', params: { format_name, copies: row.count } });
    }
  }
  if (!isHeroKind(card.kind)) {
    if (card.legendary && !format.limited && row.count > 1) {
      warnings.push({ code: 'legendary', params: { format_name, copies: row.count } });
    } else if (format.copyLimit !== null && row.count > format.copyLimit) {
      warnings.push({ code: 'too_many_copies', params: { format_name, copies: row.count, limit: format.copyLimit } });
    }
    const identity = hero && 'only' in hero.heroes ? hero.heroes.only[0] : undefined;
    if (hero && identity && !mayPlay(card.heroes, identity)) {
      warnings.push({ code: 'not_for_hero', params: { hero_name: hero.name, card_classes: card.classes, card_talents: card.talents } });
    }
  }
  return warnings;
}

function heroWarnings(rows: readonly FabRow[], format: FabFormat): { hero: FabCard | null; warnings: FabDeckWarning[] } {
  const heroRows = rows.filter((row) => (row.card ? isHeroKind(row.card.kind) : row.section === 'hero'));
  const count = heroRows.reduce((sum, row) => sum + row.count, 0);
  if (count === 0) return { hero: null, warnings: [{ code: 'no_hero', params: {} }] };
  if (count > 1) return { hero: null, warnings: [{ code: 'too_many_heroes', params: { count } }] };
  const hero = heroRows[0]!.card;
  if (!hero) return { hero: null, warnings: [] };
  const age = hero.kind === 'A' ? 'adult' : 'young';
  if (age !== format.hero) return { hero, warnings: [{ code: 'wrong_hero_age', params: { card_name: hero.name, age: format.hero, format_name: format.name } }] };
  return { hero, warnings: [] };
}

/** Parses, looks up, groups, counts and checks a pasted list against a format. Never throws on the text. */
export function checkFabList(text: string, index: FabCardIndex, formatCode: FabFormatCode): FabCheckedList {
  const format = FAB_FORMATS[formatCode];
  const parsed = parseFabList(text);
  const { rows, deckWarnings } = resolveFabList(parsed, index);
  const { hero, warnings: heroProblems } = heroWarnings(rows, format);
  const totals = fabTotals(rows);
  const sizeProblems: FabDeckWarning[] = [];
  if (totals.deck < format.deckMin) sizeProblems.push({ code: 'deck_too_small', params: { count: totals.deck, min: format.deckMin, format_name: format.name } });
  if (format.poolMax !== null && totals.pool > format.poolMax) {
    sizeProblems.push({ code: 'pool_too_big', params: { count: totals.pool, max: format.poolMax, format_name: format.name } });
  }
  const checked: FabCheckedRow[] = rows.map((row) => {
    const warnings = [...row.warnings, ...cardWarnings(row, format, hero)];
    return { ...row, warnings, warning_texts: warnings.map(fabCardWarningText) };
  });
  const deck_warnings = [...deckWarnings, ...heroProblems, ...sizeProblems];
  return {
    format: formatCode,
    hero,
    groups: groupFabRows(checked),
    totals,
    deck_warnings,
    deck_warning_texts: deck_warnings.map(fabDeckWarningText),
    deck_name: parsed.deckName,
  };
}
