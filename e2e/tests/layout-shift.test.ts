import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { ROUTES, seedScene, type Scene, inEnglish } from '../size/routes';

/** The main pages, each in the state a user meets it. */
const MAIN_PAGES = [
  '/ (signed out)',
  '/ (signed in, event list)',
  '/login',
  '/e/{id} (player, deck form)',
  '/e/{id} (player, deck submitted)',
  '/e/{id} (owner, management)',
  '/e/{id}/deck?id= (organiser)',
  '/library',
  '/library/deck/{id}',
  '/timers/{id} (owner)',
  '/timers/{id}/view (signed out display)',
];
const MAX_SHIFT = 0.05;
/** Every API answer arrives this late, after the page has drawn what it can without it. */
const API_DELAY_MS = 700;

// Cumulative layout shift while a page loads on a slow phone connection, as Chromium reports it
// (PerformanceObserver 'layout-shift', shifts after user input excluded), until the page is ready
// and has stayed quiet for a second.
describe('pages do not jump while they load', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;
  const measured: string[] = [];

  beforeAll(async () => {
    // Google sign-in configured, as in production: the login screen then keeps room for its button.
    server = await startServer({ GOOGLE_CLIENT_ID: 'layout-shift.apps.googleusercontent.com' });
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });
  afterAll(async () => {
    console.log(`layout shift while loading (phone, slow network, API answers ${API_DELAY_MS} ms late):\n${measured.join('\n')}`);
    await browser?.close();
    await server?.stop();
  });

  for (const name of MAIN_PAGES) {
    const route = ROUTES.find((r) => r.name === name);
    if (!route) throw new Error(`no route named ${name}`);
    it(`${name}: layout shift at most ${MAX_SHIFT}`, async () => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        ...(route.as === 'signed out' ? {} : { storageState: scene.sessions[route.as] }),
      });
      try {
        await context.addInitScript(() => {
          const shifts: { value: number; sources: string[] }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          const describe = (node: Node | null) => {
            if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
            const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
            return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''} "${label}"`;
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] }[]) {
              if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort());
        await page.route('**/api/**', async (request) => {
          await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
          await request.continue();
        });
        const cdp = await context.newCDPSession(page);
        // A phone on a busy hall's network: 150 ms round trips, 1.6 Mbit/s down.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
        await page.goto(route.path(scene));
        await route.ready(page, inEnglish);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        measured.push(`  ${name}: ${total.toFixed(3)}`);
        expect(total, `shifts: ${JSON.stringify(shifts.filter((s) => s.value > 0.001))}`).toBeLessThanOrEqual(MAX_SHIFT);
      } finally {
        await context.close();
      }
    });
  }
});
