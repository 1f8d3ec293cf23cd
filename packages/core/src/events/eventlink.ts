/**
 * The EventLink sync tool's rules (docs/product.md, EventLink sync): read the player names out of a
 * report pasted from the companion app and compare them with the event's players. Pure, no zod:
 * the web imports it at run time.
 */

import { stripAccents } from '../text/accents';

/**
 * A line of only dashes and spaces with ten or more dashes in a row (column separators may split it:
 * "------------ -----"). Two linear tests rather than one pattern with three overlapping repeats, which
 * backtracks for seconds on a long line of dashes that ends in anything else.
 */
const DASHES_AND_SPACES = /^[\s-]*$/;
const TEN_DASHES = '-'.repeat(10);
const isSeparator = (line: string) => line.includes(TEN_DASHES) && DASHES_AND_SPACES.test(line);
/** "Standings by Rank" rows start with the rank: "1    Doe, John    9 ...". */
const LEADING_RANK = /^\s*\d+[.)]?\s+/;

/**
 * The names of a player-list report: they begin after the first line of ten or more dashes and
 * stop at the first blank line after it; on each line the name is the text before the first digit.
 * Beyond the player-list report, rows of the Standings by Rank report (a rank number, then the name) work too, and
 * reports drawn with column rules: a further line of dashes is no player, and the rows between two
 * rules that carry no figures (a header row such as 'Name  Points') are none either.
 */
export function parsePlayerReport(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const start = lines.findIndex(isSeparator);
  if (start < 0) return [];
  const names: string[] = [];
  /** Rows read since the last rule, kept apart until it is known whether a rule closes them. */
  let block: { name: string; figures: boolean }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    if (isSeparator(line)) {
      names.push(...block.filter((row) => row.figures).map((row) => row.name));
      block = [];
      continue;
    }
    const name = line.replace(LEADING_RANK, '').split(/\d/, 1)[0]!.trim();
    if (name) block.push({ name, figures: /\d/.test(line) });
  }
  names.push(...block.map((row) => row.name));
  return names;
}

// ------------------------------------------------------------------ name matching

/** How a matched name differs from the player's name, beyond case and surrounding spaces. */
export type NameDifference = 'accents' | 'spacing' | 'order';
const STEPS: readonly NameDifference[] = ['accents', 'spacing', 'order'];

/** 'Last, First' (one comma) as 'First Last'. */
function firstNameFirst(name: string): string {
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const [last, first] = parts.map((part) => part.trim());
  return first && last ? `${first} ${last}` : name;
}

const isLastFirst = (name: string) => name.split(',').length === 2;

/** The plain comparison: case and surrounding spaces ignored. */
export const plainNameKey = (name: string) => name.trim().toLowerCase();

function nameKey(name: string, steps: readonly NameDifference[]): string {
  let key = plainNameKey(name);
  if (steps.includes('accents')) key = stripAccents(key);
  if (steps.includes('spacing')) key = key.replace(/\s+/g, ' ');
  if (steps.includes('order')) key = firstNameFirst(key);
  return key;
}

/** Every subset of the steps, smallest first. */
const STEP_SETS: NameDifference[][] = [[], ...STEPS.map((s) => [s])];
for (let i = 0; i < STEPS.length; i++) {
  for (let j = i + 1; j < STEPS.length; j++) STEP_SETS.push([STEPS[i]!, STEPS[j]!]);
}
STEP_SETS.push([...STEPS]);

/**
 * How two names differ when they are the same person: [] when they are equal ignoring case and
 * surrounding spaces, the fewest differences that make them equal, or null when they do not match.
 */
export function nameDifferences(a: string, b: string): NameDifference[] | null {
  for (const steps of STEP_SETS) {
    if (nameKey(a, steps) !== nameKey(b, steps)) continue;
    // Both 'Last, First' and differently spaced around the comma: that is spacing, not order.
    if (steps.includes('order') && isLastFirst(a) === isLastFirst(b)) {
      return [...new Set(steps.map((s): NameDifference => (s === 'order' ? 'spacing' : s)))];
    }
    return steps;
  }
  return null;
}

const DIFFERENCE_TEXT: Record<NameDifference, string> = {
  accents: 'accents',
  spacing: 'spacing',
  order: "name order ('Last, First')",
};

/** "differs in accents and spacing" */
export function describeDifferences(differences: readonly NameDifference[]): string {
  const parts = differences.map((d) => DIFFERENCE_TEXT[d]);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `differs in ${list}`;
}

// ------------------------------------------------------------------ comparing with the event

export interface SyncPlayer {
  user_id: string;
  player_name: string;
  has_deck: boolean;
}

export type SyncStatus = 'submitted' | 'not_submitted' | 'not_registered' | 'unknown';

export interface SyncRow {
  /** The name from the report, or the player's name for players missing from it. */
  name: string;
  status: SyncStatus;
  /** The event's player this row is about, if any. */
  player?: SyncPlayer;
  /** Set when the report's name matched the player's name only loosely. */
  differences?: NameDifference[];
}

const GROUP_ORDER: Record<SyncStatus, number> = { submitted: 0, not_submitted: 1, not_registered: 2, unknown: 2 };

/**
 * The sync tool's table: report names with a submitted deck, report names without one, then the
 * event's players missing from the report ('unknown' when nothing was pasted), each group sorted by name.
 * Each player matches at most one report name; exact matches (ignoring case and surrounding spaces)
 * win over loose ones (accents, inner spacing, 'Last, First').
 */
export function compareWithReport(reportNames: readonly string[] | null, players: readonly SyncPlayer[]): SyncRow[] {
  const unmatched = new Set(players);
  const matches = new Map<number, { player: SyncPlayer; differences: NameDifference[] }>();
  const names = reportNames ?? [];

  const matchPass = (accept: (differences: NameDifference[]) => boolean) => {
    names.forEach((name, index) => {
      if (matches.has(index)) return;
      for (const player of unmatched) {
        const differences = nameDifferences(name, player.player_name);
        if (differences && accept(differences)) {
          matches.set(index, { player, differences });
          unmatched.delete(player);
          return;
        }
      }
    });
  };
  matchPass((differences) => differences.length === 0);
  matchPass(() => true);

  const rows: SyncRow[] = names.map((name, index) => {
    const match = matches.get(index);
    if (!match) return { name, status: 'not_submitted' };
    return {
      name,
      status: match.player.has_deck ? 'submitted' : 'not_submitted',
      player: match.player,
      ...(match.differences.length > 0 ? { differences: match.differences } : {}),
    };
  });
  const missing: SyncStatus = reportNames === null ? 'unknown' : 'not_registered';
  for (const player of unmatched) rows.push({ name: player.player_name, status: missing, player });

  return rows.sort(
    (a, b) =>
      GROUP_ORDER[a.status] - GROUP_ORDER[b.status] ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}
