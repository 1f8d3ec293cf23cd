// With the keyboard alone: a player submits a deck, a judge reviews it, an organiser runs a clock.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTimerTournament } from '../helpers/api';
import { watchErrors } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (as a keyboard user moves through a page); fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80) {
  await target.waitFor();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

describe('keyboard only', () => {
  const running = useServerAndBrowser();

  it('submits a deck, reviews it and runs a clock without a pointer', async () => {
    const { origin, ownerContext, eventId, player, errors: playerErrors, close } = await playerWithNewEvent(running, 'keys', 'Keyboard Modern', {
      width: 1280,
      height: 900,
    });

    // The player fills the form and submits it.
    await player.goto(`/e/${eventId}`);
    await tabTo(player, player.getByRole('textbox', { name: 'Player Name' }));
    await player.keyboard.type('Kim Keys');
    await tabTo(player, player.getByRole('textbox', { name: 'Decklist', exact: true }));
    await player.keyboard.type('4 Lightning Bolt');
    await player.keyboard.press('Escape'); // closes the card-name suggestions
    await player.keyboard.press('Enter');
    await player.keyboard.type('56 Mountain');
    await player.keyboard.press('Escape');
    await tabTo(player, player.getByRole('button', { name: 'Submit Decklist' }));
    await player.keyboard.press('Enter');
    await player.getByText('Your deck has been submitted').waitFor();

    // The organiser opens the player's deck from the list and marks it reviewed with its shortcut.
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);
    await tabTo(owner, owner.getByRole('link', { name: 'Kim Keys' }));
    await owner.keyboard.press('Enter');
    await owner.getByRole('heading', { name: 'Kim Keys' }).waitFor();
    await owner.getByText(/^Keyboard: /).waitFor();
    await owner.keyboard.press('c');
    const deck = async () => {
      const answer = await ownerContext.request.get(`${origin}/api/events/${eventId}`);
      return ((await answer.json()) as { participants: { player_name: string; is_deck_checked: boolean }[] }).participants;
    };
    await expect.poll(async () => (await deck()).find((p) => p.player_name === 'Kim Keys')?.is_deck_checked).toBe(true);

    // The organiser starts a clock.
    const { tournamentId } = await createTimerTournament(ownerContext, origin, 'Keyboard Timers', [{ clock_name: 'Round 1', minutes: 50 }]);
    await owner.goto(`/timers/${tournamentId}`);
    const round1 = owner.getByRole('region', { name: 'Round 1' });
    await tabTo(owner, round1.getByRole('button', { name: 'Start' }));
    await owner.keyboard.press('Enter');
    await round1.getByText('Running', { exact: true }).first().waitFor();

    expect(playerErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await close();
  });
});
