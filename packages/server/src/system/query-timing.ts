import type pg from 'pg';

export type QueryObserver = (seconds: number, ok: boolean) => void;

const observersOf = new WeakMap<pg.Pool, Set<QueryObserver>>();
const timed = new WeakSet<pg.PoolClient>();

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Times every query run on a client of the pool (pool.query and transactions alike): each client is
 * wrapped the first time it is handed out. Returns the function that stops telling `observer`. Several
 * apps may share one pool (tests restart an app on the same database); each hears only while it runs.
 */
export function observeQueries(pool: pg.Pool, observer: QueryObserver): () => void {
  let observers = observersOf.get(pool);
  if (!observers) {
    const set = new Set<QueryObserver>();
    observersOf.set(pool, set);
    pool.on('acquire', (client) => timeClient(client, set));
    observers = set;
  }
  observers.add(observer);
  return () => void observers.delete(observer);
}

function timeClient(client: pg.PoolClient, observers: Set<QueryObserver>) {
  if (timed.has(client)) return;
  timed.add(client);
  const query = client.query as unknown as AnyQuery;
  const wrapped: AnyQuery = function (this: unknown, ...args) {
    const started = performance.now();
    const report = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observer of observers) observer(seconds, ok);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        report(!error);
        (callback as AnyQuery)(error, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(() => report(true), () => report(false));
    return result;
  };
  (client as unknown as { query: AnyQuery }).query = wrapped;
}
