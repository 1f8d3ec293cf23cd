import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../components/lazy-part';

// Shown only while a save is not through: its code and words load then (kept by the service worker).
const UnsentNoticeBox = lazyComponent(() => import('./UnsentNoticeBox'), 'UnsentNoticeBox', 'offline');

/** Beside the form's button while its save has not got through (UnsentNoticeBox.tsx). */
export function UnsentNotice(props: ComponentProps<typeof UnsentNoticeBox>) {
  return (
    <Suspense fallback={null}>
      <UnsentNoticeBox {...props} />
    </Suspense>
  );
}
