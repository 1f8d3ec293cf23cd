import { deckUserQuery, eventIdParams, notFoundResponse, poolResponse, submitPoolBody, validationProblemResponse } from '@decklist/core/api';
import { NO_CARD_DATA } from '@decklist/core/cards';
import { countPool, poolSizeOf, type LimitedSetup } from '@decklist/core/limited';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import { submissionsShutProblem } from '../decks';
import { joinRefused, notifyDeckChanged, requireEvent, requireOrganiser } from '../events';
import { DECK_BODY_LIMIT_BYTES } from '../http/body-limits';
import { sendEmpty } from '../http/errors';
import { notFound, problem } from '../http/problem';
import { sendJsonText } from '../http/raw-json';
import { setCatalogue } from '../sets';
import { toPoolResponse } from './present';
import { findPool, listPoolRevisions, savePool } from './store';

const tags = ['pools'];
/** A Limited event's registered pools (docs/product.md, Limited events). */
export const poolRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller and whose pool: their own, or with `user_id` a player's, for the owner and judges only (401, 404, 403). */
  const poolAccess = async (request: FastifyRequest, eventId: string, userId: string | undefined) => {
    const auth = requireUser(request);
    if (userId && userId !== auth.userId) {
      const { event } = await requireOrganiser(app.db, request, eventId);
      return { auth, event, userId };
    }
    return { auth, event: await requireEvent(app.db, eventId), userId: auth.userId };
  };

  /** Counts a pool against a set-up with the app's set lists and card data. */
  const counter = async () => {
    const { byCode } = await setCatalogue();
    const cards = app.cards.index ?? NO_CARD_DATA;
    return (text: string) => (setup: LimitedSetup) =>
      countPool(
        text,
        {
          sets: setup.product.flatMap((entry) => byCode.get(entry.set) ?? []),
          expectedSize: poolSizeOf(setup),
          mostRares: setup.mostRares,
        },
        cards,
      );
  };

  app.get(
    '/api/events/:id/pool',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: poolResponse, 400: validationProblemResponse, 404: notFoundResponse } } },
    async (request, reply) => {
      const { auth, event, userId } = await poolAccess(request, request.params.id, request.query.user_id);
      app.fairUse.read(auth);
      const pool = await findPool(app.db, event.id, userId);
      if (!pool) throw notFound();
      const revisions = await listPoolRevisions(app.db, event.id, userId);
      const json = JSON.stringify(toPoolResponse(event.id, pool, event.limited ? poolSizeOf(event.limited) : null, revisions, event.poolSwapAt !== null));
      app.fairUse.readDone(auth, json.length);
      return sendJsonText(reply, json);
    },
  );

  app.post(
    '/api/events/:id/pool',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: { tags, params: eventIdParams, body: submitPoolBody, response: { 200: poolResponse, 400: validationProblemResponse, 404: notFoundResponse } },
    },
    async (request, reply) => {
      const { auth, event, userId } = await poolAccess(request, request.params.id, request.body.user_id);
      app.fairUse.save(auth);
      if (!event.limited) throw problem('no_pools_here');
      const { player_name, pool_text } = request.body;
      const count = (await counter())(pool_text);
      const self = userId === auth.userId;
      const change = { eventId: event.id, userId, revisedBy: auth.userId, self, playerName: player_name, note: self ? '' : request.body.note, now: app.now() };
      const saved = await savePool(app.db, change, pool_text, { setup: event.limited, counted: count(event.limited) }, count);
      if (saved.outcome === 'no-pools') throw problem('no_pools_here');
      if (saved.outcome === 'swapped') throw problem('pools_swapped');
      if (saved.outcome === 'event-closed' || saved.outcome === 'deadline-passed') throw submissionsShutProblem(saved);
      if (saved.outcome === 'organiser') throw problem('organiser_cannot_submit');
      if (saved.outcome === 'not-a-player') throw notFound();
      if (saved.outcome !== 'saved') throw joinRefused(saved);
      await notifyDeckChanged(app, event.id, userId, auth, saved.joined);
      const pool = await findPool(app.db, event.id, userId);
      if (!pool) return sendEmpty(reply); // removed in between
      const revisions = await listPoolRevisions(app.db, event.id, userId);
      return sendJsonText(reply, JSON.stringify(toPoolResponse(event.id, pool, poolSizeOf(saved.setup), revisions, saved.swapped)));
    },
  );
};
