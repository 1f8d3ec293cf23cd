import {
  deckRevisionsResponse,
  deckUserQuery,
  eventDecklist,
  eventDecklists,
  eventIdParams,
  findFormat,
  importableDecksResponse,
  okSchema,
  setDeckCheckedBody,
  setDeckCheckedResponse,
  submitDeckBody,
  type DeckRevision,
  type DecklistCheck,
  type EventDecklist,
} from '@decklist/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/require-user';
import { requireEvent, requireOrganiser, type EventRow } from '../events/access';
import { notifyEventChanged } from '../events/live';
import { allDecksText, attachment, exportFileName } from './export';
import { registrationSheetsPdf } from './registration-sheet';
import {
  deleteOwnDeck,
  findDeck,
  listEventDecks,
  listImportableDecks,
  listRevisions,
  noDeck,
  noRevisions,
  playersWithoutDeck,
  saveDeck,
  setDeckChecked,
  type StoredDeck,
} from './store';

const tags = ['decks'];
const ROLE_NAMES = { owner: 'Owner', judge: 'Judge', player: 'Player' } as const;

/** A deck request carries at most 20,000 characters of list (up to 3 bytes each in UTF-8) and two names. */
export const DECK_BODY_LIMIT_BYTES = 96 * 1024;

/** Decklists in an event: submit, review, check, revise, print and download (spec sections 2, 4, 6, 7). */
export const deckRoutes: FastifyPluginAsyncZod = async (app) => {
  const formatName = (event: EventRow) => findFormat(event.format)?.name ?? event.format;

  const decklistOf = (event: EventRow, deck: StoredDeck, checked?: DecklistCheck): EventDecklist => {
    const check = checked ?? app.cards.validateDecklist(deck.decklistText, event.format);
    return {
      event_id: event.id,
      user_id: deck.userId,
      player_name: deck.playerName,
      deck_name: deck.deckName,
      decklist_text: deck.decklistText,
      is_deck_checked: deck.isDeckChecked,
      has_warnings: check.has_warnings,
      deck_warnings: check.deck_warnings,
      groups: check.groups,
      updated_at: deck.updatedAt.toISOString(),
    };
  };

  /**
   * The caller, the event and whose deck is asked for: the caller's own (any signed-in user), or with
   * `user_id` another player's, for the owner and judges only (401, 404, 403).
   */
  const deckAccess = async (request: FastifyRequest, eventId: string, userId: string | undefined) => {
    const auth = requireUser(request);
    if (userId && userId !== auth.userId) {
      const { event } = await requireOrganiser(app.db, request, eventId);
      return { auth, event, userId };
    }
    return { auth, event: await requireEvent(app.db, eventId), userId: auth.userId };
  };

  const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
    reply.header('content-type', 'application/pdf').header('content-disposition', attachment(fileName)).send(pdf);

  app.get(
    '/api/events/:id/deck',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: eventDecklist } } },
    async (request) => {
      const { event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      const deck = await findDeck(app.db, event.id, userId);
      if (!deck) throw noDeck();
      return decklistOf(event, deck);
    },
  );

  app.post(
    '/api/events/:id/deck',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: { tags, params: eventIdParams, body: submitDeckBody, response: { 200: eventDecklist } },
    },
    async (request) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.body.user_id);
      const { player_name, deck_name, decklist_text } = request.body;
      const check = app.cards.validateDecklist(decklist_text, event.format);
      await saveDeck(
        app.db,
        { eventId: event.id, userId, revisedBy: auth.userId, now: app.now(), self: userId === auth.userId },
        { playerName: player_name, deckName: deck_name, decklistText: decklist_text, hasWarnings: check.has_warnings },
      );
      await notifyEventChanged(app, event.id, auth);
      const saved = await findDeck(app.db, event.id, userId);
      if (!saved) throw noDeck(); // removed in the instant since
      return decklistOf(event, saved, saved.decklistText === decklist_text ? check : undefined);
    },
  );

  app.delete(
    '/api/events/:id/deck',
    { schema: { tags, params: eventIdParams, response: { 200: okSchema } } },
    async (request) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      await deleteOwnDeck(app.db, { eventId: event.id, userId: auth.userId, revisedBy: auth.userId, now: app.now() });
      await notifyEventChanged(app, event.id, auth);
      return { success: true as const };
    },
  );

  app.post(
    '/api/events/:id/deck/set-checked',
    { schema: { tags, params: eventIdParams, body: setDeckCheckedBody, response: { 200: setDeckCheckedResponse } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      await setDeckChecked(app.db, event.id, request.body.user_id, request.body.is_checked);
      await notifyEventChanged(app, event.id, auth);
      return { success: true as const, is_deck_checked: request.body.is_checked };
    },
  );

  app.get(
    '/api/events/:id/deck/revisions',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: deckRevisionsResponse } } },
    async (request) => {
      const { event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      const rows = await listRevisions(app.db, event.id, userId);
      if (rows.length === 0) throw noRevisions();
      return rows.map((row, i): DeckRevision => {
        const check = app.cards.validateDecklist(row.decklistText, event.format);
        return {
          revision_id: row.id,
          created_at: row.createdAt.toISOString(),
          revised_by: row.revisedBy,
          revised_by_name: row.reviserEventName || row.reviserAccountName || (row.reviserRole ? ROLE_NAMES[row.reviserRole] : 'Unknown'),
          revision_type: row.revisionType,
          // Revisions are written with their change, so the newest submitted one is the deck as it is.
          is_current: i === 0 && row.revisionType === 'submitted',
          decklist: {
            player_name: row.playerName,
            deck_name: row.deckName,
            decklist_text: row.decklistText,
            deck_warnings: check.deck_warnings,
            groups: check.groups,
          },
        };
      });
    },
  );

  app.get(
    '/api/events/:id/deck/imports',
    { schema: { tags, params: eventIdParams, response: { 200: importableDecksResponse } } },
    async (request) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      return { decks: await listImportableDecks(app.db, auth.userId, event.format, event.id) };
    },
  );

  app.get(
    '/api/events/:id/deck/registration-sheet',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery } },
    async (request, reply) => {
      const { event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      const deck = await findDeck(app.db, event.id, userId);
      if (!deck) throw noDeck();
      const pdf = await registrationSheetsPdf(sheetEvent(event), [sheetDeck(event, deck)], new Date(app.now()));
      return sendPdf(reply, exportFileName('decklist', event.name, event.eventDate, 'pdf', deck.playerName), pdf);
    },
  );

  app.get(
    '/api/events/:id/decks',
    { schema: { tags, params: eventIdParams, response: { 200: eventDecklists } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      const decks = await listEventDecks(app.db, event.id);
      return { decks: decks.map((deck) => decklistOf(event, deck)) };
    },
  );

  app.get('/api/events/:id/decks/all', { schema: { tags, params: eventIdParams } }, async (request, reply) => {
    const { event } = await requireOrganiser(app.db, request, request.params.id);
    const decks = (await listEventDecks(app.db, event.id)).map((deck) => {
      const check = app.cards.validateDecklist(deck.decklistText, event.format);
      return { playerName: deck.playerName, deckName: deck.deckName, groups: check.groups, deckWarnings: check.deck_warnings };
    });
    const text = allDecksText({ name: event.name, eventDate: event.eventDate, formatName: formatName(event) }, decks, await playersWithoutDeck(app.db, event.id));
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', attachment(exportFileName('decklists', event.name, event.eventDate, 'txt')))
      .send(text);
  });

  app.get('/api/events/:id/decks/registration-sheets', { schema: { tags, params: eventIdParams } }, async (request, reply) => {
    const { event } = await requireOrganiser(app.db, request, request.params.id);
    const decks = (await listEventDecks(app.db, event.id)).map((deck) => sheetDeck(event, deck));
    const pdf = await registrationSheetsPdf(sheetEvent(event), decks, new Date(app.now()));
    return sendPdf(reply, exportFileName('registration-sheets', event.name, event.eventDate, 'pdf'), pdf);
  });

  const sheetEvent = (event: EventRow) => ({ id: event.id, name: event.name, eventDate: event.eventDate, formatName: formatName(event) });
  const sheetDeck = (event: EventRow, deck: StoredDeck) => ({
    playerName: deck.playerName,
    deckName: deck.deckName,
    groups: app.cards.validateDecklist(deck.decklistText, event.format).groups,
  });
};
