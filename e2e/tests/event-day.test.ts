import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createEvent, createTimerTournament } from '../helpers/api';
import { newContext, screenshot, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

const WIDE = { width: 1920, height: 1080 };
const A4 = { width: 794, height: 1123 }; // 210 x 297 mm at 96 px per inch
const DECK = ['4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '48 Mountain', '', 'Sideboard', '4 Blood Moon'].join('\n');
const SHORT_DECK = ['4 Lightning Bolt', '40 Mountain'].join('\n'); // under 60 cards: a warning
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Adds a player by name (no e-mail), as an organiser does at the desk; returns their id. */
async function addPlayer(context: BrowserContext, origin: string, eventId: string, name: string) {
  const { user_id } = await apiPost<{ user_id: string }>(context, origin, `/api/events/${eventId}/players`, { player_name: name });
  return user_id;
}

/** An organiser enters (or edits) a player's deck. */
const enterDeck = (context: BrowserContext, origin: string, eventId: string, userId: string, name: string, text = DECK) =>
  apiPost(context, origin, `/api/events/${eventId}/deck`, { user_id: userId, player_name: name, deck_name: '', decklist_text: text });

const reviewStatus = (page: Page) => page.getByRole('navigation', { name: 'Review decks' }).getByRole('status');
const countOf = (page: Page, label: string) =>
  page.getByLabel('Player counts').locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent();

describe('event day: judges and organisers on the floor', () => {
  const running = useServerAndBrowser();

  it('a judge reviews a filtered list of 30 decks deck by deck with the keyboard; counts and the missing decklists sheet', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(ownerContext, running.server, 'review.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Review Modern');

    // 32 players at tables (2 already reviewed, one deck with a warning) and 2 without a deck.
    const ids: string[] = [];
    for (let i = 1; i <= 32; i++) {
      const name = `Table ${String(i).padStart(2, '0')} Player`;
      const id = await addPlayer(ownerContext, origin, eventId, name);
      await enterDeck(ownerContext, origin, eventId, id, name, i === 5 ? SHORT_DECK : DECK);
      ids.push(id);
    }
    for (const i of [1, 2]) await apiPost(ownerContext, origin, `/api/events/${eventId}/deck/set-checked`, { user_id: ids[i - 1], is_checked: true });
    await addPlayer(ownerContext, origin, eventId, 'Other Person A');
    await addPlayer(ownerContext, origin, eventId, 'Other Person B');

    const page = await ownerContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`/e/${eventId}`);
    await page.getByLabel('Player counts').waitFor();
    expect(
      await Promise.all(['Players', 'Decks submitted', 'Decks reviewed', 'With warnings', 'Decks missing'].map((label) => countOf(page, label))),
    ).toEqual(['34', '32', '2', '1', '2']);
    // The review walks the 32 decks (not the 2 players without one), from the first one not reviewed.
    const reviewAll = page.getByRole('link', { name: 'Review 32 decks (30 left to review)', exact: true });
    expect(await reviewAll.getAttribute('href')).toBe(`/e/${eventId}/deck?id=${ids[2]}`);

    // 'No deck' filter.
    await page.getByRole('group', { name: 'Filter players' }).getByText('No deck', { exact: true }).click();
    expect(await page.getByRole('list', { name: 'Players' }).getByRole('link').allTextContents()).toEqual(['Other Person A', 'Other Person B']);

    // The printable missing decklists sheet: the registered players without a deck.
    const [sheet] = await Promise.all([ownerContext.waitForEvent('page'), page.getByRole('link', { name: 'Missing decklists sheet' }).click()]);
    const rows = sheet.getByRole('table', { name: 'Players without a decklist' }).getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.allTextContents()).toEqual(['#PlayerNotes', '1Other Person A', '2Other Person B']);
    await sheet.getByText('2 of 34 registered players have no decklist', { exact: false }).waitFor();
    await sheet.emulateMedia({ media: 'print' });
    expect(await sheet.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(sheet, 'event-day-missing-sheet');
    await sheet.close();

    // Search and filter: 30 players at tables not reviewed.
    await page.getByRole('group', { name: 'Filter players' }).getByText('Not reviewed', { exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search players' }).fill('player');
    await page.waitForURL(/\?q=player&filter=unchecked$/);
    await page.getByRole('link', { name: 'Review 30 decks (30 left to review)', exact: true }).click();
    await reviewStatus(page).getByText('Deck 1 of 30 · Not reviewed, matching “player” · 30 left to review').waitFor();
    await page.getByText('Table 03 Player', { exact: true }).first().waitFor();
    await page.getByText('Keyboard: k or ← previous · j or → next · c mark as reviewed and next').waitFor();

    // Next and previous, by letter and by arrow.
    await page.keyboard.press('j');
    await reviewStatus(page).getByText('Deck 2 of 30', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Table 04 Player' }).waitFor();
    await page.keyboard.press('k');
    await reviewStatus(page).getByText('Deck 1 of 30', { exact: false }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Table 04 Player' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: 'Table 03 Player' }).waitFor();
    await page.getByRole('link', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Table 04 Player' }).waitFor();
    await page.getByRole('link', { name: '← Previous' }).click();
    await page.getByRole('heading', { name: 'Table 03 Player' }).waitFor();

    // Ten decks reviewed with ten key presses: each 'c' marks the deck reviewed and opens the next.
    for (let n = 0; n < 10; n++) {
      const table = String(3 + n).padStart(2, '0');
      await page.getByRole('heading', { name: `Table ${table} Player` }).waitFor();
      await page.getByRole('button', { name: 'Mark as Reviewed and Next' }).and(page.locator(':not([disabled])')).waitFor();
      await page.keyboard.press('c');
      await page.getByRole('heading', { name: `Table ${String(4 + n).padStart(2, '0')} Player` }).waitFor();
    }
    // The reviewed ones left the 'Not reviewed' list.
    await reviewStatus(page).getByText('Deck 1 of 20 · Not reviewed, matching “player” · 20 left to review').waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'event-day-review');

    // Back to the list: search and filter as they were.
    await page.getByRole('link', { name: '← Back to Event' }).click();
    await page.waitForURL(`**/e/${eventId}?q=player&filter=unchecked`);
    expect(await page.getByRole('searchbox', { name: 'Search players' }).inputValue()).toBe('player');
    expect(await page.getByRole('radio', { name: 'Not reviewed' }).isChecked()).toBe(true);
    expect(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count()).toBe(20);
    expect(await countOf(page, 'Decks reviewed')).toBe('12');

    expect(errors).toEqual([]);
    await ownerContext.close();
  });

  it('the revisions panel shows what each revision changed from the one before it, to the second', async () => {
    const origin = running.server.url;
    const context = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(context, running.server, 'revisions.owner@example.com');
    const eventId = await createEvent(context, origin, 'Revision Modern');
    const id = await addPlayer(context, origin, eventId, 'Rita Revised');
    // Three submissions within a few seconds.
    await enterDeck(context, origin, eventId, id, 'Rita Revised', DECK);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await enterDeck(context, origin, eventId, id, 'Rita Revised', DECK.replace('4 Lava Spike', '2 Lava Spike\n2 Skewer the Critics'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await enterDeck(context, origin, eventId, id, 'Rita Revised', DECK.replace('4 Blood Moon', '2 Blood Moon\n3 Skullcrack'));

    const page = await context.newPage();
    await page.goto(`/e/${eventId}/deck?id=${id}`);
    await page.getByRole('button', { name: 'Show Revisions' }).click();
    const history = page.getByRole('list', { name: 'Revision history' });
    await history.waitFor();
    const entries = history.locator(':scope > li');
    expect(await entries.count()).toBe(3);
    const times = await entries.locator('time').allTextContents();
    for (const time of times) expect(time).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(new Set(times).size).toBe(3);

    // Newest: from the second (not from the current list): the sideboard changed; the main deck is back to 4 Lava Spike.
    const newest = entries.nth(0);
    expect(await newest.getByRole('list', { name: 'Main deck changes' }).getByRole('listitem').allTextContents()).toEqual([
      '+2 Lava Spike',
      '−2 Skewer the Critics',
    ]);
    expect(await newest.getByRole('list', { name: 'Sideboard changes' }).getByRole('listitem').allTextContents()).toEqual([
      '+3 Skullcrack',
      '−2 Blood Moon',
    ]);
    const middle = entries.nth(1);
    expect(await middle.getByRole('list', { name: 'Main deck changes' }).getByRole('listitem').allTextContents()).toEqual([
      '+2 Skewer the Critics',
      '−2 Lava Spike',
    ]);
    expect(await middle.getByRole('list', { name: 'Sideboard changes' }).count()).toBe(0);
    await entries.nth(2).getByText('First version in this history.').waitFor();
    await screenshot(page, 'event-day-revisions');
    await context.close();
  });

  it('the QR poster: at 1920x1080 and on A4 the code takes half the height, the event code in large type, the address below', async () => {
    const origin = running.server.url;
    const context = await newContext(running.browser, origin, WIDE);
    await signInContext(context, running.server, 'poster.owner@example.com');
    const eventId = await createEvent(context, origin, 'Poster Modern');
    const page = await context.newPage();
    await page.goto(`/e/${eventId}/qr`);
    const qr = page.getByRole('img', { name: /QR code of/ });
    const code = page.getByTestId('event-code');
    const url = page.getByText(`${origin}/e/${eventId}`, { exact: true });
    await qr.waitFor();

    const measure = async () => {
      const q = (await qr.boundingBox())!;
      const c = (await code.boundingBox())!;
      const u = (await url.boundingBox())!;
      const fontSize = await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      return { qr: q, code: c, url: u, fontSize, scrollHeight };
    };

    const screen = await measure();
    expect(await code.textContent()).toBe(eventId.toUpperCase());
    expect(screen.qr.height).toBeGreaterThanOrEqual(WIDE.height / 2);
    expect(screen.fontSize).toBeGreaterThanOrEqual(48);
    expect(screen.code.y).toBeGreaterThan(screen.qr.y + screen.qr.height);
    expect(screen.url.y).toBeGreaterThanOrEqual(screen.code.y + screen.code.height);
    expect(screen.scrollHeight).toBeLessThanOrEqual(WIDE.height); // one screen, nothing below the fold
    console.log(`poster 1920x1080: QR ${screen.qr.height}px, code ${screen.fontSize}px`);
    // Still readable by a phone's camera.
    const png = PNG.sync.read(await page.screenshot({ clip: { x: screen.qr.x - 10, y: screen.qr.y - 10, width: screen.qr.width + 20, height: screen.qr.height + 20 } }));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`${origin}/e/${eventId}`);
    await screenshot(page, 'event-day-poster-1920');

    await page.setViewportSize(A4);
    await page.emulateMedia({ media: 'print' });
    const print = await measure();
    expect(print.qr.height).toBeGreaterThanOrEqual(A4.height / 2);
    expect(print.fontSize).toBeGreaterThanOrEqual(48);
    expect(print.url.y).toBeGreaterThanOrEqual(print.code.y + print.code.height);
    console.log(`poster A4 print: QR ${print.qr.height}px of ${A4.height}px, code ${print.fontSize}px`);
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
    await context.close();
  });

  it('timers: a grid of clock cards on a wide screen; Start All and Pause All reach the public display', async () => {
    const origin = running.server.url;
    const context = await newContext(running.browser, origin, WIDE);
    await signInContext(context, running.server, 'clocks.owner@example.com');
    const { tournamentId } = await createTimerTournament(context, origin, 'Grid RCQ', [
      { clock_name: 'Main event', minutes: 50 },
      { clock_name: 'Side A', minutes: 30 },
      { clock_name: 'Side B', minutes: 20 },
    ]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/timers/${tournamentId}`);
    await page.getByText('● Live', { exact: true }).waitFor();
    const tops = await page.getByRole('region', { name: 'Clocks' }).locator(':scope > section').evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect().top),
    );
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1); // side by side, one row

    const tvContext = await newContext(running.browser, origin, { width: 1280, height: 720 });
    const tv = await tvContext.newPage();
    await tv.goto(`/timers/${tournamentId}/view`);
    await tv.getByText('No active timers for this tournament at the moment.').waitFor();

    await page.getByRole('button', { name: 'Start All' }).click();
    await tv.waitForFunction(() => document.querySelectorAll('.clock').length === 3, undefined, { timeout: 5000 });
    for (const name of ['Main event', 'Side A', 'Side B']) await page.getByRole('region', { name }).getByText('Running', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Start All' }).isDisabled()).toBe(true);

    // Pausing clocks mid-round asks first; cancelling leaves them running.
    await page.getByRole('button', { name: 'Pause All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause All Clocks' });
    await dialog.getByText(/^Pause 3 clocks mid-round \(Main event: 49:5\d left/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await tv.locator('.clock').count()).toBe(3);
    await page.getByRole('button', { name: 'Pause All' }).click();
    await page.getByRole('dialog', { name: 'Pause All Clocks' }).getByRole('button', { name: 'Pause All' }).click();
    // The hall keeps seeing the paused round, marked as paused.
    await tv.waitForFunction(() => document.querySelectorAll('.clock[data-paused]').length === 3, undefined, { timeout: 5000 });
    expect(await tv.locator('.clock-state').allTextContents()).toEqual(['❚❚ Paused', '❚❚ Paused', '❚❚ Paused']);
    for (const name of ['Main event', 'Side A', 'Side B']) await page.getByRole('region', { name }).getByText('Paused', { exact: true }).waitFor();
    await screenshot(page, 'event-day-timers-grid');
    expect(errors).toEqual([]);
    await context.close();
    await tvContext.close();
  });

  it('a submission deadline closes an open player page live; a late change is refused with a clear message', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(ownerContext, running.server, 'deadline.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Deadline Modern');

    // The organiser sets a deadline in their own time zone, through the page.
    const owner = await ownerContext.newPage();
    await owner.goto(`/e/${eventId}`);
    await owner.getByLabel('Submission deadline').fill('2099-12-31T18:30');
    await owner.getByRole('button', { name: 'Set Deadline' }).click();
    await owner.getByText(/Submissions close on .*2099.* \(.+\) · \d+ d \d+ h left/).waitFor();

    // A player opens the event page and starts a deck; then the deadline is moved a few seconds ahead.
    const playerContext = await newContext(running.browser, origin);
    await signInContext(playerContext, running.server, 'deadline.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await player.goto(`/e/${eventId}`);
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor();
    await player.getByText(/Submissions close on .*2099/).waitFor();

    // Closed by hand with the deadline still ahead: each page says the organiser closed it, with no countdown.
    await owner.getByRole('switch', { name: 'Tournament open' }).click();
    await owner.getByText(/^Closed by an organiser before the deadline, .*2099/).waitFor();
    expect(await owner.getByTestId('time-left').count()).toBe(0);
    await player.getByText('The organiser has closed this tournament: decklists can no longer be submitted.').waitFor();
    expect(await player.getByText(/deadline/).count()).toBe(0);
    await owner.getByRole('switch', { name: 'Tournament closed' }).click();
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor();
    await owner.getByText(/Submissions close on .*2099/).waitFor();

    const deadline = new Date(Date.now() + 6000).toISOString();
    await apiPost(ownerContext, origin, `/api/events/${eventId}`, { submission_deadline: deadline });
    await player.getByTestId('time-left').getByText(/^\d s left$/).waitFor();

    // At the deadline the server closes the event and the open page follows, without a reload.
    await player.getByText("This tournament is past its decklist submission deadline.").waitFor({ timeout: 15_000 });
    const closedAfter = Date.now() - Date.parse(deadline);
    console.log(`player page closed ${closedAfter} ms after the deadline`);
    expect(closedAfter).toBeLessThan(5000);
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).count()).toBe(0);
    await owner.getByText('Tournament closed').waitFor();

    // A late submission is refused with a problem that says why.
    const late = await playerContext.request.post(`${origin}/api/events/${eventId}/deck`, {
      data: { player_name: 'Late', deck_name: '', decklist_text: DECK },
      headers: { origin },
    });
    expect(late.status()).toBe(403);
    expect(late.headers()['content-type']).toContain('application/problem+json');
    expect(((await late.json()) as { detail: string }).detail).toMatch(/^Submissions closed at the submission deadline \(/);

    // The owner reopens: the passed deadline is cleared and the player page reopens live.
    await owner.getByRole('switch', { name: 'Tournament closed' }).click();
    await owner.getByText('Tournament open').waitFor();
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor();
    expect(await player.getByText(/Submissions close on/).count()).toBe(0);
    expect(errors).toEqual([]);
    await ownerContext.close();
    await playerContext.close();
  });
});
