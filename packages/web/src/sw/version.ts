// Whether a new version of the app waits to take over (register.ts finds it and says so by an event of
// this name), for the page to offer.
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('decklist:new-version', (event) => {
    waiting = (event as CustomEvent<ServiceWorker>).detail;
    for (const listener of listeners) listener();
  });
}

/** For useSyncExternalStore: whether a new version waits to take over. */
export const newVersion = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => waiting !== null,
  /** Lets the new version take over and reloads the page in it (drafts and unsent saves are kept in the browser). */
  reload() {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
};
