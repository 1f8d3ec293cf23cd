import type { PaperSize } from '@decklist/core/decklist';
import type { DecklistCheck } from '@decklist/core/decklist';
import type { ExportEvent } from '../decks/export';
import type { SheetEvent } from '../decks/registration-sheet';

/** A list to check, with the format code it is checked against. */
export interface ListToCheck {
  text: string;
  format: string | null;
}

/** A deck for a download or sheets, its check's parts as stored (JSON text), parsed in the worker. */
export interface DeckForPrint {
  playerName: string;
  deckName: string;
  groups: string;
  deckWarnings: string;
}

/** The work a worker thread does: whatever would hold the event loop for more than a few milliseconds. */
export type WorkerTask =
  /** Checks lists with the card data of `cardsFile` (null: none, lists are only parsed and counted). */
  | { kind: 'check'; cardsFile: string | null; lists: ListToCheck[] }
  | { kind: 'sheets'; event: SheetEvent; decks: DeckForPrint[]; createdAt: number; paper: PaperSize }
  | { kind: 'export'; event: ExportEvent; decks: DeckForPrint[]; playersWithoutDeck: string[] };

export interface WorkerResults {
  check: DecklistCheck[];
  sheets: Uint8Array;
  export: string;
}

export type WorkerReply = { value: WorkerResults[WorkerTask['kind']] } | { error: string };
