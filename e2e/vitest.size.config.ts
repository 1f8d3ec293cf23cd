import { defineConfig } from 'vitest/config';

// What a browser really loads per route, cold, against the built app (npm run build first;
// npm test does): fails when a route is over its budget. The table goes to the console and
// e2e/artifacts/route-sizes.json.
export default defineConfig({
  test: {
    name: 'size',
    root: 'e2e',
    include: ['size/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    // Route pages are measured two at a time (it.concurrent): the machine has two cores.
    maxConcurrency: 2,
    hookTimeout: 120_000,
  },
});
