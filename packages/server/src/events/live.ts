import type { EventLiveMessage } from '@decklist/core';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/sessions';
import { eventChannel } from '@decklist/core';

/**
 * Tells every page showing the event to refetch (design.md "Live channels"). Call it after any
 * change to the event, its players or decks; pages ignore messages from their own session.
 */
export async function notifyEventChanged(app: FastifyInstance, eventId: string, by: AuthContext | null) {
  const message: EventLiveMessage = {
    refresh: true,
    updated_by_session_id: by?.sessionId ?? null,
    updated_by_user_id: by?.userId ?? null,
  };
  try {
    await app.live.publish(eventChannel(eventId), message);
  } catch (error) {
    // The change is saved; a lost notification only delays other screens until their next fetch.
    app.log.warn({ err: error, eventId }, 'event live notification failed');
  }
}
