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
  /** The API answers sent inside the page, by path. */
  const answersIn = (html: string): Record<string, unknown> => {
    const json = /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? (JSON.parse(json) as Record<string, unknown>) : {};
  };
  const linkedAnswers = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]);

  it("names every chunk of the event route that the app's entry does not load", async () => {
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
    // An event that does not exist: no answer to send or start (the page asks, and shows the error).
    expect(Object.keys(answersIn(html))).toEqual(['/api/me']);
    expect(linkedAnswers(html)).toEqual([]);
  });

  it("sends the deck page's event and deck inside it, as the API answers the caller, the one named by ?id= when there is one", async () => {
    const { eventId, owner, player, playerId } = await createApiFixture(t);
    const own = (await player.get(`/e/${eventId}/deck`)).body;
    expect(preloadedScripts(own)).toContain(fileOf('src/app/routes/DeckRoute.tsx'));
    const answers = answersIn(own);
    expect(answers[`/api/events/${eventId}`]).toEqual((await player.get(`/api/events/${eventId}`)).json());
    expect(answers[`/api/events/${eventId}/deck`]).toEqual((await player.get(`/api/events/${eventId}/deck`)).json());
    expect(answers['/api/me']).toEqual((await player.get('/api/me')).json());
    // index.html's own link for the session is gone: the answer is here.
    expect(own).not.toContain('href="/api/me"');
    // User ids are UUIDs.
    const review = answersIn((await owner.get(`/e/${eventId}/deck?id=${playerId}&sort=name`)).body);
    expect(review[`/api/events/${eventId}/deck?user_id=${playerId}`]).toEqual((await owner.get(`/api/events/${eventId}/deck?user_id=${playerId}`)).json());
    // Not the owner's: the player gets no one else's deck, in the page or otherwise.
    expect(Object.keys(answersIn((await player.get(`/e/${eventId}/deck?id=${(await owner.get('/api/me')).json().user_id}`)).body))).not.toContain(
      expect.stringContaining('user_id='),
    );
    const library = answersIn((await owner.get('/library')).body);
    expect(library['/api/decks/library']).toEqual((await owner.get('/api/decks/library')).json());
    expect(library['/api/events']).toEqual((await owner.get('/api/events')).json());
    // Signed out: who is signed in (no one) and the event as anyone sees it, nothing the API refuses.
    const anonymous = answersIn((await t.anonymous().get(`/e/${eventId}/deck`)).body);
    expect(anonymous).toEqual({ '/api/me': (await t.anonymous().get('/api/me')).json(), [`/api/events/${eventId}`]: (await t.anonymous().get(`/api/events/${eventId}`)).json() });
  });

  it('keeps an answer that could close its script as text, and links an answer too large to send inside the page', async () => {
    const owner = await t.signedIn('answers-owner@example.test');
    const name = '</script><script>alert(1)</script>';
    const eventId = (await owner.post('/api/events', { event_name: name, format: 'modern', event_date: new Date().toISOString().slice(0, 10) })).json().event_id as string;
    const html = (await owner.get(`/e/${eventId}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect((answersIn(html)[`/api/events/${eventId}`] as { event_name: string }).event_name).toBe(name);
    // A long list (its answer over 32 kB) is fetched as before, started by the page's link.
    const list = Array.from({ length: 60 }, (_, i) => `4 Card Name Number ${i} With A Long Name To Fill The List`).join('\n');
    const player = await t.signedIn('answers-player@example.test');
    for (let i = 0; i < 10; i++) await player.post('/api/decks/library', { deck_name: `Long ${i}`, format: 'modern', decklist_text: list });
    const library = (await player.get('/library')).body;
    expect((await player.get('/api/decks/library')).rawPayload.length).toBeGreaterThan(32_000);
    expect(linkedAnswers(library)).toContain('/api/decks/library');
    expect(answersIn(library)).not.toHaveProperty('/api/decks/library');
    // Known to be too large, it is linked on the next loads without being read and dropped again.
    const read: string[] = [];
    const inject = t.app.inject.bind(t.app);
    t.app.inject = ((options: { url: string }) => {
      read.push(options.url);
      return inject(options as never);
    }) as typeof t.app.inject;
    try {
      const again = (await player.get('/library')).body;
      expect(linkedAnswers(again)).toContain('/api/decks/library');
      expect(read).toEqual(['/library', '/api/me', '/api/events']);
    } finally {
      t.app.inject = inject;
    }
  });

  it("builds a caller's pages with their answers a few at a time and 60 a minute; past that the page links them", async () => {
    const reader = await t.signedIn('page-reloader@example.test');
    const answered = async () => {
      const html = (await reader.get('/library')).body;
      expect(html).toContain('</head>');
      return Object.keys(answersIn(html)).length > 0;
    };
    for (let i = 0; i < 60; i++) expect(await answered(), `page ${i + 1}`).toBe(true);
    const past = (await reader.get('/library')).body;
    expect(answersIn(past)).toEqual({});
    expect(linkedAnswers(past)).toEqual(['/api/me', '/api/decks/library', '/api/events']);
    // Another caller on the same address is not held back by this one.
    expect(answersIn((await (await t.signedIn('page-neighbour@example.test')).get('/library')).body)).toHaveProperty('/api/me');
    t.clock.advance(60_000);
    expect(await answered()).toBe(true);

    // Twelve loads at once: two are built with answers at a time, the others go out with links at once.
    const crowd = await t.signedIn('page-crowd@example.test');
    const pages = await Promise.all(Array.from({ length: 12 }, async () => (await crowd.get('/library')).body));
    const withAnswers = pages.filter((html) => Object.keys(answersIn(html)).length > 0).length;
    expect(withAnswers).toBeGreaterThanOrEqual(1);
    expect(withAnswers).toBeLessThan(12);
    expect(pages.filter((html) => linkedAnswers(html).includes('/api/me'))).toHaveLength(12 - withAnswers);
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
    const deckAnswer = `/api/events/${eventId}/deck`;
    const answered = (html: string) => Object.keys(answersIn(html));

    const asPlayer = await opened(player);
    expect(preloadedScripts(asPlayer)).toEqual(expect.arrayContaining(deckForm));
    expect(answered(asPlayer)).toEqual(expect.arrayContaining([deckAnswer, `${deckAnswer}/imports`, '/api/decks/library', `/api/events/${eventId}`]));
    expect(preloadedScripts(asPlayer)).not.toContain(fileOf('src/features/events/ManageEvent.tsx'));

    const asVisitor = await opened(visitor);
    expect(preloadedScripts(asVisitor)).toEqual(expect.arrayContaining(deckForm));
    expect(answered(asVisitor)).not.toContain(deckAnswer);

    const asOwner = await opened(owner);
    expect(preloadedScripts(asOwner)).toEqual(expect.arrayContaining([...management, organiserMessages]));
    expect(preloadedScripts(asOwner)).not.toContain(fileOf('src/features/decks/PlayerDeck.tsx'));
    expect(answered(asOwner)).not.toContain(deckAnswer);
    expect(answered(asOwner)).toEqual(expect.arrayContaining([`/api/events/${eventId}`, `/api/events/${eventId}/deck-checks`, `/api/events/${eventId}/publications`, '/api/timers']));

    // Signed out, or with a session that is not one: the event alone.
    for (const html of [await opened(t.anonymous()), (await t.app.inject({ url: `/e/${eventId}`, cookies: { decklist_session: 'x'.repeat(43) } })).body]) {
      expect(preloadedScripts(html)).not.toContain(fileOf('src/features/decks/PlayerDeck.tsx'));
      expect(preloadedScripts(html)).not.toContain(fileOf('src/features/events/ManageEvent.tsx'));
      expect(answered(html)).toEqual(['/api/me', `/api/events/${eventId}`]);
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
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toContain(fileOf('src/app/routes/EventRoute.tsx'));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/e/abc123', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });
});
