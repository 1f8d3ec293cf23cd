import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { countProblems, problemCount } from '@decklist/core/decklist';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isRefusal, useSubmitDeck } from '../../api/decks';
import { lengthLimit, trimmed } from '../../components/field-rules';
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
  useDeckCheck,
  useDeckForm,
} from '../../decklist';
import { DeckImportSelect, type DeckImportGroup } from './DeckImportSelect';
import { lazyComponent } from '../../lib/lazy-component';
import classes from './decks.module.css';
import type { DeckExtras } from './slots';

interface DeckFormValues {
  player_name: string;
  deck_name: string;
  decklist_text: string;
}

/** docs/product.md, Submissions: the deck-submitted banner shows for 3 s. */
export const SUBMITTED_BANNER_MS = 3000;

const RULES = {
  player_name: {
    setValueAs: trimmed,
    required: 'Player name is required',
    maxLength: lengthLimit('Player name', MAX_NAME_LENGTH),
  },
  deck_name: { setValueAs: trimmed, maxLength: lengthLimit('Deck name', MAX_NAME_LENGTH) },
  decklist_text: DECKLIST_RULES,
};

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
  const { form, submit, formError, draft } = useDeckForm({
    saved,
    rules: RULES,
    guard: editing,
    draftKey,
    save: async (values) => {
      setSubmitted(null);
      setRefused(null);
      try {
        return await submitDeck.mutateAsync({ ...values, ...(userId ? { user_id: userId } : {}) });
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
  const deckCheck = useDeckCheck(event.format, style, text, deck);

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
  const problems = deckCheck.check ? countProblems(deckCheck.check) : 0;
  const { ref: playerNameRef, ...playerName } = form.register('player_name');

  const { element, setValue } = form;
  const decklistElement = useCallback(() => element('decklist_text') as HTMLTextAreaElement | null, [element]);
  const setDecklistText = useCallback((value: string) => setValue('decklist_text', value), [setValue]);

  return (
    <DeckEditor
      style={style}
      text={text}
      deckCheck={deckCheck}
      textarea={locked ? undefined : decklistElement}
      onTextChange={locked ? undefined : setDecklistText}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftOffer draft={draft} />
          {/* Blurred, the list still shows its counts and problems first: a judge needs them before the cards. */}
          {locked && (
            <Group gap="xs">
              <DeckTotals totals={deckCheck.liveTotals} decklistStyle={style} />
              {problems > 0 && (
                <Badge variant="light" color="orange" size="lg" radius="sm" tt="none">
                  ⚠ {problemCount(problems)}
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
                  label="Player Name"
                  required
                  autoComplete="name"
                  limit={MAX_NAME_LENGTH}
                  error={errors.player_name?.message}
                  ref={(element) => {
                    playerNameRef(element);
                    firstField.current = element;
                  }}
                  {...playerName}
                />
                <TextInput label="Deck Name" description="Optional" limit={MAX_NAME_LENGTH} error={errors.deck_name?.message} {...form.register('deck_name')} />
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
                <DecklistField {...form.register('decklist_text')} error={errors.decklist_text?.message} decklistStyle={style} readOnly={locked} />
                {!locked && <DeckTotals totals={deckCheck.liveTotals} decklistStyle={style} />}
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
          {/* Refused in a closed event: the page locks and tells it there. */}
          {refused ? (
            event.status === 'open' && <UnsentChanges reason={refused.reason} submitted={deck} unsent={refused.values} />
          ) : (
            <FormError error={formError} title="Error, try later" />
          )}
          {submitted && (
            <div ref={result}>
              <Alert
                color={submitted.problems ? 'yellow' : 'green'}
                role="status"
                title={submitted.problems ? `⚠ ${userId ? `${submitted.playerName}'s decklist saved` : 'Submitted'} with ${problemCount(submitted.problems)}` : undefined}
              >
                {submitted.problems ? 'See Deck Warnings.' : userId ? `${submitted.playerName}'s decklist has been saved` : 'Your deck has been submitted'}
              </Alert>
            </div>
          )}
          {editing && isDirty && <ProblemsNote check={deckCheck.check} action="submit" />}
          {!userId && event.submission_deadline && (
            <Suspense fallback={null}>
              <DeadlineWarning deadline={event.submission_deadline} unsent={editing && isDirty} />
            </Suspense>
          )}
          {editing && isDirty && (
            <Button type="submit" disabled={submitDeck.isPending} size="md">
              {submitDeck.isPending ? 'Submitting' : deck ? 'Resubmit Decklist' : 'Submit Decklist'}
            </Button>
          )}
          {deck && !userId && !isDirty && extras?.(event, deck)}
        </Stack>
      </form>
    </DeckEditor>
  );
}
