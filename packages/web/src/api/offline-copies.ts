import { SAVED_AT_HEADER } from '../sw/caches';

// Whether the page shows what this device kept instead of the server's answers: the service worker marks an
// answer it took from its cache (src/sw), and any answer from the server ends it.

let savedAt: Date | null = null;
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
