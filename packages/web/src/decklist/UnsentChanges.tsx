import { Suspense } from 'react';
import { lazyComponent } from '../components/lazy-part';
import type { UnsentChangesProps } from './UnsentChangesBox';

const UnsentChangesBox = lazyComponent(() => import('./UnsentChangesBox'), 'UnsentChangesBox', 'warnings');

/** 'Your changes were NOT submitted', with both lists (loaded only when there is such a change to tell of). */
export function UnsentChanges(props: UnsentChangesProps) {
  return (
    <Suspense fallback={null}>
      <UnsentChangesBox {...props} />
    </Suspense>
  );
}
