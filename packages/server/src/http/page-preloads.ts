import { acceptLanguageTags, matchLanguage } from '@decklist/core/text';
import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

/** Who opens an event's page, as far as what it shows first depends on it (events/viewer.ts reads it). */
export type EventViewer = 'signed-out' | 'visitor' | 'player' | 'organiser';

/** The part of a page that depends on who looks or on the address: its module, catalogue parts and data. */
interface View {
  module: string;
  parts?: string[];
  data?: string[];
}

/**
 * The pages whose first load is worth starting from the HTML (the most visited, and the slowest to
 * paint): the route's own chunk (the source file the app's router loads lazily, as named in the manifest)
 * and the API answers the page shows first, the same URLs the app asks for. Event codes and user ids are
 * only put in a link when they are plain lower-case letters, digits and hyphens, as the server makes them
 * (event codes, UUIDs; anything else gets the page without data links).
 */
interface PagePreload {
  path: RegExp;
  module: string;
  /** Parts of the message catalogue the page shows at once, beside the app's own (packages/web/src/locales). */
  parts?: string[];
  /** The part of the page that depends on who looks or on the address, when that says which it is. */
  view?: (page: { ids: string[]; search: URLSearchParams; viewer: (eventId: string) => Promise<EventViewer> }) => Promise<View | undefined>;
  data?: (match: RegExpExecArray, search: URLSearchParams) => string[];
}

const PLAIN_ID = /^[a-z0-9-]{1,64}$/;
const signedOut = async (): Promise<EventViewer> => 'signed-out';
const eventApi = (eventId: string) => `/api/events/${eventId}`;

const PLAYER_DECK = 'src/features/decks/PlayerDeck.tsx';

const PAGES: PagePreload[] = [
  { path: /^\/$/, module: 'src/features/events/HomePage.tsx' },
  { path: /^\/login\/?$/, module: 'src/features/auth/LoginPage.tsx', parts: ['sign-in'] },
  {
    path: /^\/e\/(?!new\/?$)([^/]+)\/?$/,
    module: 'src/app/routes/EventRoute.tsx',
    data: ([, eventId]) => [eventApi(eventId!)],
    // Under the event: a player's deck (with its answer), the deck form a signed-in visitor joins with, or
    // the owner's and judges' management with its messages; nothing more for a signed-out visitor.
    view: async ({ ids: [eventId], viewer }) => {
      const who = await viewer(eventId!);
      // The deck form's imports: decks of the library and of the player's other events.
      const imports = [`${eventApi(eventId!)}/deck/imports`, '/api/decks/library'];
      if (who === 'player') return { module: PLAYER_DECK, data: [`${eventApi(eventId!)}/deck`, ...imports] };
      if (who === 'visitor') return { module: PLAYER_DECK, data: imports };
      // The management's deck checks, published lists and the tournaments a deck check can give time on.
      const management = [`${eventApi(eventId!)}/deck-checks`, `${eventApi(eventId!)}/publications`, '/api/timers'];
      if (who === 'organiser') return { module: 'src/features/events/ManageEvent.tsx', parts: ['organiser'], data: management };
      return undefined;
    },
  },
  {
    path: /^\/e\/([^/]+)\/deck\/?$/,
    module: 'src/app/routes/DeckRoute.tsx',
    // With ?id= an owner or judge opens a player's deck: the review shows, with its part of the catalogue.
    view: async ({ search }) => (search.has('id') ? { module: 'src/features/decks/OrganiserReview.tsx', parts: ['review'] } : undefined),
    data: ([, eventId], search) => {
      const userId = search.get('id');
      if (userId !== null && !PLAIN_ID.test(userId)) return [eventApi(eventId!)];
      return [eventApi(eventId!), `${eventApi(eventId!)}/deck${userId === null ? '' : `?user_id=${userId}`}`];
    },
  },
  { path: /^\/library\/?$/, module: 'src/features/library/LibraryPage.tsx', parts: ['pages'], data: () => ['/api/decks/library', '/api/events'] },
];

/** Every page asks who is signed in first. */
const SESSION_API = '/api/me';
/** index.html's own link for it, for the pages not listed above. */
const SESSION_LINK = /\s*<link rel="preload" href="\/api\/me" as="fetch" crossorigin="anonymous"\s*\/?>/;

/**
 * The caller's answer of an API path for the page's HTML: its JSON text when it is short enough to send
 * inside the page, 'link' when it should be fetched as usual (started by a preload link), undefined for
 * none (an error the page will ask for and show itself).
 */
