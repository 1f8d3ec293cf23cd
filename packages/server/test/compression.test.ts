import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';

// The real build (npm test builds before it runs the unit tests).
const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const TEXT_FILE = /\.(js|css|html|svg|json|map)$/;

function builtTextFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : builtTextFiles(file);
    return TEXT_FILE.test(entry.name) ? [file] : [];
  });
}

describe('what goes over the wire', () => {
  let t: TestApp;
  let files: string[];
  beforeAll(async () => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No web build in ${dist}: run npm run build first`);
    files = builtTextFiles(dist);
    t = await createTestApp('pglite', { overrides: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends every built text file as Brotli when accepted, gzip when only that is, else as it is, always with Vary', async () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of files) {
      const url = '/' + path.relative(dist, file).split(path.sep).join('/');
      const original = fs.readFileSync(file);

      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).equals(original), url).toBe(true);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers.vary, url).toMatch(/accept-encoding/i);
      expect(gunzipSync(gzip.rawPayload).equals(original), url).toBe(true);

      for (const plain of [await get(url), await get(url, 'identity')]) {
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
        expect(plain.rawPayload.equals(original), url).toBe(true);
      }
    }
  });

  it('keeps the caching: hashed assets immutable for a year, the page itself revalidated by its ETag', async () => {
    const asset = files.find((f) => f.includes(`${path.sep}assets${path.sep}`) && f.endsWith('.js'))!;
    const assetAnswer = await get(`/assets/${path.basename(asset)}`, 'br');
    expect(assetAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so nothing to revalidate with: each header line is paid on every asset of a page.
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'referrer-policy']) expect(assetAnswer.headers[header], header).toBeUndefined();
    expect(assetAnswer.headers['x-content-type-options']).toBe('nosniff');
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers.etag).toBeTruthy();

    const page = await get('/e/some-event', 'br, gzip');
    expect(page.headers['content-encoding']).toBe('br');
    // The page carries the caller's own API answers: revalidated, and kept by no shared cache.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/e/some-event', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses API answers over 1 kB and leaves small ones alone', async () => {
    const large = await get('/api/openapi.json', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'));
    expect(document.openapi).toBe('3.1.0');
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 3);

    const gzipOnly = await get('/api/openapi.json', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body).openapi).toBe('3.1.0');

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const json = JSON.stringify({ email: 'someone@example.com' });
    const send = (payload: Buffer | string, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/start',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
        payload,
      });
    const compressed = await send(gzipSync(json), 'gzip');
    expect(compressed.statusCode).toBe(400);
    expect(compressed.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await send(json)).statusCode).toBe(200);
  });
});
