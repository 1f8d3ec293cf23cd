import type { EventDetails } from '@decklist/core';
import { useDeckImports } from '../../api/decks';
import { formatDate } from '../events/format';
import type { DeckImportGroup } from './DeckImportSelect';

/** The caller's decks in other events of the same format, as an import group. */
function useOtherEventsGroup(event: EventDetails, enabled: boolean): DeckImportGroup {
  const imports = useDeckImports(event.event_id, enabled);
  return {
    label: 'Your decks in other events',
    options: (imports.data ?? []).map((deck) => ({
      value: `event:${deck.event_id}`,
      label: `${deck.deck_name || deck.player_name} · ${deck.event_name}, ${formatDate(deck.event_date)}`,
      deckName: deck.deck_name,
      decklistText: deck.decklist_text,
    })),
  };
}

/**
 * Every source of the import select for a player's deck form. Each source is a hook returning a
 * `DeckImportGroup` for the event's format; add a source (e.g. the saved library decks) by calling its
 * hook here and adding its group to the list.
 */
export function useDeckImportGroups(event: EventDetails, enabled = true): DeckImportGroup[] {
  const otherEvents = useOtherEventsGroup(event, enabled);
  return [otherEvents];
}
