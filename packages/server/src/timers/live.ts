import type { TimerMessage, TimerStateMessage } from '@decklist/core/api';
import { notFound } from '../http/problem';
import type { ChannelKind } from '../live/channels';
import { toTimerMessage, toTournamentDetails } from './present';
import type { PublicTournamentReads } from './public-reads';

/**
 * A tournament's timers channel: public (the hall's displays), of a tournament that exists (404).
 * Everyone on it hears every message, each carrying the clock's state, but the page that made the change
 * (its own answer has it); a display may ask for the whole tournament as its first message (the public
 * read, shared by the displays reconnecting together).
 */
export const timersChannelKind = (reads: PublicTournamentReads): ChannelKind<'timers', null, undefined, TimerMessage> => ({
  kind: 'timers',
  async admit(channel) {
    if (!(await reads.exists(channel.tournamentId))) throw notFound();
    return null;
  },
  audience: (message) => (caller) => (message.updated_by_session_id !== '' && caller.echoId === message.updated_by_session_id ? undefined : message),
  async currentState(channel, _caller, now): Promise<TimerStateMessage | null> {
    const details = await reads.details(channel.tournamentId);
    return details && { type: 'STATE', tournament: toTournamentDetails(details, now()) };
  },
  missedMessages: (channel, now) => toTimerMessage(channel.tournamentId, 'force_update', null, '', now),
});
