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
    void queryClient.prefetchQuery(eventQuery(eventId));
    // The deck page's deck: the one named by ?id= (organisers), else the caller's own. Not on the event
    // page, where only a player has a deck to show: for anyone else it would be a 404.
    if (event[2]) void queryClient.prefetchQuery(eventDeckQuery(eventId, new URLSearchParams(search).get('id') ?? undefined));
  } else if (pathname === '/library' || pathname === '/library/') {
    void queryClient.prefetchQuery(libraryDecksQuery);
  }
}
