import type { Db, Tx } from './connect';

class Refusal<T> extends Error {
  constructor(readonly value: T) {
    super('transaction refused');
  }
}

/**
 * Runs `work` in a transaction (a savepoint when `db` is one) and returns what it returned; when
 * `keep(result)` is false the writes are rolled back, so a refusal leaves nothing behind (say, a user
 * created for a manager the tournament has no room for), and the result is still returned.
 */
export async function commitIf<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>, keep: (result: T) => boolean): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!keep(result)) throw new Refusal(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.value as T;
    throw error;
  }
}
