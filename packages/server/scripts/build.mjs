// Bundles the server (and @decklist/core, which ships as TypeScript source) into dist/main.js.
// Installed packages stay external and are loaded from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@decklist/'));

await build({
  // Both outputs sit directly in dist/, one folder below the package root like src/paths.ts expects.
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'cards-import': path.join(root, 'src/cards/import-cli.ts'),
    // npm run backup / restore / migrate-data
    backup: path.join(root, 'src/backup/cli.ts'),
    // Long checks, PDFs and downloads run in worker threads (src/workers/pool.ts looks for it beside main.js).
    worker: path.join(root, 'src/workers/worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server bundled into packages/server/dist');
