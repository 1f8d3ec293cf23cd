import { countProblems, type CardGroup } from '@decklist/core/decklist';
import { Suspense } from 'react';
import { lazyComponent } from '../components/lazy-part';
import type { ProblemsNoteAction } from './ProblemsNoteText';

const ProblemsNoteText = lazyComponent(() => import('./ProblemsNoteText'), 'ProblemsNoteText');

/** Beside a deck form's submit button, when the list has problems: how many (see ProblemsNoteText.tsx). */
export function ProblemsNote({
  check,
  action,
}: {
  check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] } | null | undefined;
  /** What the form's button does: each has its own sentence. */
  action: ProblemsNoteAction;
}) {
  const count = check ? countProblems(check) : 0;
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProblemsNoteText count={count} action={action} />
    </Suspense>
  );
}
