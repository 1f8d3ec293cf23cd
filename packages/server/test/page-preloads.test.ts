import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFixture } from './helpers/api-fixture';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';

// The real build (npm test builds before it runs the unit tests): the links must name its chunks.
const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

describe('pages whose first load starts from the HTML', () => {
  let t: TestApp;
  let manifest: Record<string, ManifestChunk>;
  let holders: Record<string, string>;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No web build in ${dist}: run npm run build first`);
    manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    holders = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string>;
    t = await createTestApp('pglite', { overrides: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
    return answer.body;
  };
  const chunkFiles = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, files);
    return files;
  };
  /** The file of the chunk holding a source module, as the build's module map says. */
  const fileOf = (module: string) => manifest[holders[module]!]!.file;
  const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

  it("names every chunk of the event route that the app's entry does not load, and the event's answer", async () => {
    const html = await page('/e/abc123');
    const entry = chunkFiles('index.html');
    const route = [...chunkFiles(holders['src/app/routes/EventRoute.tsx']!)].filter((file) => !entry.has(file));
    expect(route).toContain(fileOf('src/app/routes/EventRoute.tsx'));
    // Vite's own links for the entry come first; ours add the route's chunks, each once, and the catalogue.
    const catalogue = manifest['src/locales/en.po']!.file;
    expect(preloadedScripts(html)).toContain(catalogue);
    const ours = preloadedScripts(html).filter((file) => !entry.has(file!) && file !== catalogue);
    expect(ours.sort()).toEqual(route.sort());
    for (const file of ours) expect(fs.existsSync(path.join(dist, file!)), file).toBe(true);
    expect(html).toContain('<link rel="preload" href="/api/events/abc123" as="fetch" crossorigin="anonymous">');
    expect(html.indexOf('/api/events/abc123')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the deck page's event and deck, the one named by ?id= when there is one", async () => {
    const own = await page('/e/abc123/deck');
    expect(preloadedScripts(own)).toContain(fileOf('src/app/routes/DeckRoute.tsx'));
    expect(own).toContain('href="/api/events/abc123"');
    expect(own).toContain('href="/api/events/abc123/deck"');
    const review = await page('/e/abc123/deck?id=u42&sort=name');
    expect(review).toContain('href="/api/events/abc123/deck?user_id=u42"');
    // User ids are UUIDs.
    const userId = 'f7e7ad35-519f-41d1-8d59-4ee10db5c63b';
    expect(await page(`/e/abc123/deck?id=${userId}`)).toContain(`href="/api/events/abc123/deck?user_id=${userId}"`);
    expect(await page('/library')).toContain('href="/api/decks/library"');
  });

  it("starts an owner's or judge's review of a deck (?id=) with the page: its chunks, once each, and its messages", async () => {
    const entry = chunkFiles('index.html');
    const needed = (module: string) => [...chunkFiles(holders[module]!)].filter((file) => !entry.has(file));
    const review = preloadedScripts(await page('/e/abc123/deck?id=u42'));
    const reviewFiles = needed('src/features/decks/OrganiserReview.tsx');
    expect(reviewFiles).toContain(fileOf('src/features/decks/OrganiserReview.tsx'));
    expect(review).toEqual(expect.arrayContaining([...needed('src/app/routes/DeckRoute.tsx'), ...reviewFiles, manifest['src/locales/review/en.po']!.file]));
    expect(new Set(review).size).toBe(review.length);
    // A player's own deck page does not start the review's messages.
    expect(preloadedScripts(await page('/e/abc123/deck'))).not.toContain(manifest['src/locales/review/en.po']!.file);
  });

  it("starts the home and sign-in pages' own chunks with the app, wherever the build put them", async () => {
    expect(preloadedScripts(await page('/'))).toContain(fileOf('src/features/events/HomePage.tsx'));
    expect(preloadedScripts(await page('/login'))).toContain(fileOf('src/features/auth/LoginPage.tsx'));
  });

  it("starts the message catalogue of the browser's language with the page, and the sign-in part on the sign-in page", async () => {
    const catalogue = (key: string) => manifest[key]!.file;
    const inLanguage = async (url: string, acceptLanguage?: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(answer.headers.vary).toMatch(/accept-language/i);
      return preloadedScripts(answer.body);
    };
    const french = await inLanguage('/e/abc123', 'fr-CA,fr;q=0.9,en;q=0.5');
    expect(french).toContain(catalogue('src/locales/fr.po'));
    expect(french).not.toContain(catalogue('src/locales/en.po'));
    expect(await inLanguage('/e/abc123/deck', 'pt-BR')).toContain(catalogue('src/locales/pt-BR.po'));
    // A language the app does not speak, or none: English, as the app chooses.
    expect(await inLanguage('/', 'nl-NL,nl')).toContain(catalogue('src/locales/en.po'));
    expect(await inLanguage('/library')).toContain(catalogue('src/locales/en.po'));
    const signIn = await inLanguage('/login', 'ja');
    expect(signIn).toEqual(expect.arrayContaining([catalogue('src/locales/ja.po'), catalogue('src/locales/sign-in/ja.po')]));
    // Only catalogues the build has: one per page, never one per tag of a long header.
    const flooded = await inLanguage('/e/abc123', Array.from({ length: 500 }, (_, i) => `x${i}`).join(',') + ',de');
    expect(flooded.filter((file) => /\/(en|de|fr|es|it|pt-BR|ja)-/.test(`/${file!.split('/').pop()}`))).toHaveLength(1);
  });

  it("starts what an event's page shows its viewer: a player's deck, a visitor's deck form, the organisers' management", async () => {
    const { eventId, owner, player } = await createApiFixture(t);
    const visitor = await t.signedIn('preload-visitor@example.test');
    const entry = chunkFiles('index.html');
    const needed = (module: string) => [...chunkFiles(holders[module]!)].filter((file) => !entry.has(file));
    const opened = async (client: TestClient) => {
      const answer = await client.get(`/e/${eventId}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toMatch(/cookie/i);
      return answer.body;
    };
    const deckForm = needed('src/features/decks/PlayerDeck.tsx');
    const management = needed('src/features/events/ManageEvent.tsx');
    const organiserMessages = manifest['src/locales/organiser/en.po']!.file;
    const deckAnswer = `href="/api/events/${eventId}/deck"`;

    const asPlayer = await opened(player);
    expect(preloadedScripts(asPlayer)).toEqual(expect.arrayContaining(deckForm));
    expect(asPlayer).toContain(deckAnswer);
    expect(preloadedScripts(asPlayer)).not.toContain(fileOf('src/features/events/ManageEvent.tsx'));

    const asVisitor = await opened(visitor);
    expect(preloadedScripts(asVisitor)).toEqual(expect.arrayContaining(deckForm));
    expect(asVisitor).not.toContain(deckAnswer);

    const asOwner = await opened(owner);
    expect(preloadedScripts(asOwner)).toEqual(expect.arrayContaining([...management, organiserMessages]));
    expect(preloadedScripts(asOwner)).not.toContain(fileOf('src/features/decks/PlayerDeck.tsx'));
    expect(asOwner).not.toContain(deckAnswer);

    // Signed out, or with a session that is not one: the event alone.
    for (const html of [await opened(t.anonymous()), (await t.app.inject({ url: `/e/${eventId}`, cookies: { decklist_session: 'x'.repeat(43) } })).body]) {
      expect(preloadedScripts(html)).not.toContain(fileOf('src/features/decks/PlayerDeck.tsx'));
      expect(preloadedScripts(html)).not.toContain(fileOf('src/features/events/ManageEvent.tsx'));
      expect(html).not.toContain(deckAnswer);
      expect(html).toContain(`href="/api/events/${eventId}"`);
    }
  });

  it('puts only plain codes and ids in links, and leaves other pages as built', async () => {
    const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const url of ['/e/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/e/"onload="x', '/e/ABC%22', '/e/abc123/deck?id=%22%3E%3Cscript%3E']) {
      const html = await page(url);
      expect(html, url).not.toMatch(/script%3E|<script>alert|"onload|ABC%22|user_id=/);
    }
    expect(await page('/e/new')).not.toContain('/api/events/new');
    expect(await page('/help/about')).toBe(built);
    expect(await page('/timers')).toBe(built);
  });

  it('sends the page compressed, never cached without asking, and answers a matching ETag with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/e/abc123', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toContain('/api/events/abc123');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/e/abc123', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/e/xyz789', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });
});
