import { OFFLINE_CACHES } from './caches';

/**
 * Registers the service worker (sw.ts) once the page has loaded, so that neither its script nor the files it
 * keeps are on any page's critical path. Builds only: in development every file changes all the time.
 */
export function registerServiceWorker(whenReady?: () => void) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      () => navigator.serviceWorker.ready.then(() => whenReady?.()),
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
