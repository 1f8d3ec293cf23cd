import { Suspense } from 'react';
import type { Draft } from './use-draft';
import { lazyComponent } from '../components/lazy-part';

const DraftOfferBox = lazyComponent(() => import('./DraftOfferBox'), 'DraftOfferBox');

/** While a draft left in this browser waits for an answer: the offer to restore or discard it. */
export function DraftOffer({ draft }: { draft: Draft }) {
  if (!draft.offer) return null;
  return (
    <Suspense fallback={null}>
      <DraftOfferBox draft={draft} />
    </Suspense>
  );
}
