import { OFFLINE_CACHES } from './caches';

/**
 * Registers the service worker (sw.ts) once the page has loaded, so that neither its script nor the files it
 * keeps are on any page's critical path. Builds only: in development every file changes all the time.
 */
export function registerServiceWorker(whenReady?: () => void) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      (registration) => {
        watchForNewVersion(registration);
        void navigator.serviceWorker.ready.then(() => whenReady?.());
      },
      () => undefined,
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Forgets what this device kept of the signed-in reader's own answers and pages: at logout, and when
 * another account signs in here. The app's code stays (it is the same for everyone).
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.api), caches.delete(OFFLINE_CACHES.pages)]);
}

// A new version deployed while this page is open: its worker waits until every page of the old one is
// closed (so open pages keep their files). The page may offer to switch now.
let waiting: ServiceWorker | null = null;
const versionListeners = new Set<() => void>();
const UPDATE_CHECK_MS = 30 * 60_000;

function watchForNewVersion(registration: ServiceWorkerRegistration) {
  const found = (worker: ServiceWorker | null) => {
    // Without a controller this is the first worker, not a new version.
    if (!worker || !navigator.serviceWorker.controller) return;
    waiting = worker;
    for (const listener of versionListeners) listener();
  };
  found(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') found(installing);
    });
  });
  // A page open all day (the management view at the judges' table) asks now and then.
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** For useSyncExternalStore: whether a new version waits to take over. */
export const newVersion = {
  subscribe(listener: () => void) {
    versionListeners.add(listener);
    return () => versionListeners.delete(listener);
  },
  waiting: () => waiting !== null,
  /** Lets the new version take over and reloads the page in it (drafts and unsent saves are kept in the browser). */
  reload() {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
};
