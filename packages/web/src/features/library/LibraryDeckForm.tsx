import type { LibraryDeck } from '@decklist/core/api';
import { MAX_LIBRARY_DECK_NAME_LENGTH } from '@decklist/core/library';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { useFormats } from '../../api/events';
import { useSaveLibraryDeck } from '../../api/library';
import { lengthLimit, trimmed } from '../../components/field-rules';
import { FormError } from '../../components/form/FormError';
import { Button, Group, Stack, TextInput } from '../../components/ui';
import { DECKLIST_RULES, DeckEditor, DecklistField, DeckTotals, DraftOffer, FormatSelect, ProblemsNote, useListValidation, useDeckForm } from '../../decklist';
import type { LibraryDraft } from './draft';
import { UnsentNotice } from '../../decklist/UnsentNotice';

interface LibraryDeckValues {
  deck_name: string;
  format: string;
  decklist_text: string;
}

/** Their messages are worded when a check fails, in the language of that moment. */
const RULES = {
  deck_name: {
    setValueAs: trimmed,
    required: msg`Deck name is required`,
    maxLength: lengthLimit(msg`Deck name`, MAX_LIBRARY_DECK_NAME_LENGTH),
  },
  format: { required: msg`Format is required` },
  decklist_text: DECKLIST_RULES,
};

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
  /** Where unsaved edits are kept in this browser (`libraryDraftKey`). */
  draftKey?: string | undefined;
}

/**
 * The library deck form (docs/product.md, Deck library): Deck Name, Format, and once a format is chosen the decklist
 * with its live counts; beside it the checked list, from the server (debounced) as the text changes.
 * 'Save Decklist' shows only when something changed; after saving, the form holds the saved values.
 */
export function LibraryDeckForm({ deck, draft, onSaved, actions, draftKey }: LibraryDeckFormProps) {
  const { t } = useLingui();
  const formats = useFormats();
  const save = useSaveLibraryDeck();
  const { form, submit, formError, draft: unsent, unsent: notSaved, sendNow } = useDeckForm({
    draftKey,
    saved: valuesOf(deck),
    rules: RULES,
    save: (values, idempotencyKey) => save.mutateAsync({ ...values, deck_id: deck?.deck_id, idempotencyKey }),
    savedValues: valuesOf,
    onSaved,
  });
  const { errors, isDirty, setValues } = form;
  const { ref: formatRef, ...formatField } = form.register('format');

  // A draft fills the form without becoming its saved state, so it can be saved at once.
  useEffect(() => {
    if (draft) setValues(valuesOf(draft));
  }, [draft, setValues]);

  const { format, decklist_text: text } = form.values;
  const style = formats.data?.find((entry) => entry.format === format)?.decklist_style;
  const savedDeck = deck !== null && format === deck.format ? deck : null;
  const listValidation = useListValidation(format, style, text, savedDeck);

  const { element, setValue } = form;
  const decklistElement = useCallback(() => element('decklist_text') as HTMLTextAreaElement | null, [element]);
  const setDecklistText = useCallback((value: string) => setValue('decklist_text', value), [setValue]);

  return (
    <DeckEditor style={style} text={text} listValidation={listValidation} textarea={decklistElement} onTextChange={setDecklistText}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftOffer draft={unsent} />
          <TextInput label={t`Deck Name`} required limit={MAX_LIBRARY_DECK_NAME_LENGTH} error={errors.deck_name?.message} {...form.register('deck_name')} />
          <FormatSelect {...formatField} inputRef={formatRef} error={errors.format?.message} keepCode={deck?.format} />
          {style && (
            <>
              <DecklistField {...form.register('decklist_text')} error={errors.decklist_text?.message} decklistStyle={style} format={format} />
              <DeckTotals totals={listValidation.liveTotals} decklistStyle={style} />
            </>
          )}
          <FormError error={formError} title={t`The deck was not saved`} />
          {isDirty && style && <ProblemsNote check={listValidation.check} action="save" />}
          {notSaved && <UnsentNotice action="save" sending={save.isPending} onSendNow={sendNow} />}
          <Group>
            {isDirty && (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Decklist</Trans>}
              </Button>
            )}
            {actions}
          </Group>
        </Stack>
      </form>
    </DeckEditor>
  );
}
