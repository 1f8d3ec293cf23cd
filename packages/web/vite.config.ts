import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunk-groups';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** In development, /timers/{id}/view is the display page, as the server does in production. */
function timerDisplayRoute(): Plugin {
  return {
    name: 'timer-display-route',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/timers\/[^/?]+\/view\/?(\?.*)?$/.test(request.url)) request.url = '/timer-display.html';
        next();
      });
    },
  };
}

/**
 * Writes .vite/chunk-modules.json beside the manifest: the manifest key of the chunk that holds each source
 * module (the manifest names a chunk by one module only). The server's preload links read it.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const holder: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const key = chunk.facadeModuleId?.startsWith(root) ? chunk.facadeModuleId.slice(root.length) : `_${chunk.fileName.replace(/^assets\//, '')}`;
        for (const id of chunk.moduleIds) if (id.startsWith(root)) holder[id.slice(root.length)] = key;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(holder, null, 1) });
    },
  };
}

// React 19 with the app's own small UI components: every route's first load stays within the
// size budget (docs/decisions/0001-react-runtime-ui-kit-and-display-entry.md).
export default defineConfig({
  resolve: {
    alias: [
      { find: 'use-sync-external-store/shim/index.js', replacement: page('./src/lib/sync-external-store.ts') },
      // TanStack Query's core imports it relatively: only that import is matched.
      { find: /^\.\/infiniteQueryBehavior\.js$/, replacement: page('./src/lib/no-infinite-queries.ts') },
    ],
  },
  // Lingui's macros turn each message into an id and its catalogue entry; lingui() compiles the .po catalogues.
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    timerDisplayRoute(),
    chunkModules(),
    // The service worker (src/sw/sw.ts, decision 0022), built as dist/sw.js with the list of this build's files
    // to keep: every page's code and styles, the two HTML shells and the icons; not the message catalogues
    // (only the reader's languages are kept, as they load) nor source maps. The app registers it (src/sw/register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', 'assets/{de,en,es,fr,it,ja,pt-BR}-*.js', 'sw.js', 'public-lists.js'],
      },
    }),
  ],
  build: {
    // The public timer display is a second, small React entry without the app (src/display).
    rollupOptions: {
      input: { main: page('./index.html'), 'timer-display': page('./timer-display.html') },
      // Chunks under 1 kB join one loaded in the same cases: each request costs a round trip on a phone, and a larger
      // threshold merged code a page does not run into its chunks (decision 0014).
      output: { experimentalMinChunkSize: 1000, manualChunks: chunkGroups() },
    },
    // The route-size report (scripts/route-sizes.mjs) reads the manifest.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
