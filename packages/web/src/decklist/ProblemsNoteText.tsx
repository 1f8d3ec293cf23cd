import { Plural, Trans } from '@lingui/react/macro';
import { Text } from '../components/ui';

/** What the deck form's button does with the list: submit it to the event, or save it in the library. */
export type ProblemsNoteAction = 'submit' | 'save';

/**
 * Beside a deck form's submit button: how many problems the list being sent has, said before it is
 * sent. It does not stop the submission: the judges decide.
 */
export function ProblemsNoteText({ count, action }: { count: number; action: ProblemsNoteAction }) {
  return (
    <Text size="sm" c="yellow" role="note">
      ⚠{' '}
      {action === 'save' ? (
        <Trans>
          This list has <Plural value={count} one="# problem" other="# problems" /> (see Deck Warnings). You can still save it: the judges
          decide.
        </Trans>
      ) : (
        <Trans>
          This list has <Plural value={count} one="# problem" other="# problems" /> (see Deck Warnings). You can still submit it: the judges
          decide.
        </Trans>
      )}
    </Text>
  );
}
