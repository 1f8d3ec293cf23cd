import type { EventDetails } from '@decklist/core/api';
import { EVENT_RECONCILE_MS, eventRefetchFor, withChangedParticipants, type EventLiveUpdate, type EventRefetch } from '@decklist/core/events';
import { eventChannel } from '@decklist/core/live';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth';
import { openLiveSocket, type LiveSocket } from '../live/socket';
import { useLiveChannel } from '../live/use-live-channel';
import { eventKeys } from './events';

/** docs/product.md, Live updates: a connection silent for 130 s is taken as dead (the client PINGs every 2 minutes). */
export const LIVE_TIMEOUT_MS = 130_000;

const DECK_QUERIES = new Set(['deck', 'revisions']);

/**
 * Invalidates the event's queries a message concerns; only those on screen refetch (TanStack Query
 * refetches active queries and marks the others stale). The decks others offer for import
 * (['event', id, 'deck-imports']) never change with this event, so no message refetches them.
 */
export function refetchEventQueries(queryClient: QueryClient, eventId: string, plan: EventRefetch) {
  const key = eventKeys.event(eventId);
  const decks = new Set(plan.decks);
  if (plan.event) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  if (plan.allDecks) void queryClient.invalidateQueries({ queryKey: [...key, 'decks'], exact: true });
  if (plan.deckChecks) void queryClient.invalidateQueries({ queryKey: [...key, 'deck-checks'] });
  if (decks.size > 0) {
    void queryClient.invalidateQueries({
      queryKey: key,
      predicate: (query) => {
        const [, , kind, whose] = query.queryKey as [string, string, string?, string?];
        return kind !== undefined && DECK_QUERIES.has(kind) && (decks.has('*') || decks.has(whose ?? ''));
      },
    });
  }
}

/** Puts a deck message's participant rows into the cached event (core's withChangedParticipants), when there is one. */
function putRows(queryClient: QueryClient, eventId: string, message: Partial<EventLiveUpdate>) {
  const key = eventKeys.event(eventId);
  const cached = queryClient.getQueryData<EventDetails>(key);
  const patched = cached && withChangedParticipants(cached, message);
  if (patched) queryClient.setQueryData(key, patched);
}

/**
 * Takes the participant rows of deck messages into the cached event instead of reading it again. Rows
 * that come while the event is being read are put in again once the read answers, as it may have been
 * made before their change; and the event is read whole once, EVENT_RECONCILE_MS after the first update
 * from rows, in case two changes to one player published their rows in the other order.
 */
function useEventRows(eventId: string | undefined) {
  const queryClient = useQueryClient();
  const held = useRef<Partial<EventLiveUpdate>[]>([]);
  const reconcile = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!eventId) return;
    const hash = hashKey(eventKeys.event(eventId));
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      if (event.action.type === 'error') held.current = [];
      if (event.action.type !== 'success' || event.action.manual) return;
      for (const message of held.current.splice(0)) putRows(queryClient, eventId, message);
    });
    return () => {
      unsubscribe();
      clearTimeout(reconcile.current);
      reconcile.current = undefined;
      held.current = [];
    };
  }, [eventId, queryClient]);

  return (eventId: string, message: Partial<EventLiveUpdate>) => {
    if (queryClient.getQueryState(eventKeys.event(eventId))?.fetchStatus === 'fetching') held.current.push(message);
    putRows(queryClient, eventId, message);
    reconcile.current ??= setTimeout(() => {
      reconcile.current = undefined;
      void queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
    }, EVENT_RECONCILE_MS);
  };
}

/**
 * Keeps an event page fresh: on the event's live channel, a message from another session refetches
 * the queries it concerns (core's eventRefetchFor); a reconnection refetches them all. The server
 * refuses the channel to signed-out visitors, so they do not open it.
 */
export function useEventLive(eventId: string | undefined) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const viewer = auth.status === 'authorized' ? { sessionId: auth.user.session_id, userId: auth.user.user_id } : undefined;
  const id = eventId && eventKeys.event(eventId)[1];
  const takeRows = useEventRows(eventId);

  useLiveChannel<Record<string, unknown>, LiveSocket>(
    id && viewer ? eventChannel(id) : undefined,
    (raw) => {
      if (!eventId) return;
      const message = raw as Partial<EventLiveUpdate>;
      const plan = eventRefetchFor(message, viewer ?? { sessionId: undefined, userId: undefined });
      if (plan.eventFromRows) takeRows(eventId, message);
      refetchEventQueries(queryClient, eventId, plan);
    },
    {
      connect: (channel, handlers) => openLiveSocket(channel, { silenceMs: LIVE_TIMEOUT_MS, updatesFromRows: true, ...handlers }),
      // Changes made while the connection was down were missed: catch up (the imports excepted).
      onOpen: (first) => {
        if (!first && eventId) refetchEventQueries(queryClient, eventId, { event: true, allDecks: true, decks: ['*'], deckChecks: true });
      },
    },
  );
}
