import type { MagicDecklistStyle, MagicFormatInfo } from '../formats/formats';
import { normaliseCardName } from '../cards/names';
import type { CardData, CardLookup, CardTypeGroup, CommanderTraits } from '../cards/types';
import { cardWarningText, deckWarningText } from './messages';
import { SUGGESTED_NAMES_PER_LIST } from './limits';
import { parseDecklist, type DecklistProblem, type DecklistSection } from './parse';
import { COMMANDER_GROUP, COMPANION_GROUP, SIDEBOARD_GROUP, entryTotals } from './totals';
import { colourCodes, quotedLineText, type CardWarningDetail, type DeckWarningDetail } from './warnings';

/** A card row of the card-group table (docs/product.md, Decklists). */
export interface DeckCard {
  quantity: number;
  /** The card's canonical name, or the name as written when the card is unknown. */
  card_name: string;
  /** Brace-wrapped symbols (`{1}{U}{U}`); empty for lands and unknown cards. */
  mana_cost: string;
  /** The mana value, rounded down to a whole number (0 for lands and unknown cards). */
  mana_value: number;
  /** The type line (`Legendary Creature — Elf Druid`); empty for unknown cards. */
  type: string;
  warnings: string[];
  /**
   * The warnings as data, one for each of `warnings` in the same order (an addition to the contract).
   * A check always has them; optional for rows built elsewhere (fixtures, answers without them).
   */
  warning_details?: CardWarningDetail[];
  /** For a card not known: the likeliest names meant, best first (the 'Did you mean' of its warning). */
  suggestions?: string[];
}

export interface CardGroup {
  group_name: string;
  cards: DeckCard[];
}

export interface DecklistCheck {
  groups: CardGroup[];
  deck_warnings: string[];
  /** The deck warnings as data, one for each of `deck_warnings` in the same order (an addition to the contract). */
  deck_warning_details: DeckWarningDetail[];
  /** Any deck warning or card warning. */
  has_warnings: boolean;
}

/**
 * Raised whenever what a check finds for the same list and card data changes (rules, messages or
 * shapes), so that checks stored with decks are made again.
 */
export const CHECK_RULES_VERSION = 3;


/** Main-deck cards that are not in the card data. */
export const UNKNOWN_GROUP = 'Unknown Cards';
/** The main deck when there is no card data to sort it by type. */
export const MAIN_DECK_GROUP = { sixty: 'Main Deck', commander: 'Deck' } as const satisfies Record<MagicDecklistStyle, string>;

/** Groups always come in this order (docs/product.md, Decklists; issue 4). */
export const GROUP_ORDER: readonly string[] = [
  COMMANDER_GROUP,
  COMPANION_GROUP,
  'Creatures',
  'Planeswalkers',
  'Battles',
  'Instants',
  'Sorceries',
  'Artifacts',
  'Enchantments',
  'Lands',
  'Other',
  UNKNOWN_GROUP,
  MAIN_DECK_GROUP.sixty,
  MAIN_DECK_GROUP.commander,
  SIDEBOARD_GROUP,
] satisfies readonly (CardTypeGroup | string)[];

const SECTION_GROUPS: Partial<Record<DecklistSection, string>> = {
  commander: COMMANDER_GROUP,
  companion: COMPANION_GROUP,
  sideboard: SIDEBOARD_GROUP,
};

interface Row {
  key: string;
  section: DecklistSection;
  group: string;
  card: CardData | undefined;
  name: string;
  quantity: number;
}

/**
 * Parses a decklist and checks it like a judge would: groups by type in a fixed order, with each
 * card's warnings (unknown, not legal / banned / restricted, too many copies, outside the commander's
 * colour identity) and the deck's (size, sideboard, commanders, unreadable lines).
 * With `cards` null (no card data) the list is only parsed and counted.
 * With `format` null or undefined (unknown), no format rule applies.
 */
