import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './errors';
import { pagePreloads, type EventViewer, type PageAnswer } from './page-preloads';
import { createPageReads, PAGE_LIMITS, type PageLimits, type PageReads } from './page-reads';
import { problem } from './problem';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  'frame-src https://accounts.google.com/gsi/',
  "connect-src 'self' https://accounts.google.com/gsi/",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TIMER_DISPLAY_ROUTE = /^\/timers\/[^/]+\/view\/?$/;
/** The display's manifest, named relatively by its page: a display added to a home screen opens full screen on its tournament. */
const TIMER_DISPLAY_MANIFEST = /^\/timers\/([a-zA-Z0-9_-]{1,64})\/(?:view\/)?manifest\.webmanifest$/;

function displayManifest(tournamentId: string) {
  const icon = (size: number, purpose: string) => ({ src: `/icon${purpose === 'maskable' ? '-maskable' : ''}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    name: 'Decklist clocks',
    short_name: 'Clocks',
    start_url: `/timers/${tournamentId}/view`,
    scope: `/timers/${tournamentId}/`,
    display: 'fullscreen',
    background_color: '#101113',
    theme_color: '#101113',
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}
/** API answers up to this size go inside the page (a player's deck, a small event's management); larger ones are linked. */
const ANSWER_IN_PAGE_BYTES = 32_000;

/**
 * The page's API answers as its caller would get them: the same request through the whole API (session,
 * roles, limits, from the caller's address), read before the page is sent. The page then needs none of
 * these requests, each a round trip on a phone in the hall.
 */
function answerAs(app: FastifyInstance, request: FastifyRequest, reads: PageReads): PageAnswer {
  const headers = { ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}), ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}) };
  return async (url) => {
    // One found too large a moment ago is linked without being read and dropped again.
    if (reads.isTooLarge(request, url)) return 'link';
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    if (answer.statusCode !== 200 || answer.headers['set-cookie'] !== undefined || !String(answer.headers['content-type']).startsWith('application/json')) return undefined;
    if (answer.rawPayload.length <= ANSWER_IN_PAGE_BYTES) return answer.body;
    reads.markTooLarge(request, url);
    return 'link';
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every
 * client route (never cached, so a deploy is picked up at once). Unknown /api paths stay 404 problems.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string; eventViewer?: (request: FastifyRequest, eventId: string) => Promise<EventViewer>; pageLimits?: Partial<PageLimits> }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
  });

  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (!hasWebApp) app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
  else {
    // The build wrote .br and .gz copies of every text file: each browser gets the smallest it accepts.
    await app.register(fastifyStatic, {
      root: options.distDir,
      globIgnore: ['assets/**'],
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
    // Hashed assets never change, so they are never revalidated: no ETag, date or ranges to send. A page
    // loads some 25 of them, and on HTTP/1.1 each header line costs its bytes on every one.
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  // A page whose first load is worth starting from the HTML gets index.html with its preload links, built per request (a few kB).
  const withPreloads = hasWebApp ? pagePreloads(options.distDir, fs.readFileSync(indexFile, 'utf8')) : async () => undefined;
  const { eventViewer } = options;
  const reads = createPageReads({ ...PAGE_LIMITS, ...options.pageLimits }, app.now);

  /** The page with the caller's answers inside, or, past their fair use of pages, with links to them. */
  const pageFor = async (request: FastifyRequest, pathname: string, search: string) => {
    const acceptLanguage = request.headers['accept-language'];
    const place = reads.take(request);
    if (!place) return withPreloads({ pathname, search, acceptLanguage });
    try {
      const viewer = eventViewer && ((eventId: string) => eventViewer(request, eventId));
      return await withPreloads({ pathname, search, acceptLanguage, viewer, answer: answerAs(app, request, reads) });
    } finally {
      place();
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const isClientRoute =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/');
    if (!isClientRoute) return sendProblem(reply, problem('not_found', { method: request.method, path: pathname }));
    // The public timer display is its own small page, without the app (docs/decisions/0001-react-runtime-ui-kit-and-display-entry.md).
    if (TIMER_DISPLAY_ROUTE.test(pathname)) return reply.header('cache-control', 'no-cache').sendFile('timer-display.html');
    const display = TIMER_DISPLAY_MANIFEST.exec(pathname);
    if (display) return reply.type('application/manifest+json').header('cache-control', 'no-cache').send(JSON.stringify(displayManifest(display[1]!)));
    const html = await pageFor(request, pathname, search);
    if (html === undefined) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    // The page carries the caller's own answers: kept by no shared cache.
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'accept-encoding, accept-language, cookie');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    // A few kB, compressed as the built files are (the compression plugin leaves this handler's answers alone).
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  });
});
