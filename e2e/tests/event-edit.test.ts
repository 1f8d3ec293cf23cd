import { addDays } from '@decklist/core/events';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../helpers/axe';
import { submitDeck, today } from '../helpers/api';
import { screenshot, sidewaysScroll } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const DECK = ['4 Lightning Bolt', '56 Mountain'].join('\n');

describe('the owner edits an event, and enters a walk-in player’s deck', () => {
  const running = useServerAndBrowser();

  it('the owner renames and re-dates the event at 360 px by keyboard; the player’s open page follows without a reload', async () => {
    const journey = await playerWithNewEvent(running, 'rename', 'Friday Modern');
    const { origin, ownerContext, playerContext, player, eventId, errors } = journey;
    try {
      await submitDeck(playerContext, origin, eventId, { player_name: 'Pat Player', decklist_text: DECK });
      await player.goto(`/e/${eventId}`);
      await player.getByRole('heading', { name: 'Friday Modern', level: 1 }).waitFor();
      await player.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

      const owner = await ownerContext.newPage();
      await owner.goto(`/e/${eventId}`);
      await owner.getByRole('heading', { name: 'Friday Modern', level: 1 }).waitFor();
      const edit = owner.getByRole('button', { name: 'Edit name and date' });
      await edit.focus();
      await owner.keyboard.press('Enter');
      const name = owner.getByLabel('Tournament Name');
      await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);

      // What creation refuses is refused here, under its field.
      await owner.keyboard.press('ControlOrMeta+A');
      await owner.keyboard.press('Backspace');
      await owner.keyboard.press('Enter');
      await owner.getByText('Tournament name is required').waitFor();
      expect(await sidewaysScroll(owner)).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(owner)).toEqual([]);
      await screenshot(owner, 'event-edit-phone');

      await owner.keyboard.type('Saturday Modern');
      const newDate = addDays(today(), 2);
      await owner.getByLabel('Tournament Date').fill(newDate);
      await owner.getByRole('button', { name: 'Save', exact: true }).click();
      await owner.getByText('Name and date saved.', { exact: false }).waitFor();
      await owner.getByRole('heading', { name: 'Saturday Modern', level: 1 }).waitFor();
      await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);

      // The player's page shows the new name and date without reloading.
      await player.getByRole('heading', { name: 'Saturday Modern', level: 1 }).waitFor();
      const shownDate = await owner.evaluate((date) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)), newDate);
      expect(await player.getByRole('main').textContent()).toContain(shownDate);
      expect(await player.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await journey.close();
    }
  });

  it('the organiser adds a walk-in player and enters their paper decklist', async () => {
    const journey = await playerWithNewEvent(running, 'walkin', 'Walk-In Modern');
    const { ownerContext } = journey;
    try {
      const owner = await ownerContext.newPage();
      await owner.goto(`/e/${journey.eventId}`);
      await owner.getByRole('heading', { name: 'Walk-In Modern', level: 1 }).waitFor({ timeout: 30_000 });
      await owner.getByLabel('Player name').fill('Walt Walk-In');
      await owner.getByRole('button', { name: 'Add Player' }).click();
      await owner.getByRole('status').getByText('Walt Walk-In was added.').waitFor();
      await owner.getByRole('link', { name: "Enter Walt Walk-In's decklist" }).click();
      await owner.waitForURL(/\/deck\?id=[0-9a-f-]{36}$/);

      await owner.getByText('No decklist found').waitFor();
      await owner.getByRole('button', { name: 'Edit Decklist' }).click();
      expect(await owner.getByLabel('Player Name').inputValue()).toBe('Walt Walk-In');
      await owner.getByRole('textbox', { name: 'Decklist', exact: true }).fill(DECK);
      await owner.getByRole('button', { name: 'Submit Decklist' }).click();
      await owner.getByText("Walt Walk-In's decklist has been saved").waitFor();
      await owner.getByRole('button', { name: 'Mark as Reviewed' }).waitFor();

      await owner.getByRole('link', { name: '← Back to Event' }).click();
      const row = owner.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: 'Walt Walk-In' });
      await row.getByText('Deck submitted').waitFor();
    } finally {
      await journey.close();
    }
  });
});
