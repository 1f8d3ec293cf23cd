import type { EventDetails } from '@decklist/core/api';
import { EVENT_RECONCILE_MS, eventRefetchFor, withChangedParticipants, type EventLiveUpdate, type EventRefetch } from '@decklist/core/events';
import { eventChannel } from '@decklist/core/live';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/**
 * Puts a deck message's participant rows into the cached event (core's withChangedParticipants). False
 * when it cannot: no rows, no event cached yet, or a read of it under way that would answer with older rows.
 */
export function patchCachedEvent(queryClient: QueryClient, eventId: string, message: Partial<EventLiveUpdate>): boolean {
  const key = eventKeys.event(eventId);
  const cached = queryClient.getQueryData<EventDetails>(key);
  if (!cached || queryClient.getQueryState(key)?.fetchStatus === 'fetching') return false;
  const patched = withChangedParticipants(cached, message);
  if (!patched) return false;
  queryClient.setQueryData(key, patched);
  return true;
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
  const reconcile = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reconcile.current), [eventId]);

  useLiveChannel<Record<string, unknown>, LiveSocket>(
    id && viewer ? eventChannel(id) : undefined,
    (raw) => {
      if (!eventId) return;
      const message = raw as Partial<EventLiveUpdate>;
      const plan = eventRefetchFor(message, viewer ?? { sessionId: undefined, userId: undefined });
      const patched = plan.eventFromRows === true && patchCachedEvent(queryClient, eventId, message);
      if (patched) {
        reconcile.current ??= setTimeout(() => {
          reconcile.current = undefined;
          void queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
        }, EVENT_RECONCILE_MS);
      }
      refetchEventQueries(queryClient, eventId, { ...plan, event: plan.event || (plan.eventFromRows === true && !patched) });
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
