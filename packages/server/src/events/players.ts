import type { Db, Tx } from '../db/connect';
import { problem } from '../http/problem';
import { eventNotFound } from './access';
import { addPlayer, type AddPlayerResult, type JoinRefusal } from './joining-store';

export type { AddPlayerResult } from './joining-store';

export const eventFull = (maxPlayers: number) => problem('event_full', { max_players: maxPlayers });

export const removedByOrganiser = () => problem('removed_from_event');

/** The problem answering a refused join: 404 for an unknown event, 409 'Event is Full', 403 for a removed person. */
export const joinRefused = (refusal: JoinRefusal) =>
  refusal.outcome === 'no-event' ? eventNotFound() : refusal.outcome === 'removed' ? removedByOrganiser() : eventFull(refusal.maxPlayers);

/** Makes a user a player of an event (see `addPlayer`), throwing the problem of a refused join. */
export async function addPlayerToEvent(db: Db | Tx, input: { eventId: string; userId: string; playerName: string }): Promise<AddPlayerResult> {
  const result = await addPlayer(db, input);
  if (result.outcome === 'no-event' || result.outcome === 'event-full' || result.outcome === 'removed') throw joinRefused(result);
  return result;
}
