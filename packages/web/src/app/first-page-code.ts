import { isOrganiserRole } from '@decklist/core/events';
import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../api/auth';
import { eventQuery } from '../api/events';
import { loadCataloguePart } from '../lib/i18n';

const EVENT_PAGE = /^\/e\/([^/]+)(\/deck)?\/?$/;

/**
 * On the event and deck pages, the part of the page that depends on who is looking (the organiser's
 * management or review, the player's deck form) is its own chunk, which React would only ask for once
 * the route's chunk had loaded and rendered with the event: a round trip after another on a slow phone.
 * This starts it as soon as the event (prefetched with the page's code) says which part it is. The
 * imports are the ones the pages make, so the browser fetches each chunk once; the organisers' parts
 * start their part of the message catalogue with them.
 */
export function preloadFirstPageCode(queryClient: QueryClient, pathname: string, search: string) {
  const page = EVENT_PAGE.exec(pathname);
  if (!page || page[1] === 'new') return;
  const eventId = decodeURIComponent(page[1]!);
  const deckPage = Boolean(page[2]);
  const reviewing = deckPage && new URLSearchParams(search).has('id');
  void Promise.all([queryClient.fetchQuery(eventQuery(eventId)), queryClient.fetchQuery(meQuery)])
    .then(([event, me]): Promise<unknown> | undefined => {
      if (!me.authorized) return undefined;
      const organiser = isOrganiserRole(event.role);
      if (organiser && reviewing) return Promise.all([import('../features/decks/OrganiserReview'), loadCataloguePart('review')]);
      if (organiser && !deckPage) return Promise.all([import('../features/events/ManageEvent'), loadCataloguePart('organiser')]);
      if (!organiser) return import('../features/decks/PlayerDeck');
      return undefined;
    })
    .catch(() => undefined); // the page shows the event's error, and loads its own code again
}
