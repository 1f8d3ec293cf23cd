import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, createTimerTournament } from '../helpers/api';
import { launchBrowser, newContext, screenshot, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

const HALL_TV = { width: 1920, height: 1080 };

/** The tables the display lists in extra time, top to bottom: [table, seconds left]. */
const shownTables = (tv: Page) =>
  tv.locator('.tables-list li').evaluateAll((items) =>
    items.map((item) => {
      const match = /^Table (\d+) · (\d+):(\d{2})$/.exec(item.textContent ?? '');
      if (!match) throw new Error(`not a table: ${item.textContent}`);
      return [Number(match[1]), Number(match[2]) * 60 + Number(match[3])] as const;
    }),
  );

/** When (wall clock) the table leaves the list; the display is watched from now on. */
async function watchDrop(tv: Page, table: number) {
  return tv.evaluate(
    (t) =>
      new Promise<number>((resolve) => {
        const gone = () => !document.querySelector(`.tables-list li[data-table="${t}"]`);
        const observer = new MutationObserver(() => {
          if (!gone()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    table,
  );
}

describe('table extensions', () => {
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

  it('a manager adds three extensions from a phone; the hall display counts them down after 00:00, largest first, each gone at its end', async () => {
    const organiser = await newContext(browser, server.url);
    await signInContext(organiser, server, 'extensions@example.com');
    const { tournamentId } = await createTimerTournament(organiser, server.url, 'Sunday RCQ', [{ clock_name: 'Round 4', minutes: 1 }]);
    const phone = await organiser.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto(`/timers/${tournamentId}`);
    const round = phone.getByRole('region', { name: 'Round 4' });
    await round.getByText('01:00').waitFor();

    const tvContext = await newContext(browser, server.url, HALL_TV);
    const tv = await tvContext.newPage();
    const tvErrors = watchErrors(tv);
    await tv.goto(`/timers/${tournamentId}/view`);
    await tv.getByText('No active timers for this tournament at the moment.').waitFor();

    // ---- Quick entry on the phone: table, minutes, Enter; the table stays selected for the next one.
    const table = round.getByRole('textbox', { name: 'Table' });
    const minutes = round.getByRole('textbox', { name: 'Minutes' });
    await round.getByText('adding a table again replaces its extension').waitFor();
    await table.fill('12');
    await minutes.fill('1');
    await minutes.press('Enter');
    await round.getByText('Table 12: +1 min, added.').waitFor();
    expect(await table.inputValue()).toBe('12');
    await phone.keyboard.type('47'); // types over the selected table
    await minutes.fill('2');
    await minutes.press('Enter');
    await round.getByText('Table 47: +2 min, added.').waitFor();
    await phone.keyboard.type('5');
    await minutes.fill('1.5');
    await table.press('Enter');
    await round.getByText('Table 5: +1.5 min, added.').waitFor();
    const listed = round.getByRole('list', { name: 'Table extensions of Round 4' }).getByRole('listitem');
    expect(await listed.count()).toBe(3);
    expect(await sidewaysScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'extensions-phone');

    // ---- Running: the display names the extensions waiting, in small type.
    await round.getByRole('button', { name: 'Start' }).click();
    await tv.locator('.pending').waitFor();
    expect(await tv.locator('.pending').textContent()).toBe('Extra time after 00:00: Table 47 +2 min · Table 5 +1.5 min · Table 12 +1 min');
    expect(await tv.locator('.tables-list').count()).toBe(0);

    // ---- The round ends now (−1 min on a 1-minute clock): each table counts down its own time.
    await round.getByRole('button', { name: '−1 min: subtract 1 minute' }).click();
    await tv.locator('.tables-list li').first().waitFor({ timeout: 2000 });
    const first = await shownTables(tv);
    expect(first.map(([t]) => t)).toEqual([47, 5, 12]);
    expect(first[0]![1]).toBeGreaterThanOrEqual(105); // 2:00 less the seconds between Start and −1 min (a loaded machine is slow)
    expect(first[0]![1]).toBeLessThanOrEqual(120);
    expect(first[0]![1] - first[1]![1]).toBe(30);
    expect(first[1]![1] - first[2]![1]).toBe(30);
    expect(await tv.locator('.clock').getAttribute('data-tone')).toBe('expired');
    await tv.getByText('Time is up').waitFor();

    // −30 s moves every table's time with the clock; then table 12 leaves when its own time is up,
    // within a second of the instant its countdown says.
    const [, before12] = (await shownTables(tv)).find(([t]) => t === 12)!;
    await round.getByRole('button', { name: '−30 s: subtract 30 seconds' }).click();
    await expect.poll(async () => (await shownTables(tv)).find(([t]) => t === 12)?.[1] ?? 0, { timeout: 3000 }).toBeLessThanOrEqual(before12 - 29);
    const [, left12] = (await shownTables(tv)).find(([t]) => t === 12)!;
    const expectedDrop = Date.now() + left12 * 1000;
    const dropped12 = await watchDrop(tv, 12);
    expect(Math.abs(dropped12 - expectedDrop)).toBeLessThanOrEqual(1500);
    expect((await shownTables(tv)).map(([t]) => t)).toEqual([47, 5]);

    // −30 s again ends table 5 now.
    const drop5 = watchDrop(tv, 5);
    await round.getByRole('button', { name: '−30 s: subtract 30 seconds' }).click();
    await drop5;
    const last = await shownTables(tv);
    expect(last.map(([t]) => t)).toEqual([47]);
    expect(last[0]![1]).toBeLessThanOrEqual(31);
    await phone.getByRole('list', { name: 'Table extensions of Round 4' }).getByText(/Table 5 .*time is up/).waitFor();
    const drop47 = watchDrop(tv, 47);
    await round.getByRole('button', { name: '−30 s: subtract 30 seconds' }).click();
    await drop47;
    await tv.locator('.tables').waitFor({ state: 'detached' });
    await screenshot(tv, 'extensions-display-after');

    // ---- A busy round: 40 tables on one clock stay readable at 1920×1080, the longest first, the rest counted.
    for (let n = 0; n < 40; n += 1) {
      await apiPost(organiser, server.url, `/api/timers/${tournamentId}/clocks/${await clockIdOf(phone)}/extensions`, {
        table_number: 100 + n,
        minutes: 5 + (n % 20) * 0.5,
      });
    }
    await expect.poll(async () => (await shownTables(tv)).length, { timeout: 5000 }).toBe(24);
    await tv.getByText('+16 more tables').waitFor();
    const boxes = await tv.locator('.tables-list li').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const clock = item.closest('.clock')!.getBoundingClientRect();
        return {
          inside: box.top >= clock.top && box.bottom <= clock.bottom && box.left >= clock.left && box.right <= clock.right,
          fits: item.scrollWidth <= item.clientWidth, // no text runs into the next column
          left: box.left,
          font: parseFloat(getComputedStyle(item).fontSize),
        };
      }),
    );
    for (const box of boxes) {
      expect(box.inside).toBe(true);
      expect(box.fits).toBe(true);
      expect(box.font).toBeGreaterThanOrEqual(30); // read from across a hall
    }
    expect(new Set(boxes.map((box) => box.left)).size).toBeGreaterThanOrEqual(3); // several columns
    const times = (await shownTables(tv)).map(([, s]) => s);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await screenshot(tv, 'extensions-display-40');

    // ---- Three clocks on the screen, three tables in extra time on one: the tables take their card's room.
    const roundClock = await clockIdOf(phone);
    for (let n = 3; n < 40; n += 1) {
      const removed = await organiser.request.delete(`${server.url}/api/timers/${tournamentId}/clocks/${roundClock}/extensions/${100 + n}`, { headers: { origin: server.url } });
      expect(removed.ok()).toBe(true);
    }
    for (const name of ['Round 4 (side event)', 'Round 2 (Commander)']) {
      const added = await apiPost<{ clock_id: string }>(organiser, server.url, `/api/timers/${tournamentId}/clocks`, { clock_name: name, duration_seconds: 3000 });
      await apiPost(organiser, server.url, `/api/timers/${tournamentId}/clocks/${added.clock_id}`, { is_running: true });
    }
    await expect.poll(() => tv.locator('.clock').count(), { timeout: 5000 }).toBe(3);
    await expect.poll(async () => (await shownTables(tv)).length, { timeout: 5000 }).toBe(3);
    const three = await tv.locator('.tables-list li').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const clock = item.closest('.clock')!.getBoundingClientRect();
        return { inside: box.bottom <= clock.bottom && box.right <= clock.right, font: parseFloat(getComputedStyle(item).fontSize) };
      }),
    );
    for (const table of three) {
      expect(table.inside).toBe(true);
      expect(table.font, 'a table beside two other clocks, read from across a hall').toBeGreaterThanOrEqual(40);
    }
    await screenshot(tv, 'extensions-display-three-clocks');

    expect(phoneErrors).toEqual([]);
    expect(tvErrors).toEqual([]);
    await Promise.all([organiser.close(), tvContext.close()]);
  });
});

/** The clock's id, from its card on the management page. */
const clockIdOf = async (page: Page) => (await page.locator('[data-clock-id]').first().getAttribute('data-clock-id'))!;

