import { problemCount } from '@decklist/core/decklist';
import { Text } from '../components/ui';

/**
 * Beside a deck form's submit button: how many problems the list being sent has, said before it is
 * sent. It does not stop the submission: the judges decide.
 */
export function ProblemsNoteText({ count, action }: { count: number; action: string }) {
  return (
    <Text size="sm" c="yellow" role="note">
      ⚠ This list has {problemCount(count)} (see Deck Warnings). You can still {action} it: the judges decide.
    </Text>
  );
}
