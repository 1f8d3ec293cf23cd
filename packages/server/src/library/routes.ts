import {
  emptyResponse,
  notFoundResponse,
  validationProblemResponse,
  libraryDeck,
  libraryDeckListResponse,
  libraryDeckParams,
  saveLibraryDeckBody,
  saveLibraryDeckQuery,
} from '@decklist/core/api';
import { MAX_LIBRARY_DECKS } from '@decklist/core/library';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkText, storedList } from '../cards';
import { jsonWithParts, sendJsonWithParts } from '../http/raw-json';
import { type AuthContext, requireUser } from '../auth';
import { DECK_BODY_LIMIT_BYTES } from '../http/body-limits';
import { sendEmpty } from '../http/errors';
import { fieldProblem, notFound, problem } from '../http/problem';
import { idempotencyClaim } from '../idempotency';
import { deleteLibraryDeck, findLibraryDeck, listLibraryDecks, markLibraryDeckUsed, saveLibraryDeck, type LibraryDeckContent } from './store';
import { toLibraryDeck, toLibraryDeckList } from './present';

const tags = ['library'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };
const libraryFull = () => problem('library_full', { max: MAX_LIBRARY_DECKS });
type SaveBody = { deck_id?: string | null; deck_name: string; format: string; decklist_text: string };

/** The signed-in user's saved decks (docs/product.md, Deck library). Only the owner ever sees or changes one. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The body, checked against its format: what is stored, and the check to answer with. */
  const contentOf = async (body: SaveBody) => {
    const check = await app.cards.check(body.decklist_text, body.format);
    const content: LibraryDeckContent = {
      deckName: body.deck_name,
      format: body.format,
      decklistText: body.decklist_text,
      check,
      checkVersion: app.cards.version,
    };
    return { content, check };
  };

  app.get('/api/decks/library', { schema: { tags, response: { 200: libraryDeckListResponse } } }, async (request) => {
    const auth = requireUser(request);
    return toLibraryDeckList(await listLibraryDecks(app.db, auth.userId));
  });

  app.get(
    '/api/decks/library/:deck_id',
    { schema: { tags, params: libraryDeckParams, response: { 200: libraryDeck, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const row = await findLibraryDeck(app.db, auth.userId, request.params.deck_id);
      if (!row) throw notFound();
      const [check] = await app.cards.current([storedList(row, row.format)]);
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toLibraryDeck(out, row, check!));
    },
  );

  /** Saves the body as a new deck, or as the deck `deckId` names; an id in the body must be the same one. */
  const save = async (request: FastifyRequest, reply: FastifyReply, auth: AuthContext, deckId: string | undefined, body: SaveBody) => {
    app.fairUse.save(auth);
    const userId = auth.userId;
    if (deckId && body.deck_id && body.deck_id !== deckId) {
      throw fieldProblem('deck_id', { code: 'deck_id_mismatch' });
    }
    const { content, check } = await contentOf(body);
    const saved = await saveLibraryDeck(app.db, { userId, deckId: deckId ?? null, content, now: app.now() }, idempotencyClaim(request, userId, app.now()));
    if (saved.outcome === 'key-reused') throw problem('idempotency_key_reused');
    if (saved.outcome === 'full') throw libraryFull();
    if (saved.outcome === 'no-deck') throw notFound();
    if (saved.outcome === 'repeated') {
      // The save this repeats made or changed the deck: answer with it as it is.
      const row = await findLibraryDeck(app.db, userId, saved.deckId ?? deckId ?? '');
      if (!row) throw notFound();
      const [stored] = await app.cards.current([storedList(row, row.format)]);
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toLibraryDeck(out, row, stored!));
    }
    const out = jsonWithParts();
    return sendJsonWithParts(reply, out, toLibraryDeck(out, saved.row, checkText(check)));
  };

  app.post(
    '/api/decks/library',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: { tags, querystring: saveLibraryDeckQuery, body: saveLibraryDeckBody, response: { 200: libraryDeck, ...badRequest, ...missing } },
    },
    // A new deck, unless `?deckId=` or the body's deck_id names one of the caller's decks.
    async (request, reply) => save(request, reply, requireUser(request), request.query.deckId || request.body.deck_id || undefined, request.body),
  );

  app.post(
    '/api/decks/library/:deck_id',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: { tags, params: libraryDeckParams, body: saveLibraryDeckBody, response: { 200: libraryDeck, ...badRequest, ...missing } },
    },
    async (request, reply) => save(request, reply, requireUser(request), request.params.deck_id, request.body),
  );

  app.delete(
    '/api/decks/library/:deck_id',
    { schema: { tags, params: libraryDeckParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      if (!(await deleteLibraryDeck(app.db, auth.userId, request.params.deck_id))) throw notFound();
      return sendEmpty(reply);
    },
  );

  // The web calls this when a saved deck is chosen in an event's deck form: using a deck keeps it.
  app.post(
    '/api/decks/library/:deck_id/use',
    { schema: { tags, params: libraryDeckParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      if (!(await markLibraryDeckUsed(app.db, auth.userId, request.params.deck_id, app.now()))) throw notFound();
      return sendEmpty(reply);
    },
  );
};
