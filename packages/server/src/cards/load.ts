import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { CARD_SNAPSHOT_FORMAT, CARD_SNAPSHOT_VERSION, type CardSnapshot, CardIndex } from '@decklist/core/cards';
import { CardFileError } from './convert';

const gunzipAsync = promisify(gunzip);

/** Reads a snapshot written by the importer (gzip-compressed JSON, or plain JSON). */
export async function readCardSnapshot(file: string): Promise<CardSnapshot> {
  return (await readCardFile(file)).snapshot;
}

/** A snapshot and a digest of the file's bytes, which names this card data wherever it is loaded. */
async function readCardFile(file: string): Promise<{ snapshot: CardSnapshot; digest: string }> {
  let data = await fs.promises.readFile(file);
  const digest = createHash('sha256').update(data).digest('hex').slice(0, 16);
  if (data[0] === 0x1f && data[1] === 0x8b) data = await gunzipAsync(data);
  let snapshot: Partial<CardSnapshot>;
  try {
    snapshot = JSON.parse(data.toString('utf8')) as Partial<CardSnapshot>;
  } catch {
    throw new CardFileError(`${file} is not valid JSON.`);
  }
  if (snapshot.format !== CARD_SNAPSHOT_FORMAT || snapshot.version !== CARD_SNAPSHOT_VERSION || !Array.isArray(snapshot.cards)) {
    throw new CardFileError(`${file} is not a card snapshot of version ${CARD_SNAPSHOT_VERSION}: run npm run cards:import.`);
  }
  return { snapshot: snapshot as CardSnapshot, digest };
}

export interface LoadedCards {
  index: CardIndex;
  snapshot: Pick<CardSnapshot, 'source' | 'imported_at'>;
  /** Names the card data by its content: the same file gives the same digest on every instance. */
  digest: string;
}

// One index per file and version for the whole process: apps built again (tests, restarts in
// embedding code) share it instead of parsing the snapshot again.
const loaded = new Map<string, Promise<LoadedCards>>();

export async function loadCards(file: string): Promise<LoadedCards> {
  const stat = await fs.promises.stat(file);
  const key = `${file}\u0000${stat.mtimeMs}\u0000${stat.size}`;
  let cards = loaded.get(key);
  if (!cards) {
    cards = readCardFile(file).then(({ snapshot, digest }) => {
      const index = new CardIndex(snapshot);
      index.prepare(); // suggestions and search ready before the first list is checked
      return { index, snapshot: { source: snapshot.source, imported_at: snapshot.imported_at }, digest };
    });
    loaded.set(key, cards);
    cards.catch(() => loaded.delete(key));
  }
  return cards;
}
