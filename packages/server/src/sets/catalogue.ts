import type { LimitedSet } from '@decklist/core/limited';
import { loadSets } from './load';

/** The set lists the app ships, newest first, and by code. */
export interface SetCatalogue {
  list: LimitedSet[];
  byCode: ReadonlyMap<string, LimitedSet>;
}

// Read once per process on first use (the lists only change with a deployment); a read that failed is tried
// again by the next caller rather than kept.
let catalogue: Promise<SetCatalogue> | undefined;

export function setCatalogue(): Promise<SetCatalogue> {
  return (catalogue ??= loadSets()
    .then((list) => ({ list, byCode: new Map(list.map((set) => [set.code, set])) }))
    .catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    }));
}
