import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../components/lazy-part';
import { newVersion } from '../sw/version';

// Shown only after a deploy while the page is open: its code and words load then.
const NewVersionNoticeBox = lazyComponent(() => import('./NewVersionNoticeBox'), 'NewVersionNoticeBox', 'offline');

/** Once a new version of the app was deployed while this page is open (NewVersionNoticeBox.tsx). */
export function NewVersionNotice() {
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.waiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNoticeBox />
    </Suspense>
  );
}
