import { OFFLINE_CACHES } from './caches';

/**
 * Forgets what this device kept of the signed-in reader's own answers and pages: at logout, and when
 * another account signs in here. The app's code stays (it is the same for everyone).
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.api), caches.delete(OFFLINE_CACHES.pages)]);
}
