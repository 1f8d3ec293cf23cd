import { Suspense } from 'react';
import { useParams } from 'wouter';
import { lazyComponent } from '../../components/lazy-part';
import { LoadingScreen } from '../../components/LoadingScreen';

// Each of the three pages loads on its own, so that none carries the others' code: the deck builder's route would
// be over its budget with the pool page's (their texts are in this route's catalogue part, loaded with it).
const PoolPage = lazyComponent(() => import('./PoolPage'), 'PoolPage');
const ReceivedPoolPage = lazyComponent(() => import('./ReceivedPoolPage'), 'ReceivedPoolPage');
const DeckBuilderPage = lazyComponent(() => import('./DeckBuilderPage'), 'DeckBuilderPage');

/**
 * `/e/{id}/pool` (a pool to register, or a player's for organisers), `/e/{id}/pool/received` (the pool received in a
 * swap) and `/e/{id}/pool/deck` (the deck built from the pool played).
 */
export function PoolRoute() {
  const { part } = useParams<{ part?: string }>();
  return (
    <Suspense fallback={<LoadingScreen />}>{part === 'received' ? <ReceivedPoolPage /> : part === 'deck' ? <DeckBuilderPage /> : <PoolPage />}</Suspense>
  );
}
