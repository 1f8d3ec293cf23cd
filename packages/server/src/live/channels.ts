/** Live channel names (design.md "Live channels"). */
export const eventChannel = (eventId: string) => `decklist:event:${eventId}`;
export const timersChannel = (tournamentId: string) => `decklist:timers:tournament:${tournamentId}`;

const CHANNEL_PATTERN = /^decklist:(event:[a-z0-9]{1,32}|timers:tournament:[A-Za-z0-9_-]{1,64})$/;
export const isValidChannel = (channel: string) => CHANNEL_PATTERN.test(channel);
