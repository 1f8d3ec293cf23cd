import type { Subscriber } from './subscriber';

/** Sockets pinged per turn of the event loop: a hall's 10,000 in one go held every request back about 90 ms. */
export const HEARTBEAT_SLICE = 250;

/**
 * Pings every socket each `everyMs`, and drops the ones that did not answer the last ping (one missed
 * pong). A round goes through the sockets in slices of `slice`, each in its own turn of the event loop,
 * so requests and messages are served between them.
 */
export function startHeartbeat(subscribers: () => Iterable<Subscriber>, everyMs: number, slice = HEARTBEAT_SLICE): () => void {
  let next: NodeJS.Immediate | undefined;

  const beat = (subscriber: Subscriber) => {
    if (!subscriber.alive) {
      subscriber.socket.terminate();
      return;
    }
    subscriber.alive = false;
    subscriber.socket.ping();
  };

  const pingFrom = (round: Subscriber[], start: number) => {
    next = undefined;
    const end = Math.min(round.length, start + slice);
    for (let i = start; i < end; i++) beat(round[i]!);
    if (end < round.length) next = setImmediate(pingFrom, round, end);
  };

  const timer = setInterval(() => {
    // A round still under way (a very short interval, in tests) is finished first.
    if (next === undefined) pingFrom([...subscribers()], 0);
  }, everyMs);
  timer.unref();

  return () => {
    clearInterval(timer);
    if (next !== undefined) clearImmediate(next);
  };
}
