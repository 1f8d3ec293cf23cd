import type { EventDetails } from '@decklist/core';
import { Button, Divider, Group, Stack } from '../../components/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../api/auth';
import { useDeleteEvent, useRemoveEventUser } from '../../api/events';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { JudgesSection } from './JudgesSection';
import { PlayerList } from './PlayerList';
import { ShareSection } from './ShareSection';
import { StatusToggle } from './StatusToggle';

/** Delete Tournament (owner) or Leave Event (judge), each after a confirmation. */
function LeaveOrDelete({ event }: { event: EventDetails }) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const deleteEvent = useDeleteEvent(event.event_id);
  const leave = useRemoveEventUser(event.event_id);
  const isOwner = event.role === 'owner';
  const action = isOwner ? deleteEvent : leave;
  const userId = auth.status === 'authorized' ? auth.user.user_id : '';

  const confirm = () => {
    const done = { onSuccess: () => navigate('/') };
    if (isOwner) deleteEvent.mutate(undefined, done);
    else leave.mutate(userId, done);
  };

  return (
    <Group>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        {isOwner ? 'Delete Tournament' : 'Leave Event'}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={isOwner ? 'Delete Tournament' : 'Leave Event'}
        confirmLabel={isOwner ? 'Delete Tournament' : 'Leave Event'}
        busy={action.isPending}
        error={action.isError ? errorMessage(action.error) : undefined}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {isOwner
          ? 'Delete this tournament with all its players and decklists? This cannot be undone.'
          : 'Leave this event? You will no longer be a judge here or see its players and decklists.'}
      </ConfirmDialog>
    </Group>
  );
}

/** The owner's and judges' view of an event (spec section 2, "Management view contents"). */
export function ManageEvent({ event }: { event: EventDetails }) {
  return (
    <Stack gap="lg">
      <StatusToggle event={event} />
      <Divider />
      <PlayerList event={event} />
      {event.role === 'owner' && (
        <>
          <Divider />
          <JudgesSection event={event} />
        </>
      )}
      <Divider />
      <ShareSection event={event} />
      <Divider />
      <LeaveOrDelete event={event} />
    </Stack>
  );
}
