import type { EventDetails } from '@decklist/core/api';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventPage } from '../../features/events/EventPage';
import { deckExtras } from './deck-extras';
import { lazyComponent } from '../../lib/lazy-component';

// The deck form's code loads only for signed-in players, not for every visitor of the event page.
const PlayerDeck = lazyComponent(() => import('../../features/decks/PlayerDeck'), 'PlayerDeck');

function playerDeck(event: EventDetails) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerDeck event={event} extras={deckExtras} />
    </Suspense>
  );
}

/** `/e/{event_id}`: the event page (events), with a signed-in player's deck form (decks) in it. */
export function EventRoute() {
  return <EventPage playerDeck={playerDeck} />;
}
