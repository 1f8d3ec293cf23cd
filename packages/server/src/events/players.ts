import { problem } from '../http/problem';
import { eventNotFound } from './access';
import type { JoinRefusal } from './joining-store';

export const eventFull = (maxPlayers: number) => problem('event_full', { max_players: maxPlayers });

export const removedByOrganiser = () => problem('removed_from_event');

/** The problem answering a refused join: 404 for an unknown event, 409 'Event is Full', 403 for a removed person. */
export const joinRefused = (refusal: JoinRefusal) =>
  refusal.outcome === 'no-event' ? eventNotFound() : refusal.outcome === 'removed' ? removedByOrganiser() : eventFull(refusal.maxPlayers);
