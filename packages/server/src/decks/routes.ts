import {
  deckRevisionsResponse,
  deckSheetQuery,
  deckUserQuery,
  decklistResponse,
  eventDeckAnswer,
  eventDecklists,
  importableDecksResponse,
  revisionParams,
  setDeckCheckedBody,
  chosenDecksQuery,
  chosenSheetsQuery,
  submitDeckBody,
  emptyResponse,
  eventIdParams,
  notFoundResponse,
  validationProblemResponse,
} from '@decklist/core/api';
import { findFormat, formatName } from '@decklist/core/formats';
import type { PaperSize } from '@decklist/core/decklist';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, requireUser } from '../auth';
import { type EventRow, findPlayerName, joinRefused, notifyDeckChanged, requireEvent, requireOrganiser } from '../events';
import { DECK_BODY_LIMIT_BYTES } from '../http/body-limits';
import { sendEmpty } from '../http/errors';
import { wantsRepresentation } from '../http/prefer';
import { idempotencyClaim } from '../idempotency';
import { notFound, problem } from '../http/problem';
import { attachment, exportFileName } from './export';
import type { LimitedExport } from './limited-export';
import { storedList, type CheckText, type StoredListRow } from '../cards';
import { jsonWithParts, sendJsonText, sendJsonWithParts } from '../http/raw-json';
import { deleteOwnDeck, saveDeck } from './save-store';
import { submissionsShutProblem } from './shut-problem';
import { findDeck, listEventDecks, playersWithoutDeck, type StoredDeck } from './store';
import { findPlayerEmail, findRevision, listRevisions } from './revisions-store';
import { findLastPlayerName, listImportableDecks } from './imports-store';
import { setDeckChecked } from './review-store';
import { toDeckRevisions, toDecklistResponse, toEmptyEventDecklist, toEventDecklist, toEventDecklists, toImportableDecks } from './present';

const tags = ['decks'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };
const SAVED_DECK_ANSWER = 'OK: empty, or with `Prefer: return=representation` the saved deck as GET answers it';

const organiserCannotPlay = () => problem('organiser_cannot_submit');

export interface DeckRoutesOptions {
  /**
   * A Limited event's current decks' checks with what the pools they are built from say added (the app composes it
   * from the pools feature); without it the checks are the format's alone.
   */
  poolWarnings?: (event: EventRow, decks: readonly StoredDeck[], checks: CheckText[]) => Promise<CheckText[]>;
  /**
   * A Limited event's pools for the all-decks download (the app composes it from the pools feature): each deck's
   * player's (`deckUserIds`, in order), and with `whole` the pools without a deck and the swap's record.
   */
  limitedDownload?: (event: EventRow, deckUserIds: string[], whole: boolean) => Promise<LimitedExport | null>;
}

