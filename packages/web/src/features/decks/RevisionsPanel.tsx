import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack } from '../../components/ui';
import { Suspense, useId, useState, type ComponentProps } from 'react';
import { lazyComponent } from '../../components/lazy-part';

// Most visits never open the revisions: their code loads with the first opening.
const RevisionsBody = lazyComponent(() => import('./RevisionsBody'), 'RevisionsBody', 'revisions');
// Only a deck changed since its check needs the comparison's code: it comes with the revisions'.
const ChangesSinceCheckedBody = lazyComponent(() => import('./RevisionsBody'), 'ChangesSinceChecked', 'revisions');

/** What changed since the deck was marked reviewed, loaded when shown (see ChangesSinceChecked.tsx). */
export function ChangesSinceChecked(props: ComponentProps<typeof ChangesSinceCheckedBody>) {
  return (
    <Suspense fallback={null}>
      <ChangesSinceCheckedBody {...props} />
    </Suspense>
  );
}

export interface RevisionsPanelProps {
  event: EventDetails;
  /** Whose deck: unset for the caller's own. */
  userId?: string;
  /** The deck as it is now (null when there is none), to compare a previous version with. */
  current: EventDecklist | null;
}

/** The revisions of a deck, hidden until toggled (docs/product.md, Revisions). */
export function RevisionsPanel(props: RevisionsPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm">
      <div>
        <Button variant="light" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={panelId}>
          {open ? <Trans>Hide Revisions</Trans> : <Trans>Show Revisions</Trans>}
        </Button>
      </div>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading revisions`} />}>
            <RevisionsBody {...props} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
