import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { Suspense } from 'react';
import { lazyComponent } from '../../components/lazy-part';

const SaveToLibraryButton = lazyComponent(() => import('../../features/library/SaveToLibrary'), 'SaveToLibraryButton');

/** Under a player's own submitted deck (decks feature): 'Save to Library' (library feature). */
export function deckExtras(event: EventDetails, deck: EventDecklist) {
  return (
    <Suspense fallback={null}>
      <SaveToLibraryButton event={event} deck={deck} />
    </Suspense>
  );
}
