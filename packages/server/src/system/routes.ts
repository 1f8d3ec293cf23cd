import { clientConfig } from '@decklist/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/connect';
import { HttpProblem } from '../http/problem';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpProblem(503, 'Unavailable', { detail: 'The database is not reachable.' });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: clientConfig } } }, async () => ({
    google_client_id: app.config.googleClientId ?? null,
  }));

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
