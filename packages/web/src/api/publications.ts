import type { PublicationsResponse, PublishListsBody } from '@decklist/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from './client';
import { eventKeys, eventPath } from './events';

export const publicationsKey = (eventId: string) => [...eventKeys.event(eventId), 'publications'] as const;

/** The players with a deck, which of them agreed, and whose lists are published (owner and judges). */
export function usePublications(eventId: string) {
  return useQuery({
    queryKey: publicationsKey(eventId),
    queryFn: () => api.get<PublicationsResponse>(`${eventPath(eventId)}/publications`),
  });
}

/** Publishes these lists in this order, replacing those published before (owner only). */
export function usePublishLists(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishListsBody) => api.post<PublicationsResponse>(`${eventPath(eventId)}/publications`, body),
    onSuccess: (answer) => queryClient.setQueryData(publicationsKey(eventId), answer),
    // Refused (someone took their agreement back meanwhile): read who agreed again.
    onError: () => queryClient.invalidateQueries({ queryKey: publicationsKey(eventId) }),
  });
}

/** Marks the event 'Decklists may be published', or takes that back (which unpublishes every list; owner only). */
export function useSetListsMayBePublished(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => api.post<void>(eventPath(eventId), { lists_may_be_published: allowed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId) }),
  });
}

/** The player agrees that their list may be published, or takes it back. */
export function useSetPublicationConsent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreed: boolean) => api.post<void>(`${eventPath(eventId)}/deck/publication-consent`, { agreed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId) }),
  });
}

/** Downloads of the chosen players' lists: as one text file, or as registration sheets (PDF). */
export const chosenListsText = (eventId: string, userIds: string[]) => withQuery(`${eventPath(eventId)}/decks/all`, { user_id: userIds });
export const chosenListsSheets = (eventId: string, userIds: string[]) => withQuery(`${eventPath(eventId)}/decks/registration-sheets`, { user_id: userIds });

/** The public page of the event's published lists. */
export const publishedListsPage = (eventId: string) => `/e/${encodeURIComponent(eventId)}/lists`;
