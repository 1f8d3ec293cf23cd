import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Switch, Text } from '../../components/ui';
import { useState } from 'react';
import { useSetEventStatus } from '../../api/events';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/form/FormError';
import { DeadlineForm } from './DeadlineForm';

/** Open/closed: the owner switches both ways; a judge closes after a confirmation and cannot reopen. */
export function StatusToggle({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const setStatus = useSetEventStatus(event.event_id);
  const [confirming, setConfirming] = useState(false);
  const isOpen = event.status === 'open';
  const isJudge = event.role === 'judge';

  const change = (next: 'open' | 'closed') => setStatus.mutate(next, { onSuccess: () => setConfirming(false) });
  const toggle = () => {
    if (!isOpen) change('open');
    else if (isJudge) setConfirming(true);
    else change('closed');
  };

  return (
    <Stack gap={4}>
      <Switch
        size="md"
        checked={isOpen}
        onChange={toggle}
        disabled={setStatus.isPending || (isJudge && !isOpen)}
        label={isOpen ? t`Tournament open` : t`Tournament closed`}
      />
      <Text size="sm">
        {isOpen ? (
          <Trans>Players can submit and modify decks when the tournament is open.</Trans>
        ) : (
          <Trans>Players cannot submit or modify decks when the tournament is closed.</Trans>
        )}
      </Text>
      <DeadlineForm key={event.submission_deadline ?? 'none'} event={event} />
      {isJudge && !isOpen && (
        <Text size="sm" c="dimmed">
          <Trans>Only the tournament owner can reopen this tournament.</Trans>
        </Text>
      )}
      {setStatus.isError && !confirming && <FormError inline size="sm" error={setStatus.error} />}
      <ConfirmDialog
        opened={confirming}
        title={t`Close Tournament`}
        confirmLabel={t`Close Tournament`}
        onConfirm={() => change('closed')}
        onCancel={() => setConfirming(false)}
        busy={setStatus.isPending}
        error={setStatus.isError ? errorMessage(setStatus.error) : undefined}
      >
        <Trans>Players will no longer be able to submit or modify decks. Only the tournament owner can reopen this tournament.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
