import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { measurePageLoad } from './measure';
import { formatTable, routeSize, writeJson, type RouteSize } from './report';
import { BUDGETS, ROUTES, seedScene, type Scene } from './routes';

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
          ready: route.ready,
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
});
