import { SAVED_AT_HEADER, SAVED_AT_META } from '../sw/caches';

// Whether the page shows what this device kept instead of the server's answers: the service worker marks an
// answer it took from its cache (src/sw), and any answer from the server ends it.

/** A page the service worker took from its cache says so in its HTML (its answers came with it). */
function pageSavedAt(): Date | null {
  const content = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${SAVED_AT_META}"]`)?.getAttribute('content');
  const date = content ? new Date(content) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

let savedAt: Date | null = pageSavedAt();
const listeners = new Set<() => void>();

/** Notes where an API answer came from (apiRequest calls it for every answer). */
export function noteAnswer(response: Response) {
  const header = response.headers.get(SAVED_AT_HEADER);
  const next = header ? new Date(header) : null;
  const changed = next === null ? savedAt !== null : savedAt === null || next.getTime() < savedAt.getTime();
  if (!changed || (next !== null && Number.isNaN(next.getTime()))) return;
  // The oldest copy shown is what the notice tells.
  savedAt = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: when the oldest answer the page shows from this device's copies was made, or null. */
export const offlineCopies = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  savedAt: () => savedAt,
};
