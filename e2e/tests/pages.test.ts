import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createEvent } from '../helpers/api';
import { newContext, signInContext, watchErrors, sidewaysScroll } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

const DECK = ['4 Lightning Bolt', '4 Monastery Swiftspear', '52 Mountain', '', '4 Blood Moon'].join('\n');
/** Names are typed by people: one long word must wrap, not push a phone's page sideways. */
const LONG_WORD = 'RegionalChampionshipQualifierDowntownGameStore';

/** Every visible form field and button that has no accessible name (label, aria-label...). */
function unlabelled(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const named = (el: HTMLElement) =>
      Boolean(
        el.getAttribute('aria-label')?.trim() ||
          el.getAttribute('aria-labelledby') ||
          el.getAttribute('title')?.trim() ||
          ('labels' in el && (el as HTMLInputElement).labels?.length) ||
          (el.tagName === 'BUTTON' || el.tagName === 'A' ? el.textContent?.trim() : ''),
      );
    const fields = [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea, select, button, [role=button], a[href]')];
    return fields.filter((el) => visible(el) && !named(el)).map((el) => el.outerHTML.slice(0, 120));
  });
}

/** Tabs a few times: something visible must take the focus, so the page can be used with a keyboard. */
async function keyboardReaches(page: Page) {
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
}

describe('every page on a 360 px phone', () => {
  const running = useServerAndBrowser();

  it('fits the width, names every field and button, takes keyboard focus, and throws no errors', async () => {
    const origin = running.server.url;
    const organiser = await newContext(running.browser, origin);
    await signInContext(organiser, running.server, 'sweep.owner@example.com');
    const eventId = await createEvent(organiser, origin, `Sweep Modern ${LONG_WORD}`);
    await apiPost(organiser, origin, `/api/events/${eventId}/players`, { player_name: LONG_WORD });
    const { tournament_id: tournamentId } = await apiPost<{ tournament_id: string }>(organiser, origin, '/api/timers', {
      tournament_name: `Sweep Timers ${LONG_WORD}`,
    });
    const clock = await apiPost<{ clock_id: string }>(organiser, origin, `/api/timers/${tournamentId}/clocks`, {
      clock_name: 'Round 1',
      duration_seconds: 3000,
    });
    await apiPost(organiser, origin, `/api/timers/${tournamentId}/clocks/${clock.clock_id}`, { is_running: true });

    const player = await newContext(running.browser, origin);
    const { user_id: playerId } = await signInContext(player, running.server, 'sweep.player@example.com');
    await apiPost(player, origin, `/api/events/${eventId}/deck`, {
      player_name: 'Sam Sweep',
      deck_name: LONG_WORD,
      decklist_text: `${DECK}\n1 ${LONG_WORD}`,
    });
    const { deck_id: savedDeckId } = await apiPost<{ deck_id: string }>(organiser, origin, '/api/decks/library', {
      deck_name: 'Sweep Burn',
      format: 'modern',
      decklist_text: DECK,
    });
    const visitor = await newContext(running.browser, origin);

    const pages: [typeof organiser, string, string][] = [
      [visitor, '/', 'Register your decklist'],
      [visitor, '/login', 'Log in'],
      [visitor, `/e/${eventId}`, 'Sweep Modern'],
      [visitor, `/multi/sweep?id=${eventId}`, 'sweep'],
      [visitor, '/timers', 'Round timers for your tournaments'],
      [visitor, '/help/decklist', 'How to write a decklist'],
      [visitor, '/help/privacy', 'Privacy policy'],
      [visitor, '/help/terms-and-services', 'Terms of service'],
      [visitor, '/help/contribute', 'Contribute'],
      [visitor, '/help/about', 'About Decklist'],
      [visitor, `/multi/50%25%20off?id=${eventId}`, '50% off'],
      [visitor, '/no-such-page', 'Page not found'],
      [organiser, '/', 'Register your decklist'],
      [organiser, '/e/new', 'Create Tournament'],
      [organiser, `/e/${eventId}`, 'Sweep Modern'],
      [organiser, `/e/${eventId}/deck?id=${playerId}`, 'Sam Sweep'],
      [organiser, `/e/${eventId}/sync/eventlink`, 'Eventlink Sync'],
      [organiser, '/tools', 'Tournament Timers'],
      [organiser, '/timers', 'Round timers for your tournaments'],
      [organiser, '/timers/new', 'Create Tournament Timer'],
      [organiser, `/timers/${tournamentId}`, 'Sweep Timers'],
      [organiser, '/library', 'Your saved decks'],
      [organiser, '/library/deck', 'Back to Library'],
      [organiser, `/library/deck/${savedDeckId}`, 'Sweep Burn'],
      [player, `/e/${eventId}`, 'Sweep Modern'],
      [player, `/e/${eventId}/deck`, 'Sweep Modern'],
    ];

    const problems: string[] = [];
    for (const [context, path, text] of pages) {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(path);
      await page.getByText(text).filter({ visible: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${path}: ${overflow}px sideways scroll`);
      for (const html of await unlabelled(page)) problems.push(`${path}: no accessible name: ${html}`);
      if (!(await keyboardReaches(page))) problems.push(`${path}: Tab reaches nothing visible`);
      for (const error of errors) problems.push(`${path}: page error: ${error}`);
      await page.close();
    }

    // Pages without the navbar: the QR poster, the print view and the public timer display.
    for (const [context, path, text] of [
      [visitor, `/e/${eventId}/qr`, 'Scan to register your decklist'],
      [organiser, `/e/${eventId}/deck/print?id=${playerId}`, 'Sam Sweep'],
      [visitor, `/timers/${tournamentId}/view`, 'Round 1'],
    ] as const) {
      const page = await context.newPage();
      await page.addInitScript(() => (window.print = () => undefined));
      const errors = watchErrors(page);
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(0);
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${path}: ${overflow}px sideways scroll`);
      for (const error of errors) problems.push(`${path}: page error: ${error}`);
      await page.close();
    }

    expect(problems).toEqual([]);
  });
});
