import type { EventDetails } from '@decklist/core/api';
import { EVENT_RECONCILE_MS, withChangedParticipants, type EventLiveUpdate } from '@decklist/core/events';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { eventKeys } from './events';

/** Puts a deck message's participant rows into the cached event, when there is one. */
function putRows(queryClient: QueryClient, eventId: string, message: Partial<EventLiveUpdate>) {
  const key = eventKeys.event(eventId);
  const cached = queryClient.getQueryData<EventDetails>(key);
  const patched = cached && withChangedParticipants(cached, message);
  if (patched) queryClient.setQueryData(key, patched);
}

/**
 * One page's intake of rows for one event. Rows that come while the event is being read are put in
 * again once the read answers, as it may have been made before their change; and the event is read whole
 * once, EVENT_RECONCILE_MS after the first update from rows, in case two changes to one player published
 * their rows in the other order.
 */
class EventRows {
  private held: Partial<EventLiveUpdate>[] = [];
  private reconcile: ReturnType<typeof setTimeout> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly eventId: string,
  ) {
    const hash = hashKey(eventKeys.event(eventId));
    this.unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      if (event.action.type === 'error') this.held = [];
      if (event.action.type !== 'success' || event.action.manual) return;
      for (const message of this.held.splice(0)) putRows(queryClient, eventId, message);
    });
  }

  take(message: Partial<EventLiveUpdate>) {
    const key = eventKeys.event(this.eventId);
    if (this.queryClient.getQueryState(key)?.fetchStatus === 'fetching') this.held.push(message);
    putRows(this.queryClient, this.eventId, message);
    this.reconcile ??= setTimeout(() => {
      this.reconcile = undefined;
      void this.queryClient.invalidateQueries({ queryKey: key, exact: true });
    }, EVENT_RECONCILE_MS);
  }

  dispose() {
    this.unsubscribe();
    clearTimeout(this.reconcile);
  }
}

const intakes = new WeakMap<QueryClient, Map<string, EventRows>>();

/**
 * Takes a deck message's participant rows into the cached event instead of reading it again (core's
 * withChangedParticipants). Loaded on the first such message, which only the owner's and judges' pages get.
 */
export function takeEventRows(queryClient: QueryClient, eventId: string, message: Partial<EventLiveUpdate>) {
  let pages = intakes.get(queryClient);
  if (!pages) intakes.set(queryClient, (pages = new Map()));
  let rows = pages.get(eventId);
  if (!rows) pages.set(eventId, (rows = new EventRows(queryClient, eventId)));
  rows.take(message);
}

/** The page left the event's channel: no more rows, no reconciling read. */
export function releaseEventRows(queryClient: QueryClient, eventId: string) {
  intakes.get(queryClient)?.get(eventId)?.dispose();
  intakes.get(queryClient)?.delete(eventId);
}
