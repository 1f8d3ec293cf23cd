import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

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
  beforeAll(async () => {
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No web build in ${dist}: run npm run build first`);
    manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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
  const preloadedScripts = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

  it("names every chunk of the event route that the app's entry does not load, and the event's answer", async () => {
    const html = await page('/e/abc123');
    const entry = chunkFiles('index.html');
    const route = [...chunkFiles('src/app/routes/EventRoute.tsx')].filter((file) => !entry.has(file));
    expect(route.some((file) => /EventRoute-[^/]+\.js$/.test(file))).toBe(true);
    // Vite's own links for the entry come first; ours add the route's chunks, each once, nothing else.
    const ours = preloadedScripts(html).filter((file) => !entry.has(file!));
    expect(ours.sort()).toEqual(route.sort());
    for (const file of ours) expect(fs.existsSync(path.join(dist, file!)), file).toBe(true);
    expect(html).toContain('<link rel="preload" href="/api/events/abc123" as="fetch" crossorigin="anonymous">');
    expect(html.indexOf('/api/events/abc123')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the deck page's event and deck, the one named by ?id= when there is one", async () => {
    const own = await page('/e/abc123/deck');
    expect(preloadedScripts(own).some((file) => /DeckRoute-[^/]+\.js$/.test(file!))).toBe(true);
    expect(own).toContain('href="/api/events/abc123"');
    expect(own).toContain('href="/api/events/abc123/deck"');
    const review = await page('/e/abc123/deck?id=00000000-0000-4000-8000-00000000002a&sort=name');
    expect(review).toContain('href="/api/events/abc123/deck?user_id=00000000-0000-4000-8000-00000000002a"');
    expect(await page('/library')).toContain('href="/api/decks/library"');
  });

  it('starts the home and sign-in pages\' own chunks with the app, even when the build merged one into a shared chunk', async () => {
    expect(preloadedScripts(await page('/')).some((file) => /HomePage-[^/]+\.js$/.test(file!))).toBe(true);
    expect(preloadedScripts(await page('/login')).some((file) => /LoginPage-[^/]+\.js$/.test(file!))).toBe(true);
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

describe.each(DATABASE_KINDS)("the event and deck pages' part for who is looking (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  const scripts = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([A-Za-z]+)-[^"]+\.js">/g)].map((m) => m[1]);
  // Every page of the app asks for /api/me first (a link of the built index.html): the rest is the page's.
  const data = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]).filter((url) => url !== '/api/me');
  const html = async (client: TestClient, url: string) => {
    const answer = await client.get(url);
    expect(answer.statusCode, url).toBe(200);
    return answer.body;
  };

  it("starts the viewer's own part with the HTML: a player's deck form and deck, the organisers' management and its first requests", async () => {
    const owner = await t.signedIn('preload-owner@example.com');
    const judge = await t.signedIn('preload-judge@example.com');
    const player = await t.signedIn('preload-player@example.com');
    const newcomer = await t.signedIn('preload-newcomer@example.com');
    const stranger = await t.signedIn('preload-stranger@example.com');
    const eventId = (await owner.post('/api/events', { event_name: 'Preload Cup', format: 'modern', event_date: '2026-11-21' })).json().event_id as string;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: 'preload-judge@example.com' })).statusCode).toBe(200);
    const deck = { player_name: 'Pat', deck_name: '', decklist_text: '4 Lightning Bolt\n56 Mountain' };
    expect((await player.post(`/api/events/${eventId}/deck`, deck)).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/players`, { player_name: 'Nia', email: 'preload-newcomer@example.com' })).statusCode).toBe(200);
    const event = `/api/events/${eventId}`;

    const asPlayer = await html(player, `/e/${eventId}`);
    expect(scripts(asPlayer)).toContain('PlayerDeck');
    expect(scripts(asPlayer)).not.toContain('ManageEvent');
    expect(data(asPlayer)).toEqual([event, `${event}/deck`]);
    // A player without a deck yet gets the form's code, but no request that would answer 404.
    const asNewcomer = await html(newcomer, `/e/${eventId}`);
    expect(scripts(asNewcomer)).toContain('PlayerDeck');
    expect(data(asNewcomer)).toEqual([event]);

    const asOwner = await html(owner, `/e/${eventId}`);
    expect(scripts(asOwner)).toEqual(expect.arrayContaining(['ManageEvent', 'PublishLists']));
    expect(scripts(asOwner)).not.toContain('PlayerDeck');
    expect(data(asOwner)).toEqual([event, `${event}/deck-checks`, `${event}/publications`, '/api/timers']);
    const asJudge = await html(judge, `/e/${eventId}`);
    expect(scripts(asJudge)).toContain('ManageEvent');
    expect(data(asJudge)).toEqual([event, `${event}/deck-checks`, `${event}/publications`]);
    const review = await html(judge, `/e/${eventId}/deck?id=${player.userId}`);
    expect(scripts(review)).toContain('OrganiserReview');
    expect(data(review)).toEqual([event, `${event}/deck?user_id=${player.userId}`]);

    // Anyone else, signed out, or with a session that has gone: the route's part only.
    for (const [who, client] of [['stranger', stranger], ['anonymous', t.anonymous()]] as const) {
      const page = await html(client, `/e/${eventId}`);
      expect(scripts(page), who).not.toContain('PlayerDeck');
      expect(scripts(page), who).not.toContain('ManageEvent');
      expect(data(page), who).toEqual([event]);
    }
    const forged = t.anonymous();
    forged.cookies.set('decklist_session', 'x'.repeat(43));
    expect(data(await html(forged, `/e/${eventId}`))).toEqual([event]);
    const answer = await player.get(`/e/${eventId}`);
    expect(answer.headers.vary).toMatch(/cookie/i);
  });
});
