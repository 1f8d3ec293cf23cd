import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connect';

/**
 * The counted limits (25 events per owner, 300 players per event, 50 timer tournaments per owner,
 * 50 clocks per tournament, 20 managers per tournament, 20 library decks per user, 500 deck checks per event). Each has its own
 * lock space, so the clocks of one tournament never wait for its managers.
 */
const LIMIT_SPACES = {
  'events-per-owner': 1,
  'players-per-event': 2,
  'tournaments-per-owner': 3,
  'clocks-per-tournament': 4,
  'managers-per-tournament': 5,
  'library-decks-per-user': 6,
  'deck-checks-per-event': 7,
} as const;
export type LimitSpace = keyof typeof LIMIT_SPACES;

// The first key of every lock taken here: tells these locks apart from other advisory locks (jobs, migrations).
const LIMIT_LOCK_CLASS = 7_320_100;

/**
 * Takes the transaction-scoped advisory lock of one counted limit, e.g. the clocks of one tournament:
 * until the transaction ends, every other transaction counting the same thing (on any connection of
 * any instance sharing the database) waits here. Count and insert after it, in the same transaction.
 * The key is hashed into the lock's second 32-bit key; two keys sharing a hash only wait for each other.
 */
export async function lockLimit(tx: Tx, space: LimitSpace, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${limitLockClass(space)}, hashtext(${key}))`);
}

/** The first key of a limit's lock, for SQL that takes it itself (the lock's second key is the hash of its key, `hashtext`). */
export const limitLockClass = (space: LimitSpace) => LIMIT_LOCK_CLASS + LIMIT_SPACES[space];

export interface CountLimit {
  space: LimitSpace;
  /** Whose count: the owner's user id, the event or tournament id. */
  key: string;
  max: number;
  /** Counts the rows the limit is about, inside the locked transaction. */
  count: (tx: Tx) => Promise<number>;
}

/**
 * Inserts under a count limit: in one transaction, takes the limit's lock, counts, and runs `insert`
 * only while the count is below `max`. Returns what `insert` returned, or null when the limit is
 * reached (the caller answers 409). Nested in a caller's transaction, it runs in a savepoint and the
 * lock lasts until the outer transaction ends.
 */
export async function insertWithinLimit<T>(db: Db | Tx, limit: CountLimit, insert: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    await lockLimit(tx, limit.space, limit.key);
    if ((await limit.count(tx)) >= limit.max) return null;
    return insert(tx);
  });
}
