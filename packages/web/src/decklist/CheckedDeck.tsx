import { countProblems, type CardGroup } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { Suspense } from 'react';
import { Stack } from '../components/ui';
import { CardGroupTable, type CardActions } from './CardGroupTable';
import { lazyComponent } from '../components/lazy-part';

// Only a list with problems needs the summary's code.
const ProblemsSummary = lazyComponent(() => import('./DeckWarnings'), 'ProblemsSummary', 'warnings');

export interface CheckedDeckProps {
  check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] };
  decklistStyle: DecklistStyle;
  /** The list shown is older than the text being typed. */
  updating?: boolean;
  /** In a deck form: warnings go to their lines, suggestions rewrite them. */
  actions?: CardActions | undefined;
  /** A deck form shows the totals under its text, once. */
  hideTotals?: boolean;
}

/**
 * A checked decklist: the summary of every problem (the deck's warnings, then each kind of card
 * warning with its cards), then the card-group table with totals, mana costs and card warnings.
 */
export function CheckedDeck({ check, decklistStyle, updating = false, actions, hideTotals = false }: CheckedDeckProps) {
  return (
    <Stack gap="sm" aria-busy={updating} style={{ opacity: updating ? 0.7 : 1 }}>
      {countProblems(check) > 0 && (
        <Suspense fallback={null}>
          <ProblemsSummary check={check} decklistStyle={decklistStyle} actions={actions} />
        </Suspense>
      )}
      <CardGroupTable groups={check.groups} decklistStyle={decklistStyle} actions={actions} hideTotals={hideTotals} />
    </Stack>
  );
}
