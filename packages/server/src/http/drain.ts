import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is leaving, and the drain that makes it leave politely (http/drain.ts). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True once a drain has begun: the instance takes no new connections and is about to stop. */
  readonly draining: boolean;
  /** Called once when a drain begins, after the listener closed (the live layer closes its sockets with 1001). */
  onDrain(listener: () => void): void;
  /**
   * Stops taking connections, tells the onDrain listeners, lets the requests in flight finish (up to
   * `timeoutMs`), then closes the connections left. Calling it again returns the same drain.
   */
  drain(timeoutMs: number): Promise<DrainOutcome>;
}

export interface DrainOutcome {
  /** Whether every request in flight finished before the timeout. */
  finished: boolean;
  /** Connections still open at the timeout, cut. */
  cut: number;
}

export interface DrainOptions {
  /**
   * After the last request in flight, how long no request may arrive before idle keep-alive connections
   * are closed: a proxy still sending on them is given the time to run out of them.
   */
  quietMs?: number;
}

const POLL_MS = 25;

/**
 * Tracks connections and requests so the instance can leave without failing any of them. While draining,
 * every answer says `Connection: close`, so a proxy uses each kept-alive connection once more at most,
 * and its new connections are refused (which it retries on another instance, even for a POST, since
 * nothing was sent).
 */
export const drainPlugin = fp(async (app: FastifyInstance, options: DrainOptions) => {
  const quietMs = options.quietMs ?? 1000;
  const connections = new Set<net.Socket>();
  const inFlight = new Set<FastifyRequest>();
  const listeners: (() => void)[] = [];
  let lastRequestAt = 0;
  let draining = false;
  let drained: Promise<DrainOutcome> | undefined;

  app.server.on('connection', (socket: net.Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  app.addHook('onRequest', async (request) => {
    lastRequestAt = performance.now();
    // A live socket stays open for hours; the live layer closes those itself.
    if (request.headers.upgrade) return;
    inFlight.add(request);
  });
  // Also on the answers to requests that began before the drain.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const done = async (request: FastifyRequest) => void inFlight.delete(request);
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  const until = async (condition: () => boolean, deadline: number) => {
    while (!condition()) {
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  };

  async function drain(timeoutMs: number): Promise<DrainOutcome> {
    const deadline = performance.now() + timeoutMs;
    // net.Server's close, not http.Server's: the latter also closes idle kept-alive connections at once,
    // and a proxy may be sending a request on one at that very moment (a POST it would then not retry).
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    for (const listener of listeners) listener();
    await until(() => inFlight.size === 0 && performance.now() - lastRequestAt >= quietMs, deadline);
    app.server.closeIdleConnections();
    await until(() => connections.size === 0, deadline);
    const finished = inFlight.size === 0;
    const cut = connections.size;
    for (const socket of connections) socket.destroy();
    return { finished, cut };
  }

  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    onDrain: (listener: () => void) => void listeners.push(listener),
    drain(timeoutMs: number) {
      draining = true;
      return (drained ??= drain(timeoutMs));
    },
  });
});
