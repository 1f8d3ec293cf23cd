import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './build/mantine-css';

// The app is written against React's API and runs on Preact (preact/compat, aliased by the
// preset), with each Mantine component's CSS loaded with it: together they keep every route's
// first load within the size budget (see docs/architecture.md, "Web bundle budget").
export default defineConfig({
  plugins: [preact({ prerender: { enabled: false } }), mantineComponentCss()],
  build: {
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
