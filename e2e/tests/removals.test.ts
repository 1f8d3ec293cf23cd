import { describe, expect, it } from 'vitest';
import { submitDeck } from '../helpers/api';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const DECK = ['4 Lightning Bolt', '56 Mountain'].join('\n');

describe('a removed player, and names that would forge text', () => {
  const running = useServerAndBrowser();

  it('a removed player is told why their submission is refused until the organiser allows them back', async () => {
    const journey = await playerWithNewEvent(running, 'removed', 'Removal Modern', { width: 1280, height: 900 });
    const { origin, ownerContext, playerContext, player, eventId, errors } = journey;
    try {
      await submitDeck(playerContext, origin, eventId, { player_name: 'Rémy Removed', decklist_text: DECK });

      // The owner removes the player from the management view.
      const owner = await ownerContext.newPage();
      await owner.goto(`/e/${eventId}`);
      await owner.getByRole('button', { name: 'Remove Rémy Removed' }).click();
      await owner.getByRole('button', { name: 'Remove Player' }).click();
      const removed = owner.getByRole('list', { name: 'Removed people' });
      await removed.getByText('Rémy Removed').waitFor();

      // The player submits again: refused, saying why.
      await player.goto(`/e/${eventId}`);
      await player.getByLabel('Player Name').fill('Rémy Removed');
      await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(DECK);
      await player.getByRole('button', { name: 'Submit Decklist' }).click();
      await player.getByText(/The organiser removed you from this event/).waitFor();

      // Allowed back, they can submit.
      await owner.getByRole('button', { name: 'Allow Rémy Removed back' }).click();
      await removed.waitFor({ state: 'detached' });
      await player.getByRole('button', { name: 'Submit Decklist' }).click();
      await player.getByText('Your deck has been submitted').waitFor();
      expect(errors.filter((error) => !/403|Forbidden/.test(error))).toEqual([]);
    } finally {
      await journey.close();
    }
  });

  it('a name with a direction override is refused in the form, with the reason under the field', async () => {
    const journey = await playerWithNewEvent(running, 'forged', 'Forged Names');
    const { player, eventId } = journey;
    try {
      await player.goto(`/e/${eventId}`);
      await player.getByLabel('Player Name').fill('Alice\u202e');
      await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(DECK);
      await player.getByRole('button', { name: 'Submit Decklist' }).click();
      await player.getByText('Player name must not contain characters that change the direction of the text').waitFor();
      expect(await player.getByRole('button', { name: 'Submit Decklist' }).count()).toBe(1);
    } finally {
      await journey.close();
    }
  });
});
