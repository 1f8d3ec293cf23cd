import { eventChannel, type EventChangeScope, type EventLiveUpdate, type EventRole } from '@decklist/core';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/sessions';
import type { Audience } from '../live/bus';
import { publishSaved } from '../live/publish';

/**
 * Tells the pages showing an event what changed (docs/decisions/0002-live-channels.md), each socket only what
 * alters what its caller sees; the message keeps the contract's shape, with our `scope` and `user_id`.
 * Call it after the change is saved.
 */
async function publish(
  app: FastifyInstance,
  eventId: string,
  by: AuthContext | null,
  change: { scope: EventChangeScope; userId: string | null; to?: Audience; roles?: Record<string, EventRole | null> },
) {
  const message: EventLiveUpdate = {
    refresh: true,
    updated_by_session_id: by ? app.liveEchoId(by.sessionId) : null,
    // Only the owner's and judges' sockets get it (live/hub.ts): others may not see who is part of the event.
    updated_by_user_id: by?.userId ?? null,
    scope: change.scope,
    user_id: change.userId,
  };
  await publishSaved(app, app.log, eventChannel(eventId), message, {
    ...(change.to ? { to: change.to } : {}),
    ...(change.roles ? { roles: change.roles } : {}),
  });
}

/** The event itself changed (status, deletion): everyone on the channel. */
export const notifyEventChanged = (app: FastifyInstance, eventId: string, by: AuthContext | null) =>
  publish(app, eventId, by, { scope: 'event', userId: null });

/**
 * A player's deck was submitted, edited, deleted or checked: the owner, the judges and that player's
 * other sessions. `joined` when the submission made them a player.
 */
export const notifyDeckChanged = (app: FastifyInstance, eventId: string, playerId: string, by: AuthContext | null, joined = false) =>
  publish(app, eventId, by, {
    scope: 'deck',
    userId: playerId,
    to: { organisers: true, users: [playerId] },
    ...(joined ? { roles: { [playerId]: 'player' as const } } : {}),
  });

/** Someone joined, was added or removed, or became a judge (`role`, null when removed): the organisers and them. */
export const notifyPersonChanged = (app: FastifyInstance, eventId: string, userId: string, role: EventRole | null, by: AuthContext | null) =>
  publish(app, eventId, by, { scope: 'people', userId, to: { organisers: true, users: [userId] }, roles: { [userId]: role } });
