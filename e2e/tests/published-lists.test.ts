import { parseDecklist } from '@decklist/core/decklist';
import { describe, expect, it } from 'vitest';
import { apiPost, submitDeck, today } from '../helpers/api';
import { seriousAxeFindings } from '../helpers/axe';
import { newContext, PHONE, screenshot, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

const DECK = ['4 Lightning Bolt', '4 Monastery Swiftspear', '52 Mountain', '', 'Sideboard', '3 Blood Moon'].join('\n');
const PLAYERS = Array.from({ length: 9 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);

describe('published decklists journey', () => {
  const running = useServerAndBrowser();

  it('an owner publishes the Top 8 with their placings, and an anonymous browser reads and copies them', async () => {
    const origin = running.server.url;
    const owner = await newContext(running.browser, origin);
    await signInContext(owner, running.server, 'lists.owner@example.com');
    const page = await owner.newPage();
    const errors = watchErrors(page);

    // The owner says so at creation: every player is told before submitting.
    await page.goto('/e/new');
    await page.getByLabel('Tournament Name').fill('Sunday Modern Cup');
    await page.getByLabel('Format').selectOption({ label: 'Modern' });
    await page.getByRole('switch', { name: 'Decklists may be published' }).check();
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await page.waitForURL(/\/e\/[2-9a-z]{10}$/);
    const eventId = new URL(page.url()).pathname.split('/')[2]!;

    // A player sees the notice on the deck form; nine submit.
    const players = [];
    for (const [i, name] of PLAYERS.entries()) {
      const context = await newContext(running.browser, origin);
      await signInContext(context, running.server, `lists.player${i}@example.com`);
      if (i === 0) {
        const playerPage = await context.newPage();
        await playerPage.goto(`/e/${eventId}`);
        await playerPage.getByText('By submitting yours, you agree that it may be published.').waitFor();
        await playerPage.close();
      }
      await submitDeck(context, origin, eventId, { player_name: name, deck_name: `${name} Burn`, decklist_text: DECK });
      players.push(context);
    }

    // The owner chooses the Top 8 (all but Player I) with placings in reverse order of the names, and publishes.
    await page.reload();
    const choices = page.getByRole('list', { name: 'Decklists to choose' });
    await choices.getByRole('group', { name: 'Player A' }).waitFor();
    for (const [i, name] of PLAYERS.slice(0, 8).entries()) {
      const row = choices.getByRole('group', { name });
      await row.getByRole('switch', { name }).check();
      await row.getByLabel('Placing').fill(String(8 - i));
    }
    await choices.getByRole('group', { name: 'Player A' }).getByLabel('Label').fill('Top 8');
    await page.getByRole('link', { name: 'Download chosen decklists (8)' }).waitFor();
    await page.getByRole('button', { name: 'Publish Chosen Lists' }).click();
    await page.getByText('8 lists are published:').waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'published-lists-manage-phone');
    const publicLink = page.getByRole('link', { name: 'public page of the published decklists' });
    expect(await publicLink.getAttribute('href')).toBe(`/e/${eventId}/lists`);

    // The chosen set downloads in one go, as the owner's browser gets it.
    const text = await owner.request.get(`${origin}${await page.getByRole('link', { name: 'Download chosen decklists (8)' }).getAttribute('href')}`);
    expect(text.ok()).toBe(true);
    const body = await text.text();
    expect(body).toContain('8 decklists');
    expect(body).not.toContain('Player I');
    const sheets = await owner.request.get(`${origin}${await page.getByRole('link', { name: 'Print chosen decklists (PDF)' }).getAttribute('href')}`);
    expect([sheets.status(), sheets.headers()['content-type']]).toEqual([200, 'application/pdf']);

    // Anyone reads the page, signed out, in the chosen order: Player H (1st) first, Player A (8th · Top 8) last.
    const reader = await newContext(running.browser, origin);
    const publicPage = await reader.newPage();
    const readerErrors = watchErrors(publicPage);
    const response = await publicPage.goto(`/e/${eventId}/lists`);
    expect(response!.status()).toBe(200);
    expect(await publicPage.title()).toBe('Sunday Modern Cup: decklists');
    expect(await publicPage.locator('meta[name="description"]').getAttribute('content')).toContain('8 published decklists of Sunday Modern Cup');
    const headings = await publicPage.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['1st Player H', '2nd Player G', '3rd Player F', '4th Player E', '5th Player D', '6th Player C', '7th Player B', '8th · Top 8 Player A']);
    await publicPage.getByText('Main: 60 · Side: 3').first().waitFor();
    await publicPage.getByRole('img', { name: 'Mana cost: 2, red' }).first().waitFor();
    expect(await sidewaysScroll(publicPage)).toBeLessThanOrEqual(0);
    await screenshot(publicPage, 'published-lists-public-phone');

    // 'Copy' puts the export on the clipboard, and it reads back as the same list.
    await publicPage.getByRole('button', { name: 'Copy decklist of Player H' }).click();
    await publicPage.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await publicPage.evaluate(() => navigator.clipboard.readText());
    const entries = (text: string) => parseDecklist(text, 'sixty').entries.map((e) => `${e.section} ${e.quantity} ${e.name}`).sort();
    expect(entries(copied)).toEqual(entries(DECK));

    // The page passes axe.
    const axeContext = await running.browser.newContext({ baseURL: origin, viewport: { width: 360, height: 740 } });
    const axePage = await axeContext.newPage();
    await axePage.goto(`/e/${eventId}/lists`);
    expect(await seriousAxeFindings(axePage)).toEqual([]);

    // The owner takes one list back, then all of them, from the management view.
    await choices.getByRole('group', { name: 'Player A' }).getByRole('switch', { name: 'Player A' }).uncheck();
    await page.getByRole('button', { name: 'Publish Chosen Lists' }).click();
    await page.getByText('7 lists are published:').waitFor();
    await publicPage.reload();
    expect(await publicPage.getByRole('heading', { level: 2 }).allTextContents()).not.toContain('8th · Top 8 Player A');
    expect(await publicPage.getByRole('heading', { level: 2 }).count()).toBe(7);
    for (const name of PLAYERS.slice(1, 8)) await choices.getByRole('group', { name }).getByRole('switch', { name }).uncheck();
    await page.getByRole('button', { name: 'Unpublish All' }).click();
    await page.getByText(/lists? (is|are) published:/).waitFor({ state: 'detached' });
    // Unpublishing everything makes the page an empty 404.
    const gone = await reader.request.get(`${origin}/e/${eventId}/lists`);
    expect([gone.status(), await gone.text()]).toEqual([404, '']);

    expect(errors).toEqual([]);
    expect(readerErrors).toEqual([]);
    await Promise.all([owner.close(), reader.close(), axeContext.close(), ...players.map((context) => context.close())]);
  }, 180_000);

  it('a published Limited list shows its main deck and, as its sideboard, the rest of the pool, at 360 px', async () => {
    const origin = running.server.url;
    const owner = await newContext(running.browser, origin, PHONE);
    await signInContext(owner, running.server, 'lists.sealed.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(owner, origin, '/api/events', {
      event_name: 'Sealed Cup',
      format: 'limited',
      event_date: today(),
      lists_may_be_published: true,
      limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] },
    });
    const player = await newContext(running.browser, origin, PHONE);
    const { user_id } = await signInContext(player, running.server, 'lists.sealed.player@example.com');
    await apiPost(player, origin, `/api/events/${eventId}/pool`, { player_name: 'Ana', pool_text: '2 Serra Paragon\n3 Academy Wall' });
    // The list's own sideboard is not what is published: the rest of the pool is.
    const list = ['2 Serra Paragon', '1 Academy Wall', '37 Plains', '', 'Sideboard', '4 Llanowar Elves'].join('\n');
    await submitDeck(player, origin, eventId, { player_name: 'Ana', deck_name: 'White Weenie', decklist_text: list });
    await apiPost(owner, origin, `/api/events/${eventId}/publications`, { decks: [{ user_id, placing: 1 }] });

    const reader = await newContext(running.browser, origin, PHONE);
    const page = await reader.newPage();
    const errors = watchErrors(page);
    expect((await page.goto(`/e/${eventId}/lists`))!.status()).toBe(200);
    await page.getByText('Main: 40 · Side: 2').waitFor();
    const sideboard = page.getByRole('table', { name: 'Sideboard (2)' });
    expect(await sideboard.getByRole('row').allTextContents()).toEqual([expect.stringContaining('Qty'), expect.stringMatching(/^2Academy Wall/)]);
    await page.getByRole('table', { name: 'Lands (37)' }).waitFor();
    expect(await page.getByText('Llanowar Elves').count()).toBe(0);
    expect(await page.getByLabel('Decklist of Ana as text').inputValue()).toBe('Deck\n2 Serra Paragon\n1 Academy Wall\n37 Plains\n\nSideboard\n2 Academy Wall');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await Promise.all([owner.close(), player.close(), reader.close()]);
  }, 120_000);
});
