import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEvent, submitDeck } from '../helpers/api';
import { newContext, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';

/** Every API request the page makes, and every message its live socket receives, from now on. */
function watchTraffic(page: Page, socket: WebSocket) {
  const requests: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(`${request.method()} ${request.url()}`);
  });
  socket.on('framereceived', (frame) => messages.push(String(frame.payload)));
  return { requests, messages };
}

describe('live updates in a hall', () => {
  const running = useServerAndBrowser();

  it("shows a new submission on the organiser's player list within 1 s, and another player's page fetches nothing", async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, { width: 1280, height: 900 });
    await signInContext(ownerContext, running.server, 'hall.owner@example.com');
    const eventId = await createEvent(ownerContext, origin, 'Hall Modern');

    // Two players already in, each with the event page open on a phone.
    const firstContext = await newContext(running.browser, origin);
    await signInContext(firstContext, running.server, 'hall.first@example.com');
    await submitDeck(firstContext, origin, eventId, { player_name: 'Fiona First', decklist_text: LIST });
    const secondContext = await newContext(running.browser, origin);
    await signInContext(secondContext, running.server, 'hall.second@example.com');
    await submitDeck(secondContext, origin, eventId, { player_name: 'Sam Second', decklist_text: LIST });

    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    const ownerSocket = owner.waitForEvent('websocket');
    await owner.goto(`/e/${eventId}`);
    await owner.getByText('2/300').waitFor();
    const ownerTraffic = watchTraffic(owner, await ownerSocket);
    const second = await secondContext.newPage();
    const secondErrors = watchErrors(second);
    const websocketOpen = second.waitForEvent('websocket');
    await second.goto(`/e/${eventId}`);
    await second.getByText('Your decklist is submitted, and can be modified until the submission deadline.').waitFor();
    const socket = await websocketOpen;
    await second.waitForLoadState('networkidle');
    const secondTraffic = watchTraffic(second, socket);

    // A newcomer submits from their own phone.
    const newcomerContext = await newContext(running.browser, origin);
    await signInContext(newcomerContext, running.server, 'hall.newcomer@example.com');
    await submitDeck(newcomerContext, origin, eventId, { player_name: 'Nina Newcomer', decklist_text: LIST });
    const submittedAt = Date.now();
    await owner.getByRole('link', { name: 'Nina Newcomer' }).waitFor({ timeout: 5000 });
    const shownAfter = Date.now() - submittedAt;
    await owner.getByText('3/300').waitFor();
    expect(shownAfter).toBeLessThan(1000);

    // The first player resubmits too: still nothing for the second player's page.
    await submitDeck(firstContext, origin, eventId, { player_name: 'Fiona First', deck_name: 'v2', decklist_text: LIST });
    await owner.waitForTimeout(1500);
    expect(secondTraffic.requests).toEqual([]);
    expect(secondTraffic.messages).toEqual([]);
    // While the organiser's page heard both (one refresh each, or one for both).
    expect(ownerTraffic.messages.filter((m) => m.includes('"scope":"deck"')).length).toBeGreaterThanOrEqual(1);
    // Each message carried the player's row: the list took it without reading the event again.
    expect(ownerTraffic.requests.filter((r) => r.endsWith(`/api/events/${eventId}`))).toEqual([]);

    expect(ownerErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
    for (const context of [ownerContext, firstContext, secondContext, newcomerContext]) await context.close();
  });
});
