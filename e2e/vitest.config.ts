import { defineConfig } from 'vitest/config';

// Browser journeys against the built app (npm run build first; npm test does).
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    environment: 'node',
    // One server and one browser at a time: the CI machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
