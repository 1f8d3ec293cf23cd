import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/form-errors';
import { ConfirmDialog } from './ConfirmDialog';
import { Button, type ButtonProps } from './ui';

export interface ConfirmButtonProps {
  /** The button's label; also the dialog's title and confirm label unless they are given. */
  label: string;
  title?: string;
  confirmLabel?: string;
  /** The question the dialog asks. */
  children: ReactNode;
  /** The action, run once confirmed (e.g. a mutation's mutateAsync); the dialog closes when it succeeds. */
  action(): Promise<unknown>;
  onDone?(): void;
  /** The sentence shown in the dialog when the action fails (default: the server's message). */
  failure?(error: unknown): string;
  size?: ButtonProps['size'];
  /** A red button and confirm, for what cannot be undone (the default). */
  danger?: boolean;
}

/** A button that asks first (docs/product.md, Limits and timings: confirmations): delete, remove, leave. */
export function ConfirmButton({
  label,
  title = label,
  confirmLabel = label,
  children,
  action,
  onDone,
  failure,
  size,
  danger = true,
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setConfirming(false);
    setError(undefined);
  };
  const confirm = () => {
    setBusy(true);
    setError(undefined);
    action().then(
      () => {
        setBusy(false);
        setConfirming(false);
        onDone?.();
      },
      (failed: unknown) => {
        setBusy(false);
        setError(failure ? failure(failed) : errorMessage(failed));
      },
    );
  };
  return (
    <>
      <Button color={danger ? 'red' : undefined} variant="outline" size={size} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        error={error}
        danger={danger}
        onCancel={close}
        onConfirm={confirm}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
