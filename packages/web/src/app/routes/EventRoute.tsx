import type { EventDetails } from '@decklist/core/api';
import { Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventPage } from '../../features/events/EventPage';
import { deckExtras } from './deck-extras';
// The deck form's code loads only for signed-in players, not for every visitor of the event page; deck checks only for the owner and judges.
import { PlayerDeck } from '../../features/decks/on-demand';
import { DeckChecksSection } from '../../features/deck-checks/on-demand';
import { lazyComponent } from '../../components/lazy-part';

// A Limited event's parts (its set-up, pools and swap) above the rest, loaded for such events only.
const LimitedEventParts = lazyComponent(() => import('./LimitedEventParts'), 'LimitedEventParts', 'limited');

function playerDeck(event: EventDetails) {
  const deck = (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerDeck event={event} extras={deckExtras} />
    </Suspense>
  );
  return event.limited ? withLimited(event, deck) : deck;
}

const withLimited = (event: EventDetails, rest: ReactNode) => (
  <Suspense fallback={<LoadingScreen />}>
    <LimitedEventParts event={event}>{rest}</LimitedEventParts>
  </Suspense>
);

function manageExtras(event: EventDetails) {
  const checks = (
    <Suspense fallback={<LoadingScreen />}>
      <DeckChecksSection event={event} />
    </Suspense>
  );
  return event.format === 'limited' ? withLimited(event, checks) : checks;
}

/** `/e/{event_id}`: the event page (events), with a signed-in player's deck form (decks) or the organisers' deck checks in it. */
export function EventRoute() {
  return <EventPage playerDeck={playerDeck} manageExtras={manageExtras} />;
}