export function validateDecklist(text: string, format: MagicFormatInfo | null | undefined, cards: CardLookup | null): DecklistCheck {
  const style = format?.decklist_style ?? 'sixty';
  const parsed = parseDecklist(text, style);

  const rows = new Map<string, Row>();
  for (const entry of parsed.entries) {
    const card = cards ? (cards.find(entry.text) ?? (entry.name !== entry.text ? cards.find(entry.name) : undefined)) : undefined;
    const key = card ? card.name : `?${normaliseCardName(entry.name)}`;
    const group = SECTION_GROUPS[entry.section] ?? (card ? card.group : cards ? UNKNOWN_GROUP : MAIN_DECK_GROUP[style]);
    const rowKey = `${group}\u0000${key}`;
    const row = rows.get(rowKey);
    if (row) row.quantity += entry.quantity;
    else rows.set(rowKey, { key, section: entry.section, group, card, name: card?.name ?? entry.name, quantity: entry.quantity });
  }
  const allRows = [...rows.values()];

  const copies = copyCounts(allRows);
  const commanders = allRows.filter((row) => row.section === 'commander');
  const identity = style === 'commander' ? commanderIdentity(commanders) : null;
  const suggestions = new Map<string, string[]>();
  const suggest = (row: Row): string[] => {
    let meant = suggestions.get(row.key);
    if (meant) return meant;
    // Past the first names searched, an unknown card just says so: a list of made-up names costs no more than this.
    meant = cards && suggestions.size < SUGGESTED_NAMES_PER_LIST ? cards.suggest(row.name, 3) : [];
    suggestions.set(row.key, meant);
    return meant;
  };

  const groups = new Map<string, CardGroup>();
  for (const row of allRows) {
    const details: CardWarningDetail[] = [];
    let meant: string[] = [];
    if (!row.card) {
      if (cards) {
        meant = suggest(row);
        details.push({ code: 'unknown_card', params: { suggestions: [...meant] } });
      }
    } else {
      details.push(...cardWarnings(row, copies.get(row.key) ?? row.quantity, format, identity));
    }
    const group = groups.get(row.group) ?? { group_name: row.group, cards: [] };
    groups.set(row.group, group);
    group.cards.push({
      quantity: row.quantity,
      card_name: row.name,
      mana_cost: row.card?.manaCost ?? '',
      mana_value: Math.floor(row.card?.manaValue ?? 0),
      type: row.card?.typeLine ?? '',
      warnings: details.map(cardWarningText),
      warning_details: details,
      ...(meant.length > 0 ? { suggestions: [...meant] } : {}),
    });
  }

  const deckWarnings: DeckWarningDetail[] = [
    ...parsed.problems.map(problemDetail),
    ...(format ? deckSizeWarnings(allRows, format) : []),
    ...(format?.rules.commanders ? commanderWarnings(commanders, format) : []),
  ];
  const ordered = [...groups.values()].sort((a, b) => GROUP_ORDER.indexOf(a.group_name) - GROUP_ORDER.indexOf(b.group_name));
  return {
    groups: ordered,
    deck_warnings: deckWarnings.map(deckWarningText),
    deck_warning_details: deckWarnings,
    has_warnings: deckWarnings.length > 0 || ordered.some((group) => group.cards.some((card) => card.warnings.length > 0)),
  };
}

function problemDetail(problem: DecklistProblem): DeckWarningDetail {
  const { line } = problem;
  const text = quotedLineText(problem.text);
  switch (problem.kind) {
    case 'unreadable':
      return { code: 'unreadable_line', params: { line, text } };
    case 'no-count':
      return { code: 'no_count', params: { line, card_name: text } };
    case 'zero-count':
      return { code: 'zero_count', params: { line, text } };
  }
}

/**
 * Copies of each card in the whole deck. A companion also listed in the sideboard (as Arena
 * exports it) is the same card, not one more.
 */
function copyCounts(rows: readonly Row[]): Map<string, number> {
  const bySection = new Map<string, Record<DecklistSection, number>>();
  for (const row of rows) {
    const counts = bySection.get(row.key) ?? { commander: 0, companion: 0, main: 0, sideboard: 0 };
    counts[row.section] += row.quantity;
    bySection.set(row.key, counts);
  }
  const copies = new Map<string, number>();
  for (const [key, c] of bySection) copies.set(key, c.commander + c.main + c.sideboard + Math.max(0, c.companion - c.sideboard));
  return copies;
}

function cardWarnings(row: Row, copies: number, format: MagicFormatInfo | null | undefined, identity: string | null): CardWarningDetail[] {
  const card = row.card!;
  const warnings: CardWarningDetail[] = [];
  const legalityKey = format?.rules.legality;
  const legality = legalityKey ? card.legalities[legalityKey] : undefined;
  if (legality === 'banned') warnings.push({ code: 'banned', params: { format_name: format!.name } });
  else if (legality === 'not_legal') warnings.push({ code: 'not_legal', params: { format_name: format!.name } });
  else if (legality === 'restricted' && copies > 1) warnings.push({ code: 'restricted', params: { format_name: format!.name, copies } });
  else if (format) {
    const limit = card.copyLimit ?? format.rules.maxCopies;
    if (limit !== null && copies > limit) warnings.push({ code: 'too_many_copies', params: { format_name: format.name, copies, limit } });
  }
  if (identity !== null && row.section !== 'commander' && card.colorIdentity !== null) {
    const outside = [...card.colorIdentity].filter((colour) => !identity.includes(colour));
    if (outside.length > 0) {
      warnings.push({ code: 'outside_identity', params: { card_colours: colourCodes(card.colorIdentity), commander_colours: colourCodes(identity) } });
    }
  }
  return warnings;
}

