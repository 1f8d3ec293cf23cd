import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('./packages/web', import.meta.url));
const linguiConfig = getConfig({ cwd: webRoot });
/** Server suites that mock a module (vi.mock); a repo test keeps this list whole. */
const SERVER_MOCKING = ['test/bounded-checks.test.ts'];

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
          exclude: SERVER_MOCKING,
          environment: 'node',
          // Integration tests over real databases; generous for a loaded 2-core CI machine.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // The files of a worker share its modules: the card data (about 2 s to load) and the app's code are
          // loaded once per worker instead of once per file. Every file builds its own apps and databases.
          isolate: false,
        },
      },
      {
        // Files that replace a module with vi.mock get modules of their own.
        test: {
          name: 'server-isolated',
          root: 'packages/server',
          include: SERVER_MOCKING,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests: React Testing Library in a simulated DOM, the network stubbed at fetch.
        // The lint-boundary test (import-boundaries.test.ts) runs here too, in node.
        esbuild: { jsx: 'automatic' },
        // As the build: Lingui's macros, and .po catalogues imported as compiled messages.
        plugins: [react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }), lingui({ cwd: webRoot })],
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['test/**/*.test.tsx', 'test/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // CSS modules import as objects of stable class names; no CSS is processed.
          css: { include: [], modules: { classNameStrategy: 'stable' } },
          // Typing into long lists is slow in a simulated DOM on a busy two-core machine.
          testTimeout: 20_000,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
    ],
    // Two cores: keep the PGlite instances and PostgreSQL databases to a manageable number.
    maxWorkers: 2,
  },
});
