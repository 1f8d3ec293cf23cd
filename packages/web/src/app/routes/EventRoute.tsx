import type { EventDetails } from '@decklist/core/api';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Stack } from '../../components/ui';
import { EventPage } from '../../features/events/EventPage';
import { deckExtras } from './deck-extras';
// The deck form's code loads only for signed-in players, not for every visitor of the event page; deck checks only for the owner and judges.
import { PlayerDeck } from '../../features/decks/on-demand';
import { DeckChecksSection } from '../../features/deck-checks/on-demand';
import { lazyComponent } from '../../components/lazy-part';

// Only a Limited event's players need it: loaded with its part of the catalogue.
const PoolCard = lazyComponent(() => import('../../features/pools/PoolCard'), 'PoolCard', 'limited');
// A Sealed event's swap, for its owner and judges.
const PoolSwapSection = lazyComponent(() => import('../../features/pools/PoolSwapSection'), 'PoolSwapSection', 'limited');

function playerDeck(event: EventDetails) {
  const deck = (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerDeck event={event} extras={deckExtras} />
    </Suspense>
  );
  if (!event.limited || (event.role !== 'player' && event.role !== null)) return deck;
  // A Limited event's pool comes before the deck built from it (pools).
  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        <PoolCard event={event} />
      </Suspense>
      {deck}
    </Stack>
  );
}

function manageExtras(event: EventDetails) {
  const checks = (
    <Suspense fallback={<LoadingScreen />}>
      <DeckChecksSection event={event} />
    </Suspense>
  );
  if (event.limited?.kind !== 'sealed') return checks;
  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        <PoolSwapSection event={event} />
      </Suspense>
      {checks}
    </Stack>
  );
}

/** `/e/{event_id}`: the event page (events), with a signed-in player's deck form (decks) or the organisers' deck checks in it. */
export function EventRoute() {
  return <EventPage playerDeck={playerDeck} manageExtras={manageExtras} />;
}
