import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { rowsOf } from '../db/rows';

export interface Job {
  name: string;
  intervalMs: number;
  run(tx: Tx, now: number): Promise<void>;
}

export interface JobRunner {
  register(job: Job): void;
  start(): void;
  /** No run starts after this; resolves once the runs under way have ended (before the database closes). */
  stop(): Promise<void>;
  /** Runs one job now (tests, admin); false when another instance holds its lock. */
  runNow(name: string): Promise<boolean>;
}

/**
 * Periodic jobs. Each run takes a transaction-scoped advisory lock named after the job,
 * so when several instances share a database only one of them runs it at a time.
 */
export function createJobRunner(db: Db, now: () => number, log: FastifyBaseLogger): JobRunner {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();

  async function run(job: Job): Promise<boolean> {
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
      const [row] = rowsOf<{ locked: boolean }>(result);
      if (!row?.locked) return false;
      await job.run(tx, now());
      return true;
    });
  }

  async function runLogged(job: Job) {
    try {
      if (await run(job)) log.debug({ job: job.name }, 'job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
    }
  }

  /** A run that `stop` waits for. */
  function tracked<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    running.add(done);
    void done.finally(() => running.delete(done));
    return work;
  }

  return {
    register(job) {
      jobs.set(job.name, job);
    },
    start() {
      for (const job of jobs.values()) {
        const first = setTimeout(() => void tracked(runLogged(job)), 5_000);
        const every = setInterval(() => void tracked(runLogged(job)), job.intervalMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
      await Promise.all(running);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return tracked(run(job));
    },
  };
}
