import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from '../src/live/heartbeat';
import type { Subscriber } from '../src/live/subscriber';

/** A socket's side of the heartbeat: the pings it got and whether it was cut. */
function subscriberLike(alive = true) {
  const socket = {
    pings: 0,
    terminated: false,
    ping() {
      this.pings += 1;
    },
    terminate() {
      this.terminated = true;
    },
  };
  return { alive, socket } as unknown as Subscriber & { socket: typeof socket };
}

describe('the heartbeat', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] }));
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  const reached = (crowd: ReturnType<typeof subscriberLike>[]) => crowd.filter((s) => s.socket.pings > 0 || s.socket.terminated).length;

  it('goes through a crowd in slices, each in its own turn of the event loop, and cuts the sockets that missed the last ping', () => {
    const crowd = Array.from({ length: 1000 }, (_, i) => subscriberLike(i % 100 !== 0));
    stop = startHeartbeat(() => crowd, 30_000, 250);

    vi.advanceTimersToNextTimer(); // the round's interval: its first slice only
    expect(reached(crowd)).toBe(250);
    vi.advanceTimersToNextTimer();
    expect(reached(crowd)).toBe(500);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(reached(crowd)).toBe(1000);

    expect(crowd.filter((s) => s.socket.terminated)).toHaveLength(10);
    expect(crowd.filter((s) => s.socket.pings === 1)).toHaveLength(990);
    // Pinged and not yet answered: cut at the next round unless a pong comes first.
    expect(crowd.every((s) => !s.alive)).toBe(true);
  });

  it('stops between slices', () => {
    const crowd = Array.from({ length: 1000 }, () => subscriberLike());
    stop = startHeartbeat(() => crowd, 30_000, 100);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(reached(crowd)).toBe(200);
  });
});
