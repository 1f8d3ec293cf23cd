import type { EventDetails, Participant } from '../api/events';
import type { EventLiveUpdate } from './live';

/**
 * While a page updates its event from the rows in messages, it still reads the whole event this long
 * after the first such update: two changes to one player at the same moment may publish their rows in
 * the other order, and this read puts right whatever that left.
 */
export const EVENT_RECONCILE_MS = 30_000;

/** Orders participants as the server lists them (by name), for a row the page did not have yet. */
const byName = (a: Participant, b: Participant) =>
  a.player_name === b.player_name ? (a.user_id < b.user_id ? -1 : 1) : a.player_name.localeCompare(b.player_name);

/**
 * The event with a deck message's participant rows put in (each replacing the player's row, a new one in
 * name order, counted among the players); null when the message carries no rows. Unchanged rows keep their
 * identity, so a list that memoises its rows redraws only the changed ones.
 */
export function withChangedParticipants(event: EventDetails, message: Partial<EventLiveUpdate>): EventDetails | null {
  if (message.scope !== 'deck' || !message.participants) return null;
  const changed = new Map(message.participants.map((row) => [row.user_id, row]));
  const participants = event.participants.map((row) => {
    const update = changed.get(row.user_id);
    if (!update) return row;
    changed.delete(row.user_id);
    return update;
  });
  let joined = 0;
  for (const row of changed.values()) {
    if (row.role === 'player') joined += 1;
    const at = participants.findIndex((other) => byName(row, other) < 0);
    participants.splice(at === -1 ? participants.length : at, 0, row);
  }
  return { ...event, participants, player_count: event.player_count + joined };
}

