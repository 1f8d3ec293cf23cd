import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';

/**
 * Measures what a browser really downloads to show one page, cold: a fresh browser context (empty
 * cache, and the cache switched off through the DevTools protocol) loads the URL, the page is left to
 * settle (its main content visible, then no request in flight for a quiet period), and every
 * same-origin JavaScript and CSS response fetched until then is counted once per URL, at the size
 * of its body as it came over the wire (compressed however the server chose to send it).
 * Chunks a lazy import fetched before the page settled are counted; requests to other origins are
 * blocked and listed, not counted.
 */

export type AssetKind = 'js' | 'css';

export interface MeasuredFile {
  /** The URL without its fragment, as requested. */
  url: string;
  kind: AssetKind;
  /** Bytes of the decoded body. */
  bytes: number;
  /** Bytes of the body as received: after the server's Content-Encoding, before decoding. */
  sent: number;
  /** The server's Content-Encoding, if any. */
  encoding?: string;
}

export interface PageLoad {
  url: string;
  /** Every JS and CSS file counted, largest first. */
  files: MeasuredFile[];
  /** Bytes as sent. */
  js: number;
  css: number;
  total: number;
  /** Requests to other origins (blocked, not counted). */
  external: string[];
  /** Same-origin scripts and stylesheets that failed, or whose body could not be read. */
  failed: string[];
  /** Uncaught errors the page threw while loading. */
  errors: string[];
  /** Milliseconds from navigation until the page had settled. */
  ms: number;
}

export interface MeasureOptions {
  /** Origin of the site; requests elsewhere are blocked. */
  baseURL: string;
  /** Path (and query) to load. */
  path: string;
  /** Resolves once the page's main content is visible. */
  ready: (page: Page) => Promise<unknown>;
  /** Cookies of a signed-in user, if any. */
  storageState?: BrowserContextOptions['storageState'];
  viewport?: { width: number; height: number };
  /** The browser's language (navigator.languages and Accept-Language); the browser's default otherwise. */
  locale?: string;
  /** How long the network must stay idle after `ready` (default 500 ms). */
  quietMs?: number;
  /** Gives up after this long (default 20 s). */
  timeoutMs?: number;
}

/** Whether a response is JavaScript or CSS: by its Content-Type, else by the request's type or the file extension. */
export function assetKind(url: string, contentType: string | undefined, resourceType: string): AssetKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (/\b(java|ecma)script\b/.test(type)) return 'js';
  if (type === 'text/css') return 'css';
  if (type && type !== 'application/octet-stream') return null;
  const pathname = new URL(url).pathname;
  if (resourceType === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

const withoutFragment = (url: string) => url.split('#')[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measurePageLoad(browser: Browser, options: MeasureOptions): Promise<PageLoad> {
  const origin = new URL(options.baseURL).origin;
  const quietMs = options.quietMs ?? 500;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);

  const context = await browser.newContext({
    baseURL: origin,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    storageState: options.storageState,
    serviceWorkers: 'block',
    locale: options.locale,
  });
  try {
    context.setDefaultTimeout(Math.max(1000, deadline - Date.now()));
    // The print view opens the print dialog by itself.
    await context.addInitScript(() => (window.print = () => undefined));
    const external: string[] = [];
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        external.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const failed: string[] = [];
    const bodies: Promise<MeasuredFile | null>[] = [];
    const sameOrigin = (request: Request) => request.url().startsWith(`${origin}/`);

    context.on('request', (request) => {
      if (!sameOrigin(request)) return;
      inFlight.add(request);
      lastActivity = Date.now();
    });
    context.on('requestfailed', (request) => {
      if (!inFlight.delete(request)) return;
      lastActivity = Date.now();
      // A script or stylesheet that did not arrive would make the total too small.
      if (assetKind(request.url(), undefined, request.resourceType())) {
        failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
      }
    });
    context.on('requestfinished', (request) => {
      if (!inFlight.delete(request)) return;
      lastActivity = Date.now();
      bodies.push(
        (async () => {
          const response = await request.response();
          if (!response || response.status() >= 300) return null;
          const kind = assetKind(request.url(), response.headers()['content-type'], request.resourceType());
          if (!kind) return null;
          try {
            const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
            const encoding = response.headers()['content-encoding'];
            return { url: withoutFragment(request.url()), kind, bytes: body.length, sent: sizes.responseBodySize, encoding };
          } catch (error) {
            failed.push(`${request.url()} (body unreadable: ${error instanceof Error ? error.message : String(error)})`);
            return null;
          }
        })(),
      );
    });

    const started = Date.now();
    await page.goto(options.path, { waitUntil: 'load' });
    await options.ready(page);
    // Settled: nothing in flight, and nothing started or ended for `quietMs`.
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`${options.path} did not settle; still loading: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
      await sleep(25);
    }
    const ms = Date.now() - started - quietMs;

    const byUrl = new Map<string, MeasuredFile>();
    for (const file of await Promise.all(bodies)) if (file && !byUrl.has(file.url)) byUrl.set(file.url, file);
    const files = [...byUrl.values()].sort((a, b) => b.sent - a.sent || a.url.localeCompare(b.url));
    const sum = (kind: AssetKind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.sent, 0);
    const js = sum('js');
    const css = sum('css');
    return { url: `${origin}${options.path}`, files, js, css, total: js + css, external, failed, errors, ms };
  } finally {
    await context.close();
  }
}
