import type { EventDetails } from '@decklist/core';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';

// The deck form's code loads only for signed-in players, not for every visitor of the event page.
const PlayerDeck = lazy(() => import('../decks/PlayerDeck').then((m) => ({ default: m.PlayerDeck })));

/**
 * Where a signed-in player submits their decklist on the event page: the event page renders it for
 * any signed-in user who is not an organiser, unless the event is full for them.
 */
export function PlayerDeckSlot({ event }: { event: EventDetails }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerDeck event={event} />
    </Suspense>
  );
}
