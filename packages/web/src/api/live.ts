import { eventChannel, type EventLiveMessage } from '@decklist/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth';
import { openLiveSocket } from '../live/socket';
import { eventKeys } from './events';

/** Spec section 9: a connection silent for 130 s is taken as dead (the client PINGs every 2 minutes). */
export const LIVE_TIMEOUT_MS = 130_000;

/**
 * Keeps every query of an event (its details, and its decks keyed under ['event', id]) fresh: on the
 * event's live channel, a refresh made by another session refetches them; so does a reconnection.
 */
export function useEventLive(eventId: string | undefined) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const sessionId = auth.status === 'authorized' ? auth.user.session_id : undefined;
  const ownSession = useRef(sessionId);
  useEffect(() => {
    ownSession.current = sessionId;
  }, [sessionId]);

  useEffect(() => {
    if (!eventId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId) });
    const socket = openLiveSocket(eventChannel(eventKeys.event(eventId)[1]), {
      silenceMs: LIVE_TIMEOUT_MS,
      onMessage(message) {
        const change = message as Partial<EventLiveMessage>;
        if (change.refresh && change.updated_by_session_id !== ownSession.current) refresh();
      },
      // Changes made while the connection was down were missed: catch up.
      onOpen: (first) => {
        if (!first) refresh();
      },
    });
    return () => socket.close();
  }, [eventId, queryClient]);
}
