import { MAX_DECKLIST_TEXT_LENGTH, type CardGroup } from '@decklist/core/decklist';
import { checkTotals } from '@decklist/core/games';
import type { DecklistStyle } from '@decklist/core/formats';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { useDecklistValidation } from '../api/cards';
import { Text } from '../components/ui';
import type * as CardActionsModule from './card-actions';
import type { CardActions } from './CardGroupTable';
import { CheckedDeck } from './CheckedDeck';
import classes from './deck-editor.module.css';
import { useLiveTotals } from './use-live-totals';

type Check = { groups: readonly CardGroup[]; deck_warnings: readonly string[] };

/**
 * What the deck forms show beside the text: the saved deck's check while the text is the saved one,
 * otherwise the server's check of the text being typed (debounced), and the counts as typed.
 */
export function useListValidation(
  format: string,
  style: DecklistStyle | undefined,
  text: string,
  saved: (Check & { decklist_text: string }) | null,
) {
  const typedTotals = useLiveTotals(text, style ?? 'sixty');
  const isSaved = saved !== null && text === saved.decklist_text;
  // The server refuses a text over the limit: the form says so, nothing is sent.
  const tooLong = text.length > MAX_DECKLIST_TEXT_LENGTH;
  const validation = useDecklistValidation(format, text, { enabled: !!style && text.trim() !== '' && !isSaved && !tooLong });
  // A check that fails or is late leaves the last one answered in view (and Flesh and Blood's counts with it).
  const [lastAnswered, setLastAnswered] = useState<Check | undefined>(undefined);
  if (validation.data && validation.data !== lastAnswered) setLastAnswered(validation.data);
  const unchecked = text.trim() === '' || tooLong;
  const check: Check | null | undefined = isSaved ? saved : unchecked ? null : (validation.data ?? lastAnswered);
  // Flesh and Blood's counts come with the check (see useLiveTotals).
  const liveTotals = style === 'fab' ? checkTotals(check?.groups ?? [], 'fab') : typedTotals;
  const failed = !isSaved && !unchecked && validation.isError && !validation.isFetching;
  return { liveTotals, check, tooLong, failed, updating: !isSaved && !failed && validation.isUpdating };
}

interface DeckEditorProps {
  /** The form. */
  children: ReactNode;
  style: DecklistStyle | undefined;
  text: string;
  listValidation: ReturnType<typeof useListValidation>;
  /** The decklist text area, and a change of its text: with both, the checked list's warnings lead to their lines. */
  textarea?: (() => HTMLTextAreaElement | null | undefined) | undefined;
  onTextChange?: ((text: string) => void) | undefined;
}

function useCardActions(style: DecklistStyle | undefined, textarea: DeckEditorProps['textarea'], onTextChange: DeckEditorProps['onTextChange']) {
  return useMemo<CardActions | undefined>(() => {
    if (!style || !textarea || !onTextChange) return undefined;
    const row = (card: { card_name: string }, group: { group_name: string }) => ({ card_name: card.card_name, group_name: group.group_name });
    const withTextarea = (act: (actions: typeof CardActionsModule, element: HTMLTextAreaElement) => void) => {
      const element = textarea();
      if (element) void import('./card-actions').then((actions) => act(actions, element));
    };
    return {
      goTo: (card, group) => withTextarea((actions, element) => actions.goToCard(element, style, row(card, group))),
      fix: (card, group, name) => withTextarea((actions, element) => actions.fixCard(element, style, row(card, group), name, onTextChange)),
    };
  }, [style, textarea, onTextChange]);
}

/** A deck form beside its checked list on wide screens, one above the other on phones. */
export function DeckEditor({ children, style, text, listValidation: { check, updating, tooLong, failed }, textarea, onTextChange }: DeckEditorProps) {
  const { t } = useLingui();
  const actions = useCardActions(style, textarea, onTextChange);
  const limit = MAX_DECKLIST_TEXT_LENGTH;
  return (
    <div className={classes.deckLayout}>
      {children}
      <section aria-label={t`Checked decklist`}>
        {style && failed && (
          <Text role="status" size="sm" className={classes.checkFailed}>
            {t`Could not check the list just now: it is checked again when you change it and when you submit.`}
          </Text>
        )}
        {style && check ? (
          <CheckedDeck check={check} decklistStyle={style} updating={updating} actions={actions} hideTotals />
        ) : (
          !failed && (
            <Text c="dimmed" size="sm">
              {!style
                ? t`Choose a format, then paste or type the decklist.`
                : text.trim() === ''
                  ? t`Paste or type your decklist: its cards appear here, grouped and checked.`
                  : tooLong
                    ? t`The decklist is too long to check: it may have at most ${plural(limit, { one: '# character', other: '# characters' })}.`
                    : t`Checking the decklist...`}
            </Text>
          )
        )}
      </section>
    </div>
  );
}
