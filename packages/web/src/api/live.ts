import { eventRefetchFor, type EventLiveUpdate, type EventRefetch } from '@decklist/core/events';
import type { EventDetails } from '@decklist/core/api';
import { eventChannel } from '@decklist/core/live';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from './auth';
import { openLiveSocket, type LiveSocket } from '../live/socket';
import { useLiveChannel } from '../live/use-live-channel';
import type * as EventRowsModule from './event-rows';
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

/** The intake of rows (event-rows.ts, in the organisers' code): loaded by the first message that carries them. */
let eventRows: Promise<typeof EventRowsModule> | undefined;
const loadEventRows = () => (eventRows ??= import('./event-rows'));

/**
 * Keeps an event page fresh: on the event's live channel, a message about another page's change refetches
 * the queries it concerns (core's eventRefetchFor); a reconnection refetches them all. The server
 * refuses the channel to signed-out visitors, so they do not open it.
 */
export function useEventLive(eventId: string | undefined) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const viewer = auth.status === 'authorized' ? { userId: auth.user.user_id } : undefined;
  const id = eventId && eventKeys.event(eventId)[1];
  useEffect(() => {
    if (eventId) return () => void eventRows?.then((rows) => rows.releaseEventRows(queryClient, eventId));
  }, [eventId, queryClient]);

  useLiveChannel<Record<string, unknown>, LiveSocket>(
    id && viewer ? eventChannel(id) : undefined,
    (raw) => {
      if (!eventId) return;
      const message = raw as Partial<EventLiveUpdate>;
      const plan = eventRefetchFor(message, viewer ?? { userId: undefined });
      if (plan.eventFromRows) void loadEventRows().then((rows) => rows.takeEventRows(queryClient, eventId, message));
      refetchEventQueries(queryClient, eventId, plan);
    },
    {
      connect: (channel, handlers) =>
        openLiveSocket(channel, { silenceMs: LIVE_TIMEOUT_MS, updatesFromRows: true, readAt: () => (eventId ? queryClient.getQueryData<EventDetails>(eventKeys.event(eventId))?.read_at : undefined), ...handlers }),
      // Changes made while the connection was down were missed: catch up (the imports excepted).
      onOpen: (first) => {
        if (!first && eventId) refetchEventQueries(queryClient, eventId, { event: true, allDecks: true, decks: ['*'], deckChecks: true });
      },
    },
  );
}
