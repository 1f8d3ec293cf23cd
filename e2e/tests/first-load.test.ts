import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../helpers/browser';
import { builtFileOf } from '../helpers/built-files';
import { startServer, type RunningServer } from '../helpers/server';
import { ROUTES, seedScene, type Scene, inEnglish } from '../size/routes';

// The page's main requests start while its code downloads (not after), and nothing is asked twice.
describe('first load of a page', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function load(routeName: string) {
    const route = ROUTES.find((r) => r.name === routeName)!;
    const as = route.as as 'player' | 'owner';
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, storageState: scene.sessions[as] });
    try {
      const page = await context.newPage();
      const requests: { url: string; at: number }[] = [];
      const chunksDone: { url: string; at: number }[] = [];
      const chunksAsked: { url: string; at: number }[] = [];
      const started = Date.now();
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        requests.push({ url: url.pathname + url.search, at: Date.now() - started });
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) chunksAsked.push({ url: url.pathname, at: Date.now() - started });
      });
      page.on('requestfinished', (request: Request) => {
        if (request.url().includes('/assets/') && request.url().endsWith('.js')) chunksDone.push({ url: request.url(), at: Date.now() - started });
      });
      await page.goto(route.path(scene));
      await route.ready(page, inEnglish);
      await page.waitForLoadState('networkidle');
      return { api: requests.filter((r) => r.url.startsWith('/api/')), chunksDone, chunksAsked };
    } finally {
      await context.close();
    }
  }

  it('asks for the event while the page\'s code loads, once', async () => {
    const { api, chunksDone } = await load('/e/{id} (player, deck submitted)');
    const count = (url: string) => api.filter((r) => r.url === url).length;
    expect(count('/api/me')).toBe(1);
    expect(count(`/api/events/${scene.eventId}`)).toBe(1);
    expect(count(`/api/events/${scene.eventId}/deck`)).toBe(1);
    // It went out before the page's own code (its lazy chunk) had arrived.
    const pageChunk = chunksDone.find((c) => c.url.endsWith(builtFileOf('src/app/routes/EventRoute.tsx')));
    expect(pageChunk, chunksDone.map((c) => c.url).join(', ')).toBeDefined();
    expect(api.find((r) => r.url === `/api/events/${scene.eventId}`)!.at).toBeLessThanOrEqual(pageChunk!.at);
  });

  it("asks for the event route's chunk and the event with the app's code (from the HTML), not after it has run", async () => {
    const { api, chunksDone, chunksAsked } = await load('/e/{id} (player, deck submitted)');
    const mainDone = chunksDone.find((c) => c.url.endsWith(builtFileOf('src/main.tsx')));
    const routeAsked = chunksAsked.find((c) => c.url === builtFileOf('src/app/routes/EventRoute.tsx'));
    expect(mainDone && routeAsked, chunksAsked.map((c) => c.url).join(', ')).toBeTruthy();
    expect(routeAsked!.at).toBeLessThanOrEqual(mainDone!.at);
    expect(api.find((r) => r.url === `/api/events/${scene.eventId}`)!.at).toBeLessThanOrEqual(mainDone!.at);
    // Each chunk once: the preload links and the app's own imports meet in the browser's module map.
    const urls = chunksAsked.map((c) => c.url);
    expect(urls.length).toBe(new Set(urls).size);
  });

  it("asks for the player's own deck on the deck page while its code loads, once", async () => {
    const { api, chunksDone } = await load('/e/{id}/deck (player)');
    expect(api.filter((r) => r.url === `/api/events/${scene.eventId}/deck`)).toHaveLength(1);
    const pageChunk = chunksDone.find((c) => c.url.endsWith(builtFileOf('src/app/routes/DeckRoute.tsx')));
    expect(pageChunk, chunksDone.map((c) => c.url).join(', ')).toBeDefined();
    expect(api.find((r) => r.url === `/api/events/${scene.eventId}/deck`)!.at).toBeLessThanOrEqual(pageChunk!.at);
  });

  it("asks for the deck a judge opens (?id=) once, with the event", async () => {
    const { api } = await load('/e/{id}/deck?id= (organiser)');
    expect(api.filter((r) => r.url === `/api/events/${scene.eventId}/deck?user_id=${scene.playerId}`)).toHaveLength(1);
    expect(api.filter((r) => r.url === `/api/events/${scene.eventId}`)).toHaveLength(1);
  });
});
