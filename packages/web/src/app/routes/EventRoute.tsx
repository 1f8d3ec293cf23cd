import type { EventDetails } from '@decklist/core/api';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventPage } from '../../features/events/EventPage';
import { deckExtras } from './deck-extras';
// The deck form's code loads only for signed-in players, not for every visitor of the event page; deck checks only for the owner and judges.
import { PlayerDeck } from '../../features/decks/on-demand';
import { DeckChecksSection } from '../../features/deck-checks/on-demand';

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