export type PageAnswer = (path: string) => Promise<string | 'link' | undefined>;

/** A page's answers as one JSON object by path, safe inside a script element (no `<` left to close it). */
function answersScript(answers: [string, string][]): string {
  const json = `{${answers.map(([url, text]) => `${JSON.stringify(url)}:${text}`).join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-answers">${json}</script>`;
}

/**
 * index.html with the page's links and answers, or undefined for other pages; `viewer` says who opens an
 * event's page, `answer` reads an API answer as the caller (without it, every answer is linked).
 */
export type PageWithPreloads = (page: {
  pathname: string;
  search: string;
  acceptLanguage?: string;
  viewer?: (eventId: string) => Promise<EventViewer>;
  answer?: PageAnswer;
}) => Promise<string | undefined>;

/** Files loaded with a chunk: the chunk and its static imports, each once, and their CSS. */
function closure(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, scripts, styles);
}

/** A JSON file the web build writes beside its manifest (dist/.vite), or undefined. */
function readBuildFile<T>(distDir: string, file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * index.html with links that start a page's code and data with the HTML, for the pages above: without
 * them the browser learns of the route's chunk only once the app's code has run, and of the page's
 * viewer-dependent part (and a player's deck) only once that chunk has run with the event, each a round
 * trip on a phone's network; the same for the message catalogue in the browser's language. The links name
 * the chunks by the build's own manifest, so they follow every build.
 * Returns undefined for other pages (served as the file itself) or when the build has no manifest.
 */
export function pagePreloads(distDir: string, indexHtml: string): PageWithPreloads {
  const manifest = readBuildFile<Manifest>(distDir, 'manifest.json');
  // The manifest's key of the chunk holding each source module (the build groups modules into chunks).
  const holders = readBuildFile<Record<string, string>>(distDir, 'chunk-modules.json') ?? {};
  if (!manifest || !indexHtml.includes('</head>')) return async () => undefined;
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  closure(manifest, 'index.html', entryScripts, entryStyles);

  // The links of the files a set of source modules needs beyond the entry's, made once per set.
  const codeLinks = new Map<string, string>();
  const linksFor = (modules: string[]) => {
    const known = codeLinks.get(modules.join());
    if (known !== undefined) return known;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) {
      const key = holders[module];
      if (key) closure(manifest, key, scripts, styles);
    }
    const links = [
      ...[...scripts].filter((file) => !entryScripts.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...[...styles].filter((file) => !entryStyles.has(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join('\n    ');
    codeLinks.set(modules.join(), links);
    return links;
  };

  // The app shows nothing before its language's catalogue has arrived, and would ask for it only once its
  // code has run: the language the browser prefers (as the app chooses it, unless the reader picked another
  // in the app's menu) starts with the HTML.
  const catalogueLink = (catalogue: string) => {
    const file = manifest[`src/locales/${catalogue}.po`]?.file;
    return file ? `<link rel="modulepreload" crossorigin href="/${file}">` : '';
  };

  const linkAll: PageAnswer = async () => 'link';
  const pageHtml = indexHtml.replace(SESSION_LINK, '');
  return async ({ pathname, search, acceptLanguage, viewer = signedOut, answer = linkAll }) => {
    for (const page of PAGES) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const ids = match.slice(1);
      const plain = ids.every((id) => PLAIN_ID.test(id));
      const params = new URLSearchParams(search);
      // Who looks is read (from the database) only for an event that can be one.
      const view = await page.view?.({ ids, search: params, viewer: plain ? viewer : signedOut });
      const data = [SESSION_API, ...(plain ? [...(page.data?.(match, params) ?? []), ...(view?.data ?? [])] : [])];
      const answers = await Promise.all(data.map(async (url) => [url, await answer(url)] as const));
      const inPage = answers.filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== 'link');
      const language = matchLanguage(acceptLanguageTags(acceptLanguage));
      const parts = [...(page.parts ?? []), ...(view?.parts ?? [])];
      const links = [
        linksFor(view ? [page.module, view.module] : [page.module]),
        ...[language, ...parts.map((part) => `${part}/${language}`)].map(catalogueLink),
        ...answers.filter(([, text]) => text === 'link').map(([url]) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`),
        inPage.length > 0 ? answersScript(inPage) : '',
      ];
      return pageHtml.replace('</head>', `  ${links.filter(Boolean).join('\n    ')}\n  </head>`);
    }
    return undefined;
  };
}
