import { validateDecklist, type CardGroup } from '@decklist/core/decklist';
import { findFormat } from '@decklist/core/formats';
import { parentPort } from 'node:worker_threads';
import { loadCards } from '../cards/load';
import { allDecksText, type ExportDeck } from '../decks/export';
import { registrationSheetsPdf } from '../decks/registration-sheet';
import type { DeckForPrint, WorkerReply, WorkerResults, WorkerTask } from './tasks';

// A worker thread of the pool (pool.ts): long checks, PDFs and downloads run here, so they never stall
// the server's requests, live messages and clocks.
const port = parentPort!;

const parsed = (deck: DeckForPrint): ExportDeck => ({
  playerName: deck.playerName,
  deckName: deck.deckName,
  groups: JSON.parse(deck.groups) as CardGroup[],
  deckWarnings: JSON.parse(deck.deckWarnings) as string[],
});

async function perform(task: WorkerTask): Promise<WorkerResults[WorkerTask['kind']]> {
  switch (task.kind) {
    case 'check': {
      const cards = task.cardsFile ? (await loadCards(task.cardsFile)).index : null;
      return task.lists.map(({ text, format }) => validateDecklist(text, format ? findFormat(format) : undefined, cards));
    }
    case 'sheets':
      // A copy of its own, so the transfer below hands over exactly these bytes (never a shared pool).
      return new Uint8Array(await registrationSheetsPdf(task.event, task.decks.map(parsed), new Date(task.createdAt), task.paper));
    case 'export':
      return allDecksText(task.event, task.decks.map(parsed), task.playersWithoutDeck);
  }
}

port.on('message', async (task: WorkerTask) => {
  try {
    const value = await perform(task);
    const reply: WorkerReply = { value };
    port.postMessage(reply, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
  } catch (error) {
    const reply: WorkerReply = { error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
