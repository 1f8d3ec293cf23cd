import jsQR from 'jsqr';
import { eventChannel } from '@decklist/core/live';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createEvent } from '../helpers/api';
import { newContext, screenshot, signInContext, signInOnPage, watchErrors, sidewaysScroll } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

/** Reads the QR code on the page from a screenshot of the area around it. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const box = (await page.getByRole('img', { name: /QR code of/ }).boundingBox())!;
  const pad = 24;
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } }),
  );
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}


describe('events journey', () => {
  const running = useServerAndBrowser();

  it('an organiser creates an event and shares it by link and QR code; a player joins by code', async () => {
    const organiser = await newContext(running.browser, running.server.url);
    await signInContext(organiser, running.server, 'organiser@example.com');
    const page = await organiser.newPage();
    const errors = watchErrors(page);

    await page.goto('/');
    await page.getByText('No events found').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Create Tournament' }).click();
    await page.getByLabel('Tournament Name').waitFor();
    expect(await page.getByLabel('Tournament Name').getAttribute('placeholder')).toBe('Modern RCQ');
    await page.getByText("Date can't be more than 30 days in the future.").waitFor();
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await page.getByText('Tournament name is required').waitFor();
    await page.getByText('Format is required').waitFor();

    await page.getByLabel('Tournament Name').fill('  Friday Modern  ');
    await page.getByLabel('Format').selectOption({ label: 'Modern' });
    await page.getByRole('button', { name: 'Create Tournament' }).click();
    await page.waitForURL(/\/e\/[2-9a-z]{10}$/);
    const eventId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { name: 'Friday Modern' }).waitFor();
    await page.getByText(eventId.toUpperCase(), { exact: true }).waitFor();
    await page.getByText('Players can submit and modify decks when the tournament is open.').waitFor();
    await page.getByText('0/300').waitFor();
    await page.getByText('No players have joined this tournament yet').waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'events-manage-phone');

    // The invite link is copied, and the button says so for 2 seconds.
    const inviteUrl = `${running.server.url}/e/${eventId}`;
    expect(await page.getByLabel('Invite link').inputValue()).toBe(inviteUrl);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });

    // The QR poster opens in a new tab, without the navbar, and its code carries the event URL.
    const [poster] = await Promise.all([organiser.waitForEvent('page'), page.getByRole('link', { name: 'QR Code' }).click()]);
    await poster.getByText('Scan to register your decklist').waitFor();
    await poster.getByRole('heading', { name: 'Friday Modern' }).waitFor();
    await poster.getByText(inviteUrl, { exact: true }).waitFor();
    expect(await poster.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await decodeQr(poster)).toBe(inviteUrl);
    await poster.emulateMedia({ media: 'print' });
    expect(await poster.getByRole('button', { name: 'Print QR Code' }).isVisible()).toBe(false);
    expect(await poster.getByRole('button', { name: 'Close' }).isVisible()).toBe(false);
    await poster.emulateMedia({ media: 'screen' });
    expect(await poster.getByRole('button', { name: 'Print QR Code' }).isVisible()).toBe(true);
    await screenshot(poster, 'events-qr-poster');
    await poster.goto('/e/nosuchcode/qr');
    await poster.getByText("Can't find this tournament. Check that the code you entered is correct.").waitFor();

    // A player, in another browser, joins by code (typed in upper case), logs in and lands back on the event.
    const playerContext = await newContext(running.browser, running.server.url);
    const player = await playerContext.newPage();
    const playerErrors = watchErrors(player);
    await player.goto('/');
    await player.getByLabel('Event code').fill('wrongcode');
    await player.getByRole('button', { name: 'Join Event' }).click();
    await player.getByText("This code doesn't seem right. Check that you entered it correctly.").waitFor();
    await player.getByLabel('Event code').fill(` ${eventId.toUpperCase()} `);
    await player.getByRole('button', { name: 'Join Event' }).click();
    await player.waitForURL(`**/e/${eventId}`);
    await player.getByRole('heading', { name: 'Friday Modern' }).waitFor();
    expect(await player.getByText(eventId.toUpperCase(), { exact: true }).count()).toBe(0);
    await player.getByText('Log in to submit your decklist for this event.').waitFor();
    await player.getByRole('link', { name: 'Log in to Continue' }).click();
    await signInOnPage(player, running.server, 'player@example.com');
    await player.waitForURL(`**/e/${eventId}`);
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor(); // the deck form
    await player.goto('/e/nosuchcode');
    await player.getByText("Can't find this event. Check that the code you entered is correct.").waitFor();

    expect(errors).toEqual([]);
    expect(playerErrors).toEqual([]);
    await organiser.close();
    await playerContext.close();
  });

  it('a judge runs the event with the owner, and every screen follows changes live', async () => {
    const ownerContext = await newContext(running.browser, running.server.url, { width: 1280, height: 900 });
    await signInContext(ownerContext, running.server, 'owner@example.com');
    const created = await ownerContext.request.post(`${running.server.url}/api/events`, {
      data: { event_name: 'Sunday Legacy', format: 'legacy', event_date: new Date().toISOString().slice(0, 10) },
      headers: { origin: running.server.url },
    });
    const eventId = ((await created.json()) as { event_id: string }).event_id;
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);

    // The owner adds a judge (both fields required) and a player by name.
    await owner.getByRole('button', { name: 'Add Judge' }).click();
    await owner.getByText('Name is required').waitFor();
    await owner.getByText('Email is required').waitFor();
    const judgesForm = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Add Judge' }) });
    await judgesForm.getByLabel('Name').fill('Jane Judge');
    await judgesForm.getByLabel('Email').fill('judge@example.com');
    await owner.getByRole('button', { name: 'Add Judge' }).click();
    await owner.getByRole('list', { name: 'Judges' }).getByText('Jane Judge').waitFor();
    await owner.getByLabel('Player name').fill('José García');
    await owner.getByRole('button', { name: 'Add Player' }).click();
    await owner.getByRole('link', { name: 'José García', exact: true }).waitFor();
    expect(await owner.getByRole('link', { name: 'José García', exact: true }).getAttribute('href')).toMatch(new RegExp(`^/e/${eventId}/deck\\?id=[0-9a-f-]{36}$`));
    await owner.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // The judge signs in, finds the event in their list and adds a player: the owner's page shows it without reloading.
    const judgeContext = await newContext(running.browser, running.server.url);
    await signInContext(judgeContext, running.server, 'judge@example.com');
    const judge = await judgeContext.newPage();
    const judgeErrors = watchErrors(judge);
    await judge.goto('/');
    const row = judge.getByRole('row').filter({ hasText: 'Sunday Legacy' });
    await row.getByText('Judge').waitFor();
    await row.getByRole('link', { name: 'Sunday Legacy' }).click();
    await judge.getByText(eventId.toUpperCase(), { exact: true }).waitFor();
    expect(await judge.getByRole('heading', { name: 'Judges' }).count()).toBe(0);
    await judge.getByLabel('Player name').fill('Live Player');
    await judge.getByRole('button', { name: 'Add Player' }).click();
    await owner.getByRole('link', { name: 'Live Player', exact: true }).waitFor();
    await owner.getByText('2/300').waitFor();

    // Search and filters.
    await owner.getByLabel('Search players').fill('jose');
    await owner.getByRole('link', { name: 'José García', exact: true }).waitFor();
    expect(await owner.getByRole('link', { name: 'Live Player', exact: true }).count()).toBe(0);
    await owner.getByLabel('Search players').fill('');
    await owner.getByText('Reviewed', { exact: true }).click();
    await owner.getByText('No players match your filter').waitFor();
    await owner.getByText('All', { exact: true }).click();

    // Removing asks first; the judge's page follows.
    await owner.getByRole('button', { name: 'Remove José García' }).click();
    await owner.getByRole('dialog', { name: 'Remove Player' }).getByRole('button', { name: 'Remove Player' }).click();
    await owner.getByText('1/300').waitFor();
    await judge.getByText('1/300').waitFor();
    expect(await judge.getByRole('link', { name: 'José García', exact: true }).count()).toBe(0);

    // The judge closes the event after a confirmation, and cannot reopen it.
    // (with the keyboard: the switch is focusable and toggles with Space)
    await judge.getByRole('switch', { name: 'Tournament open' }).focus();
    await judge.keyboard.press('Space');
    await judge.getByRole('dialog', { name: 'Close Tournament' }).getByRole('button', { name: 'Close Tournament' }).click();
    await judge.getByRole('dialog', { name: 'Close Tournament' }).waitFor({ state: 'hidden' });
    await judge.getByText('Only the tournament owner can reopen this tournament.', { exact: true }).waitFor();
    expect(await judge.getByRole('switch', { name: 'Tournament closed' }).isDisabled()).toBe(true);
    await owner.getByText('Players cannot submit or modify decks when the tournament is closed.').waitFor();

    // Signed out, a closed event says so.
    const visitorContext = await newContext(running.browser, running.server.url);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/e/${eventId}`);
    await visitor
      .getByText(
        'Event Closed - This event has been closed for registration. If you need to participate, please contact your Tournament Organiser or Judge.',
      )
      .waitFor();

    // The owner reopens it; the judge sees it open again at once (live updates need a session: the visitor reloads).
    await owner.getByRole('switch', { name: 'Tournament closed' }).click();
    await owner.getByText('Players can submit and modify decks when the tournament is open.').waitFor();
    await judge.getByText('Players can submit and modify decks when the tournament is open.').waitFor();
    await visitor.reload();
    await visitor.getByText('Log in to submit your decklist for this event.').waitFor();
    expect(await owner.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    await screenshot(owner, 'events-manage-desktop');

    // The sync tool compares an EventLink report with the players.
    await owner.getByRole('link', { name: 'Eventlink Sync' }).click();
    await owner.getByRole('heading', { name: 'Eventlink Sync' }).waitFor();
    // Before a report is pasted, each player's own submission status.
    await owner.getByRole('row').filter({ hasText: 'Live Player' }).getByText('✗ Not Submitted').waitFor();
    expect(await owner.getByRole('button', { name: 'Check Submissions' }).isDisabled()).toBe(true);
    await owner
      .getByLabel('EventLink report')
      .fill(['Sunday Legacy', 'Players Report', '', 'Name                Points', '-'.repeat(42), 'Player, Live        0', 'Someone Else        0', '', 'Page 1'].join('\n'));
    await owner.getByRole('button', { name: 'Check Submissions' }).click();
    const liveRow = owner.getByRole('row').filter({ hasText: 'Player, Live' });
    await liveRow.getByText('✗ Not Submitted').waitFor();
    await liveRow.getByText("Matched to Live Player (differs in name order ('Last, First'))").waitFor();
    await owner.getByRole('row').filter({ hasText: 'Someone Else' }).getByText('✗ Not Submitted').waitFor();
    await screenshot(owner, 'events-sync');

    // The hub page lists the events by date.
    await owner.goto(`/multi/Local%20Store?id=${eventId.toUpperCase()}&id=nosuchcode`);
    await owner.getByRole('heading', { name: 'Local Store' }).waitFor();
    const hubRow = owner.getByRole('row').filter({ hasText: 'Sunday Legacy' });
    await hubRow.getByText('Legacy', { exact: true }).waitFor();
    await hubRow.getByText('Owner').waitFor();

    // The judge leaves; the owner deletes the tournament.
    await judge.getByRole('button', { name: 'Leave Event' }).click();
    await judge.getByRole('dialog', { name: 'Leave Event' }).getByRole('button', { name: 'Leave Event' }).click();
    await judge.waitForURL(`${running.server.url}/`);
    await judge.getByText('No events found').waitFor();
    await owner.goto(`/e/${eventId}`);
    await owner.getByRole('button', { name: 'Delete Tournament' }).click();
    await owner.getByRole('dialog', { name: 'Delete Tournament' }).getByRole('button', { name: 'Delete Tournament' }).click();
    await owner.waitForURL(`${running.server.url}/`);
    await owner.getByText('No events found').waitFor();
    await visitor.reload();
    await visitor.getByText("Can't find this event. Check that the code you entered is correct.").waitFor();

    expect(ownerErrors).toEqual([]);
    expect(judgeErrors).toEqual([]);
    await screenshot(owner, 'events-deleted');
    await ownerContext.close();
    await judgeContext.close();
    await visitorContext.close();
  });

  it('a judge added on the page is invited by mail; the players without a deck are reminded, at most once an hour', async () => {
    const { url, smtp } = running.server;
    const ownerContext = await newContext(running.browser, url);
    await signInContext(ownerContext, running.server, 'reminding.owner@example.com');
    const eventId = await createEvent(ownerContext, url, 'Reminder Modern');
    await apiPost(ownerContext, url, `/api/events/${eventId}/players`, { player_name: 'Pia Paper', email: 'pia.paper@example.com' });
    await apiPost(ownerContext, url, `/api/events/${eventId}/players`, { player_name: 'Ned Nameless' });
    const page = await ownerContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`/e/${eventId}`);

    const judgesForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add Judge' }) });
    await judgesForm.getByLabel('Name').fill('Rita Judge');
    await judgesForm.getByLabel('Email').fill('reminding.judge@example.com');
    await page.getByRole('button', { name: 'Add Judge' }).click();
    const invitation = await smtp.waitForMail('reminding.judge@example.com');
    expect(invitation.subject).toBe('You are a judge of Reminder Modern on Decklist');
    expect(invitation.text).toContain(`Open the event: ${url}/e/${eventId}`);

    // With the keyboard: the dialog says how many players get a mail (only Pia has an address), Enter sends.
    const remind = page.getByRole('button', { name: 'Remind players without a deck' });
    await remind.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remind players without a deck' });
    await dialog.getByText(/^Mail a reminder to 1 player without a deck\? Only players with an e-mail address get one\./).waitFor();
    await screenshot(page, 'events-remind-players');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: /^Reminders are on their way to 1 player\. The next reminder is possible at .+\.$/ }).waitFor();
    const reminder = await smtp.waitForMail('pia.paper@example.com');
    expect(reminder.subject).toBe('Reminder: submit your decklist for Reminder Modern');
    expect(reminder.text).toContain(`Submit your decklist: ${url}/e/${eventId}`);

    // Again within the hour: the page says when the next one is possible, and nothing is mailed.
    await remind.click();
    await page.getByRole('status').filter({ hasText: /^Reminders were sent at .+\. The next reminder is possible at .+\.$/ }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(smtp.mailsTo('pia.paper@example.com')).toHaveLength(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await ownerContext.close();
  });

  it('keeps the live connection: a PING every 2 minutes, and a reconnection (with a refetch) when it drops', async () => {
    const ownerContext = await newContext(running.browser, running.server.url);
    await signInContext(ownerContext, running.server, 'live.owner@example.com');
    const headers = { origin: running.server.url };
    const created = await ownerContext.request.post(`${running.server.url}/api/events`, {
      data: { event_name: 'Wire Test', format: 'pauper', event_date: new Date().toISOString().slice(0, 10) },
      headers,
    });
    const eventId = ((await created.json()) as { event_id: string }).event_id;

    // Event channels are for signed-in callers: a player-to-be with the event open.
    const visitorContext = await newContext(running.browser, running.server.url);
    await signInContext(visitorContext, running.server, 'live.visitor@example.com');
    const visitor = await visitorContext.newPage();
    await visitor.clock.install();
    const sockets: { close(): Promise<void> }[] = [];
    const sent: string[] = [];
    await visitor.routeWebSocket(/\/ws\?channel=/, (ws) => {
      expect(ws.url()).toContain(`channel=${encodeURIComponent(eventChannel(eventId))}`);
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
      sockets.push(ws);
    });
    await visitor.goto(`/e/${eventId}`);
    await visitor.getByRole('textbox', { name: 'Decklist', exact: true }).waitFor();
    await expect.poll(() => sockets.length).toBe(1);

    // The page's clock is fake: move it on until the socket (opened in real time) has sent its PING.
    await expect
      .poll(async () => {
        await visitor.clock.runFor('02:01');
        return sent;
      })
      .toContain(JSON.stringify({ type: 'PING' }));

    // The connection drops; meanwhile the owner closes the event. The page reconnects and catches up.
    await sockets[0]!.close();
    await ownerContext.request.post(`${running.server.url}/api/events/${eventId}`, { data: { event_status: 'closed' }, headers });
    await expect
      .poll(async () => {
        await visitor.clock.runFor(1000);
        return sockets.length;
      })
      .toBe(2);
    await visitor.getByText('The organiser has closed this tournament: decklists can no longer be submitted.').waitFor();

    await ownerContext.close();
    await visitorContext.close();
  });
});
