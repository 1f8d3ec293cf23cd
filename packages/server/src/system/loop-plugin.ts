import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startLoopMonitor, type LoopMonitor } from './loop-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** How long the event loop has been held lately (system/loop-monitor.ts), and how many requests it watches now. */
    loop: LoopMonitor & { watching(): number };
  }
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? 'unknown route'}`;

/** Requests finished lately, kept to name the one that held the loop (it often finishes before the monitor runs). */
const RECENT_KEPT = 256;

/**
 * Watches the event loop. When it was held for more than 100 ms, one warning names the routes of the
 * requests in flight during that time (still running, or finished since it began): the code that held
 * it ran for one of them.
 */
export const loopPlugin = fp(async (app) => {
  const inFlight = new Set<FastifyRequest>();
  const recent: { route: string; endedAt: number }[] = [];
  app.addHook('onRequest', async (request) => {
    // An upgrade to a WebSocket gets no onResponse: watched, it would stay in the set after its socket
    // closed. Its messages run outside any request, so it is not a request that can hold the loop.
    if (request.headers.upgrade) return;
    inFlight.add(request);
  });
  const done = async (request: FastifyRequest) => {
    inFlight.delete(request);
    recent.push({ route: routeOf(request), endedAt: performance.now() });
    if (recent.length > RECENT_KEPT) recent.splice(0, recent.length - RECENT_KEPT);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  const log = app.log.child({ component: 'event-loop' });
  const monitor = startLoopMonitor({
    onBlocked(lateMs) {
      const since = performance.now() - lateMs;
      const routes = new Map<string, number>();
      const count = (route: string) => routes.set(route, (routes.get(route) ?? 0) + 1);
      for (const request of inFlight) count(routeOf(request));
      for (const { route, endedAt } of recent) if (endedAt >= since) count(route);
      const named = [...routes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([route, n]) => (n > 1 ? `${route} ×${n}` : route));
      log.warn(
        { blocked_ms: Math.round(lateMs), routes_in_flight: named },
        `event loop blocked for ${Math.round(lateMs)} ms; requests in flight meanwhile: ${named.join(', ') || 'none'}`,
      );
    },
  });
  app.decorate('loop', Object.assign(monitor, { watching: () => inFlight.size }));
  app.addHook('onClose', async () => monitor.stop());
});
