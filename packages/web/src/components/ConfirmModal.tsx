import { Trans } from '@lingui/react/macro';
import { FormError } from './form/FormError';
import { Button, Group, Modal, Stack, Text } from './ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
  /** Shown under the text when the action failed. */
  error?: string | undefined;
  /** Red confirm button, for what cannot be undone (the default). */
  danger?: boolean;
}

/** The dialog itself; pages use ConfirmDialog, which loads it on first use. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  error,
  danger = true,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        <FormError inline error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
