#!/usr/bin/env node
// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, so the server sends a phone the smallest copy its browser accepts without compressing
// anything per request (docs/decisions/0014-compressed-on-the-wire.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|map|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* textFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Vite's manifest is read by the build's own scripts, never served.
    if (entry.isDirectory() && entry.name !== '.vite') yield* textFiles(file);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield file;
  }
}

async function compress(file) {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length, gz: gz.length };
}

const files = [];
for await (const file of textFiles(dist)) files.push(file);
const sizes = await Promise.all(files.map(compress));
const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
console.log(
  `precompressed ${files.length} files: ${Math.round(sum('raw') / 1000)} kB, ` +
    `${Math.round(sum('br') / 1000)} kB as Brotli, ${Math.round(sum('gz') / 1000)} kB as gzip`,
);
