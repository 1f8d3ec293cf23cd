import {
  emptyResponse,
  eventIdParams,
  listsPageQuery,
  notFoundResponse,
  publicationConsentBody,
  publicationsResponse,
  publishListsBody,
  validationProblemResponse,
} from '@decklist/core/api';
import type { CardGroup } from '@decklist/core/decklist';
import { findFormat, formatName } from '@decklist/core/formats';
import { acceptLanguageTags, matchLanguage } from '@decklist/core/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/require-user';
import { requireEvent, requireOrganiser, requireOwner } from '../events/access';
import { notifyDeckChanged, notifyEventChanged } from '../events/live';
import { findEvent } from '../events/store';
import { sendEmpty } from '../http/errors';
import { failure, notFound, problem, problemWith, type FieldFailures } from '../http/problem';
import { listsPage } from './page';
import { toPublications } from './present';
import { listCandidates, listPublishedLists, publishLists, setPublicationConsent } from './store';

const tags = ['publications'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/** Published decklists: the owner publishes chosen players' lists; anyone reads them on the event's public page. */
export const publicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/publications',
    { schema: { tags, params: eventIdParams, response: { 200: publicationsResponse, ...missing } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      return toPublications(event.listsMayBePublished, await listCandidates(app.db, event.id));
    },
  );

  app.post(
    '/api/events/:id/publications',
    { schema: { tags, params: eventIdParams, body: publishListsBody, response: { 200: publicationsResponse, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOwner(app.db, request, request.params.id);
      const chosen = request.body.decks.map((deck) => ({ userId: deck.user_id, placing: deck.placing, label: deck.label }));
      const published = await publishLists(app.db, event.id, chosen, app.now());
      if (published.outcome === 'not-allowed') {
        throw problem('lists_not_publishable');
      }
      if (published.outcome === 'refused') {
        const fields: FieldFailures = {};
        for (const i of published.noDeck) fields[`decks.${i}.user_id`] = [failure({ code: 'no_deck_to_publish' })];
        for (const i of published.noConsent) fields[`decks.${i}.user_id`] = [failure({ code: 'no_publication_consent' })];
        throw problemWith('publication_refused', {}, { fields });
      }
      await notifyEventChanged(app, event.id, auth);
      return toPublications(true, await listCandidates(app.db, event.id));
    },
  );

  app.post(
    '/api/events/:id/deck/publication-consent',
    { schema: { tags, params: eventIdParams, body: publicationConsentBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const event = await requireEvent(app.db, request.params.id);
      if (!(await setPublicationConsent(app.db, event.id, auth.userId, request.body.agreed, app.now()))) {
        throw notFound('You are not a player in this event.');
      }
      await notifyDeckChanged(app, event.id, auth.userId, auth);
      return sendEmpty(reply);
    },
  );

  // The public page: plain HTML, no sign-in, indexable. An event without published lists is an empty 404.
  // It speaks the language of `?lang=` if the app speaks it, else the browser's (Accept-Language), else English.
  app.get('/e/:id/lists', { schema: { tags, params: eventIdParams, querystring: listsPageQuery } }, async (request, reply) => {
    const event = await findEvent(app.db, request.params.id);
    const rows = event?.listsMayBePublished ? await listPublishedLists(app.db, event.id) : [];
    if (!event || rows.length === 0) return reply.code(404).header('cache-control', 'no-cache').send();
    const checks = await app.cards.current(rows.map((row) => ({ text: row.decklistText, format: event.format, stored: row.stored, checkVersion: row.checkVersion })));
    const decks = rows.map((row, i) => ({
      playerName: row.playerName,
      deckName: row.deckName,
      placing: row.placing,
      label: row.label,
      groups: JSON.parse(checks[i]!.groups) as CardGroup[],
    }));
    const style = findFormat(event.format)?.decklist_style ?? 'sixty';
    const language = matchLanguage([...(request.query.lang ? [request.query.lang] : []), ...acceptLanguageTags(request.headers['accept-language'])]);
    const page = listsPage({ id: event.id, name: event.name, eventDate: event.eventDate, formatName: formatName(event.format), style }, decks, language);
    // Cached by browsers and proxies per language (the compression plugin adds accept-encoding).
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=60').header('vary', 'accept-language').send(page);
  });
};
