import { MAX_DECKLIST_TEXT_LENGTH, type CardGroup, type DecklistStyle } from '@decklist/core';
import { useMemo, type ReactNode } from 'react';
import { useDecklistValidation } from '../api/cards';
import { Text } from '../components/ui';
import type { CardActions } from './CardGroupTable';
import { cardLineFinder, lineOffsets, rewriteCardLines } from './card-lines';
import { CheckedDeck } from './CheckedDeck';
import classes from './deck-editor.module.css';
import { useLiveTotals } from './useLiveTotals';

type Check = { groups: readonly CardGroup[]; deck_warnings: readonly string[] };

/**
 * What the deck forms show beside the text: the saved deck's check while the text is the saved one,
 * otherwise the server's check of the text being typed (debounced), and the counts as typed.
 */
export function useDeckCheck(
  format: string,
  style: DecklistStyle | undefined,
  text: string,
  saved: (Check & { decklist_text: string }) | null,
) {
  const liveTotals = useLiveTotals(text, style ?? 'sixty');
  const isSaved = saved !== null && text === saved.decklist_text;
  // The server refuses a text over the limit: the form says so, nothing is sent.
  const tooLong = text.length > MAX_DECKLIST_TEXT_LENGTH;
  const validation = useDecklistValidation(format, text, { enabled: !!style && text.trim() !== '' && !isSaved && !tooLong });
  const check: Check | null | undefined = isSaved ? saved : text.trim() === '' || tooLong ? null : validation.data;
  return { liveTotals, check, tooLong, updating: !isSaved && validation.isUpdating };
}

interface DeckEditorProps {
  /** The form. */
  children: ReactNode;
  style: DecklistStyle | undefined;
  text: string;
  deckCheck: ReturnType<typeof useDeckCheck>;
  /** The decklist text area, and a change of its text: with both, the checked list's warnings lead to their lines. */
  textarea?: (() => HTMLTextAreaElement | null | undefined) | undefined;
  onTextChange?: ((text: string) => void) | undefined;
}

/** Puts the caret in the text area from `start` to `end` (the line selected), scrolled into view. */
function selectInTextarea(element: HTMLTextAreaElement, start: number, end: number) {
  element.focus({ preventScroll: true });
  element.setSelectionRange(start, end);
  // Scroll the text area's own content to the line, then the page to the text area.
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
  const linesAbove = element.value.slice(0, start).split('\n').length - 1;
  element.scrollTop = Math.max(0, linesAbove * lineHeight - element.clientHeight / 2);
  element.scrollIntoView({ block: 'nearest' });
}

function useCardActions(style: DecklistStyle | undefined, text: string, textarea: DeckEditorProps['textarea'], onTextChange: DeckEditorProps['onTextChange']) {
  return useMemo<CardActions | undefined>(() => {
    if (!style || !textarea || !onTextChange) return undefined;
    const find = cardLineFinder(text, style);
    const linesOf = (card: { card_name: string }, group: { group_name: string }) => find({ card_name: card.card_name, group_name: group.group_name });
    return {
      lineOf: (card, group) => linesOf(card, group)[0],
      goTo: (card, group) => {
        const line = linesOf(card, group)[0];
        const element = textarea();
        if (line === undefined || !element) return;
        const { start, end } = lineOffsets(text, line);
        selectInTextarea(element, start, end);
      },
      fix: (card, group, name) => {
        const next = rewriteCardLines(text, style, { card_name: card.card_name, group_name: group.group_name }, name);
        if (!next) return;
        onTextChange(next.text);
        // After the text area shows the new text: the caret at the end of the rewritten line.
        requestAnimationFrame(() => {
          const element = textarea();
          if (element) selectInTextarea(element, next.caret, next.caret);
        });
      },
    };
  }, [style, text, textarea, onTextChange]);
}

/** A deck form beside its checked list on wide screens, one above the other on phones. */
export function DeckEditor({ children, style, text, deckCheck: { check, updating, tooLong }, textarea, onTextChange }: DeckEditorProps) {
  const actions = useCardActions(style, text, textarea, onTextChange);
  return (
    <div className={classes.deckLayout}>
      {children}
      <section aria-label="Checked decklist">
        {style && check ? (
          <CheckedDeck check={check} decklistStyle={style} updating={updating} actions={actions} hideTotals />
        ) : (
          <Text c="dimmed" size="sm">
            {!style
              ? 'Choose a format, then paste or type the decklist.'
              : text.trim() === ''
                ? 'Paste or type your decklist: its cards appear here, grouped and checked.'
                : tooLong
                  ? `The decklist is too long to check: it may have at most ${MAX_DECKLIST_TEXT_LENGTH.toLocaleString('en')} characters.`
                  : 'Checking the decklist...'}
          </Text>
        )}
      </section>
    </div>
  );
}
