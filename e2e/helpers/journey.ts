import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createEvent } from './api';
import { launchBrowser, newContext, signInContext, watchErrors } from './browser';
import { startServer, type RunningServer } from './server';

/** Starts the built server and Chromium before the journeys of a describe block, and stops them after. */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await startServer(env);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * The start of most deck journeys: `{who}.owner@example.com` creates the event `eventName`, and
 * `{who}.player@example.com`, signed in in a context of their own, has a page open (not yet navigated),
 * its errors watched. `close()` closes both contexts.
 */
export async function playerWithNewEvent(
  running: { server: RunningServer; browser: Browser },
  who: string,
  eventName: string,
  viewport?: { width: number; height: number },
) {
  const origin = running.server.url;
  const ownerContext = await newContext(running.browser, origin, viewport);
  await signInContext(ownerContext, running.server, `${who}.owner@example.com`);
  const eventId = await createEvent(ownerContext, origin, eventName);
  const playerContext = await newContext(running.browser, origin, viewport);
  await signInContext(playerContext, running.server, `${who}.player@example.com`);
  const player = await playerContext.newPage();
  const errors = watchErrors(player);
  return { origin, ownerContext, eventId, playerContext, player, errors, close: () => Promise.all([ownerContext.close(), playerContext.close()]) };
}
