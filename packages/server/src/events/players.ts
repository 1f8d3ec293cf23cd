import type { Db, Tx } from '../db/connect';
import { conflict } from '../http/problem';
import { eventNotFound } from './access';
import { addPlayer, type AddPlayerResult, type JoinRefusal } from './store';

export type { AddPlayerResult } from './store';

export const eventFull = (maxPlayers: number) =>
  conflict('Event is Full', `This event has reached its limit of ${maxPlayers} players.`, 'event-full');

/** The problem answering a refused join: 404 for an unknown event, 409 'Event is Full'. */
export const joinRefused = (refusal: JoinRefusal) =>
  refusal.outcome === 'no-event' ? eventNotFound() : eventFull(refusal.maxPlayers);

/** Makes a user a player of an event (see `addPlayer`), throwing the problem of a refused join. */
export async function addPlayerToEvent(db: Db | Tx, input: { eventId: string; userId: string; playerName: string }): Promise<AddPlayerResult> {
  const result = await addPlayer(db, input);
  if (result.outcome === 'no-event' || result.outcome === 'event-full') throw joinRefused(result);
  return result;
}
