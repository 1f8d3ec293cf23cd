// Two instances on one PostgreSQL behind Debian's nginx, configured as docs/deployment.md says.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../packages/server/test/helpers/smtp';
import { apiPost, createEvent, createTimerTournament } from '../helpers/api';
import { launchBrowser, newContext, signInContext } from '../helpers/browser';
import { NGINX_PATH, startNginx, type RunningNginx } from '../helpers/nginx';
import { createScratchDatabase } from '../helpers/scratch-database';
import { freePort, startServer, type RunningServer } from '../helpers/server';

const adminUrl = process.env.TEST_DATABASE_URL;
const TV = { width: 1280, height: 720 };
const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const PAST_DEADLINE = 'This tournament is past its decklist submission deadline.';

const liveSockets = async (server: RunningServer) =>
  ((await (await fetch(`${server.url}/api/health`)).json()) as { live_sockets: number }).live_sockets;

/** The seconds a display shows for its only running clock, or undefined. */
const shownSeconds = async (page: Page) => {
  const text = await page.locator('.clock-time').first().textContent({ timeout: 1000 }).catch(() => null);
  if (!text) return undefined;
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
};

// Outside CI a machine without PostgreSQL or nginx skips this; in CI their absence is a failure.
describe.runIf(process.env.CI === 'true' || (adminUrl && fs.existsSync(NGINX_PATH)))('two instances behind nginx', () => {
  let smtp: SmtpSink;
  let nginx: RunningNginx;
  let servers: RunningServer[] = [];
  let browser: Browser;
  let env: Record<string, string>;

  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, 'decklist_nginx');
    smtp = await startSmtpSink();
    const nginxPort = await freePort();
    env = {
      DATABASE_URL: scratch.url,
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    };
    // One after the other: the first applies the migrations.
    servers = [await startServer(env), await startServer(env)];
    nginx = await startNginx(
      servers.map((s) => s.url),
      nginxPort,
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    for (const server of servers) await server.stop();
    await smtp?.close();
    await scratch?.drop();
  });

  it('carries clock changes across instances, and keeps working when one instance is killed', async () => {
    const site = { url: nginx.url, smtp } as RunningServer; // sign-ins go through nginx
    const ownerContext = await newContext(browser, nginx.url);
    await signInContext(ownerContext, site, 'nginx.owner@example.com');
    const { tournamentId, clockIds } = await createTimerTournament(ownerContext, nginx.url, 'Behind nginx', [
      { clock_name: 'Round 1', minutes: 50, running: true },
    ]);
    const clockUrl = `/api/timers/${tournamentId}/clocks/${clockIds[0]}`;

    // Displays through nginx until each instance holds at least one.
    const displays: { page: Page; instance: number }[] = [];
    while (displays.length < 6 && new Set(displays.map((d) => d.instance)).size < 2) {
      const before = await Promise.all(servers.map(liveSockets));
      const page = await (await newContext(browser, nginx.url, TV)).newPage();
      await page.goto(`/timers/${tournamentId}/view`);
      await page.locator('.clock-time').waitFor();
      let instance = -1;
      await expect
        .poll(async () => {
          const after = await Promise.all(servers.map(liveSockets));
          instance = after.findIndex((n, i) => n > before[i]!);
          return instance;
        })
        .toBeGreaterThanOrEqual(0);
      displays.push({ page, instance });
    }
    expect(new Set(displays.map((d) => d.instance)).size).toBe(2);

    /** Adjusts the clock through nginx; every display must show the new time (within 2 s) before `timeoutMs`. */
    const adjustAndCheck = async (msAdjustment: number, timeoutMs: number) => {
      const changed = await apiPost<{ ms_remaining: number; server_time: number }>(ownerContext, nginx.url, `${clockUrl}/adjust`, {
        ms_adjustment: msAdjustment,
      });
      const expected = () => (changed.ms_remaining - (Date.now() - changed.server_time)) / 1000;
      for (const { page } of displays) {
        await expect.poll(async () => Math.abs(((await shownSeconds(page)) ?? -1e6) - expected()), { timeout: timeoutMs }).toBeLessThanOrEqual(2);
      }
    };

    // Changes made through nginx reach the displays on both instances, whichever instance takes them.
    // nginx takes turns, but a display's late request (a chunk, an icon) can take a turn between two
    // changes, so changes go on until each instance has handled one (its log line may come a moment later).
    const handled = (server: RunningServer) => server.logs.join('').split(`${clockUrl}/adjust`).length - 1;
    const bothHandled = () => servers.every((server) => handled(server) >= 1);
    for (let change = 0; change < 2 || (change < 8 && !bothHandled()); change++) {
      await adjustAndCheck(-60_000, 1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await expect.poll(() => servers.map(handled).every((n) => n >= 1), { timeout: 3000 }).toBe(true);

    // Players submit through nginx.
    const eventId = await createEvent(ownerContext, nginx.url, 'Behind nginx Modern');
    const players: BrowserContext[] = [];
    for (let i = 0; i < 4; i++) {
      const context = await newContext(browser, nginx.url);
      await signInContext(context, site, `nginx.player${i}@example.com`);
      players.push(context);
    }
    const submitAll = async (deckName: string) => {
      for (const [i, context] of players.entries()) {
        await apiPost(context, nginx.url, `/api/events/${eventId}/deck`, { player_name: `Player ${i}`, deck_name: deckName, decklist_text: LIST });
      }
    };
    await submitAll('before');

    // One instance dies without a word; the site goes on.
    const victim = displays[0]!.instance;
    servers[victim]!.process.kill('SIGKILL');
    await new Promise((resolve) => servers[victim]!.process.once('exit', resolve));
    await submitAll('after'); // apiPost throws on any failure
    await adjustAndCheck(-600_000, 5000);
    const survivor = servers[1 - victim]!;
    expect(await liveSockets(survivor)).toBeGreaterThanOrEqual(displays.length);

    await ownerContext.close();
    for (const context of players) await context.close();
  });

  it('closes submissions at the deadline with both instances running, and when the deadline passed while the site was down', async () => {
    // The instance killed above comes back where nginx expects it.
    for (const [i, server] of servers.entries()) {
      if (server.process.exitCode !== null || server.process.signalCode !== null) {
        await server.stop();
        servers[i] = await startServer({ ...env, PORT: new URL(server.url).port });
      }
    }
    const site = { url: nginx.url, smtp } as RunningServer;
    const ownerContext = await newContext(browser, nginx.url);
    await signInContext(ownerContext, site, 'nginx.deadline.owner@example.com');
    const eventId = await createEvent(ownerContext, nginx.url, 'Deadline behind nginx');
    const playerContext = await newContext(browser, nginx.url);
    await signInContext(playerContext, site, 'nginx.deadline.player@example.com');
    const player = await playerContext.newPage();
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await decklist.waitFor();
    const status = async () => {
      const answer = await ownerContext.request.get(`${nginx.url}/api/events/${eventId}`);
      return answer.ok() ? ((await answer.json()) as { status: string }).status : `HTTP ${answer.status()}`;
    };

    // Both instances look for passed deadlines; one closes the event and the open page hears it, live.
    const deadline = Date.now() + 5000;
    await apiPost(ownerContext, nginx.url, `/api/events/${eventId}`, { submission_deadline: new Date(deadline).toISOString() });
    await player.getByText(PAST_DEADLINE).waitFor({ timeout: 15_000 });
    expect(Date.now() - deadline).toBeLessThan(5000);
    expect(await status()).toBe('closed');

    // Moved ahead (which reopens), then the whole site is down while the new deadline passes.
    const later = Date.now() + 4000;
    await apiPost(ownerContext, nginx.url, `/api/events/${eventId}`, { submission_deadline: new Date(later).toISOString() });
    await decklist.waitFor({ timeout: 10_000 });
    for (const server of servers) await server.stop();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, later - Date.now()) + 500));
    for (const [i, server] of servers.entries()) servers[i] = await startServer({ ...env, PORT: new URL(server.url).port });

    // Back up, the site has closed the event by itself (nginx may count both instances down for a few seconds).
    await expect.poll(status, { timeout: 30_000 }).toBe('closed');
    await player.getByText(PAST_DEADLINE).waitFor({ timeout: 30_000 });
    const late = await playerContext.request.post(`${nginx.url}/api/events/${eventId}/deck`, {
      data: { player_name: 'Late', deck_name: '', decklist_text: LIST },
      headers: { origin: nginx.url },
    });
    expect(late.status()).toBe(403);
    expect(((await late.json()) as { detail: string }).detail).toMatch(/^Submissions closed at the submission deadline \(/);

    await ownerContext.close();
    await playerContext.close();
  });
});
