import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInContext } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

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
    const { ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'long', 'Long Paste Modern');
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

  it('a did-you-mean name is a button that rewrites its line; a card warning puts the cursor on its line', async () => {
    const { ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'fix', 'Fix Modern');
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await decklist.fill('4 Monastery Swiftspear\n4 Lightnig Bolt\n4 Fury\n48 Mountain');
    const checked = player.getByRole('region', { name: 'Checked decklist' });

    // The misspelt line: one click on the name meant rewrites it, the count kept.
    const fix = checked.getByRole('button', { name: 'Lightning Bolt', exact: true });
    await fix.click();
    await expect.poll(() => decklist.inputValue()).toBe('4 Monastery Swiftspear\n4 Lightning Bolt\n4 Fury\n48 Mountain');
    await checked.getByText('Instants (4)').waitFor();
    expect(await checked.getByRole('button', { name: 'Lightning Bolt', exact: true }).count()).toBe(0);

    // The banned card's warning, reached with the keyboard, selects its line in the text.
    const warning = checked.getByRole('button', { name: '⚠ Banned in Modern.' });
    await warning.focus();
    await player.keyboard.press('Enter');
    await expect.poll(() => decklist.evaluate((element) => element === document.activeElement)).toBe(true);
    const selected = await decklist.evaluate((element) => {
      const area = element as HTMLTextAreaElement;
      return area.value.slice(area.selectionStart, area.selectionEnd);
    });
    expect(selected).toBe('4 Fury');

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('on a phone, a card warning far below its line brings the line into view under the sticky header', async () => {
    const { ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'scroll', 'Scroll Modern');
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    const notes = Array.from({ length: 40 }, (_, i) => `// sideboard plan, note ${i + 1}`);
    await decklist.fill(['4 Fury', ...notes, '4 Lightning Bolt', '52 Mountain'].join('\n'));
    const warning = player.getByRole('region', { name: 'Checked decklist' }).getByRole('button', { name: '⚠ Banned in Modern.' });
    await warning.scrollIntoViewIfNeeded();
    await warning.click();
    await expect.poll(() => decklist.evaluate((element) => element === document.activeElement)).toBe(true);
    // Where the selected line is on the screen: below the header, above the bottom.
    const line = await decklist.evaluate((element) => {
      const area = element as HTMLTextAreaElement;
      const style = getComputedStyle(area);
      const lineHeight = parseFloat(style.lineHeight);
      const linesAbove = area.value.slice(0, area.selectionStart).split('\n').length - 1;
      const top = area.getBoundingClientRect().top + parseFloat(style.paddingTop) + linesAbove * lineHeight - area.scrollTop;
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      return { top, bottom: top + lineHeight, header, viewport: window.innerHeight };
    });
    expect(line.top, 'the line is not under the sticky header').toBeGreaterThanOrEqual(line.header);
    expect(line.bottom).toBeLessThanOrEqual(line.viewport);
    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('the Deck Warnings box lists every problem with its cards, and a list with problems is submitted saying so', async () => {
    const { origin, ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'problems', 'Problems Modern');
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByLabel('Player Name').fill('Petra Problems');
    await decklist.fill('4 Fury\n5 Lightning Bolt\n1 Black Lotus\n30 Mountain');

    const summary = player.getByRole('region', { name: 'Checked decklist' }).getByRole('note');
    await summary.getByText('Banned in Modern: Fury.').waitFor();
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'The main deck has 40 cards; a Modern deck needs at least 60.',
      'Banned in Modern: Fury.',
      'Not legal in Modern: Black Lotus.',
      'Too many copies: Lightning Bolt (5).',
    ]);

    // Said beside the button before, said after; not blocked.
    await player.getByText('⚠ This list has 4 problems (see Deck Warnings). You can still submit it: the judges decide.').waitFor();
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('⚠ Submitted with 4 problems').waitFor();
    const saved = await playerContext.request.get(`${origin}/api/events/${eventId}/deck`);
    expect(((await saved.json()) as { decklist_text: string }).decklist_text).toBe('4 Fury\n5 Lightning Bolt\n1 Black Lotus\n30 Mountain');

    // A 60/15 list whose only problem is a banned sideboard card: the box names it.
    await decklist.fill('4 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Fury\n14 Mountain');
    await expect.poll(() => summary.getByRole('listitem').allTextContents()).toEqual(['Banned in Modern: Fury.']);
    await player.getByText('⚠ This list has 1 problem').waitFor();

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('an empty required name, once refused, shows no example text as if it were a value', async () => {
    const origin = running.server.url;
    const context = await newContext(running.browser, origin);
    await signInContext(context, running.server, 'placeholder.owner@example.com');
    const page = await context.newPage();
    await page.goto('/e/new');
    const name = page.getByLabel('Tournament Name');
    const placeholder = () =>
      name.evaluate((element) => {
        const style = getComputedStyle(element, '::placeholder');
        return { color: style.color, fontStyle: style.fontStyle };
      });
    // Before: the example is shown as an example (grey italic), not as a value.
    expect(await name.getAttribute('placeholder')).toBe('Modern RCQ');
    expect(await placeholder()).toEqual({ color: 'rgb(107, 116, 128)', fontStyle: 'italic' });

    await page.getByLabel('Format').locator('option', { hasText: 'Modern' }).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await page.getByText('Tournament name is required').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect((await placeholder()).color).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });
});
