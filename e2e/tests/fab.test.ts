import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arenaCardsExport, flawedExport } from '../../packages/server/test/helpers/fab-lists';
import { createEvent } from '../helpers/api';
import { newContext, screenshot, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

/** A Classic Constructed list as a deck builder exports it, and the same with a typo and a Wizard card her class cannot play. */
const LEGAL = arenaCardsExport();
const FLAWED = flawedExport(LEGAL);

describe('a Flesh and Blood event', () => {
  const running = useServerAndBrowser();

  it('a player pastes a list with a typo and a card their hero cannot play at 360 px, fixes both and submits; the organiser reviews and prints it', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, { width: 360, height: 740 });
    await signInContext(ownerContext, running.server, 'fab.owner@example.com');
    await ownerContext.addInitScript(() => {
      window.print = () => undefined;
    });
    const eventId = await createEvent(ownerContext, origin, 'Road to Nationals', 'fab-cc');

    const playerContext = await newContext(running.browser, origin);
    await signInContext(playerContext, running.server, 'fay@example.com');
    const player = await playerContext.newPage();
    const playerErrors = watchErrors(player);
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await decklist.waitFor();
    expect(await decklist.getAttribute('placeholder')).toContain('Hero: Dorinthea Ironsong');
    await player.getByText('a count, the name and its pitch, like 3x Sink Below (red)').waitFor();

    await player.getByLabel('Player Name').fill('Fay Blood');
    await decklist.fill(FLAWED);
    const checked = player.getByRole('region', { name: 'Checked decklist' });
    await checked.getByText('Hero (1)').waitFor();
    await checked.getByText('Red (pitch 1) (24)').waitFor();
    await checked.getByText('⚠ Dorinthea Ironsong cannot play this Wizard card.').waitFor();
    const typo = checked.getByRole('row').filter({ hasText: 'Sink Belw (blue)' });
    await typo.getByRole('button', { name: '⚠ Not a known card.' }).waitFor();
    await typo.getByRole('button', { name: 'Sink Below (blue)', exact: true }).waitFor();
    await player.getByLabel('Card counts').getByText('Deck: 60').waitFor();
    await player.getByLabel('Card counts').getByText('Arena cards: 3').waitFor();
    expect(await sidewaysScroll(player)).toBeLessThanOrEqual(0);
    await screenshot(player, 'fab-warnings-phone');

    // The name meant, written in by its button; the Wizard card out, by hand.
    await typo.getByRole('button', { name: 'Sink Below (blue)', exact: true }).click();
    await expect.poll(() => decklist.inputValue()).toContain('3x Sink Below (blue)');
    await decklist.fill((await decklist.inputValue()).replace('2x Command and Conquer (red)\n1x Aether Spindle (red)', '3x Command and Conquer (red)'));
    await checked.getByText('⚠ Dorinthea Ironsong cannot play this Wizard card.').waitFor({ state: 'detached' });
    await typo.waitFor({ state: 'detached' });
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('Your decklist is submitted, and can be modified until the submission deadline.').waitFor();
    expect(await decklist.inputValue()).toBe(LEGAL);

    // The organiser: the player's row without a warning, the review grouped by the game, the print view.
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);
    // The game is named with the format.
    await owner.getByText(/^Flesh and Blood · Classic Constructed · /).waitFor();
    const row = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: 'Fay Blood' }) });
    await row.getByText('Deck submitted').waitFor();
    expect(await row.getByText('⚠ Warnings').count()).toBe(0);
    // EventLink is Magic's: no comparison with it here.
    await owner.getByRole('link', { name: 'QR Code' }).waitFor();
    expect(await owner.getByRole('link', { name: 'Eventlink Sync' }).count()).toBe(0);
    await row.getByRole('link', { name: 'Fay Blood' }).click();
    await owner.getByText('Equipment (2)').first().waitFor();
    await owner.getByText('Dorinthea Ironsong').first().waitFor();
    const playerId = new URL(owner.url()).searchParams.get('id') ?? new URL(owner.url()).searchParams.get('user_id');
    expect(playerId).toBeTruthy();
    await owner.goto(`/e/${eventId}/deck/print?id=${playerId}`);
    await owner.getByText('Deck: 60 · Arena cards: 3').waitFor();
    await owner.getByRole('heading', { name: 'Blue (pitch 3) (18)' }).waitFor();
    await screenshot(owner, 'fab-print');
    // The registration sheet (PDF), in the game's words, read back.
    const [sheet] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: 'Registration sheet (PDF)' }).click()]);
    const pdf = fs.readFileSync((await sheet.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const sheetText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    for (const words of ['Fay Blood', 'Dorinthea Ironsong', 'GEM ID', 'Deck Cards:', 'Arena Cards (Weapons and Equipment):', 'Dawnblade', 'Sink Below (red)']) {
      expect(sheetText).toContain(words);
    }
    expect(playerErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });
});
