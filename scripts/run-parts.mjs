#!/usr/bin/env node
// Runs the parts of a suite given as `name=npm-script` words, in order, stopping at the first that fails,
// then prints how long each took. Words joined by '+' run at the same time, their output printed whole
// as each ends (e.g. `lint=lint+typecheck=typecheck`). Used by `npm test`; .ci/run uses it too.
import { spawn } from 'node:child_process';

const groups = process.argv.slice(2).map((word) =>
  word.split('+').map((part) => {
    const [name, script = name] = part.split('=');
    return { name, script };
  }),
);
if (groups.length === 0) {
  console.error('usage: run-parts.mjs name=script[+name=script] ...');
  process.exit(2);
}

const timings = [];
const seconds = (ms) => (ms / 1000).toFixed(0);

function run({ name, script }, together) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (together) {
      child.stdout.on('data', (data) => output.push(data));
      child.stderr.on('data', (data) => output.push(data));
    }
    child.on('close', (code, signal) => {
      if (together) process.stdout.write(Buffer.concat(output));
      const result = { name, ms: Date.now() - started, ok: code === 0, code: code ?? signal };
      timings.push(result);
      resolve(result);
    });
  });
}

function table(total) {
  const rows = timings.map((t) => `| ${t.name} | ${seconds(t.ms)} s | ${t.ok ? 'passed' : `failed (${t.code})`} |`);
  console.log(['', '| part | time | result |', '|---|---|---|', ...rows, `| all | ${seconds(total)} s | |`, ''].join('\n'));
}

const started = Date.now();
let failed = false;
for (const group of groups) {
  const results = await Promise.all(group.map((part) => run(part, group.length > 1)));
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
table(Date.now() - started);
process.exit(failed ? 1 : 0);
