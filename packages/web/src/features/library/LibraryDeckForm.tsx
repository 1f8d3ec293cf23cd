import { MAX_LIBRARY_DECK_NAME_LENGTH, type LibraryDeck } from '@decklist/core';
import { Alert, Button, Group, Stack, Text, TextInput } from '../../components/ui';
import { useEffect, useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { useDecklistValidation } from '../../api/cards';
import { useFormats } from '../../api/events';
import { applyServerErrors, errorMessage } from '../../api/form-errors';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useSaveLibraryDeck } from '../../api/library';
import { DeckTotals, useLiveTotals } from '../decklists';
import { CheckedDeck } from '../decks/CheckedDeck';
import { DECKLIST_RULES, DecklistField } from '../decks/DecklistField';
import { FormatSelect } from '../events/FormatSelect';
import classes from '../decks/decks.module.css';
import type { LibraryDraft } from './draft';

interface LibraryDeckValues {
  deck_name: string;
  format: string;
  decklist_text: string;
}

const FIELDS = ['deck_name', 'format', 'decklist_text'] as const;
const required = (message: string) => (value: string) => value.trim() !== '' || message;
const valuesOf = (deck: LibraryDeckValues | null): LibraryDeckValues => ({
  deck_name: deck?.deck_name ?? '',
  format: deck?.format ?? '',
  decklist_text: deck?.decklist_text ?? '',
});

export interface LibraryDeckFormProps {
  /** The saved deck; null for a new one. */
  deck: LibraryDeck | null;
  /** An unsaved draft (imported or copied) to start a new deck from. */
  draft?: LibraryDraft;
  onSaved(saved: LibraryDeck): void;
  /** Buttons for a saved deck (duplicate, delete), shown beside 'Save Decklist'. */
  actions?: React.ReactNode;
}

/**
 * The library deck form (spec section 2): Deck Name, Format, and once a format is chosen the decklist
 * with its live counts; beside it the checked list, from the server (debounced) as the text changes.
 * 'Save Decklist' shows only when something changed; after saving, the form holds the saved values.
 */
export function LibraryDeckForm({ deck, draft, onSaved, actions }: LibraryDeckFormProps) {
  const formats = useFormats();
  const save = useSaveLibraryDeck();
  const [formError, setFormError] = useState<string>();
  const form = useForm<LibraryDeckValues>(valuesOf(deck), {
    format: { required: 'Format is required' },
    deck_name: {
      validate: required('Deck name is required'),
      maxLength: { value: MAX_LIBRARY_DECK_NAME_LENGTH, message: `Deck name must be at most ${MAX_LIBRARY_DECK_NAME_LENGTH} characters` },
    },
    decklist_text: DECKLIST_RULES,
  });
  const { errors, isDirty, setValues } = form;
  const { ref: formatRef, ...formatField } = form.register('format');
  useLeaveGuard(isDirty);

  // A draft fills the form without becoming its saved state, so it can be saved at once.
  useEffect(() => {
    if (draft) setValues(valuesOf(draft));
  }, [draft, setValues]);

  const { format, decklist_text: text } = form.values;
  const style = formats.data?.find((entry) => entry.format === format)?.decklist_style;
  const liveTotals = useLiveTotals(text, style ?? 'sixty');
  const savedList = deck !== null && text === deck.decklist_text && format === deck.format;
  const validation = useDecklistValidation(format, text, { enabled: !!style && text.trim() !== '' && !savedList });
  const check = savedList ? deck : text.trim() === '' ? null : validation.data;

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(
      { ...values, deck_id: deck?.deck_id },
      {
        onSuccess: (answer) => {
          form.commit(values, valuesOf(answer));
          onSaved(answer);
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, FIELDS);
          if (rest) setFormError(errorMessage(rest));
        },
      },
    );
  });

  return (
    <div className={classes.deckLayout}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Deck Name" required error={errors.deck_name?.message} {...form.register('deck_name')} />
          <FormatSelect {...formatField} inputRef={formatRef} error={errors.format?.message} keepCode={deck?.format} />
          {style && (
            <>
              <DecklistField {...form.register('decklist_text')} error={errors.decklist_text?.message} decklistStyle={style} />
              <DeckTotals totals={liveTotals} decklistStyle={style} />
            </>
          )}
          {formError && (
            <Alert color="red" role="alert" title="The deck was not saved">
              {formError}
            </Alert>
          )}
          <Group>
            {isDirty && (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Decklist'}
              </Button>
            )}
            {actions}
          </Group>
        </Stack>
      </form>
      <section aria-label="Checked decklist">
        {style && check ? (
          <CheckedDeck check={check} decklistStyle={style} updating={!savedList && validation.isUpdating} />
        ) : (
          <Text c="dimmed" size="sm">
            {!style
              ? 'Choose a format, then paste or type the decklist.'
              : text.trim() === ''
                ? 'Paste or type your decklist: its cards appear here, grouped and checked.'
                : 'Checking the decklist...'}
          </Text>
        )}
      </section>
    </div>
  );
}
