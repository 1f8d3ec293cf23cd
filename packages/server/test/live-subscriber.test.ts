import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_LIMITS, Subscriber } from '../src/live/subscriber';

/** As much of an open socket as a subscriber uses: what it was sent, in order. */
function openSocket() {
  const sent: string[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (data: string) => void sent.push(String(data)) };
  return { socket: socket as unknown as WebSocket, sent };
}

const caller = { userId: null, sessionId: null, echoId: null, role: null };

describe('a subscriber whose first message is still being read', () => {
  it('keeps what it hears meanwhile and sends it after that first message, in order', () => {
    const { socket, sent } = openSocket();
    const subscriber = new Subscriber(socket, 'timers:t1', caller, LIVE_LIMITS);
    subscriber.hold();
    subscriber.hear({ n: 1 }, Buffer.from('{"n":1}'));
    subscriber.send('{"type":"TIME"}');
    subscriber.hear({ n: 2 }, Buffer.from('{"n":2}'));
    expect(sent).toEqual([]);

    subscriber.release('{"type":"STATE"}');
    expect(sent).toEqual(['{"type":"STATE"}', '{"n":1}', '{"type":"TIME"}', '{"n":2}']);
    subscriber.hear({ n: 3 }, Buffer.from('{"n":3}'));
    expect(sent.at(-1)).toBe('{"n":3}');
  });

  it('sends what it kept even when there is no first message (its read failed)', () => {
    const { socket, sent } = openSocket();
    const subscriber = new Subscriber(socket, 'timers:t1', caller, LIVE_LIMITS);
    subscriber.hold();
    subscriber.hear({ n: 1 }, Buffer.from('{"n":1}'));
    subscriber.release();
    expect(sent).toEqual(['{"n":1}']);
  });
});
