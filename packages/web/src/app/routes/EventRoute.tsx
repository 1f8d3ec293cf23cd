import type { EventDetails } from '@decklist/core/api';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventPage } from '../../features/events/EventPage';
import { deckExtras } from './deck-extras';
import { lazyComponent } from '../../lib/lazy-component';

// The deck form's code loads only for signed-in players, not for every visitor of the event page.
const PlayerDeck = lazyComponent(() => import('../../features/decks/PlayerDeck'), 'PlayerDeck');
// Deck checks only for the owner and judges, loaded with their view.
const DeckChecksSection = lazyComponent(() => import('../../features/deck-checks/DeckChecksSection'), 'DeckChecksSection', 'organiser');

function playerDeck(event: EventDetails) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerDeck event={event} extras={deckExtras} />
    </Suspense>
  );
}

function manageExtras(event: EventDetails) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DeckChecksSection event={event} />
    </Suspense>
  );
}

/** `/e/{event_id}`: the event page (events), with a signed-in player's deck form (decks) or the organisers' deck checks in it. */
export function EventRoute() {
  return <EventPage playerDeck={playerDeck} manageExtras={manageExtras} />;
}
