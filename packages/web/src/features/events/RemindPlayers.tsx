import type { EventDetails } from '@decklist/core/api';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useCheckReminders, useSendReminders } from '../../api/reminders';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/format';
import { Button, Group, Text } from '../../components/ui';

const players = (n: number) => (n === 1 ? '1 player' : `${n} players`);
const nextReminder = (iso: string) => `The next reminder is possible at ${formatDateTime(iso)}.`;

/** Why the reminder did not go; a refusal within the hour names the next possible time in the reader's own zone. */
function failure(error: unknown): string {
  const next = error instanceof ApiError && error.status === 429 ? (error.problem as { next_reminder_at?: unknown } | undefined)?.next_reminder_at : undefined;
  return typeof next === 'string' ? `Reminders were sent less than an hour ago. ${nextReminder(next)}` : errorMessage(error);
}

/**
 * 'Remind players without a deck': asks the server how many players it would mail (those without a deck
 * who have an e-mail address), confirms that number, sends, and says when the next reminder is possible.
 */
export function RemindPlayers({ event }: { event: EventDetails }) {
  const check = useCheckReminders(event.event_id);
  const send = useSendReminders(event.event_id);
  const [confirming, setConfirming] = useState<number>();
  const [note, setNote] = useState('');

  const ask = () => {
    setNote('');
    check.mutate(undefined, {
      onSuccess: (info) => {
        if (info.next_reminder_at && info.reminded_at) {
          setNote(`Reminders were sent at ${formatDateTime(info.reminded_at)}. ${nextReminder(info.next_reminder_at)}`);
        } else if (info.players_to_remind === 0) {
          setNote('No player without a deck has an e-mail address to send a reminder to.');
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
        const next = answer.next_reminder_at ? ` ${nextReminder(answer.next_reminder_at)}` : '';
        setNote(`Reminders are on their way to ${players(answer.queued)}.${next}`);
      },
    });

  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={ask} loading={check.isPending}>
          Remind players without a deck
        </Button>
        <Text size="sm" role="status">
          {note}
        </Text>
      </Group>
      <ConfirmDialog
        opened={confirming !== undefined}
        title="Remind players without a deck"
        confirmLabel="Send Reminders"
        danger={false}
        busy={send.isPending}
        error={send.isError ? failure(send.error) : undefined}
        onCancel={close}
        onConfirm={confirm}
      >
        Mail a reminder to {players(confirming ?? 0)} without a deck? Only players with an e-mail address get one
        {event.submission_deadline ? ', with the submission deadline' : ''}. Reminders can be sent once an hour.
      </ConfirmDialog>
    </>
  );
}
