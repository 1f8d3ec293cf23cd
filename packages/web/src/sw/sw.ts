/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_CACHES, SAVED_AT_HEADER, SAVED_AT_META } from './caches';

// The service worker (decision 0022): the app works offline after its first visit, and a page whose network
// is slow or gone shows what this device last saw instead of the browser's error page.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// Every file of this build but the message catalogues: hashed, so kept until the next build's worker takes over.
// Open pages keep their build's files; the worker waits until they are closed (no skipWaiting).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const WEEK_S = 7 * 24 * 60 * 60;

/** A copy from the cache says when the server made it, so the page can tell the reader how old it is. */
const markSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_AT_HEADER, cachedResponse.headers.get('date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// The catalogues of the languages this reader uses, as they load: hashed files that never change.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 4 * WEEK_S })] }),
);

// The API's answers the pages read (GET): the network's when it answers within 4 s, else the last copy.
// A 404 is an answer too ('no deck yet'), kept like the others.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/health',
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200, 404] }), markSaved, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_S })],
  }),
);

// Pages: the network's (the server puts the caller's answers in them); offline, this page's last copy, else
// the app's shell (the display's own page for a display), which reads its data through the route above.
const pages = new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, networkTimeoutSeconds: 4, plugins: [markSaved, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: WEEK_S })] });

/** A page from the cache says in its HTML when the server made it (a page reads no header of its own load). */
async function markedPage(response: Response): Promise<Response> {
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (!savedAt || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = (await response.text()).replace('<head>', `<head><meta name="${SAVED_AT_META}" content="${new Date(savedAt).toISOString()}">`);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}
const DISPLAY = /^\/timers\/[^/]+\/view\/?$/;
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await markedPage(await pages.handle(options));
      } catch {
        const shell = await matchPrecache(DISPLAY.test(options.url.pathname) ? '/timer-display.html' : '/index.html');
        return shell ?? Response.error();
      }
    },
    // Not the server's own pages: the published lists, and the API and metrics read as pages.
    { denylist: [/^\/api\//, /^\/e\/[^/]+\/lists/, /^\/metrics/, /^\/status/, /^\/ws/] },
  ),
);

// The page asks the waiting worker to take over (after 'Reload for the new version').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
