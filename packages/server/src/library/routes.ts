import {
  findFormat,
  libraryDeck,
  libraryDeckListResponse,
  libraryDeckParams,
  okSchema,
  saveLibraryDeckBody,
  type LibraryDeck,
} from '@decklist/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/require-user';
import { DECK_BODY_LIMIT_BYTES } from '../decks/routes';
import { fieldProblem } from '../http/problem';
import {
  createLibraryDeck,
  deleteLibraryDeck,
  findLibraryDeck,
  listLibraryDecks,
  markLibraryDeckUsed,
  updateLibraryDeck,
  type LibraryDeckContent,
  type LibraryDeckRow,
} from './store';

const tags = ['library'];
const formatName = (code: string) => findFormat(code)?.name ?? null;

/** The signed-in user's saved decks (spec sections 2, 7 and 9). Only the owner ever sees or changes one. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The body, checked against its format: what is stored, and the check to answer with. */
  const contentOf = (body: { deck_name: string; format: string; decklist_text: string }) => {
    const check = app.cards.validateDecklist(body.decklist_text, body.format);
    const content: LibraryDeckContent = {
      deckName: body.deck_name,
      format: body.format,
      decklistText: body.decklist_text,
      hasWarnings: check.has_warnings,
    };
    return { content, check };
  };

  const deckOf = (row: LibraryDeckRow, check = app.cards.validateDecklist(row.decklistText, row.format)): LibraryDeck => ({
    deck_id: row.id,
    deck_name: row.deckName,
    format: row.format,
    format_name: formatName(row.format),
    decklist_text: row.decklistText,
    has_warnings: check.has_warnings,
    deck_warnings: check.deck_warnings,
    groups: check.groups,
  });

  app.get('/api/decks/library', { schema: { tags, response: { 200: libraryDeckListResponse } } }, async (request) => {
    const auth = requireUser(request);
    const rows = await listLibraryDecks(app.db, auth.userId);
    return rows.map((row) => ({
      deck_id: row.id,
      deck_name: row.deckName,
      has_warnings: row.hasWarnings,
      format: row.format,
      format_name: formatName(row.format),
      decklist_text: row.decklistText,
    }));
  });

  app.get(
    '/api/decks/library/:deck_id',
    { schema: { tags, params: libraryDeckParams, response: { 200: libraryDeck } } },
    async (request) => {
      const auth = requireUser(request);
      return deckOf(await findLibraryDeck(app.db, auth.userId, request.params.deck_id));
    },
  );

  app.post(
    '/api/decks/library',
    { bodyLimit: DECK_BODY_LIMIT_BYTES, schema: { tags, body: saveLibraryDeckBody, response: { 200: libraryDeck } } },
    async (request) => {
      const auth = requireUser(request);
      const { content, check } = contentOf(request.body);
      return deckOf(await createLibraryDeck(app.db, auth.userId, content, app.now()), check);
    },
  );

  app.post(
    '/api/decks/library/:deck_id',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: { tags, params: libraryDeckParams, body: saveLibraryDeckBody, response: { 200: libraryDeck } },
    },
    async (request) => {
      const auth = requireUser(request);
      const { deck_id } = request.params;
      if (request.body.deck_id && request.body.deck_id !== deck_id) {
        throw fieldProblem('deck_id', 'deck_id does not match the deck in the address');
      }
      const { content, check } = contentOf(request.body);
      return deckOf(await updateLibraryDeck(app.db, auth.userId, deck_id, content, app.now()), check);
    },
  );

  app.delete(
    '/api/decks/library/:deck_id',
    { schema: { tags, params: libraryDeckParams, response: { 200: okSchema } } },
    async (request) => {
      const auth = requireUser(request);
      await deleteLibraryDeck(app.db, auth.userId, request.params.deck_id);
      return { success: true as const };
    },
  );

  // The web calls this when a saved deck is chosen in an event's deck form: using a deck keeps it.
  app.post(
    '/api/decks/library/:deck_id/use',
    { schema: { tags, params: libraryDeckParams, response: { 200: okSchema } } },
    async (request) => {
      const auth = requireUser(request);
      await markLibraryDeckUsed(app.db, auth.userId, request.params.deck_id, app.now());
      return { success: true as const };
    },
  );
};
