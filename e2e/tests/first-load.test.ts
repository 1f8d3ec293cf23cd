import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../helpers/browser';
import { builtFileOf } from '../helpers/built-files';
import { startServer, type RunningServer } from '../helpers/server';
import { ROUTES, seedScene, type Scene, inEnglish } from '../size/routes';

// The page's main API answers come inside its HTML (no request for them), its code starts with the HTML, nothing is
// asked twice, and the first thing the app shows is the page itself, not a loading screen.
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
      // Whether a loading screen (its spinner, labelled Loading) was ever in the page.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[aria-label="Loading"]')) (window as unknown as { sawLoading: boolean }).sawLoading = true;
        }).observe(document, { subtree: true, childList: true });
      });
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
      const sawLoading = await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading === true);
      return { api: requests.filter((r) => r.url.startsWith('/api/')), chunksDone, chunksAsked, sawLoading };
    } finally {
      await context.close();
    }
  }

  it("brings a player's event page its answers in the HTML: it asks the API for none of them, and renders the page at once", async () => {
    const { api, sawLoading } = await load('/e/{id} (player, deck submitted)');
    const event = `/api/events/${scene.eventId}`;
    for (const url of ['/api/me', event, `${event}/deck`, `${event}/deck/imports`, '/api/decks/library']) {
      expect(api.filter((r) => r.url === url), url).toHaveLength(0);
    }
    expect(sawLoading).toBe(false);
  });

  it("asks for the event route's chunk and the event with the app's code (from the HTML), not after it has run", async () => {
    const { api, chunksDone, chunksAsked } = await load('/e/{id} (player, deck submitted)');
    const mainDone = chunksDone.find((c) => c.url.endsWith(builtFileOf('src/main.tsx')));
    const routeAsked = chunksAsked.find((c) => c.url === builtFileOf('src/app/routes/EventRoute.tsx'));
    expect(mainDone && routeAsked, chunksAsked.map((c) => c.url).join(', ')).toBeTruthy();
    expect(routeAsked!.at).toBeLessThanOrEqual(mainDone!.at);
    const deckFormAsked = chunksAsked.find((c) => c.url === builtFileOf('src/features/decks/PlayerDeck.tsx'));
    expect(deckFormAsked!.at).toBeLessThanOrEqual(mainDone!.at);
    expect(api).toEqual([]);
    // Each chunk once: the preload links and the app's own imports meet in the browser's module map.
    const urls = chunksAsked.map((c) => c.url);
    expect(urls.length).toBe(new Set(urls).size);
  });

  it("brings the deck page its player's deck, and a judge's review (?id=) the deck it opens, in the HTML", async () => {
    const own = await load('/e/{id}/deck (player)');
    const event = `/api/events/${scene.eventId}`;
    expect(own.api.filter((r) => r.url === event || r.url === `${event}/deck` || r.url === '/api/me')).toEqual([]);
    expect(own.sawLoading).toBe(false);
    const review = await load('/e/{id}/deck?id= (organiser)');
    expect(review.api.filter((r) => r.url === `/api/events/${scene.eventId}/deck?user_id=${scene.playerId}`)).toHaveLength(0);
    expect(review.api.filter((r) => r.url === `/api/events/${scene.eventId}`)).toHaveLength(0);
    expect(review.sawLoading).toBe(false);
  });
});
