import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { openLiveSocket, type LiveSocket } from '../src/live/socket';

/** A real WebSocket server on a free port, the page's address pointing at it. */
async function liveServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const connections: ServerSocket[] = [];
  const arrivals: number[] = [];
  const urls: string[] = [];
  server.on('connection', (socket, request) => {
    connections.push(socket);
    arrivals.push(performance.now());
    urls.push(request.url ?? '');
  });
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/timers/x/view`);
  return { server, connections, arrivals, urls };
}

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('live socket reconnection', () => {
  let socket: LiveSocket | undefined;
  let server: WebSocketServer | undefined;
  afterEach(async () => {
    socket?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('reconnects at once when the server closes with 1001 (restarting), and tells the page to refetch', async () => {
    const live = await liveServer();
    server = live.server;
    const opens: boolean[] = [];
    const readAt = 1_764_480_000_123;
    socket = openLiveSocket('timers:abc', { onMessage: () => undefined, onOpen: (first) => opens.push(first), silenceMs: 60_000, readAt: () => readAt });
    await until(() => opens.length === 1);
    const closedAt = performance.now();
    live.connections[0]!.close(1001, 'server restarting');
    await until(() => opens.length === 2);
    // The back-off would wait 250 ms or more; a going-away close waits for nothing.
    expect(live.arrivals[1]! - closedAt).toBeLessThan(200);
    expect(opens).toEqual([true, false]);
    // The first connection says when the server read what the page shows; a reconnection, which refetches everything, does not.
    expect(new URL(live.urls[0]!, 'http://x').searchParams.get('since')).toBe(String(readAt));
    expect(new URL(live.urls[1]!, 'http://x').searchParams.has('since')).toBe(false);
  });

  it('waits a back-off after other closes, so a hall of screens does not reconnect in lockstep', async () => {
    const live = await liveServer();
    server = live.server;
    const opens: boolean[] = [];
    const readAt = 1_764_480_000_123;
    socket = openLiveSocket('timers:abc', { onMessage: () => undefined, onOpen: (first) => opens.push(first), silenceMs: 60_000, readAt: () => readAt });
    await until(() => opens.length === 1);
    const closedAt = performance.now();
    live.connections[0]!.close(1011, 'unexpected');
    await until(() => opens.length === 2);
    expect(live.arrivals[1]! - closedAt).toBeGreaterThanOrEqual(240);
  });
});
