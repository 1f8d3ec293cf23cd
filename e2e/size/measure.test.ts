import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { assetKind, measurePageLoad } from './measure';

/** Text that compresses, but not to nothing: numbered lines with varying words. */
const filler = (label: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `// ${label} line ${i}: ${((i * 7919) % 1009).toString(36)} ${'abcdefghij'.slice(i % 10)}`).join('\n');

/** A tiny site: an entry with a stylesheet, a modulepreload, a lazy chunk (with its own import), one chunk only a click loads. */
const FILES: Record<string, { type: string; body: string; encoding?: 'gzip' | 'br' }> = {
  '/': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head>
<link rel="stylesheet" href="/style.css">
<link rel="modulepreload" href="/shared.js">
<script type="module" src="/main.js"></script>
<script async src="http://assets.example.invalid/tracker.js"></script>
</head><body><img src="/pixel.svg" alt=""><button id="more">More</button></body></html>`,
  },
  '/style.css': {
    type: 'text/css',
    body: Array.from({ length: 80 }, (_, i) => `.c${i} { margin: ${i % 7}px ${(i * 13) % 11}px; }`).join('\n'),
    encoding: 'br',
  },
  '/shared.js': { type: 'text/javascript', body: `${filler('shared', 120)}\nexport const label = 'main ran';`, encoding: 'gzip' },
  '/main.js': {
    type: 'text/javascript',
    body: `import { label } from '/shared.js';
${filler('main', 60)}
const p = document.createElement('p'); p.textContent = label; document.body.append(p);
// After the content shows, data arrives (the server takes 300 ms) and a lazy chunk is imported
// to show it: both happen before the page settles, so the chunk is part of the first load.
fetch('/data.json').then(() => import('/lazy.js')).then((m) => m.show());
// A chunk only a click fetches: not part of the first load.
document.getElementById('more').addEventListener('click', () => import('/on-click.js'));`,
  },
  '/lazy.js': {
    type: 'text/javascript; charset=utf-8',
    body: `import { extra } from '/lazy-dep.js';\n${filler('lazy', 90)}\nexport function show() { const p = document.createElement('p'); p.textContent = 'lazy ' + extra; document.body.append(p); }`,
  },
  '/lazy-dep.js': { type: 'application/javascript', body: `${filler('lazy dep', 40)}\nexport const extra = 'dep';` },
  '/idle': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><p>idle page</p><script type="module">setTimeout(() => import('/late.js'), 250);</script>`,
  },
  '/late.js': { type: 'text/javascript', body: filler('late', 30) },
  '/on-click.js': { type: 'text/javascript', body: filler('on click', 50) },
  '/data.json': { type: 'application/json', body: JSON.stringify({ filler: filler('json', 100) }) },
  '/pixel.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' },
};

/** The bytes the test server sends for a file: gzip at level 1 or Brotli where it says so, else the text itself. */
function onTheWire(path: string): Buffer {
  const file = FILES[path]!;
  const body = Buffer.from(file.body);
  if (file.encoding === 'gzip') return gzipSync(body, { level: 1 });
  if (file.encoding === 'br') return brotliCompressSync(body);
  return body;
}

describe('measurePageLoad', () => {
  let browser: Browser;
  let server: http.Server;
  let origin: string;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const file = FILES[path];
      if (!file) return void response.writeHead(404).end();
      if (path === '/data.json') return void setTimeout(() => response.writeHead(200, { 'content-type': file.type }).end(file.body), 300);
      const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': 'public, max-age=31536000' };
      const body = onTheWire(path);
      if (file.encoding) headers['content-encoding'] = file.encoding;
      headers['content-length'] = String(body.length);
      response.writeHead(200, headers).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('counts each JS and CSS file fetched before the page settled once, lazy chunks included, at its size as sent', async () => {
    const load = await measurePageLoad(browser, {
      baseURL: origin,
      path: '/',
      ready: (page) => page.getByText('main ran').waitFor(),
    });

    const counted = ['/lazy-dep.js', '/lazy.js', '/main.js', '/shared.js', '/style.css'];
    expect(load.files.map((f) => new URL(f.url).pathname).sort()).toEqual(counted);
    for (const file of load.files) {
      const path = new URL(file.url).pathname;
      expect(file.bytes).toBe(Buffer.byteLength(FILES[path]!.body));
      expect(file.sent).toBe(onTheWire(path).length);
      expect(file.encoding).toBe(FILES[path]!.encoding);
      expect(file.kind).toBe(file.url.endsWith('.css') ? 'css' : 'js');
    }
    const sentOf = (paths: string[]) => paths.reduce((n, p) => n + onTheWire(p).length, 0);
    expect(load.js).toBe(sentOf(['/main.js', '/shared.js', '/lazy.js', '/lazy-dep.js']));
    expect(load.css).toBe(sentOf(['/style.css']));
    expect(load.total).toBe(load.js + load.css);
    // Compressed files count at their compressed size, plain ones at their full size.
    const shared = load.files.find((f) => f.url.endsWith('/shared.js'))!;
    expect(shared.sent).toBeLessThan(shared.bytes);
    const main = load.files.find((f) => f.url.endsWith('/main.js'))!;
    expect(main.sent).toBe(main.bytes);

    expect(hits.get('/on-click.js')).toBeUndefined();
    expect(hits.get('/data.json')).toBe(1); // fetched, but not JS or CSS
    expect(load.external).toEqual(['http://assets.example.invalid/tracker.js']);
    expect(load.failed).toEqual([]);
    expect(load.errors).toEqual([]);
  });

  it('loads cold every time: a second measurement fetches and counts the same files again', async () => {
    const before = hits.get('/main.js') ?? 0;
    const load = await measurePageLoad(browser, { baseURL: origin, path: '/', ready: (page) => page.getByText('lazy dep').waitFor() });
    expect(hits.get('/main.js')).toBe(before + 1);
    expect(load.files).toHaveLength(5);
  });

  it('waits for the network to stay quiet: a chunk imported 250 ms after the last response still counts', async () => {
    const load = await measurePageLoad(browser, {
      baseURL: origin,
      path: '/idle',
      ready: (page) => page.getByText('idle page').waitFor(),
      quietMs: 1000,
    });
    expect(load.files.map((f) => new URL(f.url).pathname)).toEqual(['/late.js']);
  });

  it('tells JS and CSS from other responses', () => {
    expect(assetKind('http://h/a.js', 'text/javascript; charset=utf-8', 'script')).toBe('js');
    expect(assetKind('http://h/a', 'application/javascript', 'other')).toBe('js');
    expect(assetKind('http://h/a.css', 'text/css; charset=utf-8', 'stylesheet')).toBe('css');
    expect(assetKind('http://h/chunk.js', undefined, 'other')).toBe('js');
    expect(assetKind('http://h/a.css', 'application/octet-stream', 'other')).toBe('css');
    expect(assetKind('http://h/api/events', 'application/json', 'fetch')).toBeNull();
    expect(assetKind('http://h/', 'text/html', 'document')).toBeNull();
    expect(assetKind('http://h/font.woff2', 'font/woff2', 'font')).toBeNull();
  });
});
