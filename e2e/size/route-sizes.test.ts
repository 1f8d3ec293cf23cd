import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { translator } from '../helpers/catalogue';
import { measurePageLoad } from './measure';
import { formatTable, routeSize, writeJson, type RouteSize } from './report';
import { BUDGETS, inEnglish, ROUTES, seedScene, type Scene } from './routes';

const OTHER_LANGUAGES = ['de', 'fr', 'es', 'it', 'pt-BR', 'ja'];
/** The catalogue chunks Vite names after their language file (de.po becomes /assets/de-<hash>.js). */
const CATALOGUE = /^\/assets\/(en|de|fr|es|it|pt-BR|ja)-[\w-]{8}\.js$/;
/** The heaviest pages (within a few kB of the budget in English), and the hall's display. */
const LANGUAGE_ROUTES = [
  '/e/{id} (player, deck form)',
  '/e/{id} (player, deck submitted)',
  '/e/{id} (owner, management)',
  '/e/{id}/deck?id= (organiser)',
  '/e/{id}/deck (player)',
  '/e/new',
  '/timers/{id} (owner)',
  '/timers/{id}/view (signed out display)',
];

const reportFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/route-sizes.json');

// Each route is loaded cold in its own browser context against the built server; one test per
// route, so a failure names the route. The whole table is printed and saved at the end.
describe('first load of every route, measured in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;
  const rows: RouteSize[] = [];
  const unmeasured: { route: string; error: string }[] = [];

  beforeAll(async () => {
    // Google sign-in configured, as in production: the login screen then loads its Google part.
    server = await startServer({ GOOGLE_CLIENT_ID: 'size-check.apps.googleusercontent.com' });
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });

  afterAll(async () => {
    if (rows.length > 0 || unmeasured.length > 0) {
      const order = (name: string) => ROUTES.findIndex((r) => r.name === name);
      rows.sort((a, b) => order(a.route) - order(b.route));
      unmeasured.sort((a, b) => order(a.route) - order(b.route));
      console.log(`\n${formatTable(rows, unmeasured)}\n\nSaved to ${path.relative(process.cwd(), reportFile)}`);
      writeJson(reportFile, rows, unmeasured, BUDGETS);
    }
    await browser?.close();
    await server?.stop();
  });

  for (const route of ROUTES) {
    // Two pages load at a time (each in its own context, so neither shares a cache or a connection).
    it.concurrent(`${route.name} within ${route.budgetKb} kB`, async ({ expect }) => {
      const urlPath = route.path(scene);
      let row: RouteSize;
      try {
        const load = await measurePageLoad(browser, {
          baseURL: server.url,
          path: urlPath,
          ready: (page) => route.ready(page, inEnglish),
          storageState: route.as === 'signed out' ? undefined : scene.sessions[route.as],
        });
        row = routeSize(route, urlPath, load);
      } catch (error) {
        unmeasured.push({ route: route.name, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      rows.push(row);
      expect(row.failed, 'same-origin requests failed').toEqual([]);
      // Chromium accepts Brotli, so every script and stylesheet must have come compressed with it.
      expect(row.files.filter((f) => f.encoding !== 'br').map((f) => f.path), 'sent without Brotli').toEqual([]);
      if (!row.ok) {
        expect.fail(`${route.name} (${urlPath}) loads ${row.total_kb} kB of JS + CSS as sent (JS ${row.js_kb}, CSS ${row.css_kb}): over its ${route.budgetKb} kB budget`);
      }
    });
  }

  // In every other language the pages load the same code with that language's catalogue instead of
  // English's: the heaviest routes are loaded again in each, and must load that catalogue and no other.
  for (const language of OTHER_LANGUAGES) {
    for (const route of ROUTES.filter((r) => LANGUAGE_ROUTES.includes(r.name))) {
      it.concurrent(`${route.name} in ${language} within ${route.budgetKb} kB`, async ({ expect }) => {
        const say = await translator(language);
        const urlPath = route.path(scene);
        const load = await measurePageLoad(browser, {
          baseURL: server.url,
          path: urlPath,
          locale: language,
          ready: (page) => route.ready(page, say),
          storageState: route.as === 'signed out' ? undefined : scene.sessions[route.as],
        });
        const row = routeSize({ ...route, name: `${route.name} [${language}]` }, urlPath, load);
        rows.push(row);
        const catalogues = load.files.map((f) => new URL(f.url).pathname).filter((p) => CATALOGUE.test(p)).map((p) => CATALOGUE.exec(p)![1]);
        // The app's catalogue and the parts the page needs, all in this language.
        expect([...new Set(catalogues)], 'the language catalogues loaded').toEqual([language]);
        expect(row.failed, 'same-origin requests failed').toEqual([]);
        if (!row.ok) expect.fail(`${route.name} in ${language} loads ${row.total_kb} kB of JS + CSS as sent: over its ${route.budgetKb} kB budget`);
      });
    }
  }
});
