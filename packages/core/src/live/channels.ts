/**
 * Live channel names (docs/decisions/0002-live-channels.md): the names the original decklist.lol client
 * subscribes to, so either web client can listen to this server. Defined only here.
 */
export const CHANNEL_PREFIX = 'decklist.lol';
export const eventChannel = (eventId: string) => `${CHANNEL_PREFIX}:event:${eventId}`;
export const timersChannel = (tournamentId: string) => `${CHANNEL_PREFIX}:timers:tournament:${tournamentId}`;

const CHANNEL_PATTERN = /^decklist\.lol:(event:[a-z0-9]{1,32}|timers:tournament:[A-Za-z0-9_-]{1,64})$/;
/** Whether a requested channel has one of the two shapes (a bad id is refused before any lookup). */
export const isValidChannel = (channel: string) => CHANNEL_PATTERN.test(channel);

export type ParsedChannel = { kind: 'event'; eventId: string } | { kind: 'timers'; tournamentId: string };

/** What a channel name is about, or null when it has neither shape. */
export function parseChannel(channel: string): ParsedChannel | null {
  if (!isValidChannel(channel)) return null;
  const [, kind, ...rest] = channel.split(':');
  return kind === 'event' ? { kind: 'event', eventId: rest[0]! } : { kind: 'timers', tournamentId: rest[1]! };
}
