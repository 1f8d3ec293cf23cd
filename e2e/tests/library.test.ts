import { describe, expect, it } from 'vitest';
import { PHONE, newContext, screenshot, signInContext, signInOnPage, watchErrors, sidewaysScroll } from '../helpers/browser';
import { createEvent } from '../helpers/api';
import { useServerAndBrowser } from '../helpers/journey';

/** 56 cards in the main deck (a deck warning) with Fury, banned in Modern (a card warning). */
const SHORT_BURN = ['4 Lightning Bolt', '4 Fury', '48 Mountain', '', 'Sideboard', '3 Blood Moon'].join('\n');
const FULL_BURN = ['4 Lightning Bolt', '4 Lava Spike', '52 Mountain', '', 'Sideboard', '3 Blood Moon'].join('\n');
const EVENT_DECK = ['4 Counterspell', '4 Brainstorm', '52 Island', '', 'Sideboard', '2 Flusterstorm'].join('\n');

describe('deck library journey', () => {
  const running = useServerAndBrowser();

  it('a player keeps decks in the library, registers for an event from one, imports an event deck, duplicates and deletes', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'library.owner@example.com');
    const pastEvent = await createEvent(ownerContext, origin, 'Last Week Modern');
    const nextEvent = await createEvent(ownerContext, origin, 'Friday Modern');

    // The player has a deck in an earlier event (submitted through the API).
    const context = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(context, running.server, 'lib@example.com');
    const earlier = await context.request.post(`${origin}/api/events/${pastEvent}/deck`, {
      data: { player_name: 'Lee Library', deck_name: 'Blue Tempo', decklist_text: EVENT_DECK },
      headers: { origin },
    });
    expect(earlier.ok()).toBe(true);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/library');
    await page.getByRole('heading', { name: 'Your saved decks' }).waitFor();
    await page.getByText('No decks found in your library').waitFor();
    await page.getByText('Create a deck to get started').waitFor();
    await page.getByText("Decks that haven't been used for 90 days are automatically deleted.").waitFor();
    await page.getByRole('link', { name: 'Back to Events' }).waitFor();

    // A new deck: the decklist box appears once a format is chosen; counts and warnings follow the text.
    await page.getByRole('link', { name: 'Create New Deck' }).click();
    await page.waitForURL('**/library/deck');
    await page.getByRole('link', { name: '← Back to Library' }).waitFor();
    const decklist = page.getByRole('textbox', { name: 'Decklist', exact: true });
    expect(await decklist.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Decklist' }).count()).toBe(0);
    expect(await page.getByLabel('Format').locator('option').first().textContent()).toBe('Select a format');
    await page.getByLabel('Deck Name').fill('  Fury Burn ');
    await page.getByLabel('Format').selectOption({ label: 'Modern' });
    await decklist.waitFor();
    expect(await page.getByRole('link', { name: 'How to write a decklist' }).getAttribute('href')).toBe('/help/decklist#sixty');
    await decklist.fill(SHORT_BURN);
    const counts = page.getByLabel('Card counts').first();
    await counts.getByText('Main: 56').waitFor();
    await counts.getByText('Side: 3').waitFor();
    const checked = page.getByRole('region', { name: 'Checked decklist' });
    await checked.getByText('⚠ Deck Warnings').waitFor();
    await checked.getByText('The main deck has 56 cards; a Modern deck needs at least 60.').waitFor();
    await checked.getByText('⚠ Banned in Modern.').waitFor();
    await checked.getByText('Creatures (4)').waitFor();
    // On a wide screen the checked list is beside the form.
    const formBox = (await page.locator('form').boundingBox())!;
    const checkedBox = (await checked.boundingBox())!;
    expect(checkedBox.x).toBeGreaterThan(formBox.x + formBox.width - 1);
    await screenshot(page, 'library-new-deck-wide');

    // Fixed to 60 while typing: the counts change at once, the warnings once checked again.
    await decklist.fill(SHORT_BURN.replace('48 Mountain', '52 Mountain'));
    await counts.getByText('Main: 60').waitFor();
    await checked.getByText('The main deck has 56 cards; a Modern deck needs at least 60.').waitFor({ state: 'detached' });
    // The banned card is still there: the summary names it.
    await checked.getByRole('note').getByText('Banned in Modern: Fury.').waitFor();
    await page.getByRole('button', { name: 'Save Decklist' }).click();
    await page.waitForURL(/\/library\/deck\/[0-9a-f-]{36}$/);
    const firstDeckUrl = page.url();
    // Saved, not blocked, and said with its problem (Fury is banned in Modern).
    await page.getByText('⚠ Saved with 1 problem: see Deck Warnings.').waitFor();
    expect(await page.getByLabel('Deck Name').inputValue()).toBe('Fury Burn');
    expect(await page.getByRole('button', { name: 'Save Decklist' }).count()).toBe(0);

    // The rest on a phone.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: '← Back to Library' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Fury Burn' }) });
    await row.getByRole('img', { name: 'Has deck warnings' }).waitFor();
    await row.getByRole('cell', { name: 'Modern' }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'library-list-phone');

    // Registering for an event from the saved deck: the import select offers it; choosing it marks it used.
    await page.goto(`/e/${nextEvent}`);
    const importSelect = page.getByLabel('Import a saved deck');
    await expect.poll(() => importSelect.isDisabled()).toBe(false);
    expect(await importSelect.locator('optgroup[label="Your library"] option').allTextContents()).toEqual(['Fury Burn']);
    const [used] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/use') && response.request().method() === 'POST'),
      importSelect.selectOption({ label: 'Fury Burn' }),
    ]);
    expect(used.status()).toBe(200);
    expect(await page.getByLabel('Deck Name').inputValue()).toBe('Fury Burn');
    const eventDecklist = page.getByRole('textbox', { name: 'Decklist', exact: true });
    expect(await eventDecklist.inputValue()).toBe(SHORT_BURN.replace('48 Mountain', '52 Mountain'));
    await page.getByLabel('Player Name').fill('Lee Library');
    await page.getByRole('button', { name: 'Submit Decklist' }).click();
    // Fury is banned in Modern: submitted all the same, and said so.
    await page.getByText('⚠ Submitted with 1 problem').waitFor();
    expect(((await (await context.request.get(`${origin}/api/events/${nextEvent}/deck`)).json()) as { deck_name: string }).deck_name).toBe('Fury Burn');

    // Changed at the event and kept in the library as a new deck ('Save to Library').
    await eventDecklist.fill(FULL_BURN);
    await page.getByLabel('Deck Name').fill('Lava Burn');
    await page.getByRole('button', { name: 'Resubmit Decklist' }).click();
    await page.getByText('Your deck has been submitted').waitFor();
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await page.getByText('Saved to your library.').waitFor();
    await page.getByRole('link', { name: 'Open it in My Decks' }).click();
    await page.waitForURL(/\/library\/deck\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Deck Name').inputValue()).toBe('Lava Burn');
    expect(await page.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(FULL_BURN);

    // Importing a deck from an event where the user plays: an unsaved draft with its format and list.
    await page.getByRole('link', { name: '← Back to Library' }).click();
    const fromEvent = page.getByLabel('Import from event');
    await expect.poll(() => fromEvent.isDisabled()).toBe(false);
    const choices = await fromEvent.locator('option').allTextContents();
    expect(choices.filter((label) => label.startsWith('Last Week Modern') || label.startsWith('Friday Modern'))).toHaveLength(2);
    await fromEvent.selectOption({ label: choices.find((label) => label.startsWith('Last Week Modern'))! });
    await page.waitForURL('**/library/deck');
    // The page is a lazy chunk: its form is filled once it has loaded, shortly after the address changes.
    await expect.poll(() => page.getByLabel('Format').inputValue()).toBe('modern');
    await expect.poll(() => page.getByLabel('Deck Name').inputValue()).toBe('Blue Tempo');
    await expect.poll(() => page.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(EVENT_DECK);
    await page.getByRole('region', { name: 'Checked decklist' }).getByText('Instants (8)').waitFor();
    await page.getByLabel('Card counts').first().getByText('Main: 60').waitFor();
    await page.getByRole('button', { name: 'Save Decklist' }).click();
    await page.waitForURL(/\/library\/deck\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('button', { name: 'Save Decklist' }).count()).toBe(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'library-imported-phone');

    // Duplicate: a copy to save under a new name.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL('**/library/deck');
    // The copy fills the new deck's form as it opens.
    await expect.poll(() => page.getByLabel('Deck Name').inputValue()).toBe('Blue Tempo (copy)');
    await page.getByLabel('Deck Name').fill('Blue Tempo Budget');
    await page.getByRole('button', { name: 'Save Decklist' }).click();
    await page.waitForURL(/\/library\/deck\/[0-9a-f-]{36}$/);
    const copyUrl = page.url();

    // Delete, with the confirmation.
    await page.getByRole('button', { name: 'Delete Deck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Deck' });
    await dialog.getByText('Are you sure you want to delete this deck? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete Deck' }).click();
    await page.waitForURL('**/library');
    await page.getByRole('link', { name: 'Blue Tempo', exact: true }).waitFor();
    const names = await page.getByRole('table').getByRole('link').allTextContents();
    expect(names).toEqual(['Blue Tempo', 'Fury Burn', 'Lava Burn']);
    await page.goto(copyUrl.replace(origin, ''));
    await page.getByText('Deck not found').waitFor();
    await page.getByText('No deck found').waitFor();

    // Someone else's deck is not found either.
    const otherContext = await newContext(running.browser, origin);
    const other = await otherContext.newPage();
    await other.goto(firstDeckUrl.replace(origin, ''));
    await signInOnPage(other, running.server, 'someone.else@example.com');
    await other.getByText('No deck found').waitFor();

    // At 20 decks 'Create New Deck' gives way to a warning.
    for (let i = 0; i < 17; i++) {
      const saved = await context.request.post(`${origin}/api/decks/library`, {
        data: { deck_name: `Spare ${i}`, format: 'modern', decklist_text: FULL_BURN },
        headers: { origin },
      });
      expect(saved.ok()).toBe(true);
    }
    await page.goto('/library');
    await page.getByText('Your library is full').waitFor();
    expect(await page.getByRole('link', { name: 'Create New Deck' }).count()).toBe(0);
    expect(await page.getByLabel('Import from event').isDisabled()).toBe(true);
    // ...and saving an event's deck to the full library says why it cannot.
    await page.goto(`/e/${nextEvent}`);
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await page.getByText('Your library is full: it holds 20 decks. Delete a deck you no longer need, then save this one.').waitFor();
    await page.getByRole('link', { name: 'Go to My Decks' }).waitFor();

    expect(errors).toEqual([]);
    await otherContext.close();
    await context.close();
    await ownerContext.close();
  });
});
