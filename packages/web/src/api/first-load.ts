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
    // The deck shown: the one named by ?id= for organisers on the deck page, else the caller's own
    // (for a player the event page shows it too; anyone else gets a quick "none").
    const userId = event[2] ? (new URLSearchParams(search).get('id') ?? undefined) : undefined;
    void queryClient.prefetchQuery(eventDeckQuery(eventId, userId));
  } else if (pathname === '/library' || pathname === '/library/') {
    void queryClient.prefetchQuery(libraryDecksQuery);
  }
}
