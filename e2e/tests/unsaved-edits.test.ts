import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createEvent } from '../helpers/api';
import { newContext, signInContext, watchErrors } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const TYPED = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const EDITED = `${TYPED}\n\n3 Skullcrack`;

/** The next answer of the event (or of one of its deck reads) that a live refresh makes the page fetch. */
const refetched = (page: Page, eventId: string, suffix = '') =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/events/${eventId}${suffix}`);

/** Whether leaving the page by closing or reloading the tab would ask first. */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('unsaved decklists', () => {
  const running = useServerAndBrowser();

  it('survive live refreshes of the event page, and leaving the page asks first', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin);
    await signInContext(ownerContext, running.server, 'unsaved.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Unsaved Modern');
    const otherContext = await newContext(running.browser, origin);
    await signInContext(otherContext, running.server, 'unsaved.other@example.com');

    const playerContext = await newContext(running.browser, origin);
    const { user_id: playerId } = await signInContext(playerContext, running.server, 'unsaved.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByLabel('Player Name').fill('Una Saved');
    await decklist.fill(TYPED);
    await expect.poll(() => asksBeforeUnload(player)).toBe(true);

    // The organiser adds this player by e-mail while they type: the page refetches the event, the typing stays.
    // (Other players joining do not concern this page: it hears nothing of them.)
    await apiPost(otherContext, origin, `/api/events/${eventId}/deck`, { player_name: 'Otto Other', decklist_text: TYPED });
    const eventRefetch = refetched(player, eventId);
    await apiPost(ownerContext, origin, `/api/events/${eventId}/players`, { player_name: 'Una Saved', email: 'unsaved.player@example.com' });
    await eventRefetch;
    expect(await decklist.inputValue()).toBe(TYPED);
    expect(await player.getByLabel('Player Name').inputValue()).toBe('Una Saved');
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('Your deck has been submitted').waitFor();
    await expect.poll(() => asksBeforeUnload(player)).toBe(false);

    // Editing the submitted list while a judge marks it checked and renames the deck: the page takes the
    // new deck name (not edited here) and keeps the list being typed.
    await decklist.fill(EDITED);
    const deckRefetch = refetched(player, eventId, '/deck');
    await apiPost(ownerContext, origin, `/api/events/${eventId}/deck`, {
      user_id: playerId,
      player_name: 'Una Saved',
      deck_name: 'Named by the judge',
      decklist_text: TYPED,
    });
    await deckRefetch;
    await expect.poll(() => player.getByLabel('Deck Name').inputValue()).toBe('Named by the judge');
    expect(await decklist.inputValue()).toBe(EDITED);

    // Typing on while a resubmission is on its way: the list sent is saved, the lines typed since stay.
    await player.route(`**/api/events/${eventId}/deck`, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await player.getByRole('button', { name: 'Resubmit Decklist' }).click();
    await player.getByRole('button', { name: 'Submitting' }).waitFor();
    await decklist.press('End');
    await decklist.pressSequentially('\n1 Blood Moon');
    await player.getByText('Your deck has been submitted').waitFor();
    await player.unrouteAll({ behavior: 'ignoreErrors' });
    const saved = await playerContext.request.get(`${origin}/api/events/${eventId}/deck`);
    expect(((await saved.json()) as { decklist_text: string }).decklist_text).toBe(EDITED);
    const typedOn = `${EDITED}\n1 Blood Moon`;
    expect(await decklist.inputValue()).toBe(typedOn);
    await player.getByRole('button', { name: 'Resubmit Decklist' }).waitFor();

    // Following a link asks first; staying keeps the list, leaving goes.
    const questions: string[] = [];
    player.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await player.getByRole('link', { name: '← Back to Events' }).click();
    expect(questions).toEqual(['Your changes are not saved yet. Leave this page and lose them?']);
    expect(new URL(player.url()).pathname).toBe(`/e/${eventId}`);
    expect(await decklist.inputValue()).toBe(typedOn);
    player.once('dialog', (dialog) => void dialog.accept());
    await player.getByRole('link', { name: '← Back to Events' }).click();
    await player.getByRole('heading', { name: 'Register your decklist' }).waitFor();

    // The library deck form asks too.
    await player.goto('/library/deck');
    await player.getByLabel('Deck Name').fill('Draft');
    await expect.poll(() => asksBeforeUnload(player)).toBe(true);
    player.once('dialog', (dialog) => void dialog.dismiss());
    await player.getByRole('link', { name: '← Back to Library' }).click();
    expect(new URL(player.url()).pathname).toBe('/library/deck');

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), otherContext.close(), playerContext.close()]);
  });

  it('Back and Forward with unsaved edits ask first: staying keeps the text, leaving goes', async () => {
    const { ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'back', 'Back Button Modern');

    // Into the event from the front page (an in-app navigation: Back stays in the app).
    await player.goto('/');
    await player.getByLabel('Event code').fill(eventId);
    await player.getByRole('button', { name: 'Join Event' }).click();
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await decklist.fill(TYPED);

    const questions: string[] = [];
    player.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await player.evaluate(() => history.back());
    await expect.poll(() => questions).toEqual(['Your changes are not saved yet. Leave this page and lose them?']);
    await expect.poll(() => new URL(player.url()).pathname).toBe(`/e/${eventId}`);
    expect(await decklist.inputValue()).toBe(TYPED);
    await player.getByRole('heading', { name: 'Back Button Modern' }).waitFor();

    // Asked again on the next Back; this time the player leaves.
    player.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await player.evaluate(() => history.back());
    await player.getByRole('heading', { name: 'Register your decklist' }).waitFor();
    expect(questions).toHaveLength(2);
    expect(new URL(player.url()).pathname).toBe('/');

    // Nothing unsaved on the front page: Forward goes back to the event without a question.
    await player.evaluate(() => history.forward());
    await player.getByRole('heading', { name: 'Back Button Modern' }).waitFor();
    expect(questions).toHaveLength(2);

    // The other forms ask too: creating an event, creating a timer tournament.
    for (const [path, field, link] of [
      ['/e/new', 'Tournament Name', '← Back to Events'],
      ['/timers/new', 'Tournament Name', '← Back to Timers'],
    ] as const) {
      await player.goto(path);
      await player.getByLabel(field).fill('Half typed');
      player.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      await player.getByRole('link', { name: link }).click();
      await expect.poll(() => questions.length).toBe(3 + (path === '/e/new' ? 0 : 1));
      expect(new URL(player.url()).pathname).toBe(path);
      expect(await player.getByLabel(field).inputValue()).toBe('Half typed');
    }

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('a reload offers the unsent draft back (event deck and library deck), and a submitted one is gone', async () => {
    const { ownerContext, eventId, playerContext, player, errors } = await playerWithNewEvent(running, 'draft', 'Draft Modern');
    // Reloading with unsaved edits asks (beforeunload): the player reloads anyway.
    player.on('dialog', (dialog) => void dialog.accept());

    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByLabel('Player Name').fill('Dora Draft');
    await decklist.fill(TYPED);
    await player.reload();
    const offer = player.getByText(/^You have an unsent draft from \d{1,2}[:.]\d{2}/);
    await offer.waitFor();
    expect(await decklist.inputValue()).toBe('');
    await player.getByRole('button', { name: 'Restore' }).click();
    expect(await decklist.inputValue()).toBe(TYPED);
    expect(await player.getByLabel('Player Name').inputValue()).toBe('Dora Draft');
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('Your deck has been submitted').waitFor();
    await player.reload();
    await player.getByRole('button', { name: 'Save to Library' }).waitFor();
    expect(await decklist.inputValue()).toBe(TYPED);
    expect(await offer.count()).toBe(0);

    // A new library deck: the same after a reload; Discard forgets it.
    await player.goto('/library/deck');
    await player.getByLabel('Deck Name').fill('Library Draft');
    await player.getByLabel('Format').selectOption('modern');
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(TYPED);
    await player.reload();
    await offer.waitFor();
    await player.getByRole('button', { name: 'Restore' }).click();
    expect(await player.getByLabel('Deck Name').inputValue()).toBe('Library Draft');
    expect(await player.getByRole('textbox', { name: 'Decklist', exact: true }).inputValue()).toBe(TYPED);
    await player.reload();
    await player.getByRole('button', { name: 'Discard' }).click();
    await player.reload();
    await player.getByLabel('Deck Name').waitFor();
    expect(await offer.count()).toBe(0);

    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });
});
