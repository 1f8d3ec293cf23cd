import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { countProblems } from '@decklist/core/decklist';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isRefusal, useSubmitDeck } from '../../api/decks';
import { UnsentNotice } from '../../decklist/UnsentNotice';
import { trimmed } from '../../components/field-rules';
import type { FormRules } from '../../components/form/use-form';
import { FormError } from '../../components/form/FormError';
import { Alert, Badge, Button, Group, Stack, TextInput } from '../../components/ui';
import {
  DECKLIST_RULES,
  DeckEditor,
  DecklistField,
  DeckTotals,
  DraftOffer,
  ProblemsNote,
  UnsentChanges,
  useListValidation,
  useDeckForm,
} from '../../decklist';
import { DeckImportSelect, type DeckImportGroup } from './DeckImportSelect';
import { lazyComponent } from '../../components/lazy-part';
import classes from './decks.module.css';
import type { DeckExtras } from './slots';

interface DeckFormValues {
  player_name: string;
  deck_name: string;
  decklist_text: string;
}

/** docs/product.md, Submissions: the deck-submitted banner shows for 3 s. */
export const SUBMITTED_BANNER_MS = 3000;

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
  /** Shown where the submit button is once the player's own list is submitted and unchanged. */
  extras?: DeckExtras | undefined;
  /** Where unsaved edits are kept in this browser (`eventDraftKey`). */
  draftKey?: string | undefined;
}

// Only a player's own form with a deadline needs it.
const DeadlineWarning = lazyComponent(() => import('./DeadlineWarning'), 'DeadlineWarning');

/**
 * The deck form of docs/product.md (Submissions): player name, optional deck name, the decklist (with the format's
 * placeholder and card-name suggestions), live counts, and beside it the checked list (groups, mana
 * costs, warnings). The submit button shows only once something changed.
 */
