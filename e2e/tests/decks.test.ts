import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, signInContext, signInOnPage, watchErrors, sidewaysScroll } from '../helpers/browser';
import { createEvent } from '../helpers/api';
import { useServerAndBrowser } from '../helpers/journey';

/** An Arena export with a card banned in Modern (Fury). */
const ARENA_EXPORT = [
  'Deck',
  '4 Lightning Bolt (2XM) 141',
  '4 Monastery Swiftspear (BRO) 144',
  '4 Fury (MH2) 126',
  '48 Mountain (BRO) 277',
  '',
  'Sideboard',
  '4 Blood Moon (2XM) 274',
].join('\n');

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls ?? 0);
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('decklists journey', () => {
  const running = useServerAndBrowser();

  it('a player submits a decklist; the organiser reviews, checks, edits, prints and downloads it; closing locks it', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(ownerContext, running.server, 'deck.owner@example.com');
    // The print view opens the print dialog by itself: count the calls instead.
    await ownerContext.addInitScript(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => void (counter.printCalls += 1);
    });
    const eventId = await createEvent(ownerContext, origin, 'Friday Modern');
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);
    await owner.getByText('No players have joined this tournament yet').waitFor();

    // A player joins by code on a phone and signs in: the deck form is on the event page.
    const playerContext = await newContext(running.browser, origin);
    const player = await playerContext.newPage();
    const playerErrors = watchErrors(player);
    await player.goto('/');
    await player.getByLabel('Event code').fill(eventId.toUpperCase());
    await player.getByRole('button', { name: 'Join Event' }).click();
    await player.getByRole('link', { name: 'Log in to Continue' }).click();
    await signInOnPage(player, running.server, 'pat@example.com');
    await player.waitForURL(`**/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await decklist.waitFor();
    expect(await decklist.getAttribute('placeholder')).toContain('4 Lightning Bolt');
    await player.getByLabel('Import a saved deck').waitFor();
    expect(await player.getByLabel('Import a saved deck').isDisabled()).toBe(true);
    await player.getByRole('option', { name: 'No saved decks for this format' }).waitFor({ state: 'attached' });
    expect(await player.getByRole('button', { name: 'Submit Decklist' }).count()).toBe(0);

    // Pasting an Arena export: groups, counts, mana costs and the banned card's warning.
    await player.getByLabel('Player Name').fill('  Pat Player ');
    await decklist.fill(ARENA_EXPORT);
    const checked = player.getByRole('region', { name: 'Checked decklist' });
    await checked.getByText('Creatures (8)').waitFor();
    await checked.getByText('Instants (4)').waitFor();
    await checked.getByText('Lands (48)').waitFor();
    await checked.getByText('Sideboard (4)').waitFor();
    await checked.getByText('⚠ Banned in Modern.').waitFor();
    // The counts, once: under the text, not again above the table.
    await player.getByLabel('Card counts').getByText('Main: 60').waitFor();
    await player.getByLabel('Card counts').getByText('Side: 4').waitFor();
    expect(await player.getByText('Main: 60', { exact: true }).count()).toBe(1);
    await checked.getByRole('row').filter({ hasText: 'Fury' }).getByRole('img', { name: /^Mana cost: / }).waitFor();
    expect(await sidewaysScroll(player)).toBeLessThanOrEqual(0);
    await screenshot(player, 'decks-banned-warning-phone');

    // Fixed: Fury out, Lava Spike in through the card-name suggestions, typed.
    await decklist.fill('Deck\n4 Lightning Bolt\n4 Monastery Swiftspear\n48 Mountain\n');
    await decklist.press('End');
    await decklist.pressSequentially('4 Lava Sp', { delay: 30 });
    await player.getByRole('listbox', { name: 'Card names' }).getByRole('option', { name: /Lava Spike/ }).waitFor();
    await decklist.press('ArrowDown');
    await decklist.press('Enter');
    await decklist.pressSequentially('\n\nSideboard\n4 Blood Moon');
    expect(await decklist.inputValue()).toBe('Deck\n4 Lightning Bolt\n4 Monastery Swiftspear\n48 Mountain\n4 Lava Spike\n\nSideboard\n4 Blood Moon');
    await checked.getByText('Sorceries (4)').waitFor();
    await player.getByText('Main: 60').first().waitFor();
    await checked.getByText('⚠ Banned in Modern.').waitFor({ state: 'detached' });
    // The button at the foot of the screen, and no scroll anchoring (as in Safari): the banner that appears
    // above would push the result out of view unless the page brings it back.
    await player.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    await player.getByRole('button', { name: 'Submit Decklist' }).evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    // On the phone the result shows in view, where the button was (the page's own banner is far above).
    const submittedMessage = player.getByText('Your deck has been submitted');
    await submittedMessage.waitFor();
    const inView = () =>
      submittedMessage.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight + 1; // sub-pixel layout
      });
    await expect.poll(inView).toBe(true);
    await player.getByText('Your decklist is submitted, and can be modified until the submission deadline.').waitFor();
    expect(await player.getByLabel('Player Name').inputValue()).toBe('Pat Player');
    expect(await player.getByRole('button', { name: /Submit Decklist/ }).count()).toBe(0);
    await player.getByText('Your deck has been submitted').waitFor({ state: 'detached', timeout: 5000 });

    // A second player submits (through the API) the longest list a sheet must hold, 60 different cards
    // and 15 in the sideboard, with the banned one among them.
    const otherContext = await newContext(running.browser, origin);
    await signInContext(otherContext, running.server, 'olga@example.com');
    const names = new Set<string>();
    for (const q of ['dragon', 'goblin', 'angel', 'elf', 'wizard']) {
      const found = await otherContext.request.get(`${origin}/api/cards/search?q=${q}&limit=20`);
      for (const card of (await found.json()) as { card_name: string }[]) names.add(card.card_name);
    }
    const singles = [...names].filter((name) => name !== 'Fury').slice(0, 74);
    expect(singles).toHaveLength(74);
    const longList = ['Deck', '1 Fury', ...singles.slice(0, 59).map((n) => `1 ${n}`), '', 'Sideboard', ...singles.slice(59).map((n) => `1 ${n}`)].join('\n');
    const other = await otherContext.request.post(`${origin}/api/events/${eventId}/deck`, {
      data: { player_name: 'Olga Other', deck_name: 'Fury Burn', decklist_text: longList },
      headers: { origin },
    });
    expect(other.ok()).toBe(true);

    // The organiser's page followed both live: Pat without a warning, Olga with one; the filters use them.
    const patRow = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: 'Pat Player' }) });
    const olgaRow = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: 'Olga Other' }) });
    await patRow.getByText('Deck submitted').waitFor();
    await olgaRow.getByText('⚠ Warnings').waitFor();
    expect(await patRow.getByText('⚠ Warnings').count()).toBe(0);
    await owner.getByText('2/300').waitFor();
    await owner.getByText('Warnings', { exact: true }).click();
    await olgaRow.waitFor();
    expect(await patRow.count()).toBe(0);
    await owner.getByText('Reviewed', { exact: true }).click();
    await owner.getByText('No players match your filter').waitFor();
    await owner.getByText('All', { exact: true }).click();

    // The organiser opens Pat's deck: blurred and read-only until 'Edit Decklist'.
    await owner.getByRole('link', { name: 'Pat Player' }).click();
    await owner.waitForURL(/\/deck\?id=/);
    await owner.getByRole('link', { name: '← Back to Event' }).waitFor();
    const ownerChecked = owner.getByRole('region', { name: 'Checked decklist' });
    await ownerChecked.getByText('Sorceries (4)').waitFor();
    const fields = owner.locator('fieldset');
    expect(await fields.evaluate((element) => getComputedStyle(element).filter)).toContain('blur');
    expect(await fields.evaluate((element) => (element as HTMLFieldSetElement).disabled)).toBe(true);
    // The counts stay readable: outside the blurred fields, above them.
    const ownerCounts = owner.getByLabel('Card counts');
    await ownerCounts.getByText('Main: 60').waitFor();
    await ownerCounts.getByText('Side: 4').waitFor();
    expect(await ownerCounts.evaluate((element) => element.closest('fieldset') === null && getComputedStyle(element).filter === 'none')).toBe(true);
    await screenshot(owner, 'decks-organiser-blurred');

    // Marked reviewed: the player list says so.
    await owner.getByRole('button', { name: 'Mark as Reviewed' }).click();
    await owner.getByRole('button', { name: 'Mark as Not Reviewed' }).waitFor();
    await owner.getByText('✓ Reviewed').waitFor();

    // The judge edits the sideboard; the player's open page follows.
    await owner.getByRole('button', { name: 'Edit Decklist' }).click();
    const ownerDecklist = owner.getByRole('textbox', { name: 'Decklist', exact: true });
    expect(await fields.evaluate((element) => getComputedStyle(element).filter)).toBe('none');
    await ownerDecklist.fill('Deck\n4 Lightning Bolt\n4 Monastery Swiftspear\n48 Mountain\n4 Lava Spike\n\nSideboard\n2 Blood Moon\n3 Skullcrack');
    await ownerChecked.getByText('Sideboard (5)').waitFor();
    await owner.getByRole('button', { name: 'Resubmit Decklist' }).click();
    await owner.getByText("Pat Player's decklist has been saved").waitFor();
    await checked.getByText('Skullcrack').waitFor();
    expect(await decklist.inputValue()).toContain('3 Skullcrack');

    // The player renames the deck and resubmits: the organiser's open deck page follows, changed since reviewed,
    // and says at the top what changed from the reviewed version (the judge's edit).
    await player.getByLabel('Deck Name').fill('Mono Red');
    await player.getByRole('button', { name: 'Resubmit Decklist' }).click();
    await player.getByText('Your deck has been submitted').waitFor();
    await owner.getByText('Changed since reviewed', { exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Mark as Reviewed' }).waitFor();
    expect(await owner.getByLabel('Deck Name').inputValue()).toBe('Mono Red');
    const sinceChecked = owner.getByRole('region', { name: 'Changes since reviewed' });
    await sinceChecked.getByText('Deck name: (no name) → Mono Red').waitFor();
    await sinceChecked.getByText('Same cards as the reviewed decklist.').waitFor();
    await screenshot(owner, 'decks-changed-since-checked');

    // In the player list too, with a filter of its own.
    await owner.getByRole('link', { name: '← Back to Event' }).click();
    await owner.getByRole('group', { name: 'Filter players' }).getByText('Changed since reviewed', { exact: true }).click();
    expect(await owner.getByRole('list', { name: 'Players' }).getByRole('link').allTextContents()).toEqual(['Pat Player']);
    await owner.getByRole('list', { name: 'Players' }).getByText(/^Changed since reviewed · /).waitFor();
    await owner.getByRole('link', { name: 'Review 1 deck (1 left to review)' }).click();
    await owner.getByRole('heading', { name: 'Pat Player' }).waitFor();
    await owner.getByRole('region', { name: 'Changes since reviewed' }).waitFor();

    // The first revision and what changed since.
    await owner.getByRole('button', { name: 'Show Revisions' }).click();
    const revision = owner.getByLabel('Revision', { exact: true });
    await revision.waitFor();
    const labels = await revision.locator('option').allTextContents();
    expect(labels).toHaveLength(3);
    expect(labels[0]).toMatch(/Submitted by Pat Player \(current\)$/);
    expect(labels[1]).toMatch(/Submitted by Owner$/); // the owner signed up without a name
    expect(labels[2]).toMatch(/Submitted by Pat Player$/);
    await owner.getByText('This is the current version of the decklist.').waitFor();
    await revision.selectOption({ index: 2 });
    await owner.getByText("You're viewing a previous version of this decklist.").waitFor();
    const added = owner.getByRole('list', { name: 'Added since' });
    const removed = owner.getByRole('list', { name: 'Removed since' });
    expect(await added.getByRole('listitem').allTextContents()).toEqual(['+3 Skullcrack (sideboard)']);
    expect(await removed.getByRole('listitem').allTextContents()).toEqual(['−2 Blood Moon (sideboard)']);
    await screenshot(owner, 'decks-revision-diff');

    // Print: the print view renders the list without the navbar and opens the print dialog by itself.
    const [print] = await Promise.all([ownerContext.waitForEvent('page'), owner.getByRole('link', { name: 'Print Decklist' }).click()]);
    await print.getByText('Pat Player', { exact: true }).waitFor();
    await print.getByText('Mono Red', { exact: true }).waitFor();
    await print.getByText(/^Friday Modern, /).waitFor();
    await print.getByRole('heading', { name: 'Sorceries (4)' }).waitFor();
    await print.getByText('Lava Spike').waitFor();
    expect(await print.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expect.poll(() => printCalls(print)).toBe(1);
    for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await print.pdf({ format }))).toBe(1);
    await screenshot(print, 'decks-print');
    const [sheet] = await Promise.all([print.waitForEvent('download'), print.getByRole('link', { name: 'Registration sheet (PDF)' }).click()]);
    expect(sheet.suggestedFilename()).toMatch(/^decklist-friday-modern-pat-player-\d{4}-\d{2}-\d{2}\.pdf$/);
    const sheetPdf = fs.readFileSync((await sheet.path())!);
    expect(sheetPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(sheetPdf)).toBe(1);
    // The browser says en-US, so the sheet is on US Letter (A4 elsewhere).
    expect(await print.evaluate(() => navigator.language)).toBe('en-US');
    expect(sheetPdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    await print.close();

    // Back on the event: every deck printed, one sheet each (the 60 + 15 different cards fit one too).
    await owner.getByRole('link', { name: '← Back to Event' }).click();
    const [printAll] = await Promise.all([ownerContext.waitForEvent('page'), owner.getByRole('link', { name: 'Print Decklists' }).click()]);
    await printAll.getByRole('article', { name: 'Decklist of Olga Other' }).getByText('Sideboard (15)').waitFor();
    await printAll.getByRole('article', { name: 'Decklist of Pat Player' }).waitFor();
    await expect.poll(() => printCalls(printAll)).toBe(1);
    for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await printAll.pdf({ format }))).toBe(2);
    await printAll.close();

    // And in one text file.
    await owner.getByRole('link', { name: 'Download all decks' }).waitFor();
    // The link opens a tab whose answer is an attachment: the download happens there.
    const downloaded = new Promise<Download>((resolve) => {
      owner.once('download', resolve);
      ownerContext.once('page', (tab) => tab.once('download', resolve));
    });
    await owner.getByRole('link', { name: 'Download all decks' }).click();
    const download = await Promise.race([downloaded, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no download')), 10_000))]);
    expect(download.suggestedFilename()).toMatch(/^decklists-friday-modern-\d{4}-\d{2}-\d{2}\.txt$/);
    const allDecks = fs.readFileSync((await download.path())!, 'utf8');
    expect(allDecks).toContain('Player: Olga Other\nDeck: Fury Burn');
    expect(allDecks).toContain('Player: Pat Player\nDeck: Mono Red');
    expect(allDecks).toContain('Sideboard\n2 Blood Moon\n3 Skullcrack');
    expect(allDecks).toContain('- Fury: Banned in Modern.');
    expect(allDecks).toContain(`1 ${singles[73]}`);

    // The owner closes the event: the player's page locks, and the API refuses changes too.
    await owner.getByRole('switch', { name: 'Tournament open' }).click();
    await owner.getByText('Players cannot submit or modify decks when the tournament is closed.').waitFor();
    await player.getByText('Your decklist is submitted, and can no longer be modified because the organiser closed the tournament.').waitFor();
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).count()).toBe(0);
    await player.getByText('Skullcrack').waitFor();
    const refused = await playerContext.request.post(`${origin}/api/events/${eventId}/deck`, {
      data: { player_name: 'Pat Player', decklist_text: ARENA_EXPORT },
      headers: { origin },
    });
    expect(refused.status()).toBe(403);
    expect((await playerContext.request.delete(`${origin}/api/events/${eventId}/deck`, { headers: { origin } })).status()).toBe(403);
    expect(((await (await playerContext.request.get(`${origin}/api/events/${eventId}/deck`)).json()) as { deck_name: string }).deck_name).toBe('Mono Red');
    await screenshot(player, 'decks-locked-phone');

    // In the next event of the same format, the player imports this deck, submits it, and deletes it again.
    const nextId = await createEvent(ownerContext, origin, 'Next Friday Modern');
    await player.goto(`/e/${nextId}`);
    const importSelect = player.getByLabel('Import a saved deck');
    await expect.poll(() => importSelect.isDisabled()).toBe(false);
    const choice = (await importSelect.locator('option').allTextContents()).find((label) => label.startsWith('Mono Red · Friday Modern, '));
    expect(choice).toBeDefined();
    await importSelect.selectOption({ label: choice! });
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toContain('3 Skullcrack');
    expect(await player.getByLabel('Deck Name').inputValue()).toBe('Mono Red');
    // The select still shows what was imported; the name last used is filled in.
    expect(await importSelect.locator('option:checked').textContent()).toBe(choice);
    await expect.poll(() => player.getByLabel('Player Name').inputValue()).toBe('Pat Player');
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('Your decklist is submitted, and can be modified until the submission deadline.').waitFor();
    await player.getByRole('button', { name: 'Delete Decklist' }).click();
    await player.getByRole('dialog', { name: 'Delete Decklist' }).getByRole('button', { name: 'Delete Decklist' }).click();
    await player.getByText('Your decklist is submitted, and can be modified until the submission deadline.').waitFor({ state: 'detached' });
    await expect.poll(() => player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe('');
    expect((await playerContext.request.get(`${origin}/api/events/${nextId}/deck`)).status()).toBe(404);

    expect(ownerErrors).toEqual([]);
    expect(playerErrors).toEqual([]);
    await ownerContext.close();
    await playerContext.close();
    await otherContext.close();
  });
});
