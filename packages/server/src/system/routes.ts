import { clientConfig } from '@decklist/core/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/connect';
import { problem } from '../http/problem';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  async function checkDatabase(request: FastifyRequest) {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw problem('database_unavailable');
    }
  }

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            /** Live sockets open on this instance. */
            live_sockets: z.number().int(),
            /** How late the event loop ran timers over the last minute, in ms: what every request waits on top of its own work. */
            event_loop_delay: z.object({ p99_ms: z.number(), max_ms: z.number() }),
            /** Long tasks (checks, PDFs, downloads) waiting for a worker thread, and running. */
            workers: z.object({ queued: z.number().int(), running: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      await checkDatabase(request);
      // A load balancer takes an instance whose live bus is down out until it reconnects.
      if (!app.live.isUp()) {
        throw problem('live_unavailable');
      }
      const delay = app.loop.delay();
      return {
        status: 'ok' as const,
        database: app.database.kind,
        live_sockets: app.live.subscriberCount(),
        event_loop_delay: { p99_ms: delay.p99Ms, max_ms: delay.maxMs },
        workers: app.workers.load(),
      };
    },
  );

  // For a load balancer or an orchestrator: live says the process answers (restart it otherwise), ready
  // says it should get traffic (not while stopping, nor while its database or live bus is unreachable).
  const okResponse = { 200: z.object({ status: z.literal('ok') }) };
  app.get('/api/health/live', { schema: { tags: ['system'], response: okResponse } }, async () => ({ status: 'ok' as const }));

  app.get('/api/health/ready', { schema: { tags: ['system'], response: okResponse } }, async (request) => {
    if (app.lifecycle.draining) throw problem('stopping');
    await checkDatabase(request);
    if (!app.live.isUp()) throw problem('live_unavailable');
    return { status: 'ok' as const };
  });

  // The contract's health check: plain text.
  app.get(
    '/status',
    { schema: { tags: ['system'], produces: ['text/plain'], response: { 200: z.string().describe('OK') } } },
    async (request, reply) => {
      await checkDatabase(request);
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: clientConfig } } }, async () => ({
    google_client_id: app.config.googleClientId ?? null,
  }));

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
