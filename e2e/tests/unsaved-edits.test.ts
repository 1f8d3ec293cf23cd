import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../helpers/axe';
import { apiPost, createEvent, submitDeck } from '../helpers/api';
import { PHONE, newContext, screenshot, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const TYPED = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const EDITED = `${TYPED}\n\n3 Skullcrack`;

/** The next answer of the event (or of one of its deck reads) that a live refresh makes the page fetch. */
const refetched = (page: Page, eventId: string, suffix = '') =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/events/${eventId}${suffix}`);


/** Whether the top of an element (its first 40 px at least) is on screen, below the shell's sticky header. */
async function topInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 60 && box.y + Math.min(box.height, 40) <= height;
}

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

    // Editing the submitted list while a judge marks it reviewed and renames the deck: the page takes the
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

  it('a deadline that passes during an edit on a phone: the unsent list is kept, and a message in view says it was NOT submitted', async () => {
    const { origin, ownerContext, eventId, playerContext, player, errors, close } = await playerWithNewEvent(running, 'lockedit', 'Locked Edit Modern');
    expect(player.viewportSize()).toEqual(PHONE);
    await submitDeck(playerContext, origin, eventId, { player_name: 'Lena Late', decklist_text: TYPED });
    const swapped = TYPED.replace('4 Monastery Swiftspear', '4 Soul-Scar Mage');
    // The hall's network: the page's live socket reaches the server only after the organiser has set the deadline.
    const held: WebSocketRoute[] = [];
    await player.routeWebSocket(/\/ws\?channel=/, (ws) => void held.push(ws));

    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByRole('button', { name: 'Save to Library' }).waitFor();
    await decklist.fill(swapped);
    await expect.poll(() => held.length).toBe(1);
    // The deadline comes a few seconds later: with a change unsent, the page warns near the submit button.
    const deadline = Date.now() + 8000;
    await apiPost(ownerContext, origin, `/api/events/${eventId}`, { submission_deadline: new Date(deadline).toISOString() });
    held[0]!.connectToServer();
    await player.getByText('Less than 1 minute left to submit: your changes are not sent yet.').waitFor();
    expect(await player.getByTestId('deadline-warning').getAttribute('role')).toBe('status');

    // The player looks at the card table, far below the top of the page, when the deadline passes.
    await player.getByRole('table').last().scrollIntoViewIfNeeded();
    await player.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const notice = player.getByRole('alert').filter({ hasText: 'Your changes were NOT submitted' });
    await notice.waitFor({ timeout: 15_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(deadline);
    await expect.poll(() => topInView(player, notice)).toBe(true);
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await notice.textContent()).toMatch(/The submission deadline \(.+\) passed before you submitted them\./);
    await player.getByText('Decklist locked').waitFor();
    expect(await decklist.count()).toBe(0);

    // Both lists, read-only, one above the other on the phone; the unsent one can be copied for a judge.
    const submitted = player.getByRole('textbox', { name: 'Submitted list (locked)' });
    const unsent = player.getByRole('textbox', { name: 'Your unsent list (not submitted)' });
    expect(await submitted.inputValue()).toBe(TYPED);
    expect(await unsent.inputValue()).toBe(swapped);
    expect(await unsent.getAttribute('readonly')).not.toBeNull();
    const [above, below] = [(await submitted.boundingBox())!, (await unsent.boundingBox())!];
    expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
    expect(await sidewaysScroll(player)).toBeLessThanOrEqual(0);
    await notice.getByRole('button', { name: 'Copy unsent list' }).click();
    await notice.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await player.evaluate(() => navigator.clipboard.readText())).toBe(swapped);
    expect(await seriousAxeFindings(player)).toEqual([]);
    await screenshot(player, 'deadline-unsent-edit-phone');

    // The server has the list as submitted; the unsent one is still here after a reload.
    const registered = await playerContext.request.get(`${origin}/api/events/${eventId}/deck`);
    expect(((await registered.json()) as { decklist_text: string }).decklist_text).toBe(TYPED);
    await player.reload();
    await notice.waitFor();
    expect(await unsent.inputValue()).toBe(swapped);
    await expect.poll(() => topInView(player, notice)).toBe(true);

    expect(errors).toEqual([]);
    await close();
  });

  it('a submit refused by the deadline (the page had not heard it pass) keeps the list and says it was NOT submitted', async () => {
    const { origin, ownerContext, eventId, player, errors, close } = await playerWithNewEvent(running, 'latesubmit', 'Late Submit Modern');
    // The live channel says nothing to this page: it learns of the deadline only from the refusal.
    await player.routeWebSocket(/\/ws\?channel=/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage(() => undefined);
    });
    const deadline = Date.now() + 8000;
    await apiPost(ownerContext, origin, `/api/events/${eventId}`, { submission_deadline: new Date(deadline).toISOString() });
    await player.goto(`/e/${eventId}`);
    const decklist = player.getByRole('textbox', { name: 'Decklist', exact: true });
    await player.getByLabel('Player Name').fill('Lou Late');
    await decklist.fill(TYPED);
    await player.getByText('Less than 1 minute left to submit: your changes are not sent yet.').waitFor();
    await player.getByTestId('time-left').getByText('closing now').waitFor({ timeout: 15_000 });
    await expect.poll(() => Date.now() > deadline + 500).toBe(true);

    const refused = player.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/events/${eventId}/deck`);
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    expect((await refused).status()).toBe(403);
    const notice = player.getByRole('alert').filter({ hasText: 'Your changes were NOT submitted' });
    await notice.waitFor();
    await expect.poll(() => topInView(player, notice)).toBe(true);
    expect(await notice.textContent()).toMatch(/The submission deadline \(.+\) passed before you submitted them\. You have no decklist submitted in this event/);
    expect(await player.getByRole('textbox', { name: 'Your unsent list (not submitted)' }).inputValue()).toBe(TYPED);
    await player.getByText('This tournament is past its decklist submission deadline.').waitFor();
    expect(await player.getByText('Error, try later').count()).toBe(0);

    await player.reload();
    await notice.waitFor();
    expect(await player.getByRole('textbox', { name: 'Your unsent list (not submitted)' }).inputValue()).toBe(TYPED);
    expect(errors).toEqual([]);
    await close();
  });
});
