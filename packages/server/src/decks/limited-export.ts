import { decklistToText, type CardGroup } from '@decklist/core/decklist';
import {
  deckAgainstPool,
  deckPoolWarningText,
  poolWarningText,
  SHEET_COLOUR_ENGLISH,
  SHEET_COLOURS,
  type CountedPool,
  type PoolCard,
  type PoolVerification,
} from '@decklist/core/limited';
import { NO_CARD_DATA } from '@decklist/core/cards';
import { oneLine } from '@decklist/core/text';

// A Limited event's part of the all-decks download (docs/product.md, Printing and exports and Limited events): each
// player's registered pool, their deck against the pool it is built from, and the pool swap's record. The app
// composes what the pools feature stores into these shapes (decks/routes.ts, DeckRoutesOptions); the text is made
// in the worker thread with the rest of the download.

/** The pool a player's deck is checked against: their own (a Draft), or after a Sealed swap the one they received. */
export interface ExportPlayedPool {
  /** Who registered it. */
  ownerName: string;
  received: boolean;
  cards: PoolCard[];
}

/** What the download shows of a player's pools. */
export interface ExportPlayerPools {
  /** The pool they registered, counted; null when they registered none. */
  registered: CountedPool | null;
  /** Null when their deck is not checked against a pool (none, or a Sealed event before the swap). */
  played: ExportPlayedPool | null;
}

/** A pool's owner and receiver in the swap, with the receiver's verification. */
export interface ExportSwapEntry {
  ownerName: string;
  /** Null when the receiver has left the event. */
  receiverName: string | null;
  total: number;
  verification: PoolVerification | null;
}

/** A judge's correction of a registered pool after the swap. */
export interface ExportPoolCorrection {
  ownerName: string;
  byName: string;
  /** ISO 8601. */
  at: string;
  total: number;
  note: string;
}

export interface ExportSwap {
  /** ISO 8601. */
  at: string;
  /** Who swapped them; null when not known (swapped before it was kept, or the account is deleted). */
  byName: string | null;
  entries: ExportSwapEntry[];
  corrections: ExportPoolCorrection[];
}

/** A Limited event's parts of the download: `decks` in the order of the download's decks. */
export interface LimitedExport {
  /** The pool size expected, or null when not known. */
  expectedSize: number | null;
  decks: (ExportPlayerPools | null)[];
  /** The registered pools of players without a decklist. */
  poolsWithoutDeck: { playerName: string; pool: CountedPool }[];
  /** Null before a swap (and in the download of chosen lists). */
  swap: ExportSwap | null;
}


const cardLines = (cards: readonly { count: number; card_name?: string; name?: string }[]) =>
  cards.map((card) => `${card.count} ${oneLine(card.card_name ?? card.name ?? '')}`);
const sum = (cards: readonly { count: number }[]) => cards.reduce((total, card) => total + card.count, 0);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** '2026-11-29 19:50 UTC': one reading for every organiser, whatever their machine's zone. */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A registered pool: its total against the expected size, its cards by the sheet's colours, its warnings. */
export function poolLines(pool: CountedPool, expectedSize: number | null): string[] {
  const expected = expectedSize === null ? '' : ` (${expectedSize} expected)`;
  const lines = ['', `Registered pool: ${plural(pool.total, 'card')}${expected}`];
  const order = [...SHEET_COLOURS, null] as const;
  for (const colour of order) {
    const cards = pool.cards.filter((card) => card.colour === colour);
    if (cards.length === 0) continue;
    lines.push(`${SHEET_COLOUR_ENGLISH[colour ?? 'unknown']} (${sum(cards)})`, ...cardLines(cards));
  }
  if (pool.warnings.length > 0) lines.push('Pool warnings:', ...pool.warnings.map((warning) => `- ${oneLine(poolWarningText(warning))}`));
  return lines;
}

/** The deck (its checked groups) against the pool it is built from: main deck, basic lands added, the rest of the pool as its sideboard. */
export function deckAgainstPoolLines(groups: readonly CardGroup[], played: ExportPlayedPool): string[] {
  const checked = deckAgainstPool(decklistToText(groups), played.cards, NO_CARD_DATA) // names are the check's canonical ones already;
  const heading = played.received ? `Deck against the pool received from ${oneLine(played.ownerName)}:` : 'Deck against the pool registered:';
  const warnings =
    checked.warnings.length > 0
      ? checked.warnings.map((warning) => `- ${oneLine(deckPoolWarningText(warning))}`)
      : [`- Every card of the main deck (${plural(checked.mainTotal, 'card')}) is in the pool, basic lands aside.`];
  return [
    '',
    heading,
    `Main deck from the pool (${sum(checked.main)})`,
    ...cardLines(checked.main),
    `Basic lands added (${sum(checked.basics)})`,
    ...cardLines(checked.basics),
    `Sideboard: the rest of the pool (${sum(checked.sideboard)})`,
    ...cardLines(checked.sideboard),
    'Against the pool:',
    ...warnings,
  ];
}

/** A player's pools in the download, below their decklist. */
export function playerPoolLines(groups: readonly CardGroup[], pools: ExportPlayerPools, expectedSize: number | null): string[] {
  return [...(pools.registered ? poolLines(pools.registered, expectedSize) : ['', 'Registered pool: none']), ...(pools.played ? deckAgainstPoolLines(groups, pools.played) : [])];
}

function verificationText(verification: PoolVerification | null): string {
  if (!verification) return 'not verified yet';
  const when = utcTime(verification.verified_at);
  if (verification.confirmed) return `confirmed as registered (${when})`;
  const differences = verification.differences.map((difference) =>
    [difference.missing > 0 ? `${difference.missing} missing` : '', difference.extra > 0 ? `${difference.extra} extra` : '']
      .filter(Boolean)
      .map((count) => `${oneLine(difference.card_name)}: ${count}`)
      .join(', '),
  );
  return `differences sent to the judges (${when}): ${differences.join('; ')}`;
}

/** The record of the pool swap: when and by whom, who received whose pool and its verification, the judges' corrections. */
export function swapLines(swap: ExportSwap, rule: string): string[] {
  const by = swap.byName === null ? '' : ` by ${oneLine(swap.byName)}`;
  const lines = ['', rule, 'Pool swap', rule, `Swapped ${utcTime(swap.at)}${by}.`, ''];
  for (const entry of swap.entries) {
    const receiver = entry.receiverName === null ? 'A player who has left the event' : oneLine(entry.receiverName);
    lines.push(`- ${receiver} received the pool of ${oneLine(entry.ownerName)} (${plural(entry.total, 'card')}): ${verificationText(entry.verification)}.`);
  }
  const confirmed = swap.entries.filter((entry) => entry.verification?.confirmed).length;
  const differences = swap.entries.filter((entry) => entry.verification && !entry.verification.confirmed).length;
  lines.push(`${confirmed} of ${swap.entries.length} confirmed, ${differences} with differences, ${swap.entries.length - confirmed - differences} not verified yet.`);
  lines.push('', swap.corrections.length > 0 ? 'Corrections by judges since the swap:' : 'No pool corrected by a judge since the swap.');
  for (const correction of swap.corrections) {
    const note = correction.note ? `: ${oneLine(correction.note)}` : ' (no note)';
    lines.push(`- ${utcTime(correction.at)}, pool of ${oneLine(correction.ownerName)} corrected by ${oneLine(correction.byName)} to ${plural(correction.total, 'card')}${note}`);
  }
  return lines;
}
