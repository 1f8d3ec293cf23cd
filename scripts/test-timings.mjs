#!/usr/bin/env node
// Writes the per-file timing tables of docs/testing.md from the JSON reports the last runs of
// `npm run test:unit`, `test:size` and `test:e2e` left in test-results/ (npm test runs all three; the
// browser parts' reports are written from e2e/, hence their ../test-results/ in package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = path.join(root, 'docs/testing.md');
const PARTS = [
  { name: 'unit', script: 'npm run test:unit' },
  { name: 'size', script: 'npm run test:size' },
  { name: 'e2e', script: 'npm run test:e2e' },
];
const START = '<!-- timings: written by npm run test:timings -->';
const END = '<!-- end of timings -->';

/** A report's files: path, tests, seconds, and where a file ran on both databases, the seconds on each. */
function filesOf(report) {
  return report.testResults
    .map((file) => {
      const tests = file.assertionResults;
      const on = (kind) => tests.filter((t) => new RegExp(`\\bon ${kind}\\b|\\(${kind}\\)`).test(t.fullName)).reduce((sum, t) => sum + (t.duration ?? 0), 0) / 1000;
      return {
        // From the repository's root, wherever the run's checkout was.
        file: file.name.replace(/^.*?\/(?=(packages|e2e|test)\/)/, ''),
        tests: tests.length,
        failed: tests.filter((t) => t.status === 'failed').length,
        seconds: (file.endTime - file.startTime) / 1000,
        pglite: on('pglite'),
        postgres: on('postgres'),
      };
    })
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
}

const s = (seconds) => seconds.toFixed(1);

function table(part, report) {
  const files = filesOf(report);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const wall = (Math.max(...report.testResults.map((f) => f.endTime)) - report.startTime) / 1000;
  const lines = [
    `### ${part.name} (\`${part.script}\`)`,
    '',
    `${report.numTotalTests} tests in ${files.length} files, ${report.numFailedTests} failed; ${s(wall)} s from start to the last file's end, ${s(total)} s of file time (files run side by side). Run on ${new Date(report.startTime).toISOString().slice(0, 10)}.`,
    '',
    '| file | tests | seconds | of which on PGlite | on PostgreSQL |',
    '|---|---:|---:|---:|---:|',
    ...files.map((f) => `| ${f.file} | ${f.tests}${f.failed ? ` (${f.failed} failed)` : ''} | ${s(f.seconds)} | ${f.pglite ? s(f.pglite) : ''} | ${f.postgres ? s(f.postgres) : ''} |`),
    '',
  ];
  return lines.join('\n');
}

const sections = [];
const missing = [];
for (const part of PARTS) {
  const file = path.join(root, 'test-results', `${part.name}.json`);
  if (!fs.existsSync(file)) {
    missing.push(part);
    continue;
  }
  sections.push(table(part, JSON.parse(fs.readFileSync(file, 'utf8'))));
}
if (sections.length === 0) {
  console.error('No reports in test-results/: run npm test (or one of its parts) first.');
  process.exit(1);
}
const text = fs.readFileSync(doc, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) {
  console.error(`${path.relative(root, doc)} has no place for the tables (${START} ... ${END}).`);
  process.exit(1);
}
fs.writeFileSync(doc, `${text.slice(0, from + START.length)}\n\n${sections.join('\n')}\n${text.slice(to)}`);
console.log(`Wrote ${sections.length} tables to ${path.relative(root, doc)}.`);
for (const part of missing) console.log(`No report for ${part.name}: run ${part.script} to add its table.`);
