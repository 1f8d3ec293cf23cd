import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startLoopMonitor } from '../src/system/loop-monitor';
import { loopPlugin } from '../src/system/loop-plugin';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holding the event loop, as a heavy request would
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the event loop monitor', () => {
  it('reports how long the loop was held over its window, and calls back when it was held past the bound', async () => {
    const blocked: number[] = [];
    const monitor = startLoopMonitor({ sampleMs: 10, blockedMs: 100, onBlocked: (ms) => blocked.push(ms) });
    try {
      await sleep(100);
      expect(monitor.delay().maxMs).toBeLessThan(100);
      busy(250);
      await sleep(50);
      expect(monitor.delay().maxMs).toBeGreaterThanOrEqual(200);
      expect(blocked.length).toBe(1);
      expect(blocked[0]).toBeGreaterThanOrEqual(200);
    } finally {
      monitor.stop();
    }
  });

  it('logs one warning naming the route of the request that held the loop', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(loopPlugin);
    app.get('/api/slow/:id', async () => {
      busy(250);
      return { ok: true };
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/slow/7' })).statusCode).toBe(200);
      await sleep(100);
      const warnings = lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('event loop blocked'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.routes_in_flight).toEqual(['GET /api/slow/:id']);
      expect(warnings[0]!.blocked_ms).toBeGreaterThanOrEqual(200);
    } finally {
      await app.close();
    }
  });
});
