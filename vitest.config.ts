import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
    // Two cores: keep the PGlite instances and PostgreSQL databases to a manageable number.
    maxWorkers: 2,
  },
});
