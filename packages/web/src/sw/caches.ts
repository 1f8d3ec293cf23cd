/** The service worker's caches of what this device saw (sw.ts); the page clears the personal ones when the account changes. */
export const OFFLINE_CACHES = {
  assets: 'decklist-assets',
  /** The signed-in reader's own answers and pages. */
  api: 'decklist-api',
  pages: 'decklist-pages',
} as const;

/** On an answer the service worker took from its cache: when the server made it (an HTTP date). */
export const SAVED_AT_HEADER = 'x-decklist-saved-at';

/** In a page the service worker took from its cache: a meta element of this name says when the server made it. */
export const SAVED_AT_META = 'decklist-saved-at';
