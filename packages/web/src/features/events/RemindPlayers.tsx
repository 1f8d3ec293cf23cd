import type { EventDetails } from '@decklist/core/api';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useCheckReminders, useSendReminders } from '../../api/reminders';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/format';
import { Button, Group, Text } from '../../components/ui';

/** When the server refused a reminder within the hour, the next possible time it names. */
function nextReminderOf(error: unknown): string | undefined {
  const next = error instanceof ApiError && error.status === 429 ? (error.problem as { next_reminder_at?: unknown } | undefined)?.next_reminder_at : undefined;
  return typeof next === 'string' ? next : undefined;
}

/**
 * 'Remind players without a deck': asks the server how many players it would mail (those without a deck
 * who have an e-mail address), confirms that number, sends, and says when the next reminder is possible.
 */
export function RemindPlayers({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const check = useCheckReminders(event.event_id);
  const send = useSendReminders(event.event_id);
  const [confirming, setConfirming] = useState<number>();
  const [note, setNote] = useState('');

  /** Why the reminder did not go; a refusal within the hour names the next possible time in the reader's own zone. */
  const failure = (error: unknown): string => {
    const next = nextReminderOf(error);
    if (next === undefined) return errorMessage(error);
    const nextAt = formatDateTime(next);
    return t`Reminders were sent less than an hour ago. The next reminder is possible at ${nextAt}.`;
  };

  const ask = () => {
    setNote('');
    check.mutate(undefined, {
      onSuccess: (info) => {
        if (info.next_reminder_at && info.reminded_at) {
          const sentAt = formatDateTime(info.reminded_at);
          const nextAt = formatDateTime(info.next_reminder_at);
          setNote(t`Reminders were sent at ${sentAt}. The next reminder is possible at ${nextAt}.`);
        } else if (info.players_to_remind === 0) {
          setNote(t`No player without a deck has an e-mail address to send a reminder to.`);
        } else {
          setConfirming(info.players_to_remind);
        }
      },
      onError: (error) => setNote(errorMessage(error)),
    });
  };
  const close = () => {
    send.reset();
    setConfirming(undefined);
  };
  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        close();
        const queued = answer.queued;
        if (answer.next_reminder_at) {
          const nextAt = formatDateTime(answer.next_reminder_at);
          setNote(
            t`Reminders are on their way to ${plural(queued, { one: `${queued} player`, other: `${queued} players` })}. The next reminder is possible at ${nextAt}.`,
          );
        } else {
          setNote(t`Reminders are on their way to ${plural(queued, { one: `${queued} player`, other: `${queued} players` })}.`);
        }
      },
    });

  const toRemind = confirming ?? 0;
  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={ask} loading={check.isPending}>
          <Trans>Remind players without a deck</Trans>
        </Button>
        <Text size="sm" role="status">
          {note}
        </Text>
      </Group>
      <ConfirmDialog
        opened={confirming !== undefined}
        title={t`Remind players without a deck`}
        confirmLabel={t`Send Reminders`}
        danger={false}
        busy={send.isPending}
        error={send.isError ? failure(send.error) : undefined}
        onCancel={close}
        onConfirm={confirm}
      >
        {event.submission_deadline ? (
          <Trans>
            Mail a reminder to <Plural value={toRemind} one={`${toRemind} player`} other={`${toRemind} players`} /> without a deck? Only
            players with an e-mail address get one, with the submission deadline. Reminders can be sent once an hour.
          </Trans>
        ) : (
          <Trans>
            Mail a reminder to <Plural value={toRemind} one={`${toRemind} player`} other={`${toRemind} players`} /> without a deck? Only
            players with an e-mail address get one. Reminders can be sent once an hour.
          </Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
