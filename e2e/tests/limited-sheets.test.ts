// The Limited registration sheets at 360 px: a player downloads theirs from 'Your pool', and after the swap the
// organiser downloads every pool's and one pool's from its page; each PDF is read back as text.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, today } from '../helpers/api';
import { PHONE, newContext, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

// The organisers' links are found by their address: their words are new to the message catalogues, which are
// gathered from the code before a release.
/** Downloads what a link gives (followed with the keyboard when asked) and answers its file name and its text, page by page. */
async function download(page: Page, link: Locator, { keyboard = false } = {}) {
  const clicked = keyboard ? link.focus().then(() => page.keyboard.press('Enter')) : link.click();
  const [file] = await Promise.all([page.waitForEvent('download'), clicked]);
  const pdf = fs.readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The browser says en-US: US Letter.
  expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  return { name: file.suggestedFilename(), pages: text.split('\f').filter((part) => part.trim() !== '') };
}

/** A card's row as pdftotext lays it out: its registered count, then its played count (if any), then its name. */
const row = (registered: number | '', played: number | '', name: string) => new RegExp(`^\\s*${[registered, played].filter((count) => count !== '').join('\\s+')}\\s+${name}\\b`, 'm');

describe('Limited registration sheets', () => {
  const running = useServerAndBrowser();

  it('a player downloads their sheet with the counts their deck plays; after the swap the organiser downloads every pool’s and one pool’s, at 360 px', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'sheets.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(ownerContext, origin, '/api/events', {
      event_name: 'Sealed sheets',
      format: 'limited',
      event_date: today(),
      limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] },
    });
    const players: Record<string, { context: Awaited<ReturnType<typeof newContext>>; userId: string }> = {};
    for (const [name, pool] of [
      ['Ana', '2 Serra Paragon\n3 Academy Wall'],
      ['Ben', '4 Battlefly Swarm\n1 Urborg Repossession'],
    ] as const) {
      const context = await newContext(running.browser, origin, PHONE);
      const { user_id } = await signInContext(context, running.server, `sheets.${name.toLowerCase()}@example.com`);
      await apiPost(context, origin, `/api/events/${eventId}/pool`, { player_name: name, pool_text: pool });
      players[name] = { context, userId: user_id };
    }
    const ana = players.Ana!;
    const ben = players.Ben!;
    await apiPost(ana.context, origin, `/api/events/${eventId}/deck`, { player_name: 'Ana', deck_name: '', decklist_text: '2 Serra Paragon\n1 Academy Wall\n37 Plains' });

    // Ana downloads her sheet from 'Your pool': her pool, what her deck plays of it, her basic lands.
    const anaPage = await ana.context.newPage();
    const anaErrors = watchErrors(anaPage);
    await anaPage.goto(`/e/${eventId}`);
    const own = await download(anaPage, anaPage.getByRole('link', { name: 'Registration sheet (PDF)' }));
    expect(own.name).toMatch(/^limited-registration-sheet-sealed-sheets-ana-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(own.pages).toHaveLength(1);
    const sheet = own.pages[0]!;
    expect(sheet).toContain('LIMITED REGISTRATION SHEET');
    expect(sheet).toMatch(/^\s*Ana\s+6 × Dominaria United \(DMU\) · pools of 84 cards/m);
    expect(sheet).toMatch(row(2, 2, 'Serra Paragon'));
    expect(sheet).toMatch(row(3, 1, 'Academy Wall'));
    expect(sheet).toMatch(row('', 37, 'Plains'));
    expect(await sidewaysScroll(anaPage), 'the event page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

    // The swap: Ana and Ben play each other's pools; Ben confirms the one he received and builds from it.
    await apiPost(ownerContext, origin, `/api/events/${eventId}/pool-swap`, { mode: 'pairs', pairs: [[ana.userId, ben.userId]] });
    await apiPost(ben.context, origin, `/api/events/${eventId}/pool/received/verification`, { confirmed: true });
    await apiPost(ben.context, origin, `/api/events/${eventId}/deck`, { player_name: 'Ben', deck_name: '', decklist_text: '1 Serra Paragon\n3 Academy Wall\n36 Island' });

    // The organiser's management view: every registered pool's sheet, one player after another by name (with the keyboard).
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);
    await owner.getByRole('table', { name: 'Who received whose pool' }).waitFor();
    const all = await download(owner, owner.locator(`a[href^="/api/events/${eventId}/pools/registration-sheets"]`), { keyboard: true });
    expect(all.name).toMatch(/^limited-registration-sheets-sealed-sheets-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(all.pages).toHaveLength(2);
    // Ana now plays Ben's pool, not verified yet; her deck's cards are not in it.
    expect(all.pages[0]).toMatch(/^\s*Ben\s+Ana · not verified yet/m);
    expect(all.pages[0]).toMatch(row(4, '', 'Battlefly Swarm'));
    expect(all.pages[0]).toMatch(row(0, 2, 'Serra Paragon'));
    // Ben plays Ana's, which he verified.
    expect(all.pages[1]).toMatch(/^\s*Ana\s+Ben · confirmed as registered/m);
    expect(all.pages[1]).toMatch(row(2, 1, 'Serra Paragon'));
    expect(all.pages[1]).toMatch(row(3, 3, 'Academy Wall'));
    expect(all.pages[1]).toMatch(row('', 36, 'Island'));
    expect(await sidewaysScroll(owner), 'the management view scrolls sideways at 360 px').toBeLessThanOrEqual(0);

    // Ana's pool, opened from the swap: the sheet of this pool is Ben's, who plays it.
    await owner.getByRole('link', { name: 'Pool of Ana' }).click();
    await owner.getByRole('heading', { name: 'Pool of Ana' }).waitFor();
    const one = await download(owner, owner.locator(`a[href^="/api/events/${eventId}/pool/registration-sheet?"]`));
    expect(one.name).toMatch(/^limited-registration-sheet-sealed-sheets-ben-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(one.pages).toEqual([all.pages[1]]);
    expect(await sidewaysScroll(owner), 'the pool page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

    expect(anaErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await Promise.all([ownerContext.close(), ana.context.close(), ben.context.close()]);
  });
});
