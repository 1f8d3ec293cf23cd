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
    // The files one after another in one worker process, not a fresh one per file: each file starts its own server
    // and browser and sets no process state (environment, module state) that another reads; about 1 s a file.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
