import { groupTotal, groupTotals, totalLabels, type CardGroup, type DeckCard, type DecklistStyle, type DecklistTotals } from '@decklist/core';
import { Badge, Group, Text } from '../components/ui';
import { ManaCost } from './ManaCost';
import classes from './decklists.module.css';

export interface CardGroupTableProps {
  /** `groups` of a decklist as the API sends them (spec section 3). */
  groups: readonly CardGroup[];
  /** The format's decklist style: 'Deck: n' for commander, 'Main: n' and 'Side: n' otherwise. */
  decklistStyle: DecklistStyle;
  /** Shown when there are no cards. */
  emptyText?: string;
  /** Hide mana costs and warnings (the print view shows quantity and name only). */
  compact?: boolean;
  /** Hide the totals (a deck form shows them under its text). */
  hideTotals?: boolean;
  /** In a deck form: a card's warning goes to its line, a suggested name rewrites it. */
  actions?: CardActions | undefined;
}

/** What a deck form does for a row of its checked list. */
export interface CardActions {
  /** The first line of the text where the row's card is written (from 1), if it is there. */
  lineOf(card: DeckCard, group: CardGroup): number | undefined;
  goTo(card: DeckCard, group: CardGroup): void;
  /** Rewrites the row's lines with `name`. */
  fix(card: DeckCard, group: CardGroup, name: string): void;
}

export interface DeckTotalsProps {
  /** From `groupTotals(groups)`, or `useLiveTotals(text, style)` while typing. */
  totals: DecklistTotals;
  decklistStyle: DecklistStyle;
}

/** The counts of spec section 2: 'Deck: n' for commander style, otherwise 'Main: n' and 'Side: n'. */
export function DeckTotals({ totals, decklistStyle }: DeckTotalsProps) {
  return (
    <Group gap="xs" aria-label="Card counts">
      {totalLabels(totals, decklistStyle).map((label) => (
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
export function CardGroupTable({ groups, decklistStyle, emptyText = 'No cards yet.', compact = false, hideTotals = false, actions }: CardGroupTableProps) {
  return (
    <div>
      {!hideTotals && <DeckTotals totals={groupTotals(groups)} decklistStyle={decklistStyle} />}
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {emptyText}
        </Text>
      ) : (
        <table className={classes.table}>
          {groups.map((group) => (
            <tbody key={group.group_name}>
              <tr>
                <th colSpan={compact ? 2 : 3} scope="rowgroup" className={classes.groupHeading}>
                  {group.group_name} ({groupTotal(group)})
                </th>
              </tr>
              {group.cards.map((card, i) => (
                <tr key={`${card.card_name}-${i}`}>
                  <td className={classes.quantity}>{card.quantity}</td>
                  <td>
                    {card.card_name}
                    {!compact && <CardWarnings card={card} group={group} actions={actions} />}
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

/**
 * A card's warnings (a ⚠ sign and text, not colour alone). In a deck form each is a button that puts
 * the cursor on the card's line, and each name a misspelt card may be is a button that writes it in.
 */
function CardWarnings({ card, group, actions }: { card: DeckCard; group: CardGroup; actions: CardActions | undefined }) {
  const line = actions?.lineOf(card, group);
  if (!actions || line === undefined) {
    return card.warnings.map((warning) => (
      <span key={warning} className={classes.warning}>
        ⚠ {warning}
      </span>
    ));
  }
  const suggestions = card.suggestions ?? [];
  return card.warnings.map((warning) => {
    // The unknown-card warning ends with its suggestions: they become buttons of their own.
    const meant = suggestions.length > 0 && warning.includes('Did you mean');
    return (
      <span key={warning} className={classes.warning}>
        <button type="button" className={classes.warningButton} onClick={() => actions.goTo(card, group)}>
          ⚠ {meant ? warning.slice(0, warning.indexOf('Did you mean')).trim() : warning} <span className={classes.lineRef}>(line {line})</span>
        </button>
        {meant && (
          <span className={classes.suggestions}>
            Did you mean{' '}
            {suggestions.map((name) => (
              <button key={name} type="button" className={classes.suggestion} onClick={() => actions.fix(card, group, name)}>
                {name}
              </button>
            ))}
            ?
          </span>
        )}
      </span>
    );
  });
}
