import type { Db, Tx } from '../db/connect';
import { conflict, forbidden } from '../http/problem';
import { eventNotFound } from './access';
import { addPlayer, type AddPlayerResult, type JoinRefusal } from './store';

export type { AddPlayerResult } from './store';

export const eventFull = (maxPlayers: number) =>
  conflict('Event is Full', `This event has reached its limit of ${maxPlayers} players.`, 'event-full');

export const removedByOrganiser = () =>
  forbidden('The organiser removed you from this event, so you cannot rejoin it yourself. Ask the organiser to add you back.');

/** The problem answering a refused join: 404 for an unknown event, 409 'Event is Full', 403 for a removed person. */
export const joinRefused = (refusal: JoinRefusal) =>
  refusal.outcome === 'no-event' ? eventNotFound() : refusal.outcome === 'removed' ? removedByOrganiser() : eventFull(refusal.maxPlayers);

/** Makes a user a player of an event (see `addPlayer`), throwing the problem of a refused join. */
export async function addPlayerToEvent(db: Db | Tx, input: { eventId: string; userId: string; playerName: string }): Promise<AddPlayerResult> {
  const result = await addPlayer(db, input);
  if (result.outcome === 'no-event' || result.outcome === 'event-full' || result.outcome === 'removed') throw joinRefused(result);
  return result;
}
