import { summariseProblems, type CardGroup } from '@decklist/core/decklist';
import { Alert, List } from '../components/ui';

export interface DeckWarningsProps {
  /** The problems of a decklist (`summariseProblems`); nothing is shown when empty. */
  warnings: readonly string[];
  /** Defaults to 'Deck Warnings'. */
  title?: string;
}

/** The deck's warnings as a list under a warning sign and a title (not colour alone). */
export function DeckWarnings({ warnings, title = 'Deck Warnings' }: DeckWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={`⚠ ${title}`} role="note">
      <List size="sm" spacing={4}>
        {warnings.map((warning, i) => (
          <List.Item key={i}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The 'Deck Warnings' box of a checked list: every problem, with its cards. */
export function ProblemsSummary({ check }: { check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] } }) {
  return <DeckWarnings warnings={summariseProblems(check).lines} />;
}
