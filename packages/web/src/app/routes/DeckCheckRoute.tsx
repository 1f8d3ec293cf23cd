import { Suspense } from 'react';
import { lazyComponent } from '../../components/lazy-part';
import { DeckCheckPage } from '../../features/deck-checks/DeckCheckPage';

// Loaded with a Limited event's check only, with the Limited texts.
const DeckAgainstPool = lazyComponent(() => import('../../features/pools/DeckAgainstPool'), 'DeckAgainstPool', 'limited');

/** A deck check's page (deck-checks); in a Limited event with the deck against its pool (pools) above the counting aid. */
export function DeckCheckRoute() {
  return (
    <DeckCheckPage
      poolPart={(eventId, playerId) => (
        <Suspense fallback={null}>
          <DeckAgainstPool eventId={eventId} userId={playerId} />
        </Suspense>
      )}
    />
  );
}
