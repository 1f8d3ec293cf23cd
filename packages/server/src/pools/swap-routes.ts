import {
  emptyResponse,
  eventIdParams,
  deckUserQuery,
  notFoundResponse,
  poolSwapResponse,
  receivedPoolResponse,
  startPoolSwapBody,
  validationProblemResponse,
  verifyPoolBody,
  type PoolSwapResponse,
} from '@decklist/core/api';
import { pairedSwap, poolSizeOf, randomDerangement } from '@decklist/core/limited';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import { findPlayerName, notifyDeckChanged, notifyEventChanged, requireEvent, requireOrganiser } from '../events';
import { sendEmpty } from '../http/errors';
import { fieldProblem, notFound, problem } from '../http/problem';
import { toPoolResponse } from './present';
import { listPoolRevisions } from './store';
import { findReceivedPool, startSwap, swapOverview, verifyReceivedPool } from './swap-store';

const tags = ['pools'];

const swapRefused = {
  'no-event': () => notFound(),
  'already-swapped': () => problem('pool_swap_started'),
  'too-few': () => problem('too_few_pools'),
  'plan-refused': () => fieldProblem('pairs', { code: 'pairs_invalid' }),
};
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/** A Sealed event's pool swap: started by the organisers, each pool verified by the player who received it (docs/product.md, Limited events). */
export const poolSwapRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = async (eventId: string, swappedAt: Date | null): Promise<PoolSwapResponse> => ({
    swapped_at: swappedAt?.toISOString() ?? null,
    entries: (await swapOverview(app.db, eventId)).map((row) => ({
      owner_id: row.ownerId,
      owner_name: row.ownerName,
      receiver_id: row.receiverId,
      receiver_name: row.receiverName,
      total: row.total,
      verification: row.verification,
    })),
  });

  app.post(
    '/api/events/:id/pool-swap',
    { schema: { tags, params: eventIdParams, body: startPoolSwapBody, response: { 200: poolSwapResponse, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      if (!event.limited) throw problem('no_pools_here');
      if (event.limited.kind !== 'sealed') throw problem('no_swap_in_draft');
      const body = request.body;
      const plan = (owners: string[]) => (body.mode === 'pairs' ? pairedSwap(owners, body.pairs) : randomDerangement(owners));
      const swapped = await startSwap(app.db, event.id, app.now(), auth.userId, plan);
      if (swapped.outcome !== 'swapped') throw swapRefused[swapped.outcome]();
      // Every page of the event reads it again: each player's shows the pool they received.
      await notifyEventChanged(app, event.id, auth);
      return overview(event.id, swapped.at);
    },
  );

  app.get(
    '/api/events/:id/pool-swap',
    { schema: { tags, params: eventIdParams, response: { 200: poolSwapResponse, ...missing } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      return overview(event.id, event.poolSwapAt);
    },
  );

  app.get(
    '/api/events/:id/pool/received',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: receivedPoolResponse, ...badRequest, ...missing } } },
    async (request) => {
      const auth = requireUser(request);
      const wanted = request.query.user_id;
      const event = wanted && wanted !== auth.userId ? (await requireOrganiser(app.db, request, request.params.id)).event : await requireEvent(app.db, request.params.id);
      const receiverId = wanted ?? auth.userId;
      // A player removed since the swap no longer sees the pool they received.
      if (!wanted && (await findPlayerName(app.db, event.id, receiverId)) === null) throw notFound();
      const pool = await findReceivedPool(app.db, event.id, receiverId);
      if (!pool) throw notFound();
      const revisions = await listPoolRevisions(app.db, event.id, pool.userId);
      const answer = toPoolResponse(event.id, pool, event.limited ? poolSizeOf(event.limited) : null, revisions, true);
      return { ...answer, owner_name: pool.playerName, verification: pool.verification };
    },
  );

  app.post(
    '/api/events/:id/pool/received/verification',
    { schema: { tags, params: eventIdParams, body: verifyPoolBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      const { confirmed, differences } = request.body;
      if ((await findPlayerName(app.db, event.id, auth.userId)) === null) throw notFound();
      const kept = differences.filter((difference) => difference.missing > 0 || difference.extra > 0);
      const verification = { confirmed: confirmed && kept.length === 0, differences: kept, verified_at: new Date(app.now()).toISOString() };
      if (!(await verifyReceivedPool(app.db, event.id, auth.userId, verification))) throw notFound();
      await notifyDeckChanged(app, event.id, auth.userId, auth);
      return sendEmpty(reply);
    },
  );
};
