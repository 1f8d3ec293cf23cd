import { countProblems, type CardGroup } from '@decklist/core/decklist';
import { Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';

const ProblemsNoteText = lazyComponent(() => import('./ProblemsNoteText'), 'ProblemsNoteText');

/** Beside a deck form's submit button, when the list has problems: how many (see ProblemsNoteText.tsx). */
export function ProblemsNote({ check, action }: { check: { groups: readonly CardGroup[]; deck_warnings: readonly string[] } | null | undefined; action: string }) {
  const count = check ? countProblems(check) : 0;
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProblemsNoteText count={count} action={action} />
    </Suspense>
  );
}
