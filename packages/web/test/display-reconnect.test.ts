import type { AddressInfo } from 'node:net';
import type { Clock, TournamentDetails } from '@decklist/core/api';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { useDisplayClocks } from '../src/display/use-display-clocks';
import { json, stubServer } from './helpers';

const MINUTE = 60_000;

const aClock = (msRemaining: number): Clock => ({
  clock_id: 'c1',
  clock_name: 'Round 1',
  duration_seconds: 50 * 60,
  ms_remaining: msRemaining,
  is_running: true,
  extensions: [],
});

const aTournament = (msRemaining: number): TournamentDetails => ({
  tournament_id: 't1',
  tournament_name: 'Hall clocks',
  role: null,
  clocks: [aClock(msRemaining)],
  managers: [],
  server_time: Date.now(),
});

/** A real WebSocket server the page's address points at; it greets each socket as told. */
async function liveServer(greet: (socket: ServerSocket, url: URL) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const connections: { socket: ServerSocket; url: URL }[] = [];
  server.on('connection', (socket, request) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    connections.push({ socket, url });
    greet(socket, url);
  });
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/timers/t1/view`);
  return { server, connections };
}

const minutesShown = (clocks: { ms_remaining: number }[]) => clocks.map((clock) => Math.round(clock.ms_remaining / MINUTE));

describe("the display's return after its server restarts", () => {
  let server: WebSocketServer | undefined;
  afterEach(async () => {
    for (const client of server?.clients ?? []) client.terminate();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('takes the tournament from the socket it reconnects on, without reading it again', async () => {
    const api = stubServer().on('GET', '/api/timers/t1', () => json(aTournament(40 * MINUTE)));
    let remaining = 30 * MINUTE;
    const live = await liveServer((socket) => socket.send(JSON.stringify({ type: 'STATE', tournament: aTournament(remaining) })));
    server = live.server;
    const { result } = renderHook(() => useDisplayClocks('t1'));

    await waitFor(() => expect(minutesShown(result.current.clocks)).toEqual([30]));
    expect(live.connections[0]!.url.searchParams.get('state')).toBe('1');

    // The instance leaves; meanwhile the clock was adjusted, and the next one says so first thing.
    remaining = 25 * MINUTE;
    live.connections[0]!.socket.close(1001, 'server restarting');
    await waitFor(() => expect(minutesShown(result.current.clocks)).toEqual([25]));
    expect(live.connections).toHaveLength(2);
    // Nothing read the tournament over HTTP: neither the first opening nor the reconnection, nor after the wait for a state.
    await new Promise((resolve) => setTimeout(resolve, 3300));
    expect(api.received('GET', '/api/timers/t1')).toHaveLength(0);
    expect(minutesShown(result.current.clocks)).toEqual([25]);
  }, 10_000);

  it('reads the tournament at once when its channel cannot open', async () => {
    const api = stubServer().on('GET', '/api/timers/t1', () => json(aTournament(40 * MINUTE)));
    // The page's address points at a port nothing listens on: the socket fails.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://127.0.0.1:9/timers/t1/view');
    const started = Date.now();
    const { result, unmount } = renderHook(() => useDisplayClocks('t1'));
    await waitFor(() => expect(minutesShown(result.current.clocks)).toEqual([40]));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(api.received('GET', '/api/timers/t1')).toHaveLength(1);
    unmount();
  });

  it('reads the tournament itself when a reconnection brings no state (a server of an earlier version)', async () => {
    let remaining = 40 * MINUTE;
    const api = stubServer().on('GET', '/api/timers/t1', () => json(aTournament(remaining)));
    const live = await liveServer(() => undefined);
    server = live.server;
    const { result } = renderHook(() => useDisplayClocks('t1'));
    // No state on the socket: the tournament is read a moment later.
    await waitFor(() => expect(minutesShown(result.current.clocks)).toEqual([40]), { timeout: 5000 });
    await waitFor(() => expect(live.connections).toHaveLength(1));

    remaining = 35 * MINUTE;
    live.connections[0]!.socket.close(1001, 'server restarting');
    await waitFor(() => expect(minutesShown(result.current.clocks)).toEqual([35]), { timeout: 5000 });
    expect(api.received('GET', '/api/timers/t1').length).toBeGreaterThanOrEqual(2);
  }, 10_000);
});
