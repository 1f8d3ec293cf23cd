import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEvent, createTimerTournament, today } from '../helpers/api';
import { PHONE, screenshot, sidewaysScroll, signInContext, signInOnPage, watchErrors } from '../helpers/browser';
import { translator } from '../helpers/catalogue';
import { useServerAndBrowser } from '../helpers/journey';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** A list with problems: a card banned in Modern, and a main deck far too small. */
const DECK_WITH_PROBLEMS = ['4 Lightning Bolt', '4 Mental Misstep', '20 Mountain'].join('\n');

describe('the app in the reader’s language', () => {
  const running = useServerAndBrowser();

  it('a player with a German browser joins, submits a list with problems, and reads German warnings, dates and plurals', async () => {
    const { server, browser } = running;
    const say = await translator('de');
    const ownerContext = await browser.newContext({ baseURL: server.url });
    const playerContext = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    try {
      await signInContext(ownerContext, server, 'german.owner@example.com');
      const eventId = await createEvent(ownerContext, server.url, 'Freitag Modern');
      await signInContext(playerContext, server, 'german.player@example.com');
      const player = await playerContext.newPage();
      const errors = watchErrors(player);
      await player.goto(`/e/${eventId}`);
      await player.getByRole('heading', { name: 'Freitag Modern', level: 1 }).waitFor();
      expect(await htmlLang(player)).toBe('de');
      // The event's date as German readers write it.
      const germanDate = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today()}T00:00:00Z`));
      expect(await player.getByRole('main').textContent()).toContain(germanDate);

      await player.getByLabel(say('Player Name')).fill('Paul Spieler');
      await player.getByRole('textbox', { name: say('Decklist', 'form field: the list of cards of a deck'), exact: true }).fill(DECK_WITH_PROBLEMS);
      const checked = player.getByRole('region', { name: say('Checked decklist') });
      // Card warnings and deck warnings in German, with German plurals.
      await checked.getByText(GERMAN.banned).first().waitFor();
      await player.getByText(GERMAN.mainTooSmall).first().waitFor();
      await checked.getByText(`${say('Lands', 'deck group')} (20)`).waitFor();

      await player.getByRole('button', { name: say('Submit Decklist') }).click();
      await player.getByText(GERMAN.submittedWithProblems).first().waitFor();
      expect(await sidewaysScroll(player)).toBeLessThanOrEqual(0);
      await screenshot(player, 'language-german-player');
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([ownerContext.close(), playerContext.close()]);
    }
  });

  it("a language's catalogue part that cannot be fetched leaves its page working, that part in English", async () => {
    const { server, browser } = running;
    const ownerContext = await browser.newContext({ baseURL: server.url, locale: 'de-DE' });
    try {
      await signInContext(ownerContext, server, 'german.part.owner@example.com');
      const eventId = await createEvent(ownerContext, server.url, 'Teilweise Deutsch');
      const owner = await ownerContext.newPage();
      const errors = watchErrors(owner);
      // The organisers' German part (its chunk holds their texts) never arrives: the network drops it.
      let refused = 0;
      await owner.route('**/assets/de-*.js', async (route) => {
        const answer = await route.fetch();
        const body = await answer.text();
        if (body.includes('Veröffentlichte Decklisten')) {
          refused += 1;
          return route.abort('connectionfailed');
        }
        return route.fulfill({ response: answer, body });
      });
      await owner.goto(`/e/${eventId}`);
      await owner.getByRole('heading', { name: 'Teilweise Deutsch', level: 1 }).waitFor();
      // The page speaks German; the part that could not come reads in English instead of failing.
      await owner.getByRole('heading', { name: 'Published Decklists' }).waitFor();
      expect(refused).toBeGreaterThan(0);
      expect(await htmlLang(owner)).toBe('de');
      expect(await owner.getByText('This page could not be shown').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ownerContext.close();
    }
  });

  it('the hall’s display speaks Japanese when its address says so, whatever the TV’s browser says', async () => {
    const { server, browser } = running;
    const say = await translator('ja');
    const ownerContext = await browser.newContext({ baseURL: server.url });
    const tvContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    try {
      await signInContext(ownerContext, server, 'japanese.owner@example.com');
      const { tournamentId } = await createTimerTournament(ownerContext, server.url, '横浜 モダン', [{ clock_name: 'ラウンド 1', minutes: 50, running: true }]);
      const tv = await tvContext.newPage();
      const errors = watchErrors(tv);
      await tv.goto(`/timers/${tournamentId}/view?lang=ja`);
      await tv.getByText('ラウンド 1').waitFor();
      expect(await htmlLang(tv)).toBe('ja');
      await tv.getByRole('button', { name: say('Full screen') }).waitFor();
      expect(say('Full screen')).not.toBe('Full screen');
      expect(await tv.getByText(JAPANESE.running).count()).toBeGreaterThan(0);
      // Without the parameter, the TV's own (English) browser decides.
      await tv.goto(`/timers/${tournamentId}/view`);
      await tv.getByRole('button', { name: 'Full screen' }).waitFor();
      expect(await htmlLang(tv)).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([ownerContext.close(), tvContext.close()]);
    }
  });

  it('the language menu changes the page at once, and the choice follows the user to another browser after sign-in', async () => {
    const { server, browser } = running;
    const say = await translator('fr');
    const email = 'french.organiser@example.com';
    const first = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-US' });
    const second = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-US' });
    try {
      await signInContext(first, server, email);
      const page = await first.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Register your decklist' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      // By keyboard: the menu is a labelled select in the header.
      const menu = page.getByLabel('Language');
      await menu.focus();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.ok());
      await menu.selectOption('fr');
      await saved;
      await page.getByRole('heading', { name: say('Register your decklist') }).waitFor();
      expect(say('Register your decklist')).not.toBe('Register your decklist');
      expect(await htmlLang(page)).toBe('fr');
      await page.reload();
      await page.getByRole('heading', { name: say('Register your decklist') }).waitFor();

      // Another browser, English by default, until the same user signs in.
      const other = await second.newPage();
      await other.goto('/login');
      expect(await htmlLang(other)).toBe('en');
      await signInOnPage(other, server, email);
      await expect.poll(() => htmlLang(other), { timeout: 10_000 }).toBe('fr');
      await other.goto('/');
      await other.getByRole('heading', { name: say('Register your decklist') }).waitFor();
      expect(await other.getByLabel(say('Language')).inputValue()).toBe('fr');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

// What a German and a Japanese reader see, as the catalogues word it (checked by eye against the glossaries).
const GERMAN = {
  banned: 'In Modern verboten.',
  mainTooSmall: 'Das Hauptdeck hat 28 Karten; ein Modern-Deck braucht mindestens 60.',
  submittedWithProblems: 'Mit 2 Problemen eingereicht',
};
const JAPANESE = { running: '時間内' };
