/** How long after the page's load the worker starts. */
const AFTER_LOAD_MS = 4000;

/**
 * Starts the service worker a few seconds after the page has loaded, when the browser is idle: neither its
 * registration's code (register.ts, loaded then) nor the files the worker keeps compete with the page's
 * own. Builds only: in development every file changes all the time.
 */
export function startServiceWorker(whenReady?: () => void) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void import('./register').then(({ registerServiceWorker }) => registerServiceWorker(whenReady));
  const later = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start()), AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
