import type { EventLiveMessage, Participant } from '../api/events';

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
  /**
   * On a `deck` message to the owner and judges: the changed players' rows as GET /api/events/{id} lists
   * them, so their page updates the list it has instead of reading the whole event again. Absent when
   * they could not be read: the page then refetches.
   */
  participants?: Participant[];
}

/** Both messages' participants, the later row kept for a player in both; undefined unless both carry them. */
function mergedParticipants(earlier: EventLiveUpdate, later: EventLiveUpdate): Participant[] | undefined {
  if (!earlier.participants || !later.participants) return undefined;
  const byUser = new Map(earlier.participants.map((row) => [row.user_id, row]));
  for (const row of later.participants) byUser.set(row.user_id, row);
  return [...byUser.values()];
}

/**
 * One message standing for two (an organiser's coalesced refreshes): the later one's author, the wider
 * scope, and both messages' participant rows while both are deck changes that carry them.
 */
export function mergeEventUpdates(earlier: EventLiveUpdate, later: EventLiveUpdate): EventLiveUpdate {
  const { participants: _rows, ...bare } = later;
  if (earlier.scope === later.scope && earlier.user_id === later.user_id) {
    if (later.participants || !earlier.participants) return later;
    return bare; // the later one could not read its row: the page must read the event
  }
  const wide = (scope: EventChangeScope) => scope === 'all' || scope === 'deck-checks';
  const scope = wide(earlier.scope) || wide(later.scope) ? 'all' : 'deck';
  const participants = earlier.scope === 'deck' && later.scope === 'deck' ? mergedParticipants(earlier, later) : undefined;
  if (!participants) return { ...bare, scope, user_id: null };
  return { ...bare, scope, user_id: null, participants };
}

/** The queries of an event page that a message concerns. */
export interface EventRefetch {
  /** The event's details (GET /api/events/{id}): status, role, player count, participants. */
  event: boolean;
  /** The message's participant rows update the event the page has instead (withChangedParticipants). */
  eventFromRows?: boolean;
  /** Every deck of the event (GET /api/events/{id}/decks, the print view). */
  allDecks: boolean;
  /** Decks (and their revisions) to refetch, by player: 'mine' for the viewer's own, '*' for every one. */
  decks: string[];
  /** The deck-check log (GET /api/events/{id}/deck-checks and the checks under it). */
  deckChecks: boolean;
}

export interface EventViewer {
  userId: string | undefined;
}

const NOTHING: EventRefetch = { event: false, allDecks: false, decks: [], deckChecks: false };

/**
 * What a page refetches for a message on its event's channel (the server sends none about the page's own
 * changes: docs/product.md, Live updates); a message without our fields (another server) refetches everything.
 */
export function eventRefetchFor(message: Partial<EventLiveUpdate>, viewer: EventViewer): EventRefetch {
  if (!message.refresh) return NOTHING;
  const own = message.user_id !== null && message.user_id !== undefined && message.user_id === viewer.userId;
  switch (message.scope) {
    case 'event':
      return { event: true, allDecks: false, decks: [], deckChecks: false };
    case 'people':
      // A person's role changed: the participant list, and for that person their whole page.
      return own
        ? { event: true, allDecks: true, decks: ['mine'], deckChecks: true }
        : { event: true, allDecks: false, decks: message.user_id ? [message.user_id] : [], deckChecks: false };
    case 'deck': {
      if (own) return { event: true, allDecks: false, decks: ['mine'], deckChecks: false };
      // Rows in the message update the event in place (participant-rows.ts), and with it whom a draw
      // may pick (eligibleForDraw); without them, the event and the deck checks' count are read again.
      const rows = message.participants;
      if (rows) return { event: false, eventFromRows: true, allDecks: true, decks: rows.map((row) => row.user_id), deckChecks: false };
      return { event: true, allDecks: true, decks: [message.user_id ?? '*'], deckChecks: true };
    }
    case 'deck-checks':
      return { ...NOTHING, deckChecks: true };
    default:
      return { event: true, allDecks: true, decks: ['*'], deckChecks: true };
  }
}
