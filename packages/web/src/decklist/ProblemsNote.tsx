import { problemCount, summariseProblems, type CardGroup } from '@decklist/core';
import { Text } from '../components/ui';

/**
 * Beside a deck form's submit button: how many problems the list being sent has, said before it is
 * sent. It does not stop the submission: the judges decide.
 */
export function ProblemsNote({ check, action }: { check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] } | null | undefined; action: string }) {
  const count = check ? summariseProblems(check).count : 0;
  if (count === 0) return null;
  return (
    <Text size="sm" c="yellow" role="note">
      ⚠ This list has {problemCount(count)} (see Deck Warnings). You can still {action} it: the judges decide.
    </Text>
  );
}
