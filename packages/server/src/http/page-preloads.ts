import fs from 'node:fs';
import path from 'node:path';
import type { EventRole } from '@decklist/core/events';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages whose first load is worth starting from the HTML (the most visited, and the slowest to
 * paint): the route's own chunk (the source file the app's router loads lazily, as named in the manifest)
 * and the API answers the page shows first, the same URLs the app asks for. Event codes and user ids are
 * only put in a link when they are as the server makes them (lower-case letters and digits; uuids)
 * (anything else gets the page without data links).
 */
interface PagePreload {
  path: RegExp;
  module: string;
  data?: (match: RegExpExecArray, search: URLSearchParams) => string[];
  /** The part of the page that depends on who is looking, once the server knows (see PageViewer). */
  viewerPart?: (viewer: PageViewer, match: RegExpExecArray, search: URLSearchParams) => { modules: string[]; data: string[] };
}

/** The signed-in viewer of an event or deck page: their role in its event, and whether they have a deck there. */
export interface PageViewer {
  role: EventRole;
  hasDeck: boolean;
}

const PLAYER_DECK = 'src/features/decks/PlayerDeck.tsx';
const isOrganiser = (viewer: PageViewer) => viewer.role === 'owner' || viewer.role === 'judge';

const PLAIN_ID = /^[a-z0-9]{1,64}$/;
/** User ids are uuids: lower-case hex digits and dashes. */
const USER_ID = /^[0-9a-f-]{1,64}$/;
const eventApi = (eventId: string) => `/api/events/${eventId}`;

const PAGES: PagePreload[] = [
  { path: /^\/$/, module: 'src/features/events/HomePage.tsx' },
  { path: /^\/login\/?$/, module: 'src/features/auth/LoginPage.tsx' },
  {
    path: /^\/e\/(?!new\/?$)([^/]+)\/?$/,
    module: 'src/app/routes/EventRoute.tsx',
    data: ([, eventId]) => [eventApi(eventId!)],
    // The same parts and first requests as the page makes once the event names the viewer's role.
    viewerPart: (viewer, [, eventId]) => {
      if (!isOrganiser(viewer)) return { modules: [PLAYER_DECK], data: viewer.hasDeck ? [`${eventApi(eventId!)}/deck`] : [] };
      return {
        modules: ['src/features/events/ManageEvent.tsx', 'src/features/deck-checks/DeckChecksSection.tsx', 'src/features/events/PublishLists.tsx'],
        data: [`${eventApi(eventId!)}/deck-checks`, `${eventApi(eventId!)}/publications`, ...(viewer.role === 'owner' ? ['/api/timers'] : [])],
      };
    },
  },
  {
    path: /^\/e\/([^/]+)\/deck\/?$/,
    module: 'src/app/routes/DeckRoute.tsx',
    data: ([, eventId], search) => {
      const userId = search.get('id');
      if (userId !== null && !USER_ID.test(userId)) return [eventApi(eventId!)];
      return [eventApi(eventId!), `${eventApi(eventId!)}/deck${userId === null ? '' : `?user_id=${userId}`}`];
    },
    viewerPart: (viewer, _match, search) => {
      if (!isOrganiser(viewer)) return { modules: [PLAYER_DECK], data: [] };
      return { modules: search.has('id') ? ['src/features/decks/OrganiserReview.tsx'] : [], data: [] };
    },
  },
  { path: /^\/library\/?$/, module: 'src/features/library/LibraryPage.tsx', data: () => ['/api/decks/library'] },
];

/**
 * The manifest's key of the chunk holding a source module: the module itself, or, when the build merged a
 * small page into a chunk named after it, that chunk (its key starts with '_' and has no source).
 */
function chunkKey(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name);
}

/** Files loaded with a chunk: the chunk and its static imports, each once, and their CSS. */
function closure(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, scripts, styles);
}

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * index.html with links that start a page's code and data with the HTML, for the pages above: without
 * them the browser learns of the route's chunk only once the app's code has run, and of the page's
 * viewer-dependent part (and a player's deck) only once that chunk has run with the event, each a round
 * trip on a phone's network. Given the viewer (looked up by the caller for the pages `viewerPage` names),
 * the links also start that part's code and first requests. The links name the chunks by the build's own
 * manifest, so they follow every build. Returns undefined for other pages (served as the file itself) or
 * when the build has no manifest.
 */
export function pagePreloads(distDir: string, indexHtml: string): (pathname: string, search: string, viewer?: PageViewer | null) => string | undefined {
  const manifest = readManifest(distDir);
  if (!manifest || !indexHtml.includes('</head>')) return () => undefined;
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  closure(manifest, 'index.html', entryScripts, entryStyles);

  /** Preload links for the modules' chunks, their imports and CSS, each once, leaving out what the entry loads. */
  const codeLinks = (modules: string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) {
      const key = chunkKey(manifest, module);
      if (key) closure(manifest, key, scripts, styles);
    }
    return [
      ...[...scripts].filter((file) => !entryScripts.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...[...styles].filter((file) => !entryStyles.has(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
  };
  const dataLinks = (urls: string[]) => urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`);
  const routeLinks = new Map(PAGES.map((page) => [page.module, codeLinks([page.module])]));

  return (pathname, search, viewer) => {
    for (const page of PAGES) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const query = new URLSearchParams(search);
      const plain = match.slice(1).every((id) => PLAIN_ID.test(id));
      const part = plain && viewer && page.viewerPart ? page.viewerPart(viewer, match, query) : { modules: [], data: [] };
      const links = new Set([
        ...routeLinks.get(page.module)!,
        ...codeLinks(part.modules),
        ...dataLinks(plain ? (page.data?.(match, query) ?? []) : []),
        ...dataLinks(part.data),
      ]);
      return indexHtml.replace('</head>', `  ${[...links].join('\n    ')}\n  </head>`);
    }
    return undefined;
  };
}

/** The event whose viewer the HTML of this page depends on (an event or deck page with a plain event code), or undefined. */
export function viewerPage(pathname: string): string | undefined {
  for (const page of PAGES) {
    const eventId = page.viewerPart ? page.path.exec(pathname)?.[1] : undefined;
    if (eventId !== undefined) return PLAIN_ID.test(eventId) ? eventId : undefined;
  }
  return undefined;
}
