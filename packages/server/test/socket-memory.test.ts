// Live sockets keep nothing after they close (security review, round two: every socket ever opened stayed
// in the event-loop monitor's set of requests in flight).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listen, type TestApp } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS } from './helpers/databases';
import { connectWs } from './helpers/ws';

describe.each(API_DATABASE_KINDS)('live sockets opened and closed on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('leave nothing in the event-loop monitor: 1,000 public display sockets opened and closed, 50 at a time', async () => {
    const { channel } = await newTimersChannel(t);
    for (let batch = 0; batch < 20; batch++) {
      const sockets = await Promise.all(Array.from({ length: 50 }, () => connectWs(base, channel)));
      // Open sockets are not requests in flight either: their messages run outside any request.
      expect(t.app.loop.watching()).toBe(0);
      for (const socket of sockets) socket.close();
      await Promise.all(sockets.map((socket) => socket.closed));
    }
    expect(t.app.loop.watching()).toBe(0);
    // An ordinary request is watched while it runs and let go when answered.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(t.app.loop.watching()).toBe(0);
  });
});
