import { Suspense, useSyncExternalStore } from 'react';
import { offlineCopies } from '../api/offline-copies';
import { lazyComponent } from '../components/lazy-part';

// Shown only offline: its code and words load then (kept by the service worker).
const OfflineNoticeBox = lazyComponent(() => import('./OfflineNoticeBox'), 'OfflineNoticeBox', 'offline');

/**
 * Above every page while it shows what this device kept instead of the server's answers (no network, or
 * none in time): how old that is, and what waits for the network (OfflineNoticeBox.tsx).
 */
export function OfflineNotice() {
  const savedAt = useSyncExternalStore(offlineCopies.subscribe, offlineCopies.savedAt, () => null);
  if (!savedAt) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNoticeBox savedAt={savedAt} />
    </Suspense>
  );
}
