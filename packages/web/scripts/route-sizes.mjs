#!/usr/bin/env node
// A quick estimate, after `vite build`, of each route's first-load size (JS + CSS, as sent: the Brotli copies) from
// Vite's build manifest. A route's first load is taken as the app entry with everything it imports
// statically, plus the route's page chunk and its static imports, each file counted once; a part
// the page imports lazily is reported on top of it. This is only a report: the budget check is
// `npm run test:size` (e2e/size), which measures what Chromium really loads for each route.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

/** Budgets in kB (1000 bytes, as sent), shared with the browser check. The first matching rule applies. */
const budgets = JSON.parse(fs.readFileSync(path.join(webRoot, 'size-budgets.json'), 'utf8'));
const BUDGETS = [
  { match: /timer-display|TimerDisplay/i, kb: budgets.timerDisplayKb },
  { match: /.*/, kb: budgets.routeKb },
];

if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run the web build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
// The server sends the Brotli copy that scripts/precompress.mjs wrote beside each file.
const sentSize = (file) => {
  const copy = path.join(dist, `${file}.br`);
  if (!fs.existsSync(copy)) throw new Error(`No ${file}.br: run scripts/precompress.mjs first.`);
  return fs.statSync(copy).size;
};

/** Files loaded with a chunk: the chunk, its static imports (recursively) and their CSS. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
const pages = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
const rows = [];
for (const [entryKey] of entries) {
  const base = closure(entryKey);
  rows.push({ route: entryKey, files: base });
  // Pages reached from the main app entry load on top of it.
  if (entryKey.endsWith('index.html')) {
    for (const [pageKey, page] of pages) {
      const pageFiles = closure(pageKey, new Set(base));
      rows.push({ route: pageKey, files: pageFiles });
      // A part a page loads lazily (e.g. the event page's management view) is counted on top of the page.
      for (const partKey of page.dynamicImports ?? []) {
        if (partKey === entryKey) continue;
        rows.push({ route: `${pageKey} + ${partKey}`, files: closure(partKey, new Set(pageFiles)) });
      }
    }
  }
}

const report = rows
  .map(({ route, files }) => {
    const list = [...files];
    const js = list.filter((f) => f.endsWith('.js')).reduce((n, f) => n + sentSize(f), 0);
    const css = list.filter((f) => f.endsWith('.css')).reduce((n, f) => n + sentSize(f), 0);
    const budget = BUDGETS.find((b) => b.match.test(route)).kb;
    const total = (js + css) / 1000;
    const over = total > budget;
    return { route, js_kb: +(js / 1000).toFixed(1), css_kb: +(css / 1000).toFixed(1), total_kb: +total.toFixed(1), budget_kb: budget, over };
  })
  .sort((a, b) => b.total_kb - a.total_kb);

fs.writeFileSync(path.join(dist, '.vite', 'route-sizes.json'), JSON.stringify(report, null, 2));
console.log('First-load size per route, estimated from the build manifest (Brotli as sent, kB = 1000 bytes; the check is npm run test:size):');
for (const r of report) {
  const name = r.route.replace(/^src\//, '');
  console.log(`${r.over ? '✗' : '✓'} ${name.padEnd(52)} ${String(r.total_kb).padStart(6)} kB  (js ${r.js_kb}, css ${r.css_kb}; budget ${r.budget_kb})`);
}
