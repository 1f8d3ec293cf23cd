// The hall's network drops and returns, in Chromium with the service worker in place:
//   - how long after the network returns a decklist submitted offline reaches the server (no action from
//     the player), over `--runs` runs (median);
//   - what a repeat visit of the player's event page fetches from the network: JS and CSS bytes, and the
//     requests the service worker answered itself.
//
//   npm run build && npm run bench:offline [-- --runs 5]
import { performance } from 'node:perf_hooks';
import type { Response } from 'playwright-core';
import { newContext, PHONE, launchBrowser, signInContext } from '../e2e/helpers/browser';
import { createEvent } from '../e2e/helpers/api';
import { databaseLabel, machineLine, ms, option, percentile, startServer } from './server';

const RUNS = option('runs', 5);
const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';

async function main() {
  console.log('Offline and back');
  console.log(machineLine());
  console.log(`database: ${databaseLabel()}; runs: ${RUNS}`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const ownerContext = await newContext(browser, server.url);
    await signInContext(ownerContext, server, 'bench.offline.owner@example.com');
    const delays: number[] = [];
    const repeat: { jsCssBytes: number; fromWorker: number; fromNetwork: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const eventId = await createEvent(ownerContext, server.url, `Offline bench ${run}`);
      const context = await newContext(browser, server.url, PHONE, { serviceWorkers: 'allow' });
      await signInContext(context, server, `bench.offline.player${run}@example.com`);
      const page = await context.newPage();
      await page.goto(`/e/${eventId}`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForTimeout(1000); // the worker keeps the reader's language once it is in place

      // A repeat visit: what comes from the network, and what the worker answers.
      const visit = { jsCssBytes: 0, fromWorker: 0, fromNetwork: 0 };
      const counting = (response: Response) => {
        if (response.fromServiceWorker()) visit.fromWorker++;
        else {
          visit.fromNetwork++;
          if (/\.(js|css)(\?|$)/.test(new URL(response.url()).pathname)) void response.body().then((body) => (visit.jsCssBytes += body.length), () => undefined);
        }
      };
      page.on('response', counting);
      await page.reload();
      await page.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor();
      await page.waitForTimeout(500);
      page.off('response', counting);
      repeat.push(visit);

      // Submitted offline; the network returns; the server gets it.
      await page.getByLabel('Player Name').fill('Bench Offline');
      await page.getByRole('textbox', { name: 'Decklist', exact: true }).fill(LIST);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Submit Decklist' }).click();
      await page.getByText('Not sent yet').waitFor();
      const arrived = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/events/${eventId}/deck`);
      const back = performance.now();
      await context.setOffline(false);
      const request = await arrived;
      await request.response();
      delays.push(performance.now() - back);
      await context.close();
    }
    const median = (values: number[]) => percentile(values, 50);
    console.log(`an offline submission reached the server ${ms(median(delays))} after the network returned (median of ${RUNS}; max ${ms(Math.max(...delays))})`);
    console.log(
      `a repeat visit of the event page: JS and CSS from the network ${median(repeat.map((r) => r.jsCssBytes))} bytes; answered by the service worker ${median(repeat.map((r) => r.fromWorker))} requests, by the network ${median(repeat.map((r) => r.fromNetwork))} (medians)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
