import {
  cardSearchQuery,
  cardSearchResponse,
  validateDecklistBody,
  validateDecklistResponse,
} from '@decklist/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import { sendJsonText } from '../http/raw-json';
import { toCardSearchResponse } from './present';

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and cacheable: the card data only changes with a deployment.
  app.get(
    '/api/cards/search',
    { schema: { tags: ['cards'], querystring: cardSearchQuery, response: { 200: cardSearchResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return toCardSearchResponse(app.cards.search(request.query.q, request.query.limit));
    },
  );

  // For live previews of the deck forms, which need sign-in. Well under a millisecond for a typical
  // list (long ones go to a worker thread); limited per session and address all the same (fair-use.ts).
  app.post(
    '/api/decklists/validate',
    { schema: { tags: ['cards'], body: validateDecklistBody, response: { 200: validateDecklistResponse } } },
    async (request, reply) => {
      app.fairUse.check(request, requireUser(request));
      const check = await app.cards.check(request.body.decklist_text, request.body.format);
      // Serialised as it is: a check of a long list is large, and it is the server's own value.
      return sendJsonText(reply, JSON.stringify(check));
    },
  );
};
