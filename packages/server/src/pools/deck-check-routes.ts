import { deckPoolCheckResponse, deckUserQuery, eventIdParams, notFoundResponse, validationProblemResponse, type DeckPoolCheckResponse } from '@decklist/core/api';
import { NO_CARD_DATA } from '@decklist/core/cards';
import { deckAgainstPool, deckPoolWarningText } from '@decklist/core/limited';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import { findDeck } from '../decks';
import { requireEvent, requireOrganiser } from '../events';
import { notFound } from '../http/problem';
import { findPlayedPool } from './played-pools';

/** A Limited deck against the pool it is built from, for the player and the organisers (docs/product.md, Limited events). */
export const deckPoolCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/pool/deck-check',
    { schema: { tags: ['pools'], params: eventIdParams, querystring: deckUserQuery, response: { 200: deckPoolCheckResponse, 400: validationProblemResponse, 404: notFoundResponse } } },
    async (request): Promise<DeckPoolCheckResponse> => {
      const auth = requireUser(request);
      const wanted = request.query.user_id;
      const event = wanted && wanted !== auth.userId ? (await requireOrganiser(app.db, request, request.params.id)).event : await requireEvent(app.db, request.params.id);
      const playerId = wanted ?? auth.userId;
      app.fairUse.read(auth);
      const [deck, played] = await Promise.all([findDeck(app.db, event.id, playerId), findPlayedPool(app.db, event, playerId)]);
      if (!deck || !played) throw notFound();
      const checked = deckAgainstPool(deck.decklistText, played.counted.cards, app.cards.index ?? NO_CARD_DATA);
      return {
        pool_owner_name: played.playerName,
        received: event.poolSwapAt !== null,
        main_total: checked.mainTotal,
        main: checked.main,
        basics: checked.basics,
        sideboard: checked.sideboard,
        warnings: checked.warnings.map(deckPoolWarningText),
        warning_details: checked.warnings,
      };
    },
  );
};
