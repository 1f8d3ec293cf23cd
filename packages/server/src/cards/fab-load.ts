import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { assertFabSnapshot, FabCardIndex } from '@decklist/core/games/fab';

/** Flesh and Blood's card data as loaded: its index, how many cards, where it came from, and a digest naming it. */
export interface LoadedFabCards {
  index: FabCardIndex;
  cards: number;
  source: string;
  digest: string;
}

// One index per file and version for the whole process, as Magic's (load.ts).
const loaded = new Map<string, Promise<LoadedFabCards>>();

/** Reads a snapshot written by `npm run fab-cards:import` (plain JSON); throws on a file that is not one. */
export async function loadFabCards(file: string): Promise<LoadedFabCards> {
  const stat = await fs.promises.stat(file);
  const key = `${file}\u0000${stat.mtimeMs}\u0000${stat.size}`;
  let cards = loaded.get(key);
  if (!cards) {
    cards = fs.promises.readFile(file).then((data) => {
      const snapshot: unknown = JSON.parse(data.toString('utf8'));
      assertFabSnapshot(snapshot);
      return {
        index: new FabCardIndex(snapshot),
        cards: snapshot.cards.length,
        source: snapshot.source,
        digest: createHash('sha256').update(data).digest('hex').slice(0, 16),
      };
    });
    loaded.set(key, cards);
    cards.catch(() => loaded.delete(key));
  }
  return cards;
}
