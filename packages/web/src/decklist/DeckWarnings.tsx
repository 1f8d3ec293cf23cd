import { summariseProblems, type CardGroup, type DeckCard } from '@decklist/core/decklist';
import { Alert, List } from '../components/ui';
import type { CardActions } from './CardWarnings';
import own from './card-warnings.module.css';

export interface DeckWarningsProps {
  /** The problems of a decklist (`summariseProblems`); nothing is shown when empty. */
  warnings: readonly string[];
  /** Defaults to 'Deck Warnings'. */
  title?: string;
  /** The names misspelt cards may be, offered right under the warnings (in a deck form). */
  fixes?: readonly CardFix[];
  actions?: CardActions | undefined;
}

interface CardFix {
  card: DeckCard;
  group: CardGroup;
}

/** The deck's warnings as a list under a warning sign and a title (not colour alone). */
export function DeckWarnings({ warnings, title = 'Deck Warnings', fixes = [], actions }: DeckWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={`⚠ ${title}`} role="note">
      <List size="sm" spacing={4}>
        {warnings.map((warning, i) => (
          <List.Item key={i}>{warning}</List.Item>
        ))}
      </List>
      {actions && fixes.length > 0 && (
        // On a phone the card's own row is far below: the fix is offered where the warning is read.
        <ul className={own.fixes} aria-label="Suggested names">
          {fixes.map(({ card, group }) => (
            <li key={`${group.group_name}\u0000${card.card_name}`} className={own.suggestions}>
              <span>{card.card_name}:</span> Did you mean{' '}
              {(card.suggestions ?? []).map((name, i, names) => (
                <span key={name}>
                  <button
                    type="button"
                    className={own.suggestion}
                    aria-label={`${name} instead of ${card.card_name}`}
                    onClick={() => actions.fix(card, group, name)}
                  >
                    {name}
                  </button>
                  {i < names.length - 1 ? ' or ' : ''}
                </span>
              ))}
              ?
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** The 'Deck Warnings' box of a checked list: every problem, with its cards, and in a deck form the suggested names. */
export function ProblemsSummary({
  check,
  actions,
}: {
  check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] };
  actions?: CardActions | undefined;
}) {
  const fixes = check.groups.flatMap((group) =>
    group.cards.filter((card) => (card.suggestions?.length ?? 0) > 0).map((card) => ({ card, group })),
  );
  return <DeckWarnings warnings={summariseProblems(check).lines} fixes={fixes} actions={actions} />;
}
