import type { LibraryDeck } from '@decklist/core/api';
import { countProblems } from '@decklist/core/decklist';
import { MAX_LIBRARY_DECK_NAME_LENGTH, MAX_LIBRARY_DECKS } from '@decklist/core/library';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Stack, Title } from '../../components/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { NotFoundError } from '../../api/client';
import { libraryDraftKey } from '../../decklist';
import { useDeleteLibraryDeck, useLibraryDeck, useLibraryDecks } from '../../api/library';
import { ConfirmButton } from '../../components/ConfirmButton';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { leaveAnyway } from '../../components/use-leave-guard';
import { useLibraryDraft, withDraft } from './draft';
import { LibraryDeckForm } from './LibraryDeckForm';

const SAVED_NOTICE_MS = 3000;

/** Duplicate and delete, for a saved deck. */
function SavedDeckActions({ deck }: { deck: LibraryDeck }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const decks = useLibraryDecks();
  const remove = useDeleteLibraryDeck();
  const full = (decks.data?.length ?? 0) >= MAX_LIBRARY_DECKS;
  const deckName = deck.deck_name;
  const copyName = t({ message: `${deckName} (copy)`, comment: 'the name of a duplicated deck' }).slice(0, MAX_LIBRARY_DECK_NAME_LENGTH);

  return (
    <>
      {!full && (
        <Button
          variant="default"
          onClick={() =>
            navigate('/library/deck', withDraft({ deck_name: copyName, format: deck.format, decklist_text: deck.decklist_text }))
          }
        >
          <Trans>Duplicate</Trans>
        </Button>
      )}
      <ConfirmButton
        label={t`Delete Deck`}
        action={() => remove.mutateAsync(deck.deck_id)}
        onDone={() => leaveAnyway(() => navigate('/library'))}
        failure={() => t`Error, try later`}
      >
        <Trans>Are you sure you want to delete this deck? This action cannot be undone.</Trans>
      </ConfirmButton>
    </>
  );
}

/** The notice after saving a deck that has problems. */
function SavedWithProblems({ count }: { count: number }) {
  return (
    <Trans>
      ⚠ Saved with <Plural value={count} one="# problem" other="# problems" />: see Deck Warnings.
    </Trans>
  );
}

/** `/library/deck/{deck_id?}` (protected): a saved deck, or a new one (blank or from a draft). */
export function LibraryDeckPage() {
  const { t } = useLingui();
  const { deckId } = useParams<{ deckId?: string }>();
  const [, navigate] = useLocation();
  const draft = useLibraryDraft();
  const deck = useLibraryDeck(deckId);
  /** After a save: how many problems the saved deck has. */
  const [savedNotice, setSavedNotice] = useState<{ problems: number } | null>(null);
  const auth = useAuth();
  const draftKey = auth.status === 'authorized' ? libraryDraftKey(auth.user.user_id, deckId) : undefined;

  useEffect(() => {
    if (!savedNotice) return;
    const timer = setTimeout(() => setSavedNotice(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [savedNotice]);

  const onSaved = (saved: LibraryDeck) => {
    setSavedNotice({ problems: countProblems(saved) });
    if (saved.deck_id !== deckId) leaveAnyway(() => navigate(`/library/deck/${saved.deck_id}`, { replace: true }));
  };

  let body;
  if (!deckId) {
    body = <LibraryDeckForm key={draft ? `draft-${draft.id}` : 'new'} deck={null} draft={draft} onSaved={onSaved} draftKey={draftKey} />;
  } else if (deck.isPending) {
    body = <LoadingScreen />;
  } else if (deck.isError) {
    body =
      deck.error instanceof NotFoundError ? (
        <PageError title={t`Deck not found`}>
          <Trans>No deck found</Trans>
        </PageError>
      ) : (
        <PageError title={t`Error loading deck`}>
          <Trans>Please try again later.</Trans>
        </PageError>
      );
  } else {
    body = <LibraryDeckForm
        key={deckId}
        deck={deck.data}
        onSaved={onSaved}
        actions={<SavedDeckActions deck={deck.data} />}
        draftKey={draftKey}
      />;
  }

  return (
    <Container size="lg">
      <Stack>
        <div>
          <Button component={Link} to="/library" variant="default" size="sm">
            <Trans>← Back to Library</Trans>
          </Button>
        </div>
        <Title order={1}>{deckId ? (deck.data?.deck_name ?? t`Saved deck`) : draft ? t`New deck (not saved yet)` : t`New deck`}</Title>
        {savedNotice && (
          <Alert color={savedNotice.problems > 0 ? 'yellow' : 'green'} role="status">
            {savedNotice.problems > 0 ? <SavedWithProblems count={savedNotice.problems} /> : <Trans>Your deck has been saved</Trans>}
          </Alert>
        )}
        {body}
      </Stack>
    </Container>
  );
}