const WUBRG = 'WUBRG';

/** The commanders' combined colour identity, or null when there is none to check against. */
function commanderIdentity(commanders: readonly Row[]): string | null {
  if (commanders.length === 0) return null;
  let colours = '';
  for (const row of commanders) {
    if (!row.card || row.card.colorIdentity === null) return null;
    colours += row.card.colorIdentity;
  }
  return [...WUBRG].filter((colour) => colours.includes(colour)).join('');
}

function deckSizeWarnings(rows: readonly Row[], format: MagicFormatInfo): DeckWarningDetail[] {
  const { rules } = format;
  const totals = entryTotals(rows);
  const warnings: DeckWarningDetail[] = [];
  if (format.decklist_style === 'commander') {
    if (rules.exactDeckSize !== null && totals.main !== rules.exactDeckSize)
      warnings.push({ code: 'deck_size', params: { count: totals.main, size: rules.exactDeckSize, format_name: format.name } });
    return warnings;
  }
  if (totals.main < rules.minMainDeck)
    warnings.push({ code: 'main_too_small', params: { count: totals.main, min: rules.minMainDeck, format_name: format.name } });
  if (rules.maxSideboard !== null) {
    const sideboardKeys = new Map<string, number>();
    for (const row of rows) if (row.section === 'sideboard') sideboardKeys.set(row.key, (sideboardKeys.get(row.key) ?? 0) + row.quantity);
    const companions = rows
      .filter((row) => row.section === 'companion')
      .reduce((sum, row) => sum + Math.max(0, row.quantity - (sideboardKeys.get(row.key) ?? 0)), 0);
    const sideboard = totals.side + companions;
    if (sideboard > rules.maxSideboard)
      warnings.push({ code: 'sideboard_too_big', params: { count: sideboard, max: rules.maxSideboard, companion_included: companions > 0 } });
  }
  return warnings;
}

function commanderWarnings(commanders: readonly Row[], format: MagicFormatInfo): DeckWarningDetail[] {
  const rule = format.rules.commanders!;
  if (commanders.length === 0) return [{ code: 'no_commander', params: {} }];
  const count = commanders.reduce((sum, row) => sum + row.quantity, 0);
  if (count > 2) return [{ code: 'too_many_commanders', params: { count } }];

  const known = commanders.filter((row) => row.card?.commander) as (Row & { card: CardData & { commander: CommanderTraits } })[];
  const warnings: DeckWarningDetail[] = [];
  for (const row of known) {
    const traits = row.card.commander;
    const pairedBackground =
      traits.pairing?.kind === 'background' && known.some((other) => other.card.commander.pairing?.kind === 'choose-a-background');
    const eligible = rule === 'creature' ? traits.creature : traits.legendary || pairedBackground;
    if (!eligible) warnings.push({ code: 'not_a_commander', params: { card_name: row.name, rule, format_name: format.name } });
  }
  if (warnings.length === 0 && known.length === 2 && commanders.length === 2) {
    const [first, second] = known as [(typeof known)[0], (typeof known)[0]];
    if (!canPair(first.card, second.card)) warnings.push({ code: 'not_partners', params: { card_name: first.name, other_card_name: second.name } });
  }
  return warnings;
}

function canPair(a: CardData & { commander: CommanderTraits }, b: CardData & { commander: CommanderTraits }): boolean {
  const p = a.commander.pairing;
  const q = b.commander.pairing;
  if (!p || !q) return false;
  const names = (card: CardData) => [card.name, ...card.faces].map(normaliseCardName);
  if (p.kind === 'partner-with' || q.kind === 'partner-with')
    return (
      p.kind === 'partner-with' && q.kind === 'partner-with' &&
      names(b).includes(normaliseCardName(p.name)) && names(a).includes(normaliseCardName(q.name))
    );
  const kinds = new Set([p.kind, q.kind]);
  if (kinds.size === 1) return p.kind === 'partner' || p.kind === 'friends-forever';
  return (
    (kinds.has('choose-a-background') && kinds.has('background')) || (kinds.has('doctors-companion') && kinds.has('doctor'))
  );
}