export function DeckForm({ event, deck, userId, defaultPlayerName, guarded = false, importGroups, extras, draftKey }: DeckFormProps) {
  const { t } = useLingui();
  const max = MAX_NAME_LENGTH;
  // Made at each render, so that the messages are in the current language.
  const rules: FormRules<DeckFormValues> = {
    player_name: {
      setValueAs: trimmed,
      required: t`Player name is required`,
      maxLength: { value: max, message: t`Player name must be at most ${plural(max, { one: '# character', other: '# characters' })}` },
    },
    deck_name: {
      setValueAs: trimmed,
      maxLength: { value: max, message: t`Deck name must be at most ${plural(max, { one: '# character', other: '# characters' })}` },
    },
    decklist_text: DECKLIST_RULES,
  };
  const style = event.decklist_style;
  const submitDeck = useSubmitDeck(event.event_id);
  const [editing, setEditing] = useState(!guarded);
  /** After a save: how many problems the saved list has (null: no save to tell of). */
  const [submitted, setSubmitted] = useState<{ problems: number; playerName: string } | null>(null);
  const [refused, setRefused] = useState<{ reason: string; values: DeckFormValues } | null>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const result = useRef<HTMLDivElement | null>(null);

  // The saved values; a deck changed elsewhere updates the fields that were not edited here.
  const saved = useMemo<DeckFormValues>(
    () => ({ player_name: deck?.player_name ?? defaultPlayerName, deck_name: deck?.deck_name ?? '', decklist_text: deck?.decklist_text ?? '' }),
    [deck?.player_name, deck?.deck_name, deck?.decklist_text, defaultPlayerName],
  );
  const { form, submit, formError, draft, unsent, sendNow } = useDeckForm({
    saved,
    rules,
    guard: editing,
    draftKey,
    save: async (values, idempotencyKey) => {
      setSubmitted(null);
      setRefused(null);
      try {
        return await submitDeck.mutateAsync({ ...values, ...(userId ? { user_id: userId } : {}), idempotencyKey });
      } catch (error) {
        if (!userId && isRefusal(error)) setRefused({ reason: (error as Error).message, values });
        throw error;
      }
    },
    savedValues: (answer) => ({ player_name: answer.player_name, deck_name: answer.deck_name, decklist_text: answer.decklist_text }),
    onSaved: (answer) => setSubmitted({ problems: countProblems(answer), playerName: answer.player_name }),
  });
  const { errors, isDirty } = form;
  const text = form.values.decklist_text;
  const listValidation = useListValidation(event.format, style, text, deck);

  // A clean save is told for 3 s; one with problems stays said until the next submission.
  useEffect(() => {
    if (!submitted || submitted.problems > 0) return;
    const timer = setTimeout(() => setSubmitted(null), SUBMITTED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  // On a phone the page's own banner is far above: the result shows where the submit button was.
  useEffect(() => {
    if (submitted) result.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submitted]);

  const locked = !editing;
  const problems = listValidation.check ? countProblems(listValidation.check) : 0;
  const { ref: playerNameRef, ...playerNameField } = form.register('player_name');

  // After a save with problems, the title says whose list (when not the caller's own) and how many.
  let savedTitle: string | undefined;
  if (submitted && submitted.problems > 0) {
    const count = submitted.problems;
    const playerName = submitted.playerName;
    savedTitle = userId
      ? t`⚠ ${playerName}'s decklist saved with ${plural(count, { one: '# problem', other: '# problems' })}`
      : t`⚠ Submitted with ${plural(count, { one: '# problem', other: '# problems' })}`;
  }

  const { element, setValue } = form;
  const decklistElement = useCallback(() => element('decklist_text') as HTMLTextAreaElement | null, [element]);
  const setDecklistText = useCallback((value: string) => setValue('decklist_text', value), [setValue]);

  return (
    <DeckEditor
      style={style}
      text={text}
      listValidation={listValidation}
      textarea={locked ? undefined : decklistElement}
      onTextChange={locked ? undefined : setDecklistText}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftOffer draft={draft} />
          {/* Blurred, the list still shows its counts and problems first: a judge needs them before the cards. */}
          {locked && (
            <Group gap="xs">
              <DeckTotals totals={listValidation.liveTotals} decklistStyle={style} />
              {problems > 0 && (
                <Badge variant="light" color="orange" size="lg" radius="sm" tt="none">
                  <Trans>
                    ⚠ <Plural value={problems} one="# problem" other="# problems" />
                  </Trans>
                </Badge>
              )}
            </Group>
          )}
          <div className={classes.guard}>
            <fieldset
              disabled={locked}
              className={locked ? `${classes.fields} ${classes.blurred}` : classes.fields}
              aria-hidden={locked || undefined}
            >
              <Stack>
                <TextInput
                  label={t`Player Name`}
                  required
                  autoComplete="name"
                  limit={MAX_NAME_LENGTH}
                  error={errors.player_name?.message}
                  ref={(element) => {
                    playerNameRef(element);
                    firstField.current = element;
                  }}
                  {...playerNameField}
                />
                <TextInput label={t`Deck Name`} description={t`Optional`} limit={MAX_NAME_LENGTH} error={errors.deck_name?.message} {...form.register('deck_name')} />
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
                <DecklistField {...form.register('decklist_text')} error={errors.decklist_text?.message} decklistStyle={style} format={event.format} readOnly={locked} />
                {!locked && <DeckTotals totals={listValidation.liveTotals} decklistStyle={style} />}
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
                  <Trans>Edit Decklist</Trans>
                </Button>
              </div>
            )}
          </div>
          {/* Refused in a closed event: the page locks and tells it there. */}
          {refused ? (
            event.status === 'open' && <UnsentChanges reason={refused.reason} submitted={deck} unsent={refused.values} />
          ) : (
            <FormError error={formError} title={t`Error, try later`} />
          )}
          {submitted && (
            <div ref={result}>
              <Alert
                color={submitted.problems ? 'yellow' : 'green'}
                role="status"
                title={savedTitle}
              >
                {submitted.problems ? (
                  <Trans>See Deck Warnings.</Trans>
                ) : userId ? (
                  <SavedFor playerName={submitted.playerName} />
                ) : (
                  <Trans>Your deck has been submitted</Trans>
                )}
              </Alert>
            </div>
          )}
          {editing && isDirty && <ProblemsNote check={listValidation.check} action="submit" />}
          {!userId && event.submission_deadline && (
            <Suspense fallback={null}>
              <DeadlineWarning deadline={event.submission_deadline} unsent={editing && isDirty} />
            </Suspense>
          )}
          {unsent && !refused && <UnsentNotice action="submit" sending={submitDeck.isPending} onSendNow={sendNow} />}
          {editing && isDirty && (
            <Button type="submit" disabled={submitDeck.isPending} size="md">
              {submitDeck.isPending ? (
                <Trans comment="The submit button while the decklist is being sent">Submitting</Trans>
              ) : deck ? (
                <Trans>Resubmit Decklist</Trans>
              ) : (
                <Trans>Submit Decklist</Trans>
              )}
            </Button>
          )}
          {deck && !userId && !isDirty && extras?.(event, deck)}
        </Stack>
      </form>
    </DeckEditor>
  );
}

/** After an owner or judge saved a player's list without problems. */
function SavedFor({ playerName }: { playerName: string }) {
  return <Trans>{playerName}'s decklist has been saved</Trans>;
}
