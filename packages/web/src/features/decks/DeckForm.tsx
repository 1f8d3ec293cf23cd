import type { EventDecklist, EventDetails } from '@decklist/core';
import { Alert, Button, Stack, Text, TextInput } from '../../components/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { useDecklistValidation } from '../../api/cards';
import { useSubmitDeck } from '../../api/decks';
import { applyServerErrors } from '../../api/form-errors';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { DeckTotals, useLiveTotals } from '../decklists';
import { SaveToLibraryButton } from '../library/SaveToLibrary';
import { CheckedDeck } from './CheckedDeck';
import { DECKLIST_RULES, DecklistField } from './DecklistField';
import { DeckImportSelect, type DeckImportGroup } from './DeckImportSelect';
import classes from './decks.module.css';

interface DeckFormValues {
  player_name: string;
  deck_name: string;
  decklist_text: string;
}

const FIELDS = ['player_name', 'deck_name', 'decklist_text'] as const;
/** Spec section 9: the deck-submitted banner shows for 3 s. */
export const SUBMITTED_BANNER_MS = 3000;
const required = (message: string) => (value: string) => value.trim() !== '' || message;

export interface DeckFormProps {
  event: EventDetails;
  /** The saved deck, or null when there is none yet. */
  deck: EventDecklist | null;
  /** Whose deck: unset for the caller's own; a player's id when an owner or judge edits theirs. */
  userId?: string;
  /** Player name of a new deck. */
  defaultPlayerName: string;
  /** Shown blurred and read-only until 'Edit Decklist' is pressed (an organiser viewing a player's deck). */
  guarded?: boolean;
  /** Option groups of the import select; no select without them. */
  importGroups?: readonly DeckImportGroup[];
}

/**
 * The deck form of spec section 2: player name, optional deck name, the decklist (with the format's
 * placeholder and card-name suggestions), live counts, and beside it the checked list (groups, mana
 * costs, warnings). The submit button shows only once something changed.
 */
export function DeckForm({ event, deck, userId, defaultPlayerName, guarded = false, importGroups }: DeckFormProps) {
  const style = event.decklist_style;
  const submitDeck = useSubmitDeck(event.event_id);
  const [editing, setEditing] = useState(!guarded);
  const [formError, setFormError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const firstField = useRef<HTMLInputElement | null>(null);

  // The saved values; a deck changed elsewhere updates the fields that were not edited here.
  const saved = useMemo<DeckFormValues>(
    () => ({
      player_name: deck?.player_name ?? defaultPlayerName,
      deck_name: deck?.deck_name ?? '',
      decklist_text: deck?.decklist_text ?? '',
    }),
    [deck?.player_name, deck?.deck_name, deck?.decklist_text, defaultPlayerName],
  );
  const form = useForm<DeckFormValues>(saved, {
    player_name: {
      validate: required('Player name is required'),
      maxLength: { value: 100, message: 'Player name must be at most 100 characters' },
    },
    deck_name: { maxLength: { value: 100, message: 'Deck name must be at most 100 characters' } },
    decklist_text: DECKLIST_RULES,
  });
  const { errors, isDirty } = form;
  const text = form.values.decklist_text;
  const liveTotals = useLiveTotals(text, style);
  const savedText = text === deck?.decklist_text;
  const validation = useDecklistValidation(event.format, text, { enabled: text.trim() !== '' && !savedText });
  const check = savedText ? deck : text.trim() === '' ? null : validation.data;
  useLeaveGuard(editing && isDirty);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), SUBMITTED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    submitDeck.mutate(
      { ...values, ...(userId ? { user_id: userId } : {}) },
      {
        onSuccess: (answer) => {
          // The saved values, trimmed, replace what was sent; anything typed since stays, unsaved.
          form.commit(values, { player_name: answer.player_name, deck_name: answer.deck_name, decklist_text: answer.decklist_text });
          setSubmitted(true);
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) setFormError('Error, try later');
        },
      },
    );
  });

  const locked = !editing;
  const { ref: playerNameRef, ...playerName } = form.register('player_name');

  return (
    <div className={classes.deckLayout}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div className={classes.guard}>
            <fieldset
              disabled={locked}
              className={locked ? `${classes.fields} ${classes.blurred}` : classes.fields}
              aria-hidden={locked || undefined}
            >
              <Stack>
                <TextInput
                  label="Player Name"
                  required
                  autoComplete="name"
                  error={errors.player_name?.message}
                  ref={(element) => {
                    playerNameRef(element);
                    firstField.current = element;
                  }}
                  {...playerName}
                />
                <TextInput label="Deck Name" description="Optional" error={errors.deck_name?.message} {...form.register('deck_name')} />
                {importGroups && (
                  <DeckImportSelect
                    groups={importGroups}
                    disabled={locked}
                    onImport={(option) => {
                      form.setValue('decklist_text', option.decklistText);
                      if (option.deckName) form.setValue('deck_name', option.deckName);
                    }}
                  />
                )}
                <DecklistField
                  {...form.register('decklist_text')}
                  error={errors.decklist_text?.message}
                  decklistStyle={style}
                  readOnly={locked}
                />
                <DeckTotals totals={liveTotals} decklistStyle={style} />
              </Stack>
            </fieldset>
            {locked && (
              <div className={classes.guardAction}>
                <Button
                  onClick={() => {
                    setEditing(true);
                    setTimeout(() => firstField.current?.focus(), 0);
                  }}
                >
                  Edit Decklist
                </Button>
              </div>
            )}
          </div>
          {formError && (
            <Alert color="red" role="alert" title={formError}>
              {submitDeck.error instanceof Error && submitDeck.error.message !== formError ? submitDeck.error.message : null}
            </Alert>
          )}
          {submitted && (
            <Alert color="green" role="status">
              Your deck has been submitted
            </Alert>
          )}
          {editing && isDirty && (
            <Button type="submit" disabled={submitDeck.isPending} size="md">
              {submitDeck.isPending ? 'Submitting' : deck ? 'Resubmit Decklist' : 'Submit Decklist'}
            </Button>
          )}
          {/* Where the submit button is once the list is submitted: the player may keep it in their library. */}
          {deck && !userId && !isDirty && <SaveToLibraryButton event={event} deck={deck} />}
        </Stack>
      </form>
      <section aria-label="Checked decklist">
        {check ? (
          <CheckedDeck check={check} decklistStyle={style} updating={!savedText && validation.isUpdating} />
        ) : (
          <Text c="dimmed" size="sm">
            {text.trim() === '' ? 'Paste or type your decklist: its cards appear here, grouped and checked.' : 'Checking the decklist...'}
          </Text>
        )}
      </section>
    </div>
  );
}
