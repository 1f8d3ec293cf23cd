
/** The event by which the page hears of a new version waiting (version.ts listens). */
export const NEW_VERSION_EVENT = 'decklist:new-version';

/** Registers the service worker (sw.ts), and `whenReady` once it is in place (loaded by start.ts). */
export function registerServiceWorker(whenReady?: () => void) {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      watchForNewVersion(registration);
      void navigator.serviceWorker.ready.then(() => whenReady?.());
    },
    () => undefined,
  );
}


// A new version deployed while this page is open: its worker waits until every page of the old one is
// closed (so open pages keep their files). The page may offer to switch now (version.ts).
const UPDATE_CHECK_MS = 30 * 60_000;

function watchForNewVersion(registration: ServiceWorkerRegistration | undefined) {
  // Undefined where the browser refuses workers for this page (a test browser blocking them).
  if (!registration) return;
  const found = (worker: ServiceWorker | null) => {
    // Without a controller this is the first worker, not a new version.
    if (!worker || !navigator.serviceWorker.controller) return;
    // Told by an event, so that this module (loaded apart, by the display too) imports nothing of the app's.
    window.dispatchEvent(new CustomEvent(NEW_VERSION_EVENT, { detail: worker }));
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

