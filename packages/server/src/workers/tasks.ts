import type { PaperSize } from '@decklist/core/decklist';
import type { DecklistCheck } from '@decklist/core/decklist';
import type { Language } from '@decklist/core/text';
import type { ExportEvent } from '../decks/export';
import type { LimitedExport } from '../decks/limited-export';
import type { ListsPageEvent } from '../publications/page';
import type { SheetEvent } from '../decks/registration-sheet';
import type { PoolSheet, PoolSheetEvent } from '../pools/registration-sheet';

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
  /**
   * Checks lists with the card data of `cardsFile` (Magic's) and `fabCardsFile` (Flesh and Blood's); null: none, the
   * lists of that game are only read and counted.
   */
  | { kind: 'check'; cardsFile: string | null; fabCardsFile: string | null; lists: ListToCheck[] }
  | { kind: 'sheets'; event: SheetEvent; decks: DeckForPrint[]; createdAt: number; paper: PaperSize }
  /** Limited registration sheets: registered pools with the counts their players' decks play. */
  | { kind: 'pool-sheets'; event: PoolSheetEvent; sheets: PoolSheet[]; createdAt: number; paper: PaperSize }
  /** `limited`: a Limited event's pools and swap, its `decks` in the order of `decks`. */
  | { kind: 'export'; event: ExportEvent; decks: DeckForPrint[]; playersWithoutDeck: string[]; limited?: LimitedExport | null }
  | { kind: 'lists-page'; event: ListsPageEvent; decks: PublishedDeck[]; language: Language };

/** A published list for the public page, its groups as stored (JSON text), parsed in the worker. */
export interface PublishedDeck {
  playerName: string;
  deckName: string;
  placing: number | null;
  label: string;
  groups: string;
}

/** A page as sent: the HTML, and the same compressed for the browsers that accept it. */
export interface BuiltPage {
  html: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
}

export interface WorkerResults {
  check: DecklistCheck[];
  sheets: Uint8Array;
  'pool-sheets': Uint8Array;
  export: string;
  'lists-page': BuiltPage;
}

export type WorkerReply = { value: WorkerResults[WorkerTask['kind']] } | { error: string };
