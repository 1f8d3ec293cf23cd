import type { Database, Db } from '../../src/db/connect';

/**
 * A database whose reads can be made to fail right after a write commits, as when the connection
 * drops or the server is overloaded at that moment: after `failReadsAfterNextCommit()`, the next
 * transaction commits as usual, and every `select` or `execute` after it throws (until `heal()`).
 */
export function withFailingReads(database: Database) {
  let armed = false;
  let broken = false;
  const failure = () => {
    throw new Error('read failed after the commit (test)');
  };
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Db['transaction']>) => {
          const result = await target.transaction(...args);
          if (armed) broken = true;
          return result;
        };
      }
      if (broken && (property === 'select' || property === 'execute' || property === 'query')) return failure;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    database: { ...database, db } as Database,
    failReadsAfterNextCommit() {
      armed = true;
    },
    /** Whether reads have been failing since a commit. */
    get failing() {
      return broken;
    },
    heal() {
      armed = false;
      broken = false;
    },
  };
}
