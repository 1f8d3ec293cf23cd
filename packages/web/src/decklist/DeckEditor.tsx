import type { CardGroup, DecklistStyle } from '@decklist/core';
import type { ReactNode } from 'react';
import { useDecklistValidation } from '../api/cards';
import { Text } from '../components/ui';
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
  const validation = useDecklistValidation(format, text, { enabled: !!style && text.trim() !== '' && !isSaved });
  const check: Check | null | undefined = isSaved ? saved : text.trim() === '' ? null : validation.data;
  return { liveTotals, check, updating: !isSaved && validation.isUpdating };
}

interface DeckEditorProps {
  /** The form. */
  children: ReactNode;
  style: DecklistStyle | undefined;
  text: string;
  deckCheck: ReturnType<typeof useDeckCheck>;
}

/** A deck form beside its checked list on wide screens, one above the other on phones. */
export function DeckEditor({ children, style, text, deckCheck: { check, updating } }: DeckEditorProps) {
  return (
    <div className={classes.deckLayout}>
      {children}
      <section aria-label="Checked decklist">
        {style && check ? (
          <CheckedDeck check={check} decklistStyle={style} updating={updating} />
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
