import { parentPort } from 'node:worker_threads';
import { registrationSheetsPdf } from './registration-sheet';
import type { SheetRequest, SheetResult } from './sheet-pool';

// Renders registration sheets in a worker thread, so a long PDF never stalls the server's requests and clocks.
const port = parentPort!;
port.on('message', async ({ event, decks, createdAt }: SheetRequest) => {
  let result: SheetResult;
  try {
    // A copy of its own, so the transfer below hands over exactly these bytes (never a shared pool).
    const pdf = new Uint8Array(await registrationSheetsPdf(event, decks, new Date(createdAt)));
    result = { pdf };
    port.postMessage(result, [pdf.buffer]);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
    port.postMessage(result);
  }
});
