import { notFoundResponse, setParams, setResponse, setsResponse, validationProblemResponse } from '@decklist/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/problem';
import { sendJsonText } from '../http/raw-json';
import { setCatalogue, type SetCatalogue } from './catalogue';
import { toSetResponse, toSetsResponse } from './present';

/** The answers, made once per process: the set lists only change with a deployment. */
interface SetAnswers {
  list: string;
  byCode: Map<string, string>;
}

function answersOf({ list }: SetCatalogue): SetAnswers {
  return {
    list: JSON.stringify(toSetsResponse(list)),
    byCode: new Map(list.map((set) => [set.code, JSON.stringify(toSetResponse(set))])),
  };
}

/** The Limited sets the app knows, public and cacheable (docs/decisions/0023-limited-set-lists.md). */
export const setRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made on first use; a read of the lists that failed is tried again by the next request rather than kept.
  let answers: Promise<SetAnswers> | undefined;
  const read = () =>
    (answers ??= setCatalogue()
      .then(answersOf)
      .catch((error: unknown) => {
        answers = undefined;
        throw error;
      }));
  const tags = ['sets'];

  app.get('/api/sets', { schema: { tags, response: { 200: setsResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return sendJsonText(reply, (await read()).list);
  });

  app.get(
    '/api/sets/:code',
    { schema: { tags, params: setParams, response: { 200: setResponse, 400: validationProblemResponse, 404: notFoundResponse } } },
    async (request, reply) => {
      const answer = (await read()).byCode.get(request.params.code);
      if (!answer) throw notFound();
      reply.header('cache-control', 'public, max-age=3600');
      return sendJsonText(reply, answer);
    },
  );
};
