import type { DecklistCheck } from '@decklist/core';
import type { ExportDeck, ExportEvent } from '../decks/export';
import type { SheetDeck, SheetEvent } from '../decks/registration-sheet';

/** A list to check, with the format code it is checked against. */
export interface ListToCheck {
  text: string;
  format: string | null;
}

/** The work a worker thread does: whatever would hold the event loop for more than a few milliseconds. */
export type WorkerTask =
  /** Checks lists with the card data of `cardsFile` (null: none, lists are only parsed and counted). */
  | { kind: 'check'; cardsFile: string | null; lists: ListToCheck[] }
  | { kind: 'sheets'; event: SheetEvent; decks: SheetDeck[]; createdAt: number }
  | { kind: 'export'; event: ExportEvent; decks: ExportDeck[]; playersWithoutDeck: string[] };

export interface WorkerResults {
  check: DecklistCheck[];
  sheets: Uint8Array;
  export: string;
}

export type WorkerReply = { value: WorkerResults[WorkerTask['kind']] } | { error: string };
