import type {
  AddEventUserBody,
  AddPlayerBody,
  AddPlayerResponse,
  CreateEventBody,
  CreateEventResponse,
  EventDetails,
  EventListEntry,
  FormatsResponse,
} from '@decklist/core/api';
import { normaliseEventCode, type EventStatus } from '@decklist/core/events';
import { formatEntries } from '@decklist/core/formats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from './client';

export const eventKeys = {
  formats: ['event-formats'] as const,
  mine: ['events', 'mine'] as const,
  batch: (ids: readonly string[]) => ['events', 'batch', ...ids] as const,
  /**
   * Everything about one event starts with this key (its details are exactly this key); the live
   * hook refreshes them all. Queries of the event's decks should be keyed ['event', id, ...].
   */
  event: (eventId: string) => ['event', normaliseEventCode(eventId)] as const,
};

/** The API path of an event, from a code as typed (any case). */
export const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(normaliseEventCode(eventId))}`;

/**
 * The formats the server offers. They are core's own list, so the page has them at once: a deck form
 * draws its decklist field without waiting for a request (and without moving when it arrives).
 */
export function useFormats() {
  return useQuery({
    queryKey: eventKeys.formats,
    queryFn: async () => (await api.get<FormatsResponse>('/api/events/formats')).formats,
    initialData: formatEntries,
    staleTime: Infinity,
  });
}

/** The signed-in user's events (cached without expiry, no refetch on focus, no retry). */
export function useMyEvents(enabled = true) {
  return useQuery({
    queryKey: eventKeys.mine,
    queryFn: () => api.get<EventListEntry[]>('/api/events'),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Several events by id (the hub page), sorted by date by the server. */
export function useEventsBatch(eventIds: readonly string[]) {
  const ids = eventIds.map(normaliseEventCode).filter(Boolean);
  return useQuery({
    queryKey: eventKeys.batch(ids),
    queryFn: () => api.get<EventDetails[]>(withQuery('/api/events/batch', { eventId: ids })),
    enabled: ids.length > 0,
  });
}

export const eventQuery = (eventId: string) => ({
  queryKey: eventKeys.event(eventId),
  queryFn: () => api.get<EventDetails>(eventPath(eventId)),
});

/** One event; participants come only for its owner and judges. A missing event fails with NotFoundError. */
export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}

/** Looks an event up by the code someone typed (lower-cased). */
export function useFindEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.get<EventDetails>(eventPath(code)),
    onSuccess: (event) => queryClient.setQueryData(eventKeys.event(event.event_id), event),
  });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      api.post<CreateEventResponse>('/api/events', body),
    onSuccess: async ({ success: _success, ...event }) => {
      queryClient.setQueryData<EventDetails>(eventKeys.event(event.event_id), event);
      await queryClient.invalidateQueries({ queryKey: eventKeys.mine });
    },
  });
}

export function useSetEventStatus(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event_status: EventStatus) => api.post<void>(eventPath(eventId), { event_status }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]);
    },
  });
}

/** Sets the submission deadline (an ISO instant) or clears it (null); the owner may move a passed one (reopening). */
export function useSetSubmissionDeadline(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deadline: string | null) => api.post<void>(eventPath(eventId), { submission_deadline: deadline }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]);
    },
  });
}

/** The owner renames or re-dates the event (trimmed name, YYYY-MM-DD date); its open pages follow live. */
export function useEditEventDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: { event_name: string; event_date: string }) =>
      api.post<void>(eventPath(eventId), { event_name: details.event_name.trim(), event_date: details.event_date }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]);
    },
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(eventPath(eventId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: eventKeys.event(eventId) });
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}

/** After a change to the event's people: refetch the event (and the user's list, which may change too). */
function useRefreshEvent(eventId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId) }),
      queryClient.invalidateQueries({ queryKey: ['events'] }),
    ]);
  };
}

export function useAddPlayer(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: AddPlayerBody) =>
      api.post<AddPlayerResponse>(`${eventPath(eventId)}/players`, {
        player_name: body.player_name.trim(),
        ...(body.email?.trim() ? { email: body.email.trim() } : {}),
      }),
    onSuccess: refresh,
  });
}

export function useAddJudge(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (body: Omit<AddEventUserBody, 'role'>) =>
      api.post<void>(`${eventPath(eventId)}/users`, {
        player_name: body.player_name.trim(),
        email: body.email.trim(),
        role: 'judge',
      }),
    onSuccess: refresh,
  });
}

/** Lets someone the organisers removed join again by themselves. */
export function useAllowBack(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${eventPath(eventId)}/removals/${encodeURIComponent(userId)}`),
    onSuccess: refresh,
  });
}

/** Removes a player or a judge; a judge removing themself is 'Leave Event'. */
export function useRemoveEventUser(eventId: string) {
  const refresh = useRefreshEvent(eventId);
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${eventPath(eventId)}/users`, { user_id: userId }),
    onSuccess: refresh,
  });
}
