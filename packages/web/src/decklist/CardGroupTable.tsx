import { groupTotal, type DecklistTotals, type CardGroup } from '@decklist/core/decklist';
import { checkTotals } from '@decklist/core/games';
import type { DecklistStyle } from '@decklist/core/formats';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '../components/ui';
import { Suspense } from 'react';
import type { CardActions } from './CardWarnings';
import { ManaCost } from './ManaCost';
import { lazyComponent } from '../components/lazy-part';

// Only a card with warnings needs their code.
const CardWarnings = lazyComponent(() => import('./CardWarnings'), 'CardWarnings', 'warnings');
import classes from './decklists.module.css';
import { groupLabel } from './group-label';

export type { CardActions };

export interface CardGroupTableProps {
  /** `groups` of a decklist as the API sends them (docs/product.md, Decklists). */
  groups: readonly CardGroup[];
  /** The format's decklist style: 'Deck: n' for commander, 'Main: n' and 'Side: n' otherwise. */
  decklistStyle: DecklistStyle;
  /** Shown when there are no cards (default: 'No cards yet.'). */
  emptyText?: string;
  /** Hide mana costs and warnings (the print view shows quantity and name only). */
  compact?: boolean;
  /** Hide the totals (a deck form shows them under its text). */
  hideTotals?: boolean;
  /** In a deck form: a card's warning goes to its line, a suggested name rewrites it. */
  actions?: CardActions | undefined;
}


export interface DeckTotalsProps {
  /** From `checkTotals(groups, style)`, or `useLiveTotals(text, style)` while typing. */
  totals: DecklistTotals;
  decklistStyle: DecklistStyle;
}

/**
 * The counts of docs/product.md (Decklists): 'Deck: n' for commander style, 'Deck: n' and 'Arena cards: n' for Flesh
 * and Blood, otherwise 'Main: n' and 'Side: n'.
 */
export function DeckTotals({ totals, decklistStyle }: DeckTotalsProps) {
  const { t } = useLingui();
  const { main, side } = totals;
  const deck = t({ message: `Deck: ${main}`, comment: 'How many cards a commander deck (or a Flesh and Blood deck, hero and arena cards aside) has' });
  const labels =
    decklistStyle === 'commander'
      ? [deck]
      : decklistStyle === 'fab'
        ? [deck, t({ message: `Arena cards: ${side}`, comment: 'Flesh and Blood: how many weapons and equipment a list has' })]
        : [t({ message: `Main: ${main}`, comment: 'How many cards the main deck has' }), t({ message: `Side: ${side}`, comment: 'How many cards the sideboard has' })];
  return (
    <Group gap="xs" aria-label={t`Card counts`}>
      {labels.map((label) => (
        <Badge key={label} variant="light" size="lg" radius="sm" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The card-group table: the totals, then each group with its total, and per card the quantity,
 * name, mana cost and warnings (a ⚠ sign and text, not colour alone).
 */
export function CardGroupTable({ groups, decklistStyle, emptyText, compact = false, hideTotals = false, actions }: CardGroupTableProps) {
  const { t } = useLingui();
  return (
    <div>
      {!hideTotals && <DeckTotals totals={checkTotals(groups, decklistStyle)} decklistStyle={decklistStyle} />}
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {emptyText ?? t`No cards yet.`}
        </Text>
      ) : (
        <table className={classes.table}>
          {groups.map((group) => (
            <tbody key={group.group_name}>
              <tr>
                <th colSpan={compact ? 2 : 3} scope="rowgroup" className={classes.groupHeading}>
                  {groupLabel(group.group_name)} ({groupTotal(group)})
                </th>
              </tr>
              {group.cards.map((card, i) => (
                <tr key={`${card.card_name}-${i}`}>
                  <td className={classes.quantity}>{card.quantity}</td>
                  <td>
                    {card.card_name}
                    {!compact && card.warnings.length > 0 && (
                      <Suspense fallback={null}>
                        <CardWarnings card={card} group={group} actions={actions} />
                      </Suspense>
                    )}
                  </td>
                  {!compact && (
                    <td className={classes.costCell}>
                      <ManaCost cost={card.mana_cost} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}
