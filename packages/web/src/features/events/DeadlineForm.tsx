import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSetSubmissionDeadline } from '../../api/events';
import { DeadlineNotice, toLocalInput, useTimeLeft } from '../../components/DeadlineNotice';
import { formatDeadline, viewerTimeZone } from '../../components/format';
import { FormError } from '../../components/form/FormError';
import { Button, Group, Stack, Text, TextInput } from '../../components/ui';

/**
 * The submission deadline (owner and judges): submissions close by themselves at that instant. Typed
 * in the viewer's time zone. A judge can set or clear a deadline that has not come; moving or
 * clearing a passed one reopens the event, which only its owner can do.
 */
export function DeadlineForm({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const deadline = event.submission_deadline ?? null;
  const [value, setValue] = useState(() => (deadline ? toLocalInput(deadline) : ''));
  const save = useSetSubmissionDeadline(event.event_id);
  const left = useTimeLeft(deadline);
  const passed = left !== undefined && left <= 0;
  const mayChange = event.role === 'owner' || !passed;
  // Closed by hand before the deadline: no countdown to a closing that already happened.
  const closedFirst = event.status === 'closed' && !passed;
  const deadlineTime = deadline ? formatDeadline(deadline) : '';
  const timeZone = viewerTimeZone();

  return (
    <Stack gap={6}>
      {deadline && !passed && !closedFirst && (
        <Text size="sm" role="status">
          <DeadlineNotice deadline={deadline} />
        </Text>
      )}
      {deadline && closedFirst && (
        <Text size="sm" role="status">
          <Trans>Closed by an organiser before the deadline, {deadlineTime}.</Trans>
        </Text>
      )}
      {deadline && passed && (
        <Text size="sm" role="status">
          <Trans>Submissions closed at the deadline, {deadlineTime}.</Trans>
        </Text>
      )}
      {mayChange && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (value) save.mutate(new Date(value).toISOString());
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t`Submission deadline`}
              description={t`Date and time in your time zone (${timeZone}). Submissions close by themselves at that moment.`}
              type="datetime-local"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" disabled={!value || save.isPending}>
              {deadline ? <Trans>Move Deadline</Trans> : <Trans>Set Deadline</Trans>}
            </Button>
            {deadline && (
              <Button
                variant="subtle"
                disabled={save.isPending}
                onClick={() => {
                  setValue('');
                  save.mutate(null);
                }}
              >
                <Trans>Clear Deadline</Trans>
              </Button>
            )}
          </Group>
        </form>
      )}
      {save.isError && <FormError inline size="sm" error={save.error} />}
    </Stack>
  );
}
