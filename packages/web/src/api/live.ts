import type { EventLiveMessage } from '@decklist/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth';
import { eventKeys } from './events';

/** Spec section 9: a PING every 2 minutes; a connection silent for 130 s is taken as dead. */
export const LIVE_PING_MS = 120_000;
export const LIVE_TIMEOUT_MS = 130_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface LiveHandlers {
  onMessage(message: Record<string, unknown>): void;
  /** Called on every (re)connection after the first: messages may have been missed meanwhile. */
  onReconnect?(): void;
}

/** The server's answer to PING ({message, connectionId, requestId}); clients ignore it (spec section 4). */
const isPong = (m: Record<string, unknown>) => 'message' in m && 'connectionId' in m && 'requestId' in m;

/**
 * A WebSocket on `/ws?channel=...` that always reconnects (with back-off), pings every 2 minutes
 * and reconnects when nothing arrived for 130 s. Returns the function that closes it for good.
 */
export function openLiveChannel(channel: string, handlers: LiveHandlers): () => void {
  let socket: WebSocket | undefined;
  let closed = false;
  let attempts = 0;
  let connectedBefore = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const url = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}/ws?channel=${encodeURIComponent(channel)}`;
  };

  const stopTimers = () => {
    clearInterval(pingTimer);
    clearTimeout(watchdog);
  };
  const armWatchdog = (ws: WebSocket) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => ws.close(), LIVE_TIMEOUT_MS);
  };

  const connect = () => {
    if (closed) return;
    const ws = new WebSocket(url());
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      armWatchdog(ws);
      pingTimer = setInterval(() => ws.send(JSON.stringify({ type: 'PING' })), LIVE_PING_MS);
      if (connectedBefore) handlers.onReconnect?.();
      connectedBefore = true;
    };
    ws.onmessage = (event) => {
      armWatchdog(ws);
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message && typeof message === 'object' && !isPong(message as Record<string, unknown>)) {
        handlers.onMessage(message as Record<string, unknown>);
      }
    };
    ws.onclose = () => {
      stopTimers();
      if (closed || socket !== ws) return;
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempts);
      attempts += 1;
      retryTimer = setTimeout(connect, delay);
    };
  };
  connect();

  return () => {
    closed = true;
    clearTimeout(retryTimer);
    stopTimers();
    socket?.close();
  };
}

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
    return openLiveChannel(`decklist:event:${eventKeys.event(eventId)[1]}`, {
      onMessage(message) {
        const change = message as Partial<EventLiveMessage>;
        if (change.refresh && change.updated_by_session_id !== ownSession.current) refresh();
      },
      onReconnect: refresh,
    });
  }, [eventId, queryClient]);
}
