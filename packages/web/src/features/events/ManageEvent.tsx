import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { Divider, Group, Stack } from '../../components/ui';
import { useLocation } from 'wouter';
import { useAuth } from '../../api/auth';
import { useDeleteEvent, useRemoveEventUser } from '../../api/events';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EventDetailsEditor } from './EventDetailsEditor';
import { JudgesSection } from './JudgesSection';
import { PlayerList } from './PlayerList';
import { ShareSection } from './ShareSection';
import { StatusToggle } from './StatusToggle';
import { lazyComponent } from '../../components/lazy-part';

// Loaded only for an event where someone was removed, so the management view's first load stays small.
const RemovedPlayers = lazyComponent(() => import('./RemovedPlayers'), 'RemovedPlayers');
// Loaded after the rest of the management view: choosing, printing and publishing lists comes late in a tournament.
const PublishLists = lazyComponent(() => import('./PublishLists'), 'PublishLists');

/** Delete Tournament (owner) or Leave Event (judge), each after a confirmation. */
function LeaveOrDelete({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const deleteEvent = useDeleteEvent(event.event_id);
  const leave = useRemoveEventUser(event.event_id);
  const isOwner = event.role === 'owner';
  const userId = auth.status === 'authorized' ? auth.user.user_id : '';

  return (
    <Group>
      <ConfirmButton
        label={isOwner ? t`Delete Tournament` : t`Leave Event`}
        action={() => (isOwner ? deleteEvent.mutateAsync() : leave.mutateAsync(userId))}
        onDone={() => navigate('/')}
      >
        {isOwner ? (
          <Trans>Delete this tournament with all its players and decklists? This cannot be undone.</Trans>
        ) : (
          <Trans>Leave this event? You will no longer be a judge here or see its players and decklists.</Trans>
        )}
      </ConfirmButton>
    </Group>
  );
}

/** What another feature adds to the management view, after the player list (the route fills it: e.g. deck checks). */
export type ManageExtras = (event: EventDetails) => ReactNode;

/** The owner's and judges' view of an event (docs/product.md, Managing an event); the owner also edits its name and date. */
export function ManageEvent({ event, extras }: { event: EventDetails; extras?: ManageExtras | undefined }) {
  return (
    <Stack gap="lg">
      {event.role === 'owner' && <EventDetailsEditor event={event} />}
      <StatusToggle event={event} />
      <Divider />
      <PlayerList event={event} />
      {(event.removed_players?.length ?? 0) > 0 && (
        <>
          <Divider />
          <Suspense fallback={null}>
            <RemovedPlayers event={event} />
          </Suspense>
        </>
      )}
      {extras && (
        <>
          <Divider />
          {extras(event)}
        </>
      )}
      {event.role === 'owner' && (
        <>
          <Divider />
          <JudgesSection event={event} />
        </>
      )}
      <Divider />
      <ShareSection event={event} />
      <Divider />
      <Suspense fallback={null}>
        <PublishLists event={event} />
      </Suspense>
      <Divider />
      <LeaveOrDelete event={event} />
    </Stack>
  );
}
