import type { EventDecklist, EventDetails } from '@decklist/core';
import { lazy, Suspense } from 'react';

const SaveToLibraryButton = lazy(() => import('../../features/library/SaveToLibrary').then((m) => ({ default: m.SaveToLibraryButton })));

/** Under a player's own submitted deck (decks feature): 'Save to Library' (library feature). */
export function deckExtras(event: EventDetails, deck: EventDecklist) {
  return (
    <Suspense fallback={null}>
      <SaveToLibraryButton event={event} deck={deck} />
    </Suspense>
  );
}
