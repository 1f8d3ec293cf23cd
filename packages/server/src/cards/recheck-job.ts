import type { DecklistCheck } from '@decklist/core/decklist';
import type { Tx } from '../db/connect';
import type { Job } from '../jobs/runner';
import type { CardsService } from './service';
import type { ListToCheck } from '../workers/tasks';

/** A stored list whose check is missing or of another version, with what finds its row again. */
export interface StaleList<K> extends ListToCheck {
  key: K;
}

/** A table of stored lists, registered by the feature that owns it. */
export interface StoredChecks<K> {
  name: string;
  /** Up to `limit` lists whose check is not of `version`. */
  stale(tx: Tx, version: string, limit: number): Promise<StaleList<K>[]>;
  /** Stores a list's new check, unless the list has changed since it was read. */
  save(tx: Tx, list: StaleList<K>, check: DecklistCheck, version: string): Promise<void>;
}

/** Lists checked again per run and table: a few seconds of one worker at most. */
const LISTS_PER_RUN = 200;

/**
 * After the card data or the check rules change, stored checks are out of date. Reads make them again
 * as needed (cards/service.ts); this job rewrites them in the background, a batch at a time in a worker
 * thread, so no request ever has to recheck a whole event. Once a run finds nothing stale, it stops
 * looking until the next start: lists written since carry today's version.
 */
export function recheckJob(cards: CardsService, tables: StoredChecks<unknown>[]): Job {
  let upToDate = false;
  return {
    name: 'recheck-stored-lists',
    intervalMs: 30_000,
    async run(tx) {
      if (upToDate) return;
      let found = 0;
      for (const table of tables) {
        const lists = await table.stale(tx, cards.version, LISTS_PER_RUN);
        found += lists.length;
        const checks = await cards.checkMany(lists);
        for (const [i, list] of lists.entries()) await table.save(tx, list, checks[i]!, cards.version);
      }
      upToDate = found === 0;
    },
  };
}
