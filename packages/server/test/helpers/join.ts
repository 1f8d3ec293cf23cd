import type { Db } from '../../src/db/connect';
import { addPlayer, type AddPlayerResult } from '../../src/events/joining-store';
import { joinRefused } from '../../src/events/players';

/** A user joins an event straight through the store, a refused join thrown as the problem the API sends. */
export async function joinEvent(db: Db, input: { eventId: string; userId: string; playerName: string }): Promise<AddPlayerResult> {
  const result = await addPlayer(db, input);
  if (result.outcome === 'no-event' || result.outcome === 'event-full' || result.outcome === 'removed') throw joinRefused(result);
  return result;
}
