import type { CardGroup } from '@decklist/core/decklist';
import { checkDecklist } from '@decklist/core/games';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { loadFabCards } from '../cards/fab-load';
import { loadCards } from '../cards/load';
import { allDecksText, type ExportDeck } from '../decks/export';
import { registrationSheetsPdf } from '../decks/registration-sheet';
import { poolSheetsPdf } from '../pools/registration-sheet';
import { listsPage } from '../publications/page';
import type { BuiltPage, DeckForPrint, WorkerReply, WorkerResults, WorkerTask } from './tasks';

// A worker thread of the pool (pool.ts): long checks, PDFs and downloads run here, so they never stall
// the server's requests, live messages and clocks.
const port = parentPort!;

const parsed = (deck: DeckForPrint): ExportDeck => ({
  playerName: deck.playerName,
  deckName: deck.deckName,
  groups: JSON.parse(deck.groups) as CardGroup[],
  deckWarnings: JSON.parse(deck.deckWarnings) as string[],
});

/** The HTML and its Brotli (at a light level, as the API's answers) and gzip forms. */
function builtPage(html: string): BuiltPage {
  const bytes = new TextEncoder().encode(html);
  const br = new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  return { html: bytes, br, gzip: new Uint8Array(gzipSync(bytes)) };
}

/** The buffers a result hands over to the main thread instead of copying. */
const transferable = (value: WorkerResults[WorkerTask['kind']]): ArrayBuffer[] => {
  if (value instanceof Uint8Array) return [value.buffer as ArrayBuffer];
  if (typeof value === 'object' && 'html' in value) return [value.html, value.br, value.gzip].map((bytes) => bytes.buffer as ArrayBuffer);
  return [];
};

async function perform(task: WorkerTask): Promise<WorkerResults[WorkerTask['kind']]> {
  switch (task.kind) {
    case 'check': {
      const magic = task.cardsFile ? (await loadCards(task.cardsFile)).index : null;
      const fab = task.fabCardsFile ? (await loadFabCards(task.fabCardsFile)).index : null;
      return task.lists.map(({ text, format }) => checkDecklist(text, format, { magic, fab }));
    }
    case 'sheets':
      // A copy of its own, so the transfer below hands over exactly these bytes (never a shared pool).
      return new Uint8Array(await registrationSheetsPdf(task.event, task.decks.map(parsed), new Date(task.createdAt), task.paper));
    case 'pool-sheets':
      return new Uint8Array(await poolSheetsPdf(task.event, task.sheets, new Date(task.createdAt), task.paper));
    case 'export':
      return allDecksText(task.event, task.decks.map(parsed), task.playersWithoutDeck, task.limited ?? null);
    case 'lists-page':
      return builtPage(listsPage(task.event, task.decks.map((deck) => ({ ...deck, groups: JSON.parse(deck.groups) as CardGroup[] })), task.language));
  }
}

port.on('message', async (task: WorkerTask) => {
  try {
    const value = await perform(task);
    const reply: WorkerReply = { value };
    port.postMessage(reply, transferable(value));
  } catch (error) {
    const reply: WorkerReply = { error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
