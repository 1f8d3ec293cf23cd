import type { Db, Tx } from '../db/connect';
import { conflict } from '../http/problem';
import { eventNotFound } from './access';
import { addPlayer, type AddPlayerOutcome, type AddPlayerResult } from './store';

export type { AddPlayerResult } from './store';

export const eventFull = (maxPlayers: number) =>
  conflict('Event is Full', `This event has reached its limit of ${maxPlayers} players.`, 'event-full');

/** A join's outcome, with the problems a refused one answers with: 404 for an unknown event, 409 'Event is Full'. */
export function joined<T extends AddPlayerOutcome>(result: T): Extract<T, AddPlayerResult> {
  if (result.outcome === 'no-event') throw eventNotFound();
  if (result.outcome === 'event-full') throw eventFull(result.maxPlayers);
  return result as Extract<T, AddPlayerResult>;
}

/** Makes a user a player of an event (see `addPlayer`), throwing the problems of a refused join. */
export async function addPlayerToEvent(db: Db | Tx, input: { eventId: string; userId: string; playerName: string }): Promise<AddPlayerResult> {
  return joined(await addPlayer(db, input));
}
