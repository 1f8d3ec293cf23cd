import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/api';
import { PHONE, newContext, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const NOT_SENT = 'Not sent yet: no connection. It will be sent as soon as you are back online.';

/** Opens `path` once the service worker controls the page: it has kept the app's files and this page's answers. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load ran before the worker; this one goes through it, which keeps the page and its answers.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function revisionsOf(context: BrowserContext, origin: string, eventId: string) {
  const answer = await context.request.get(`${origin}/api/events/${eventId}/deck/revisions`);
  return ((await answer.json()) as { revisions: unknown[] }).revisions.length;
}

describe('when the network drops', () => {
  const running = useServerAndBrowser();

  it('a player submitting offline at 360 px keeps the page and the list, reloads offline, and the list is sent once when the network is back', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'offline.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Offline Modern');

    const playerContext = await newContext(running.browser, origin, PHONE, { serviceWorkers: 'allow' });
    await signInContext(playerContext, running.server, 'offline.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await openControlled(player, `/e/${eventId}`);
    await player.getByLabel('Player Name').fill('Olga Offline');
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(LIST);

    await playerContext.setOffline(true);
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText(NOT_SENT).waitFor();
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(LIST);

    // Reloaded with no network: the event's page from what the device kept, says how old it is, and the
    // list still waits to be sent (the first try may have reached the server: its key is kept with it).
    await player.reload();
    await player.getByRole('heading', { name: 'Offline Modern' }).waitFor();
    await player.getByText(/^Offline: showing what this device last saw at \d{1,2}:\d{2}/).waitFor();
    await player.getByText(NOT_SENT).waitFor();
    await player.getByRole('button', { name: 'Restore' }).click();
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(LIST);

    // Back online: sent by itself, once.
    await playerContext.setOffline(false);
    await player.getByText('Your deck has been submitted').waitFor({ timeout: 15_000 });
    expect(await revisionsOf(playerContext, origin, eventId)).toBe(1);
    expect(await player.getByText(/^Offline: showing/).count()).toBe(0);

    // Logging out forgets the answers and pages the device kept of this account, and its drafts.
    const kept = () =>
      player.evaluate(async () => {
        const urls = await Promise.all(['decklist-api', 'decklist-pages'].map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
        return [...urls.flat(), ...Object.keys(localStorage).filter((key) => key.startsWith('decklist-draft:') || key.startsWith('decklist-unsent:'))];
      });
    expect((await kept()).some((url) => url.includes(`/e/${eventId}`) || url.includes(`/api/events/${eventId}`))).toBe(true);
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(`${LIST}\n\n1 Blood Moon`);
    await player.goto('/login');
    await player.getByRole('button', { name: 'Log out', exact: true }).click();
    await player.getByRole('button', { name: 'Send Code', exact: true }).waitFor();
    expect((await kept()).filter((entry) => entry.includes(eventId) || entry.startsWith('decklist-'))).toEqual([]);
    expect(errors).toEqual([]);
    await playerContext.close();
    await ownerContext.close();
  });
});
