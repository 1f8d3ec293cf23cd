import { DeckPage } from '../../features/decks/DeckPage';
import { deckExtras } from './deck-extras';

/** `/e/{event_id}/deck`: a deck (decks), with 'Save to Library' (library) under the player's own. */
export function DeckRoute() {
  return <DeckPage extras={deckExtras} />;
}
