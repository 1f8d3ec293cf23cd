import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { MAX_LIBRARY_DECK_NAME_LENGTH, MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button } from '../../components/ui';
import { Link } from 'wouter';
import { ApiError, newSaveKey } from '../../api/client';
import { useSaveLibraryDeck } from '../../api/library';

/**
 * 'Save to Library' for a player's submitted deck: a copy of the list in the user's
 * library, named after the deck (or the event when the deck has no name), ready for the next event.
 */
export function SaveToLibraryButton({ event, deck }: { event: EventDetails; deck: EventDecklist }) {
  const { i18n } = useLingui();
  const save = useSaveLibraryDeck();
  const maxDecks = i18n.number(MAX_LIBRARY_DECKS);
  // A saved copy belongs to the list that was submitted; a new submission offers saving again.
  const savedThis = save.isSuccess && save.variables.decklist_text === deck.decklist_text;
  if (savedThis) {
    return (
      <Alert color="green" role="status">
        <Trans>
          Saved to your library.{' '}
          <Anchor component={Link} to={`/library/deck/${save.data.deck_id}`}>
            Open it in My Decks
          </Anchor>
        </Trans>
      </Alert>
    );
  }
  return (
    <>
      <Button
        variant="default"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({
            deck_name: (deck.deck_name || event.event_name).slice(0, MAX_LIBRARY_DECK_NAME_LENGTH),
            format: event.format,
            decklist_text: deck.decklist_text,
            idempotencyKey: newSaveKey(),
          })
        }
      >
        {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save to Library</Trans>}
      </Button>
      {save.isError && (
        <Alert color="red" role="alert">
          {save.error instanceof ApiError && save.error.status === 409 ? (
            <Trans>
              Your library is full: it holds {maxDecks} decks. Delete a deck you no longer need, then save this one.{' '}
              <Anchor component={Link} to="/library">
                Go to My Decks
              </Anchor>
            </Trans>
          ) : (
            <Trans>Error, try later</Trans>
          )}
        </Alert>
      )}
    </>
  );
}
