import type { QueryClient } from '@tanstack/react-query';
import { eventDeckQuery } from './decks';
import { eventQuery } from './events';
import { libraryDecksQuery } from './library';

const EVENT_PAGE = /^\/e\/([^/]+)(\/deck)?\/?$/;

/**
 * Starts the main requests of the page the app opens on while the page's own code downloads,
 * instead of after it has loaded and rendered: on a phone in a crowded hall that is a round trip or
 * two less before the page shows. The queries are the ones the page's hooks make, so they find
 * the answers in the cache (fresh for the client's stale time) and ask nothing twice.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string, search: string) {
  const event = EVENT_PAGE.exec(pathname);
  if (event && event[1] !== 'new') {
    const eventId = decodeURIComponent(event[1]!);
    // The deck page's deck: the one named by ?id= (organisers), else the caller's own. On the event page
    // only a player has a deck to show (for anyone else it would be a 404): asked as soon as the event
    // says the caller is one, not after the deck form's code has loaded.
    if (event[2]) {
      void queryClient.prefetchQuery(eventQuery(eventId));
      void queryClient.prefetchQuery(eventDeckQuery(eventId, new URLSearchParams(search).get('id') ?? undefined));
    } else {
      queryClient
        .fetchQuery(eventQuery(eventId))
        .then((details) => (details.role === 'player' ? queryClient.prefetchQuery(eventDeckQuery(eventId)) : undefined))
        .catch(() => undefined); // the page shows the event's error itself
    }
  } else if (pathname === '/library' || pathname === '/library/') {
    void queryClient.prefetchQuery(libraryDecksQuery);
  }
}
