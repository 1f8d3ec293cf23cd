import { Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';
import { lazyComponent } from './lazy-part';

const ConfirmModal = lazyComponent(() => import('./ConfirmModal'), 'ConfirmModal');

/**
 * A yes/no question before a destructive action (docs/product.md, Limits and timings: confirmations). The modal's code
 * (focus trap, scroll lock, portal) loads when a dialog first opens, not with the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
