import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, createTwoInstances, listen, type TestApp } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';
import { connectWs } from './helpers/ws';

describe.each(API_DATABASE_KINDS)('live channel on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: { heartbeatMs: 200 } });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('delivers a published message to subscribers of that channel only', async () => {
    const [one, other] = [(await newTimersChannel(t)).channel, (await newTimersChannel(t)).channel];
    const a = await connectWs(base, one);
    const b = await connectWs(base, other);
    await t.app.live.publish(one, { message_type: 'force_update' });
    expect(await a.next()).toEqual({ message_type: 'force_update' });
    await new Promise((r) => setTimeout(r, 100));
    expect(b.received).toHaveLength(0);
    a.close();
    b.close();
  });

  it('answers PING with the ping/pong shape clients ignore', async () => {
    const ws = await connectWs(base, (await newTimersChannel(t)).channel);
    ws.send({ type: 'PING' });
    const pong = await ws.next();
    expect(pong).toMatchObject({ message: 'pong' });
    expect(typeof pong.connectionId).toBe('string');
    expect(typeof pong.requestId).toBe('string');
    expect(pong.server_time).toBe(t.clock.now());
    ws.close();
  });

  it('answers TIME with the client t0 and the server time, for clock sync', async () => {
    const ws = await connectWs(base, (await newTimersChannel(t)).channel);
    ws.send({ type: 'TIME', t0: 123.5 });
    expect(await ws.next()).toEqual({ type: 'TIME', t0: 123.5, server_time: t.clock.now() });
    ws.send({ type: 'nonsense' });
    ws.socket.send('not json');
    ws.send({ type: 'TIME', t0: 7 });
    expect(await ws.next((m) => m.t0 === 7)).toMatchObject({ type: 'TIME', t0: 7 });
    ws.close();
  });

  it('closes a socket that asks for an unknown channel', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws?channel=other:thing`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
  });

  it('drops a socket that stops answering pings', async () => {
    const { channel } = await newTimersChannel(t);
    const ws = await connectWs(base, channel);
    expect(t.app.live.subscriberCount(channel)).toBe(1);
    // Stop answering the server's pings, as a phone that lost its network would.
    (ws.socket as unknown as { _receiver: { removeAllListeners(e: string): void } })._receiver.removeAllListeners('ping');
    ws.socket.pong = () => undefined;
    const deadline = Date.now() + 3000;
    while (t.app.live.subscriberCount(channel) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(t.app.live.subscriberCount(channel)).toBe(0);
  });
});

describe.runIf(HAS_POSTGRES)('live bus across instances on PostgreSQL', () => {
  it('carries a message published on one instance to a WebSocket client of another', async () => {
    const { one, two, close } = await createTwoInstances();
    try {
      const baseTwo = await listen(two);
      const { channel } = await newTimersChannel(one);
      const client = await connectWs(baseTwo, channel);
      await one.app.live.publish(channel, { message_type: 'clock_paused', updated_by_session_id: 'a' });
      expect(await client.next()).toEqual({ message_type: 'clock_paused', updated_by_session_id: 'a' });
      client.close();
    } finally {
      await close();
    }
  });
});
