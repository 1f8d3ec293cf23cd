import type { Participant } from '@decklist/core/api';
import {
  ORGANISER_ROLES,
  isOrganiserRole,
  type EventRole,
  mergeEventUpdates,
  type EventChangeScope,
  type EventLiveUpdate,
} from '@decklist/core/events';
import { eventChannel } from '@decklist/core/live';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth';
import { notFound, problem } from '../http/problem';
import type { Caller, ChannelKind } from '../live/channels';
import { publishSaved } from '../live/publish';
import { toEventLiveUpdate } from './present';
import { findEvent } from './store';
import { findEventRole, participantJson } from './people-store';

/** Who hears a message on an event channel: the owner and judges, and these users' sessions. */
export interface EventAudience {
  organisers: boolean;
  users: string[];
}

const hears = (caller: Caller<EventRole>, to: EventAudience) =>
  (to.organisers && isOrganiserRole(caller.role)) || (caller.userId !== null && to.users.includes(caller.userId));

const withoutPeople = ({ participants: _rows, ...message }: EventLiveUpdate): EventLiveUpdate => ({
  ...message,
  updated_by_user_id: null,
});

/**
 * An event's live channel: for signed-in callers only (401), of an event that exists (404); a caller's
 * role in the event decides what their socket hears. A message goes to its audience (everyone when
 * unset), never to the session that made the change (its page has it already), and who made it only
 * to the owner's and judges' sockets, which get at most one message per coalescing period.
 */
export const eventChannelKind = (app: FastifyInstance): ChannelKind<'event', EventRole, EventAudience, EventLiveUpdate> => ({
  kind: 'event',
  async admit(channel, caller) {
    if (caller.userId === null) throw problem('live_sign_in_required');
    if (!(await findEvent(app.db, channel.eventId))) throw notFound();
    return findEventRole(app.db, channel.eventId, caller.userId);
  },
  audience(message, to) {
    // Others may not see who is part of the event: they get the message without who made the change or the rows.
    let forOthers: EventLiveUpdate | undefined;
    return (caller) => {
      if (message.updated_by_session_id !== null && caller.echoId === message.updated_by_session_id) return undefined;
      if (to && !hears(caller, to)) return undefined;
      if (isOrganiserRole(caller.role)) return message;
      if (message.updated_by_user_id === null && !message.participants) return message;
      return (forOthers ??= withoutPeople(message));
    };
  },
  recipients: (to) => ({ users: to.users, roles: to.organisers ? ORGANISER_ROLES : [] }),
  pacing: { applies: (caller) => isOrganiserRole(caller.role), merge: mergeEventUpdates },
  roleLost: { code: 4403, reason: 'no longer part of this event' },
  missedMessages: () => toEventLiveUpdate(null, 'all', null),
});

/**
 * Tells the pages showing an event what changed, each socket only what alters what its caller sees
 * (eventChannelKind); the message keeps the contract's shape (docs/decisions/0002-live-channels.md), with our `scope` and `user_id`. Call it after
 * the change is saved.
 */
async function publish(
  app: FastifyInstance,
  eventId: string,
  by: AuthContext | null,
  change: {
    scope: EventChangeScope;
    userId: string | null;
    to?: EventAudience;
    roles?: Record<string, EventRole | null>;
    rows?: Pick<EventLiveUpdate, 'participants'>;
  },
) {
  const message = {
    ...toEventLiveUpdate(by ? { echoId: app.liveEchoId(by.sessionId, by.page), userId: by.userId } : null, change.scope, change.userId),
    ...change.rows,
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
 * other sessions. `joined` when the submission made them a player. The organisers' message carries the
 * player's row as it is now, so their page need not read the whole event.
 */
export async function notifyDeckChanged(app: FastifyInstance, eventId: string, playerId: string, by: AuthContext | null, joined = false) {
  const rows = await changedRows(app, eventId, playerId);
  await publish(app, eventId, by, {
    scope: 'deck',
    userId: playerId,
    to: { organisers: true, users: [playerId] },
    ...(joined ? { roles: { [playerId]: 'player' as const } } : {}),
    ...(rows ? { rows } : {}),
  });
}

/** The player's row for the organisers' message; undefined when it cannot be read (their pages then read the event). */
async function changedRows(app: FastifyInstance, eventId: string, playerId: string) {
  try {
    const row = await participantJson(app.db, eventId, playerId);
    return { participants: row === null ? [] : [JSON.parse(row) as Participant] };
  } catch (error) {
    app.log.warn({ err: error, eventId }, 'reading the changed player for the live message failed; organisers will read the event');
    return undefined;
  }
}

/** Someone joined, was added or removed, or became a judge (`role`, null when removed): the organisers and them. */
export const notifyPersonChanged = (app: FastifyInstance, eventId: string, userId: string, role: EventRole | null, by: AuthContext | null) =>
  publish(app, eventId, by, { scope: 'people', userId, to: { organisers: true, users: [userId] }, roles: { [userId]: role } });

/** The deck-check log changed: the owner and judges only, never a player (a check is not announced). */
export const notifyDeckChecksChanged = (app: FastifyInstance, eventId: string, by: AuthContext | null) =>
  publish(app, eventId, by, { scope: 'deck-checks', userId: null, to: { organisers: true, users: [] } });
