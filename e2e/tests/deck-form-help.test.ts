import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/api';
import { newContext, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

/** How long the page takes to answer a task queued now (the main thread's backlog), in ms. */
const mainThreadDelay = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => {
    const start = performance.now();
    setTimeout(() => resolve(performance.now() - start), 0);
  }));

// The deck form helps before Submit: limits said at once, problems listed with their cards.
describe('deck form help', () => {
  const running = useServerAndBrowser();

  it('a 45,000-character paste is refused before Submit, with the limit in words, and the page stays responsive', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'long.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Long Paste Modern');
    const playerContext = await newContext(running.browser, origin);
    await playerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await signInContext(playerContext, running.server, 'long.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByLabel('Player Name').fill('Lena Long');

    // 5,000 lines, 45,000 characters, pasted through the clipboard.
    const long = Array.from({ length: 5000 }, (_, i) => `1 Card ${i % 10}\n`).join('');
    expect(long).toHaveLength(45_000);
    await player.evaluate((text) => navigator.clipboard.writeText(text), long);
    await decklist.focus();
    await player.keyboard.press('Control+V');
    await player.getByText('Decklist must be at most 20,000 characters').waitFor();
    await player.getByText('⚠ 45,000 / 20,000 characters: 25,000 too many').waitFor();
    expect(await decklist.getAttribute('aria-invalid')).toBe('true');
    await player.getByText('The decklist is too long to check: it may have at most 20,000 characters.').waitFor();

    // Responsive: the main thread is free, and a click on another field answers at once.
    expect(await mainThreadDelay(player)).toBeLessThan(500);
    const started = Date.now();
    await player.getByLabel('Deck Name').click();
    await player.keyboard.type('Big');
    expect(await player.getByLabel('Deck Name').inputValue()).toBe('Big');
    expect(Date.now() - started).toBeLessThan(3000);

    // Submit sends nothing and goes back to the decklist.
    let posted = 0;
    player.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/events/${eventId}/deck`)) posted += 1;
    });
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await expect.poll(() => decklist.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posted).toBe(0);

    // Cut to the limit: the message goes, and the deck can be sent.
    await player.evaluate((text) => navigator.clipboard.writeText(text), long.slice(0, 20_000));
    await decklist.focus();
    await player.keyboard.press('Control+A');
    await player.keyboard.press('Control+V');
    await player.getByText('20,000 / 20,000 characters').waitFor();
    expect(await player.getByText('Decklist must be at most 20,000 characters').count()).toBe(0);

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });
});
