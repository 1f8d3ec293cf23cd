// Fuzzing benchmark: many generated requests against every operation of /api/openapi.json (the same
// generator as packages/server/test/fuzz.test.ts, which runs a bounded number in `npm test`), in
// process through inject. Reports the cases run, the answers by status, and every distinct failure
// (a 500, or a 4xx that is not problem+json).
//
//   npm run bench:fuzz -- [--runs 20000] [--seed 42]
//   (TEST_DATABASE_URL=postgres://... to fuzz on PostgreSQL as well as PGlite)
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { createTestApp } from '../packages/server/test/helpers/app';
import { apiOperations, createApiFixture } from '../packages/server/test/helpers/api-fixture';
import { DATABASE_KINDS } from '../packages/server/test/helpers/databases';
import { fuzzCases, runFuzzCase } from '../packages/server/test/helpers/fuzz';
import { machineLine, option } from './server';

const RUNS = option('runs', 20_000);
const SEED = option('seed', Date.now() % 2 ** 31);

console.log(machineLine());
let failed = false;
for (const kind of DATABASE_KINDS) {
  const t = await createTestApp(kind);
  try {
    const fixture = await createApiFixture(t);
    const operations = await apiOperations(t);
    const statuses = new Map<number, number>();
    const failures = new Map<string, number>();
    const started = performance.now();
    await fc.check(
      fc.asyncProperty(fuzzCases(operations, fixture, t.clock.now()), async (c) => {
        const outcome = await runFuzzCase(t, fixture, c);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.failure) {
          // One line per operation and kind of failure; the first example is kept.
          const key = `${outcome.status} ${c.operation.method} ${c.operation.path}`;
          if (!failures.has(key)) console.log(`  FAIL ${outcome.failure}`);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        return true;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const seconds = (performance.now() - started) / 1000;
    const count500 = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `${kind}: ${RUNS} cases over ${operations.length} operations in ${seconds.toFixed(1)} s (${(RUNS / seconds).toFixed(0)}/s), seed ${SEED}; ` +
        `answers ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; 5xx: ${count500}; failures: ${[...failures.values()].reduce((a, b) => a + b, 0)}`,
    );
    for (const [key, n] of failures) console.log(`  ${n} x ${key}`);
    if (failures.size > 0) failed = true;
  } finally {
    await t.close();
  }
}
process.exit(failed ? 1 : 0);
