import { timersChannel } from '@decklist/core/live';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSocketErrorHandler } from '../src/live/socket-errors';
import { createTestApp, listen, type TestApp } from './helpers/app';
import { connectWs } from './helpers/ws';

describe('misbehaving live sockets', () => {
  it('cuts the socket and logs one warning line without a stack, at most 10 a minute, then says how many were left out', () => {
    let clock = 0;
    const handle = createSocketErrorHandler(() => clock);
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const socket = { terminate: vi.fn() } as unknown as WebSocket;
    const oversized = Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    for (let i = 0; i < 1000; i++) handle(oversized, socket, log);
    expect(socket.terminate).toHaveBeenCalledTimes(1000);
    expect(warn).toHaveBeenCalledTimes(10);
    expect(warn.mock.calls[0]).toEqual([{ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }, 'live socket cut: Max payload size exceeded']);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/stack|at .*\.js/);
    clock += 60_000;
    handle(oversized, socket, log);
    expect(warn.mock.calls[10]![0]).toEqual({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', suppressed: 990 });
  });

  describe('on a running server', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp('pglite');
      base = await listen(t);
    });
    afterAll(() => t.close());

    it('closes a socket that sends an oversized frame (1009) and keeps serving the others', async () => {
      const owner = await t.signedIn('frames@example.com');
      const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Frames' })).json().tournament_id as string;
      const display = await connectWs(base, timersChannel(tournamentId));
      const abuser = await connectWs(base, timersChannel(tournamentId));
      abuser.socket.send('x'.repeat(5000));
      expect(await abuser.closed).toBe(1009);
      display.send({ type: 'PING' });
      await display.next((m: { message?: string }) => m.message === 'pong');
      display.close();
    });
  });
});
