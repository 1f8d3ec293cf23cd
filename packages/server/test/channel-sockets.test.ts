import { describe, expect, it } from 'vitest';
import { ChannelSockets } from '../src/live/channel-sockets';
import type { Subscriber } from '../src/live/subscriber';

/** The index reads only who is on the socket. */
const socketOf = (userId: string | null, role: string | null) => ({ caller: { userId, sessionId: null, echoId: null, role } }) as unknown as Subscriber;

describe("a channel's sockets by user and by role", () => {
  it('finds the sockets of the named users and roles, each once, and forgets those removed', () => {
    const sockets = new ChannelSockets();
    const owner = socketOf('u-owner', 'owner');
    const judge = socketOf('u-judge', 'judge');
    const player = socketOf('u-player', 'player');
    const playerOtherTab = socketOf('u-player', 'player');
    const stranger = socketOf('u-stranger', null);
    for (const socket of [owner, judge, player, playerOtherTab, stranger]) sockets.add(socket);

    expect(sockets.size).toBe(5);
    expect(sockets.among(['u-player'], ['owner', 'judge'])).toEqual(new Set([player, playerOtherTab, owner, judge]));
    expect(sockets.among(['u-owner'], ['owner'])).toEqual(new Set([owner])); // once, though named twice
    expect(sockets.among([], [])).toEqual(new Set());
    expect(sockets.among(['nobody'], [null])).toEqual(new Set([stranger]));

    expect(sockets.delete(playerOtherTab)).toBe(true);
    expect(sockets.delete(playerOtherTab)).toBe(false);
    expect(sockets.ofUser('u-player')).toEqual(new Set([player]));
    expect(sockets.size).toBe(4);
  });

  it('moves a socket to its new role, so a player made judge hears what organisers hear, and one who lost it no more', () => {
    const sockets = new ChannelSockets();
    const player = socketOf('u-player', 'player');
    const judge = socketOf('u-judge', 'judge');
    sockets.add(player);
    sockets.add(judge);

    sockets.setRole(player, 'judge');
    sockets.setRole(judge, null);
    expect(player.caller.role).toBe('judge');
    expect(sockets.among([], ['owner', 'judge'])).toEqual(new Set([player]));
    expect(sockets.among([], [null])).toEqual(new Set([judge]));

    // Removed with its new role: nothing of it stays in the index.
    sockets.delete(player);
    expect(sockets.among(['u-player'], ['judge'])).toEqual(new Set());
  });
});
