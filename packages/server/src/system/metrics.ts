import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound, problemWith } from '../http/problem';
import { observeQueries } from './query-timing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures of this instance for Prometheus (GET /metrics); features count their events here. */
    metrics: Metrics;
  }
}

/** What features count; everything else is read from the live layer, the pool and the loop at each scrape. */
export interface Metrics {
  /** A sign-in code mailed. */
  signInCodesSent: Counter;
  /** A decklist submitted or replaced in an event. */
  decksSubmitted: Counter;
  /** The whole exposition, in Prometheus's text format. */
  scrape(): Promise<string>;
}

/** Where the metrics are answered, from the configuration: not at all (404), on the main port with a token, or on a port of their own. */
export interface MetricsAccess {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Node's own figures (memory, CPU, garbage collection, event loop lag): one set per process, however many apps it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A route as declared (`/api/events/:id`), never the URL asked for: the label takes a bounded set of values. */
const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string | undefined, expected: Buffer) => given !== undefined && timingSafeEqual(digest(given), expected);
const bearerOf = (header: string | undefined) => /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The metrics registry of one app, its HTTP figures, and `GET /metrics`. Not public: without METRICS_TOKEN
 * or METRICS_PORT the route answers 404; with the token it wants `Authorization: Bearer <token>`; with a
 * port of its own it is served there only (the token is then asked there too, when set).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, access: MetricsAccess) => {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({ name: 'decklist_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({
    name: 'decklist_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'decklist_live_sockets',
    help: 'Live sockets open on this instance, by kind of channel',
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      for (const [kind, count] of app.live.stats().socketsByKind) this.set({ kind }, count);
    },
  });
  new Counter({
    name: 'decklist_live_messages_sent_total',
    help: 'Live messages sent to sockets by this instance',
    registers,
    collect() {
      this.reset();
      this.inc(app.live.stats().messagesSent);
    },
  });
  new Gauge({
    name: 'decklist_live_bus_up',
    help: '1 while the LISTEN/NOTIFY connection that carries live messages between instances is up',
    registers,
    collect() {
      this.set(app.live.stats().busUp ? 1 : 0);
    },
  });
  new Counter({
    name: 'decklist_live_bus_reconnects_total',
    help: 'Times the live bus came back after losing its connection',
    registers,
    collect() {
      this.reset();
      this.inc(app.live.stats().busReconnects);
    },
  });
  new Gauge({
    name: 'decklist_event_loop_delay_seconds',
    help: 'How late the event loop ran timers over the last minute: 99th percentile and worst',
    labelNames: ['stat'],
    registers,
    collect() {
      const delay = app.loop.delay();
      this.set({ stat: 'p99' }, delay.p99Ms / 1000);
      this.set({ stat: 'max' }, delay.maxMs / 1000);
    },
  });
  new Gauge({
    name: 'decklist_worker_tasks',
    help: 'Long tasks (checks, PDFs, downloads) queued for a worker thread and running',
    labelNames: ['state'],
    registers,
    collect() {
      const load = app.workers.load();
      this.set({ state: 'queued' }, load.queued);
      this.set({ state: 'running' }, load.running);
    },
  });
  new Gauge({
    name: 'decklist_draining',
    help: '1 once the instance has begun to stop (it answers not ready)',
    registers,
    collect() {
      this.set(app.lifecycle.draining ? 1 : 0);
    },
  });

  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'decklist_db_pool_connections',
      help: 'Database connections of the pool: busy (running queries) and idle',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'decklist_db_pool_max_connections',
      help: 'Connections the pool may open',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'decklist_db_pool_waiting',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    const queries = new Histogram({
      name: 'decklist_db_query_duration_seconds',
      help: 'Time of database queries, from sent to answered',
      labelNames: ['outcome'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    const stop = observeQueries(pool, (seconds, ok) => queries.observe({ outcome: ok ? 'ok' : 'error' }, seconds));
    app.addHook('onClose', async () => stop());
  }

  const metrics: Metrics = {
    signInCodesSent: new Counter({ name: 'decklist_sign_in_codes_sent_total', help: 'Sign-in codes mailed', registers }),
    decksSubmitted: new Counter({ name: 'decklist_decks_submitted_total', help: 'Decklists submitted or replaced in events', registers }),
    scrape: async () => (await registry.metrics()) + '\n' + (await processMetrics().metrics()),
  };
  app.decorate('metrics', metrics);

  const expected = access.token === undefined ? undefined : digest(access.token);
  const allowed = (authorization: string | undefined) => !expected || sameToken(bearerOf(authorization), expected);
  const refusal = () =>
    problemWith('metrics_token_required', {}, { headers: { 'www-authenticate': 'Bearer realm="metrics"' } });

  app.get(
    '/metrics',
    { schema: { tags: ['system'], produces: ['text/plain'] } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Only with a token, and only when no port of their own serves them.
      if (expected === undefined || access.port !== undefined) throw notFound();
      if (!allowed(request.headers.authorization)) throw refusal();
      return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(await metrics.scrape());
    },
  );

  if (access.port !== undefined) {
    const port = access.port;
    const server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404).end();
        return;
      }
      if (!allowed(request.headers.authorization)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
        return;
      }
      metrics.scrape().then(
        (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, access.host, () => {
        server.off('error', reject);
        resolve();
      });
    }));
    app.addHook('onClose', () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }));
  }
});
