import type { EventLiveMessage } from '../api/events';

/**
 * What an event live message is about (docs/decisions/0002-live-channels.md). The contract's fields
 * `{refresh, updated_by_session_id, updated_by_user_id}` are enough for a client that simply
 * refetches; ours also reads these two to refetch only what changed.
 * - `event`: the event itself (status, deletion): sent to everyone on the channel.
 * - `people`: someone joined, was added or removed, or became a judge (`user_id`): sent to the
 *   owner and judges and to that person.
 * - `deck`: a player's deck was submitted, edited, deleted or checked (`user_id`, or null for
 *   "several players", when an organiser's refreshes are coalesced): sent to the owner and judges
 *   and to that player's other sessions.
 * - `deck-checks`: the deck-check log changed (a draw, a check begun or recorded): sent to the owner and
 *   judges only (a check is never announced to the player).
 * - `all`: anything may have changed (messages may have been missed): refetch everything.
 */
export type EventChangeScope = 'event' | 'people' | 'deck' | 'deck-checks' | 'all';

export interface EventLiveUpdate extends EventLiveMessage {
  scope: EventChangeScope;
  /** Whose deck or role changed; null for the event itself or several people. */
  user_id: string | null;
}

/** One message standing for two (an organiser's coalesced refreshes): the later one's author, the wider scope. */
export function mergeEventUpdates(earlier: EventLiveUpdate, later: EventLiveUpdate): EventLiveUpdate {
  if (earlier.scope === later.scope && earlier.user_id === later.user_id) return later;
  const wide = (scope: EventChangeScope) => scope === 'all' || scope === 'deck-checks';
  const scope = wide(earlier.scope) || wide(later.scope) ? 'all' : 'deck';
  return { ...later, scope, user_id: null };
}

/** The queries of an event page that a message concerns. */
export interface EventRefetch {
  /** The event's details (GET /api/events/{id}): status, role, player count, participants. */
  event: boolean;
  /** Every deck of the event (GET /api/events/{id}/decks, the print view). */
  allDecks: boolean;
  /** Decks (and their revisions) to refetch, by player: 'mine' for the viewer's own, '*' for every one. */
  decks: string[];
  /** The deck-check log (GET /api/events/{id}/deck-checks and the checks under it). */
  deckChecks: boolean;
}

export interface EventViewer {
  sessionId: string | undefined;
  userId: string | undefined;
}

const NOTHING: EventRefetch = { event: false, allDecks: false, decks: [], deckChecks: false };

/**
 * What a page refetches for a message on its event's channel. A message from the viewer's own
 * session is ignored (docs/product.md, Live updates: the page already has the change); a message without our
 * fields (another server) refetches everything.
 */
export function eventRefetchFor(message: Partial<EventLiveUpdate>, viewer: EventViewer): EventRefetch {
  if (!message.refresh) return NOTHING;
  if (message.updated_by_session_id && message.updated_by_session_id === viewer.sessionId) return NOTHING;
  const own = message.user_id !== null && message.user_id !== undefined && message.user_id === viewer.userId;
  switch (message.scope) {
    case 'event':
      return { event: true, allDecks: false, decks: [], deckChecks: false };
    case 'people':
      // A person's role changed: the participant list, and for that person their whole page.
      return own
        ? { event: true, allDecks: true, decks: ['mine'], deckChecks: true }
        : { event: true, allDecks: false, decks: message.user_id ? [message.user_id] : [], deckChecks: false };
    case 'deck':
      if (own) return { event: true, allDecks: false, decks: ['mine'], deckChecks: false };
      // A deck's change alters who a draw may pick.
      return { event: true, allDecks: true, decks: [message.user_id ?? '*'], deckChecks: true };
    case 'deck-checks':
      return { ...NOTHING, deckChecks: true };
    default:
      return { event: true, allDecks: true, decks: ['*'], deckChecks: true };
  }
}
