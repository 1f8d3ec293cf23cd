import { isOrganiserRole } from '@decklist/core/events';
import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../api/auth';
import { answeredInPage } from '../api/client';
import { eventDeckPath, eventDeckQuery } from '../api/decks';
import { eventPath, eventQuery } from '../api/events';
import { libraryDecksQuery } from '../api/library';
import { DeckChecksSection } from '../features/deck-checks/on-demand';
import { OrganiserReview, PlayerDeck } from '../features/decks/on-demand';
import { ManageEvent } from '../features/events/on-demand';
import { DeckRoute, EventRoute, HomePage, LibraryPage, LoginPage } from './pages';

const EVENT_PAGE = /^\/e\/([^/]+)(\/deck)?\/?$/;

/** The event's page, or its deck page: when the server answered the event and the session in the HTML, the part of the page they decide, with its data. */
async function eventPageParts(queryClient: QueryClient, eventId: string, deckPage: boolean, search: string) {
  if (!answeredInPage(eventPath(eventId)) || !answeredInPage('/api/me')) return;
  const [event, me] = await Promise.all([queryClient.fetchQuery(eventQuery(eventId)), queryClient.fetchQuery(meQuery)]);
  if (!me.authorized) return;
  const reviewed = deckPage ? (new URLSearchParams(search).get('id') ?? undefined) : undefined;
  const deckData = answeredInPage(eventDeckPath(eventId, reviewed)) ? queryClient.fetchQuery(eventDeckQuery(eventId, reviewed)) : undefined;
  if (isOrganiserRole(event.role)) {
    if (reviewed) await Promise.all([OrganiserReview.load(), deckData]);
    else if (!deckPage) await Promise.all([ManageEvent.load(), DeckChecksSection.load()]);
  } else {
    await Promise.all([PlayerDeck.load(), deckData]);
  }
}

/**
 * What the page the app opens on needs for its first render, for the most visited pages: the route's code
 * (the HTML's links are fetching it), and where the server put the page's API answers in its HTML, the
 * data and the code of the part of the page they decide (the organisers' management, a player's deck
 * form). main.tsx renders once it is here, so that the first render is the whole page, in one transition:
 * no loading screen first, which React would replace only 300 ms after showing it. Whatever the HTML did
 * not answer loads after the first render, as on any other page.
 */
export async function firstPageReady(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  const event = EVENT_PAGE.exec(pathname);
  if (event && event[1] !== 'new') {
    const deckPage = Boolean(event[2]);
    await Promise.all([(deckPage ? DeckRoute : EventRoute).load(), eventPageParts(queryClient, decodeURIComponent(event[1]!), deckPage, search)]);
  } else if (pathname === '/') await HomePage.load();
  else if (/^\/login\/?$/.test(pathname)) await LoginPage.load();
  else if (/^\/library\/?$/.test(pathname)) {
    await Promise.all([LibraryPage.load(), answeredInPage('/api/decks/library') ? queryClient.fetchQuery(libraryDecksQuery) : undefined]);
  }
}
