import type { EventDetails } from '@decklist/core/api';
import { useLingui } from '@lingui/react/macro';
import { useDeckImports } from '../../api/decks';
import { useLibraryDecks, useMarkLibraryDeckUsed } from '../../api/library';
import { formatDate } from '../../components/format';
import type { DeckImportGroup } from './DeckImportSelect';

/** The caller's decks in other events of the same format, as an import group. */
function useOtherEventsGroup(event: EventDetails, enabled: boolean): DeckImportGroup {
  const { t } = useLingui();
  const imports = useDeckImports(event.event_id, enabled);
  return {
    label: t`Your decks in other events`,
    options: (imports.data ?? []).map((deck) => {
      const deckName = deck.deck_name || deck.player_name;
      const eventName = deck.event_name;
      const eventDate = formatDate(deck.event_date);
      return {
        value: `event:${deck.event_id}`,
        label: t({ message: `${deckName} · ${eventName}, ${eventDate}`, comment: 'A deck of another event in the import select: deck (or player) name, event name and date' }),
        deckName: deck.deck_name,
        decklistText: deck.decklist_text,
      };
    }),
  };
}

/** The caller's saved library decks of the event's format; choosing one marks it used (so it is kept). */
function useLibraryImportGroup(event: EventDetails, enabled: boolean): DeckImportGroup {
  const decks = useLibraryDecks(enabled);
  const { t } = useLingui();
  const markUsed = useMarkLibraryDeckUsed();
  return {
    label: t`Your library`,
    options: (decks.data ?? [])
      .filter((deck) => deck.format === event.format)
      .map((deck) => ({
        value: `library:${deck.deck_id}`,
        label: deck.deck_name,
        deckName: deck.deck_name,
        decklistText: deck.decklist_text,
        onChosen: () => markUsed.mutate(deck.deck_id),
      })),
  };
}

/**
 * Every source of the import select for a player's deck form. Each source is a hook returning a
 * `DeckImportGroup` for the event's format: the saved library decks first, then the caller's decks in
 * other events. Add a source by calling its hook here and adding its group to the list.
 */
export function useDeckImportGroups(event: EventDetails, enabled = true): DeckImportGroup[] {
  const library = useLibraryImportGroup(event, enabled);
  const otherEvents = useOtherEventsGroup(event, enabled);
  return [library, otherEvents];
}
