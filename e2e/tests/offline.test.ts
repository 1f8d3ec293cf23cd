import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createEvent, createTimerTournament, submitDeck } from '../helpers/api';
import { PHONE, newContext, signInContext, watchErrors } from '../helpers/browser';
import { cuttableLink } from '../helpers/cuttable-link';
import { useServerAndBrowser } from '../helpers/journey';
import { repoRoot, startServer } from '../helpers/server';

const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const NOT_SENT = 'Not sent yet: no connection. It will be sent as soon as you are back online.';

/** A clock's text as seconds ('49:58' → 2998). */
function shownSeconds(text: string): number {
  const match = /(-?)(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`not a clock: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

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

// The network drops for one device at a time: its pages are offline and its own link to the server is cut
// (helpers/cuttable-link.ts), so its service worker cannot reach the server either; the organiser's and the
// other players' devices keep theirs. The server takes each page's origin as it comes (PUBLIC_URL empty).
describe('when the network drops', () => {
  const running = useServerAndBrowser({ PUBLIC_URL: '' });
  const deviceLink = async () => {
    const link = await cuttableLink(running.server.url);
    return { link, server: { ...running.server, url: link.url } };
  };

  it('a player submitting offline at 360 px keeps the page and the list, reloads offline, and the list is sent once when the network is back', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'offline.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Offline Modern');

    const { link, server } = await deviceLink();
    const playerContext = await newContext(running.browser, link.url, PHONE, { serviceWorkers: 'allow' });
    await signInContext(playerContext, server, 'offline.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await openControlled(player, `/e/${eventId}`);
    await player.getByLabel('Player Name').fill('Olga Offline');
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(LIST);

    await link.down(playerContext);
    // Nothing of this device reaches the server now, whatever asks.
    await expect(fetch(`${link.url}/api/health`)).rejects.toThrow();
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
    await link.up(playerContext);
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
    await link.close();
  });

  it('a display reloaded with no network keeps counting its running clock within a second of the server', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'offline.timers@example.com');
    const { tournamentId } = await createTimerTournament(ownerContext, origin, 'Offline Clocks', [{ clock_name: 'Round 1', minutes: 50, running: true }]);

    const { link } = await deviceLink();
    const tvContext = await newContext(running.browser, link.url, { width: 1280, height: 720 }, { serviceWorkers: 'allow' });
    const tv = await tvContext.newPage();
    await openControlled(tv, `/timers/${tournamentId}/view`);
    const clock = tv.locator('.clock-time');
    await clock.waitFor();

    // The copy the device kept grows old: shown at its own time, it would be seconds behind.
    await tv.waitForTimeout(4000);
    await link.down(tvContext);
    await tv.reload();
    await clock.waitFor();
    // What the server says is left now, against what the display shows at the same moment (it keeps counting).
    for (let i = 0; i < 2; i++) {
      await tv.waitForTimeout(1200);
      const { clocks, server_time } = (await (await ownerContext.request.get(`${origin}/api/timers/${tournamentId}`)).json()) as { clocks: { ms_remaining: number }[]; server_time: number };
      const expected = Math.floor((clocks[0]!.ms_remaining - (Date.now() - server_time)) / 1000);
      expect(Math.abs(shownSeconds((await clock.textContent()) ?? '') - expected)).toBeLessThanOrEqual(1);
    }

    // Another tournament's display, opened for the first time while offline: it says it needs the network
    // once, and shows its clocks by itself when the network returns.
    const other = await createTimerTournament(ownerContext, origin, 'Side Event Clocks', [{ clock_name: 'Side 1', minutes: 30, running: true }]);
    await tv.goto(`/timers/${other.tournamentId}/view`);
    await tv.getByRole('heading', { name: 'This screen needs the network once' }).waitFor();
    await link.up(tvContext);
    await tv.locator('.clock').getByText('Side 1').waitFor({ timeout: 5000 });
    await tvContext.close();
    await ownerContext.close();
    await link.close();
  });

  it('a deploy while a page is open: the page keeps working on its own files, offers the new version, and reloads into it keeping the typed list', async () => {
    // A checkout of its own (hard links of this build), so that the deploy can change its files.
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-deploy-'));
    for (const entry of ['package.json', 'node_modules', 'packages']) {
      expect(spawnSync('cp', ['-al', path.join(repoRoot, entry), checkout], { encoding: 'utf8' }).stderr).toBe('');
    }
    const server = await startServer({}, checkout);
    try {
      const ownerContext = await newContext(running.browser, server.url);
      await signInContext(ownerContext, server, 'deploy.owner@example.com');
      const eventId = await createEvent(ownerContext, server.url, 'Deploy Modern');
      const playerContext = await newContext(running.browser, server.url, PHONE, { serviceWorkers: 'allow' });
      await signInContext(playerContext, server, 'deploy.player@example.com');
      const player = await playerContext.newPage();
      const errors = watchErrors(player);
      await openControlled(player, `/e/${eventId}`);
      await player.getByLabel('Player Name').fill('Dora Deploy');
      await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(LIST);

      // The deploy: a new service worker, and none of the old build's files left on the server.
      const dist = path.join(checkout, 'packages/web/dist');
      const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
      for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(dist, file), { force: true });
      fs.writeFileSync(path.join(dist, 'sw.js'), `${worker}\n// the next build\n`);
      fs.rmSync(path.join(dist, 'assets'), { recursive: true });

      // The new worker waits while the page is open; the page offers it.
      await player.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await player.getByRole('button', { name: 'Reload for the new version' }).click();
      await player.getByRole('heading', { name: 'Deploy Modern' }).waitFor();
      await player.getByRole('button', { name: 'Restore' }).click();
      expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(LIST);
      expect(await player.getByRole('button', { name: 'Reload for the new version' }).count()).toBe(0);
      await player.goto('/library');
      // A page this device never opened, with the old build's files gone from the server: the worker has them.
      await player.getByRole('heading', { name: 'Your saved decks' }).waitFor();
      expect(errors).toEqual([]);
      await playerContext.close();
      await ownerContext.close();
    } finally {
      await server.stop();
      fs.rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('the deadline passing while a submission waits offline: once back online the page says it was NOT submitted, and nothing is saved late', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'offline.deadline.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Offline Deadline');
    const deadline = Date.now() + 10_000;
    await apiPost(ownerContext, origin, `/api/events/${eventId}`, { submission_deadline: new Date(deadline).toISOString() });

    const { link, server } = await deviceLink();
    const playerContext = await newContext(running.browser, link.url, PHONE, { serviceWorkers: 'allow' });
    await signInContext(playerContext, server, 'offline.deadline.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await openControlled(player, `/e/${eventId}`);
    await player.getByLabel('Player Name').fill('Dana Deadline');
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(LIST);
    await link.down(playerContext);
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText(NOT_SENT).waitFor();

    // Offline, the page cannot hear that the server closed submissions: it says the deadline is closing now.
    await player.getByText(/closing now/).waitFor({ timeout: 20_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(deadline);
    // Back online the waiting list goes, and is refused: the page says it was NOT submitted, with the list.
    await link.up(playerContext);
    const notice = player.getByRole('alert').filter({ hasText: 'Your changes were NOT submitted' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toMatch(/The submission deadline \(.+\) passed before you submitted them\./);
    expect(await player.getByRole('textbox', { name: 'Your unsent list (not submitted)' }).inputValue()).toBe(LIST);
    expect((await playerContext.request.get(`${origin}/api/events/${eventId}/deck`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await playerContext.close();
    await ownerContext.close();
    await link.close();
  });

  it("the organiser's page reloaded offline shows the last known players with the offline notice", async () => {
    const origin = running.server.url;
    const { link, server } = await deviceLink();
    const ownerContext = await newContext(running.browser, link.url, { width: 1280, height: 900 }, { serviceWorkers: 'allow' });
    await signInContext(ownerContext, server, 'offline.organiser@example.com');
    const eventId = await createEvent(ownerContext, link.url, 'Offline Management');
    for (const name of ['Pia Player', 'Quinn Player']) {
      const context = await newContext(running.browser, origin);
      await signInContext(context, running.server, `${name.split(' ')[0]!.toLowerCase()}.offline@example.com`);
      await submitDeck(context, origin, eventId, { player_name: name, decklist_text: LIST });
      await context.close();
    }
    const owner = await ownerContext.newPage();
    const errors = watchErrors(owner);
    await openControlled(owner, `/e/${eventId}`);
    await owner.getByText('Quinn Player').first().waitFor();
    await link.down(ownerContext);
    await owner.reload();
    await owner.getByRole('heading', { name: 'Offline Management' }).waitFor();
    await owner.getByText(/^Offline: showing what this device last saw at/).waitFor();
    await owner.getByText('Pia Player').first().waitFor();
    await owner.getByText('Quinn Player').first().waitFor();
    expect(errors).toEqual([]);
    await ownerContext.close();
    await link.close();
  });
});
