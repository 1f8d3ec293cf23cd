import type { CardGroup, DecklistStyle } from '@decklist/core';
import { Stack } from '../components/ui';
import { CardGroupTable } from './CardGroupTable';
import { DeckWarnings } from './DeckWarnings';

export interface CheckedDeckProps {
  check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] };
  decklistStyle: DecklistStyle;
  /** The list shown is older than the text being typed. */
  updating?: boolean;
}

/** A checked decklist: its deck warnings, then the card-group table with totals, mana costs and card warnings. */
export function CheckedDeck({ check, decklistStyle, updating = false }: CheckedDeckProps) {
  return (
    <Stack gap="sm" aria-busy={updating} style={{ opacity: updating ? 0.7 : 1 }}>
      <DeckWarnings warnings={check.deck_warnings} />
      <CardGroupTable groups={check.groups} decklistStyle={decklistStyle} />
    </Stack>
  );
}
