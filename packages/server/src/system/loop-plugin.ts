import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { startLoopMonitor, type LoopMonitor } from './loop-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** How long the event loop has been held lately (system/loop-monitor.ts). */
    loop: LoopMonitor;
  }
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? 'unknown route'}`;

/**
 * Watches the event loop. When it was held for more than 100 ms, one warning names the routes of the
 * requests in flight at that moment: the code that held it ran for one of them.
 */
export const loopPlugin = fp(async (app) => {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  const done = async (request: FastifyRequest) => {
    inFlight.delete(request);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  const monitor = startLoopMonitor({
    onBlocked(lateMs) {
      const routes = new Map<string, number>();
      for (const request of inFlight) routes.set(routeOf(request), (routes.get(routeOf(request)) ?? 0) + 1);
      const named = [...routes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([route, n]) => (n > 1 ? `${route} ×${n}` : route));
      app.log.warn(
        { blocked_ms: Math.round(lateMs), routes_in_flight: named },
        `event loop blocked for ${Math.round(lateMs)} ms; requests in flight: ${named.join(', ') || 'none'}`,
      );
    },
  });
  app.decorate('loop', monitor);
  app.addHook('onClose', async () => monitor.stop());
});
