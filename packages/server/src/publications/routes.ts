import {
  emptyResponse,
  eventIdParams,
  listsPageQuery,
  notFoundResponse,
  publicationConsentBody,
  publicationsResponse,
  publishListsBody,
  recordPublicationConsentBody,
  validationProblemResponse,
} from '@decklist/core/api';
import { acceptLanguageTags, matchLanguage } from '@decklist/core/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth';
import { notifyDeckChanged, notifyEventChanged, requireEvent, requireOrganiser, requireOwner } from '../events';
import { sendEmpty } from '../http/errors';
import { failure, notFound, problem, problemWith, type FieldFailures } from '../http/problem';
import type { PublishedPoolsSource } from './limited-lists';
import { createListsPages } from './lists-pages';
import { toPublications } from './present';
import { listCandidates, publishLists, setPublicationConsent } from './store';

const tags = ['publications'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };
/** Bytes of built public pages kept (HTML and its compressed forms): some dozens of big events' pages. */
const LISTS_PAGES_CACHE_BYTES = 64 * 1024 * 1024;
/** A kept page's bytes as a Buffer, without copying them. */
const bytes = (page: Uint8Array) => Buffer.from(page.buffer, page.byteOffset, page.byteLength);

export interface PublicationRoutesOptions {
  /** The pools of a Limited event's published decks (the app composes it from the pools feature); without it, lists as written. */
  pools?: PublishedPoolsSource;
}

/** Published decklists: the owner publishes chosen players' lists; anyone reads them on the event's public page. */
export const publicationRoutes: FastifyPluginAsyncZod<PublicationRoutesOptions> = async (app, options) => {
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
        throw notFound();
      }
      await notifyDeckChanged(app, event.id, auth.userId, auth);
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/events/:id/publications/consent',
    {
      schema: {
        tags,
        params: eventIdParams,
        body: recordPublicationConsentBody,
        response: { 200: publicationsResponse, ...badRequest, ...missing },
      },
    },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const { user_id, agreed } = request.body;
      if (!(await setPublicationConsent(app.db, event.id, user_id, agreed, app.now(), auth.userId))) {
        throw notFound();
      }
      await notifyDeckChanged(app, event.id, user_id, auth);
      return toPublications(event.listsMayBePublished, await listCandidates(app.db, event.id));
    },
  );

  // The public page: plain HTML, no sign-in, indexable. An event without published lists is an empty 404.
  // It speaks the language of `?lang=` if the app speaks it, else the browser's (Accept-Language), else English.
  const pages = createListsPages({ db: app.db, cards: app.cards, workers: app.workers, maxBytes: LISTS_PAGES_CACHE_BYTES, pools: options.pools });
  app.get('/e/:id/lists', { schema: { tags, params: eventIdParams, querystring: listsPageQuery } }, async (request, reply) => {
    const language = matchLanguage([...(request.query.lang ? [request.query.lang] : []), ...acceptLanguageTags(request.headers['accept-language'])]);
    const tag = await pages.tag(request.params.id, language);
    const built = tag === null ? null : request.headers['if-none-match'] === `"${tag}"` ? 'unchanged' : await pages.page(request.params.id, language, tag);
    if (built === null) return reply.code(404).header('cache-control', 'no-cache').send();
    // Any cache may keep it, but asks each time whether it still holds: a list taken back is gone at once.
    reply.header('cache-control', 'public, no-cache').header('etag', `"${tag}"`).header('vary', 'accept-language, accept-encoding');
    if (built === 'unchanged') return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(bytes(built.page.br));
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(bytes(built.page.gzip));
    return reply.send(bytes(built.page.html));
  });
};
