#!/usr/bin/env node
// Fails when the built web app (packages/web/dist) holds Preact: any file, source maps included, with the text
// "preact". The app runs on React; a source map lists every bundled module's path (node_modules/preact/...), so
// it shows Preact even where minified code does not name it. package-lock.json is checked by
// test/dependencies.test.ts. Run after the build: npm test does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(repoRoot, 'packages', 'web', 'dist');
const relative = (file) => path.relative(repoRoot, file);

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${relative(dist)} has no index.html: build the web app first (npm run build).`);
  process.exit(1);
}

const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const found = [];
for (const entry of files) {
  const file = path.join(entry.parentPath, entry.name);
  const text = fs.readFileSync(file, 'latin1');
  const at = text.indexOf('preact');
  if (at >= 0) found.push(`${relative(file)}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`);
}

if (found.length > 0) {
  console.error(`Preact is in the web build (the app must run on React):\n${found.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`No Preact in ${relative(dist)} (${files.length} files, source maps included).`);