/** Decklists in an event: submit, review, check, revise, print and download (docs/product.md, Submissions to Printing and exports). */
export const deckRoutes: FastifyPluginAsyncZod<DeckRoutesOptions> = async (app, options) => {
  /** The stored checks of this event's lists as JSON text (made again when out of date). */
  const checksOf = (event: EventRow, rows: StoredListRow[]) =>
    app.cards.current(rows.map((row) => storedList(row, event.format)));

  /** The checks of players' current decks: a Limited deck's include its pool's. */
  const currentChecksOf = async (event: EventRow, decks: StoredDeck[]) => {
    const checks = await checksOf(event, decks);
    return event.limited && options.poolWarnings ? options.poolWarnings(event, decks, checks) : checks;
  };

  /** Answers a read of a deck or revisions, counting its bytes against the caller's fair use. */
  const sendRead = (reply: FastifyReply, auth: AuthContext, json: string) => {
    app.fairUse.readDone(auth, json.length);
    return sendJsonText(reply, json);
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
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: eventDeckAnswer, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      app.fairUse.read(auth);
      const deck = await findDeck(app.db, event.id, userId);
      if (!deck) {
        // An organiser opening a player without a deck (a walk-in) gets an empty one to fill in; a player's own read stays a 404.
        const walkIn = userId === auth.userId ? null : await findPlayerName(app.db, event.id, userId);
        if (walkIn === null) throw notFound();
        return sendRead(reply, auth, JSON.stringify(toEmptyEventDecklist(event.id, userId, walkIn)));
      }
      const [check] = await currentChecksOf(event, [deck]);
      const out = jsonWithParts();
      return sendRead(reply, auth, out.stringify(toEventDecklist(out, event.id, deck, check!)));
    },
  );

  app.post(
    '/api/events/:id/deck',
    {
      bodyLimit: DECK_BODY_LIMIT_BYTES,
      schema: {
        tags,
        params: eventIdParams,
        body: submitDeckBody,
        response: { 200: emptyResponse.describe(SAVED_DECK_ANSWER), ...badRequest, ...missing },
      },
    },
    async (request, reply) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.body.user_id);
      app.fairUse.save(auth);
      const { player_name, deck_name, decklist_text } = request.body;
      const check = await app.cards.check(decklist_text, event.format);
      const saved = await saveDeck(
        app.db,
        { eventId: event.id, userId, revisedBy: auth.userId, now: app.now(), self: userId === auth.userId },
        { playerName: player_name, deckName: deck_name, decklistText: decklist_text, check, checkVersion: app.cards.version },
        idempotencyClaim(request, auth.userId, app.now()),
      );
      if (saved.outcome === 'key-reused') throw problem('idempotency_key_reused');
      if (saved.outcome === 'event-closed' || saved.outcome === 'deadline-passed') throw submissionsShutProblem(saved);
      if (saved.outcome === 'organiser') throw organiserCannotPlay();
      if (saved.outcome === 'not-a-player') throw notFound();
      if (saved.outcome !== 'saved' && saved.outcome !== 'repeated') throw joinRefused(saved);
      // A repeat answers as the save it repeats did; it changed nothing, so nobody is told again.
      if (saved.outcome === 'saved') app.metrics.decksSubmitted.inc();
      // With the deck as GET answers it, so the caller need not ask again (our client: one request per submission).
      const withDeck = wantsRepresentation(request);
      const [, deck] = await Promise.all([
        saved.outcome === 'saved' ? notifyDeckChanged(app, event.id, userId, auth, saved.joined) : undefined,
        withDeck ? findDeck(app.db, event.id, userId) : undefined,
      ]);
      if (!withDeck) return sendEmpty(reply);
      if (!deck) return sendEmpty(reply); // deleted in between: the caller reads its 404 as usual
      const [stored] = await currentChecksOf(event, [deck]);
      const out = jsonWithParts();
      reply.header('preference-applied', 'return=representation');
      return sendJsonText(reply, out.stringify(toEventDecklist(out, event.id, deck, stored!)));
    },
  );

  app.delete(
    '/api/events/:id/deck',
    { schema: { tags, params: eventIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      const outcome = await deleteOwnDeck(app.db, { eventId: event.id, userId: auth.userId, revisedBy: auth.userId, now: app.now() });
      if (outcome === 'no-deck') throw notFound();
      if (outcome !== 'deleted') throw submissionsShutProblem(outcome);
      await notifyDeckChanged(app, event.id, auth.userId, auth);
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/events/:id/deck/set-checked',
    { schema: { tags, params: eventIdParams, body: setDeckCheckedBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const change = { eventId: event.id, userId: request.body.user_id, now: app.now() };
      if (!(await setDeckChecked(app.db, change, request.body.is_checked))) {
        // A player without a list yet (a walk-in) has nothing to mark: nothing changes, and the read that
        // follows shows the mark unset (the original client shows its button as pressed until it reads again).
        if ((await findPlayerName(app.db, event.id, change.userId)) !== null) return sendEmpty(reply);
        throw notFound();
      }
      await notifyDeckChanged(app, event.id, request.body.user_id, auth);
      return sendEmpty(reply);
    },
  );

  app.get(
    '/api/events/:id/deck/revisions',
    { schema: { tags, params: eventIdParams, querystring: deckUserQuery, response: { 200: deckRevisionsResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      app.fairUse.read(auth);
      const rows = await listRevisions(app.db, event.id, userId);
      if (rows.length === 0) {
        // An organiser looking at a player without a list yet (a walk-in): no revisions, rather than a 404.
        if (userId === auth.userId || (await findPlayerName(app.db, event.id, userId)) === null) throw notFound();
        const email = await findPlayerEmail(app.db, userId);
        return { event_id: event.id, player_email_hash: email ? app.hashEmail(email) : '', revisions: [] };
      }
      const [email, deck, checks] = await Promise.all([findPlayerEmail(app.db, userId), findDeck(app.db, event.id, userId), checksOf(event, rows)]);
      const out = jsonWithParts();
      const emailHash = email ? app.hashEmail(email) : '';
      return sendRead(reply, auth, out.stringify(toDeckRevisions(out, event.id, emailHash, rows, checks, deck?.isDeckChecked ?? false)));
    },
  );

  app.get(
    '/api/events/:id/deck/revisions/:revision_id',
    { schema: { tags, params: revisionParams, querystring: deckUserQuery, response: { 200: decklistResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      app.fairUse.read(auth);
      const found = await findRevision(app.db, event.id, userId, request.params.revision_id);
      if (!found) throw notFound();
      const deck = found.isCurrent ? await findDeck(app.db, event.id, userId) : undefined;
      const [check] = await checksOf(event, [found.row]);
      const out = jsonWithParts();
      return sendRead(reply, auth, out.stringify(toDecklistResponse(out, found.row, check!, found.isCurrent, deck?.isDeckChecked ?? false)));
    },
  );

  app.get(
    '/api/events/:id/deck/imports',
    { schema: { tags, params: eventIdParams, response: { 200: importableDecksResponse } } },
    async (request) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      const [decks, lastPlayerName] = await Promise.all([
        listImportableDecks(app.db, auth.userId, event.format, event.id),
        findLastPlayerName(app.db, auth.userId),
      ]);
      return toImportableDecks(decks, lastPlayerName);
    },
  );

  app.get(
    '/api/events/:id/deck/registration-sheet',
    { schema: { tags, params: eventIdParams, querystring: deckSheetQuery, response: badRequest } },
    async (request, reply) => {
      const { auth, event, userId } = await deckAccess(request, request.params.id, request.query.user_id);
      const deck = await findDeck(app.db, event.id, userId);
      if (!deck) throw notFound();
      const pdf = await sheetsOf(auth, event, [deck], request.query.paper);
      return sendPdf(reply, exportFileName('decklist', event.name, event.eventDate, 'pdf', deck.playerName), pdf);
    },
  );

  app.get(
    '/api/events/:id/decks',
    { schema: { tags, params: eventIdParams, response: { 200: eventDecklists } } },
    async (request, reply) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      const decks = await listEventDecks(app.db, event.id);
      const checks = await currentChecksOf(event, decks);
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toEventDecklists(out, event.id, decks, checks));
    },
  );

  // With `user_id`s, only those players' lists (say, the top 8 for the deck checks of the cut).
  app.get('/api/events/:id/decks/all', { schema: { tags, params: eventIdParams, querystring: chosenDecksQuery } }, async (request, reply) => {
    const { event } = await requireOrganiser(app.db, request, request.params.id);
    const chosen = request.query.user_id;
    const [rows, playersWithout] = await Promise.all([listEventDecks(app.db, event.id, chosen), chosen ? [] : playersWithoutDeck(app.db, event.id)]);
    // The format's checks: a Limited deck's part says what its pool does in its own 'Against the pool' lines.
    const [checks, limited] = await Promise.all([
      checksOf(event, rows),
      event.limited && options.limitedDownload ? options.limitedDownload(event, rows.map((deck) => deck.userId), !chosen) : null,
    ]);
    const decks = rows.map((deck, i) => ({ playerName: deck.playerName, deckName: deck.deckName, groups: checks[i]!.groups, deckWarnings: checks[i]!.deckWarnings }));
    const exportEvent = { name: event.name, eventDate: event.eventDate, formatName: formatName(event.format), style: findFormat(event.format)?.decklist_style ?? 'sixty' };
    const text = await app.workers.run({ kind: 'export', event: exportEvent, decks, playersWithoutDeck: playersWithout, limited });
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', attachment(exportFileName(chosen ? 'chosen-decklists' : 'decklists', event.name, event.eventDate, 'txt')))
      .send(text);
  });

  app.get(
    '/api/events/:id/decks/registration-sheets',
    { schema: { tags, params: eventIdParams, querystring: chosenSheetsQuery, response: badRequest } },
    async (request, reply) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const chosen = request.query.user_id;
      const pdf = await sheetsOf(auth, event, await listEventDecks(app.db, event.id, chosen), request.query.paper);
      return sendPdf(reply, exportFileName(chosen ? 'chosen-registration-sheets' : 'registration-sheets', event.name, event.eventDate, 'pdf'), pdf);
    },
  );

  /** renderSheets within the session's fair use of the worker pool (a 429 past it). */
  const sheetsOf = async (auth: AuthContext, event: EventRow, rows: StoredDeck[], paper: PaperSize) => {
    const done = app.fairUse.sheet(auth);
    try {
      return await renderSheets(event, rows, paper);
    } finally {
      done();
    }
  };

  /** Registration sheets of these decks as a PDF on this paper, rendered in a worker thread. */
  const renderSheets = async (event: EventRow, rows: StoredDeck[], paper: PaperSize) => {
    const checks = await checksOf(event, rows);
    const decks = rows.map((deck, i) => ({ playerName: deck.playerName, deckName: deck.deckName, groups: checks[i]!.groups, deckWarnings: checks[i]!.deckWarnings }));
    const sheetEvent = {
      id: event.id,
      name: event.name,
      eventDate: event.eventDate,
      formatName: formatName(event.format),
      style: findFormat(event.format)?.decklist_style ?? 'sixty',
    };
    const pdf = await app.workers.run({ kind: 'sheets', event: sheetEvent, decks, createdAt: app.now(), paper });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
};
