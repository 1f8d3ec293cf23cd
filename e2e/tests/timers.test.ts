import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, PHONE, screenshot, signInContext, watchErrors, sidewaysScroll } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

const TV = { width: 1280, height: 720 };
const NARROW_SCREEN = { width: 900, height: 720 };
const GREEN = 'rgb(35, 112, 50)';
const AMBER = 'rgb(245, 159, 0)';
const RED = 'rgb(201, 42, 42)';

/** mm:ss (with an optional minus) as whole seconds. */
const seconds = (text: string) => {
  const match = /^(-?)(\d+):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a clock: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** Records every change of the clock texts matching `selector`, with the wall-clock time it happened. */
async function recordFlips(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const flips: { at: number; text: string }[] = [];
    (window as unknown as { flips: typeof flips }).flips = flips;
    const target = document.querySelector(sel)!;
    flips.push({ at: Date.now(), text: target.textContent ?? '' });
    new MutationObserver(() => flips.push({ at: Date.now(), text: target.textContent ?? '' })).observe(target, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, selector);
}
const flipsOf = (page: Page) => page.evaluate(() => (window as unknown as { flips: { at: number; text: string }[] }).flips);

/** The text of an element at one wall-clock instant (both pages run in one browser, on one clock). */
const textAt = (page: Page, selector: string, at: number) =>
  page.evaluate(
    ([sel, when]) =>
      new Promise<string>((resolve) => {
        const read = () => resolve(document.querySelector(sel as string)!.textContent ?? '');
        setTimeout(read, Math.max(0, (when as number) - Date.now()));
      }),
    [selector, at] as const,
  );

// One server for both journeys; the second ends by stopping it (the display's lost connection).
describe('round timers', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the signed-out prompt, an unknown timer as missing (a failing server with Try Again), and deletes a tournament', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/timers');
    await page.getByText('Please log in to view your tournaments').waitFor();
    await page.getByRole('link', { name: 'Log In' }).waitFor();

    // An unknown id: the timer does not exist (trying again cannot help), and its channel is not asked for again.
    const upgrades: string[] = [];
    page.on('websocket', (socket) => upgrades.push(socket.url()));
    await page.goto('/timers/no-such-tournament/view');
    await page.getByRole('heading', { name: 'This timer does not exist' }).waitFor();
    const opened = upgrades.length;
    await page.waitForTimeout(3000);
    expect(await page.getByText('Reconnecting...').count()).toBe(0);
    expect(upgrades.length, 'sockets opened again for a tournament that does not exist').toBe(opened);
    expect(await page.getByText('Error Loading Tournament Timers').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Full screen' }).count()).toBe(0);

    // A failing server is another matter: Try Again, which then finds out the timer does not exist.
    let attempts = 0;
    await page.route('**/api/timers/no-such-tournament', (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, body: 'down' });
    });
    await page.reload();
    await page.getByText('Error Loading Tournament Timers').waitFor();
    const before = attempts;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => attempts).toBeGreaterThan(before);
    await page.getByText('Error Loading Tournament Timers').waitFor();
    await page.unroute('**/api/timers/no-such-tournament');

    await signInContext(context, server, 'short@example.com');
    await page.goto('/timers/new');
    await page.getByLabel('Tournament Name').fill('Throwaway');
    await page.getByRole('button', { name: 'Create Tournament Timer' }).click();
    await page.getByRole('heading', { name: 'Throwaway' }).waitFor();
    await page.getByRole('button', { name: 'Delete Tournament' }).click();
    await page
      .getByText('Are you sure you want to permanently delete this tournament and all its clocks? This action cannot be undone.')
      .waitFor();
    await page.getByRole('dialog', { name: 'Delete Tournament', exact: true }).getByRole('button', { name: 'Delete Tournament' }).click();
    await page.getByText('You currently have no tournament timers set up.').waitFor();
    await context.close();
  });

  it('an organiser runs clocks from a phone, a judge helps, and a signed-out display follows live', async () => {
    // ---- The organiser, on a 360 px phone, creates a tournament and a clock.
    const organiserContext = await newContext(browser, server.url);
    await signInContext(organiserContext, server, 'organiser@example.com');
    const phone = await organiserContext.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto('/tools');
    await phone.getByRole('link', { name: 'Tournament Timers' }).click();
    await phone.getByRole('heading', { name: 'Round timers for your tournaments' }).waitFor();
    await phone.getByText('Every screen in the hall shows the same time, and judges run the clocks from their phones.').waitFor();
    await phone.getByText('You currently have no tournament timers set up.').waitFor();
    await phone.getByRole('link', { name: 'Create New Tournament' }).click();
    await phone.getByRole('button', { name: 'Create Tournament Timer' }).click();
    await phone.getByText('Tournament name is required').waitFor();
    await phone.getByLabel('Tournament Name').fill('  Saturday RCQ  ');
    await phone.getByRole('button', { name: 'Create Tournament Timer' }).click();
    await phone.getByRole('heading', { name: 'Saturday RCQ' }).waitFor();
    const tournamentId = new URL(phone.url()).pathname.split('/')[2]!;
    expect(tournamentId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await phone.getByText('● Live', { exact: true }).waitFor();

    const durationField = phone.getByLabel('Duration (minutes)');
    expect(await durationField.inputValue()).toBe('50');
    await durationField.fill('0');
    await phone.getByRole('button', { name: 'Add Clock' }).click();
    await phone.getByText('Clock name is required').waitFor();
    await phone.getByText('Duration must be at least 1 minute').waitFor();
    await phone.getByLabel('Clock Name').fill('Round 1');
    await durationField.fill('50');
    await phone.getByRole('button', { name: 'Add Clock' }).click();
    const round1 = phone.getByRole('region', { name: 'Round 1' });
    await round1.getByText('50:00').waitFor();
    await round1.getByText('Paused').waitFor();
    expect(await sidewaysScroll(phone)).toBeLessThanOrEqual(0);

    // On a laptop the page sits in the centred column like every other page: equal margins, not 12 px.
    await phone.setViewportSize({ width: 1280, height: 800 });
    const heading = (await phone.getByRole('heading', { name: 'Saturday RCQ' }).boundingBox())!;
    const role = (await phone.getByText('owner', { exact: true }).first().boundingBox())!;
    expect(heading.x).toBeGreaterThan(60);
    expect(Math.abs(heading.x - (1280 - (role.x + role.width)))).toBeLessThanOrEqual(4);
    await phone.setViewportSize(PHONE);

    // ---- A TV shows the public display, signed out.
    const tvContext = await newContext(browser, server.url, TV);
    const tv = await tvContext.newPage();
    const tvErrors = watchErrors(tv);
    const displayReads: string[] = [];
    tv.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/timers/${tournamentId}`) displayReads.push(request.method());
    });
    await tv.goto(`/timers/${tournamentId}/view`);
    await tv.getByText('No active timers for this tournament at the moment.').waitFor();
    // The display takes its tournament from the channel's first message: no read of its own.
    await tv.waitForTimeout(500);
    expect(displayReads).toEqual([]);
    expect(await tv.getByRole('navigation').count()).toBe(0);
    // A visible full-screen button (double-click is not discoverable), and back out.
    await tv.getByRole('button', { name: 'Full screen' }).click();
    await tv.getByRole('button', { name: 'Exit full screen' }).waitFor();
    expect(await tv.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await tv.getByRole('button', { name: 'Exit full screen' }).click();
    await tv.getByRole('button', { name: 'Full screen' }).waitFor();
    expect(await tv.locator('link[rel=stylesheet][href*="main"], script[src*="main"]').count()).toBe(0);
    const tvClock = tv.locator('.clock-time');

    // Start, pause, adjust and reset reach the display within a second, without a reload.
    const within = { timeout: 1000 };
    await round1.getByRole('button', { name: 'Start' }).click();
    await tvClock.waitFor(within);
    expect(seconds(await tvClock.textContent() ?? '')).toBeGreaterThanOrEqual(2998);
    await round1.getByText('Running', { exact: true }).first().waitFor();

    // Paused (an announcement): the hall still sees the clock, marked paused in words and shape.
    await round1.getByRole('button', { name: 'Pause' }).click();
    await tv.locator('.clock[data-paused]').getByText('❚❚ Paused').waitFor(within);
    await round1.getByRole('button', { name: 'Start' }).click();
    await tv.locator('.clock:not([data-paused])').waitFor(within);

    const beforeAdjust = seconds((await tvClock.textContent()) ?? '');
    await round1.getByRole('button', { name: '−1 min: subtract 1 minute' }).click();
    await tv.waitForFunction(
      (limit) => {
        const [m, s] = document.querySelector('.clock-time')!.textContent!.split(':').map(Number);
        return m! * 60 + s! <= limit;
      },
      beforeAdjust - 60,
      within,
    );
    await round1.getByRole('button', { name: '+30 s: add 30 seconds' }).click();
    await tv.waitForFunction(
      (limit) => {
        const [m, s] = document.querySelector('.clock-time')!.textContent!.split(':').map(Number);
        return m! * 60 + s! >= limit;
      },
      beforeAdjust - 32,
      within,
    );

    await round1.getByRole('button', { name: 'Reset' }).click();
    const resetDialog = phone.getByRole('dialog', { name: 'Reset Clock', exact: true });
    await resetDialog.getByRole('button', { name: 'Reset' }).click();
    await round1.getByText('50:00').waitFor();
    await tv.getByText('No active timers for this tournament at the moment.').waitFor(within);
    await round1.getByRole('button', { name: 'Start' }).click();
    await tvClock.waitFor(within);

    // ---- Both screens show the same mm:ss at the same instant, and flip to the next second together.
    const phoneTime = round1.getByTestId('clock-time');
    await recordFlips(phone, '[data-testid="clock-time"]');
    await recordFlips(tv, '.clock-time');
    const samples = [1, 2, 3].map((k) => Date.now() + 400 + k * 700);
    const [fromPhone, fromTv] = await Promise.all([
      Promise.all(samples.map((at) => textAt(phone, '[data-testid="clock-time"]', at))),
      Promise.all(samples.map((at) => textAt(tv, '.clock-time', at))),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [phoneFlips, tvFlips] = await Promise.all([flipsOf(phone), flipsOf(tv)]);
    const flipGaps = phoneFlips.slice(1).flatMap((flip) => {
      const other = tvFlips.slice(1).find((f) => f.text === flip.text);
      return other ? [Math.abs(other.at - flip.at)] : [];
    });
    expect(flipGaps.length).toBeGreaterThanOrEqual(2);
    console.log(`phone and display flipped seconds ${flipGaps.map((gap) => `${gap} ms`).join(', ')} apart`);
    expect(Math.max(...flipGaps)).toBeLessThan(50); // they flip together
    // Sampled at one instant they agree (unless that instant fell within those few ms of a flip).
    samples.forEach((at, i) => {
      const nearFlip = [...phoneFlips, ...tvFlips].some((flip) => Math.abs(flip.at - at) < 50);
      if (!nearFlip) expect(fromPhone[i]).toBe(fromTv[i]);
    });
    expect(fromPhone.filter((text, i) => text === fromTv[i]).length).toBeGreaterThanOrEqual(2);
    expect(await phoneTime.textContent()).toMatch(/^49:5\d$/);

    // ---- The public link: copied with a confirmation for 2 s.
    await phone.getByRole('button', { name: 'Copy Link' }).click();
    await phone.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/timers/${tournamentId}/view`);
    await phone.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 3000 });
    expect(await phone.getByRole('link', { name: 'Open Display' }).getAttribute('href')).toBe(`${server.url}/timers/${tournamentId}/view`);

    // ---- The organiser switches the display's chime on; the choice survives a reload.
    const chime = tv.getByRole('button', { name: /^Chime at 00:00/ });
    expect(await chime.getAttribute('aria-pressed')).toBe('false');
    await chime.click();
    await tv.getByRole('button', { name: 'Chime at 00:00: on' }).waitFor();
    await tv.reload();
    await tvClock.waitFor();
    expect(await chime.getAttribute('aria-pressed')).toBe('true');

    // ---- The owner adds a judge by e-mail; the judge signs in with it and runs the clocks too.
    const managerForm = phone.getByRole('form', { name: 'Add manager' });
    await phone.getByRole('button', { name: 'Add Manager' }).click();
    await phone.getByText('Name is required').waitFor();
    await phone.getByText('Email is required').waitFor();
    await managerForm.getByLabel('Name').fill('Jo Judge');
    await managerForm.getByLabel('Email').fill('not-an-address');
    await phone.getByRole('button', { name: 'Add Manager' }).click();
    await phone.getByText('Invalid email address').waitFor();
    await managerForm.getByLabel('Email').fill('Judge@Example.com');
    await phone.getByRole('button', { name: 'Add Manager' }).click();
    await phone.getByRole('button', { name: 'Remove Jo Judge' }).waitFor();

    const judgeContext = await newContext(browser, server.url);
    await signInContext(judgeContext, server, 'judge@example.com');
    const judge = await judgeContext.newPage();
    const judgeErrors = watchErrors(judge);
    const tournamentReads: string[] = [];
    judge.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/timers/${tournamentId}`) tournamentReads.push(request.method());
    });
    await judge.goto('/timers');
    await judge.getByRole('link', { name: 'Saturday RCQ' }).click();
    await judge.getByRole('heading', { name: 'Saturday RCQ' }).waitFor();
    await judge.getByText('● Live', { exact: true }).waitFor();
    await judge.waitForTimeout(500);
    expect(tournamentReads, 'the manager page reads its tournament once, after its channel opened').toEqual(['GET']);
    expect(await judge.getByRole('heading', { name: 'Managers' }).count()).toBe(0);
    expect(await judge.getByRole('button', { name: 'Delete Tournament' }).count()).toBe(0);

    // A clock the judge adds appears on the organiser's phone (messages from other sessions apply).
    await judge.getByLabel('Clock Name').fill('Side event');
    await judge.getByLabel('Duration (minutes)').fill('1');
    await judge.getByRole('button', { name: 'Add Clock' }).click();
    await phone.getByRole('region', { name: 'Side event' }).getByText('01:00').waitFor(within);

    // ---- Colours, words and the column rule on the display at two widths.
    const sideEvent = judge.getByRole('region', { name: 'Side event' });
    await sideEvent.getByRole('button', { name: 'Start' }).click();
    const api = (path: string, data?: object) =>
      organiserContext.request.post(`${server.url}/api/timers/${tournamentId}${path}`, { data, headers: { origin: server.url } });
    const overtime = (await (await api('/clocks', { clock_name: 'Overtime', duration_seconds: 60 })).json()).clock_id as string;
    await api(`/clocks/${overtime}/adjust`, { ms_adjustment: -70_000 });
    await api(`/clocks/${overtime}`, { is_running: true });

    const tvClocks = tv.locator('.clock');
    await tv.waitForFunction(() => document.querySelectorAll('.clock').length === 3, undefined, within);
    const looks = () =>
      tvClocks.evaluateAll((sections) =>
        sections.map((section) => ({
          name: section.querySelector('.clock-name')!.textContent,
          tone: (section as HTMLElement).dataset.tone,
          background: getComputedStyle(section).backgroundColor,
          animation: getComputedStyle(section).animationName,
          words: section.querySelector('.clock-state')!.textContent,
        })),
      );
    expect(await looks()).toEqual([
      { name: 'Round 1', tone: 'normal', background: GREEN, animation: 'none', words: '● On time' },
      { name: 'Side event', tone: 'warning', background: AMBER, animation: 'none', words: '▲ Under 5 minutes' },
      { name: 'Overtime', tone: 'expired', background: RED, animation: 'shake', words: '■ Time is up' },
    ]);
    expect(await tv.locator('.clock[data-tone=expired] .clock-time').textContent()).toMatch(/^-00:1\d$/);
    const columns = () => tv.locator('.clocks').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(2);
    await screenshot(tv, 'timers-display-tv');
    await tv.setViewportSize(NARROW_SCREEN);
    expect(await columns()).toBe(1);
    await tv.setViewportSize(TV);
    expect(await columns()).toBe(2);
    // Paused, the overtime clock stays on the hall's screens, marked; reset to its full time, it leaves them.
    await api(`/clocks/${overtime}`, { is_running: false });
    await tv.waitForFunction(() => document.querySelectorAll('.clock[data-paused]').length === 1, undefined, within);
    expect(await tv.locator('.clock').count()).toBe(3);
    await api(`/clocks/${overtime}/reset`, {});
    await tv.waitForFunction(() => document.querySelectorAll('.clock').length === 2, undefined, within);
    expect(await columns()).toBe(1); // at most two clocks: one column even on a wide screen

    // ---- Force sync: the organiser asks, the judge's page and the display confirm.
    const clockTop = () => tv.locator('.clock').first().evaluate((clock) => clock.getBoundingClientRect().top);
    const topBefore = await clockTop();
    await phone.getByRole('button', { name: 'Force Sync' }).click();
    const syncing = phone.getByRole('button', { name: 'Syncing...' });
    await syncing.waitFor();
    expect(await syncing.isDisabled()).toBe(true);
    await phone.getByText('Sync requested').waitFor();
    await judge.getByText('Sync completed').waitFor(within);
    await tv.getByText('Synchronising...').waitFor(within);
    const shownAt = Date.now();
    expect(await clockTop(), 'the clocks stay where they are while the display synchronises').toBe(topBefore);
    await tv.getByText('Synchronising...').waitFor({ state: 'hidden', timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await phone.getByRole('button', { name: 'Force Sync' }).waitFor({ timeout: 5000 });
    await judge.getByText('Sync completed').waitFor({ state: 'hidden', timeout: 5000 });
    await screenshot(phone, 'timers-manager-phone');

    // ---- The owner removes the judge, who loses access.
    await phone.getByRole('button', { name: 'Remove Jo Judge' }).click();
    await phone.getByText('Are you sure you want to remove this manager?').waitFor();
    await phone.getByRole('dialog', { name: 'Remove Manager', exact: true }).getByRole('button', { name: 'Remove' }).click();
    await phone.getByText('No managers yet.').waitFor();
    await judge.reload();
    await judge.getByText('You do not have permission to view this tournament.').waitFor();

    // ---- The display keeps counting through a lost connection, with a small mark.
    const beforeOutage = await tvClock.first().textContent();
    const serverProcess = server.process;
    serverProcess.kill('SIGTERM');
    await new Promise((resolve) => serverProcess.once('exit', resolve));
    await tv.getByText('Reconnecting...').waitFor({ timeout: 10_000 });
    await tv.waitForFunction((before) => document.querySelector('.clock-time')!.textContent !== before, beforeOutage, {
      timeout: 3000,
    });
    expect(await tvClocks.count()).toBe(2);
    await screenshot(tv, 'timers-display-reconnecting');

    expect(phoneErrors).toEqual([]);
    expect(judgeErrors).toEqual([]);
    expect(tvErrors).toEqual([]);
    for (const context of [organiserContext, tvContext, judgeContext] as BrowserContext[]) await context.close();
  });
});
