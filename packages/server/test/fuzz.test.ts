import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { apiOperations, createApiFixture, type ApiFixture, type ApiOperation } from './helpers/api-fixture';
import { API_DATABASE_KINDS } from './helpers/databases';
import { fuzzCases, runFuzzCase } from './helpers/fuzz';

/**
 * Generated requests for every operation of /api/openapi.json (bodies, queries and path parameters
 * from the schemas, mixed with hostile values and raw bodies; signed out, as a player, as an owner):
 * never a 500, and every 4xx a problem+json. `npm test` runs a bounded number of cases (FUZZ_RUNS,
 * default 1000 per database; FUZZ_SEED replays a run); `npm run bench:fuzz` runs many more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe.each(API_DATABASE_KINDS)('fuzzing the API on %s', (kind) => {
  let t: TestApp;
  let fixture: ApiFixture;
  let operations: ApiOperation[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await createApiFixture(t);
    operations = await apiOperations(t);
  });
  afterAll(() => t.close());

  it('generates cases for every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(35);
    const seen = new Set(fc.sample(fuzzCases(operations, fixture, t.clock.now()), { numRuns: 3000, seed: 1 }).map((c) => `${c.operation.method} ${c.operation.path}`));
    expect(seen.size).toBe(operations.length);
  });

  it(`answers ${RUNS} generated requests without a 500, every 4xx a problem`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzCases(operations, fixture, t.clock.now()), async (c) => {
        const outcome = await runFuzzCase(t, fixture, c);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        expect(outcome.failure).toBeNull();
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    // The cases reach past validation: some succeed, some are refused for what they mean.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 20);
  }, 120_000);
});
