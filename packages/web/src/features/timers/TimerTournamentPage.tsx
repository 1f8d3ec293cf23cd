import type { TimerRole } from '@decklist/core/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Center, Container, Divider, Group, Loader, Stack, Text, Title } from '../../components/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useDeleteTournament, useForceUpdate, useTimerTournament } from '../../api/timers';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageError } from '../../components/PageError';
import { serverClock } from '../../live/server-clock';
import type { ConnectionState } from '../../live/timer-connection';
import { AddClockForm } from './AddClockForm';
import { AllClocksButtons } from './AllClocksButtons';
import { ClockCard } from './ClockCard';
import { failureReason } from './failure-reason';
import { useClockTick, useTimerChannel } from './live-hooks';
import { ManagersSection } from './ManagersSection';
import { PublicLink } from './PublicLink';
import classes from './timer-tournament-page.module.css';

const STATUS_MS = 3000;
const CONNECTION_LABELS: Record<ConnectionState, MessageDescriptor> = {
  connecting: msg`Connecting`,
  open: msg`Connected`,
  reconnecting: msg`Reconnecting`,
};
/** The live line under the tournament's name. */
const CONNECTION_LINES: Record<ConnectionState, MessageDescriptor> = {
  connecting: msg`Connecting...`,
  open: msg`Live`,
  reconnecting: msg`Reconnecting...`,
};
const ROLE_LABELS: Record<TimerRole, MessageDescriptor> = {
  owner: msg({ message: 'owner', context: 'tournament role' }),
  manager: msg({ message: 'manager', context: 'tournament role' }),
};
const SYNC_COMPLETED = msg`Sync completed`;
const SYNC_REQUESTED = msg`Sync requested`;

/** A message that clears itself after 3 s (docs/product.md, Round clocks). */
function useStatusMessage() {
  const [message, setMessage] = useState<MessageDescriptor>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (text: MessageDescriptor) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(undefined), STATUS_MS);
  };
  return [message, show] as const;
}

/** How long the page waits for its live channel before reading the tournament without it. */
const CHANNEL_WAIT_MS = 3000;

function TournamentManager({ tournamentId, sessionEcho }: { tournamentId: string; sessionEcho: string }) {
  const { t } = useLingui();
  const [status, showStatus] = useStatusMessage();
  const { state: connection, connectedOnce } = useTimerChannel(tournamentId, sessionEcho, () => showStatus(SYNC_COMPLETED));
  // A handshake the hall's network leaves hanging neither opens nor fails: read anyway after a few seconds.
  const [waitedForChannel, setWaitedForChannel] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedForChannel(true), CHANNEL_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const tournament = useTimerTournament(tournamentId, connectedOnce || connection === 'reconnecting' || waitedForChannel);
  const force = useForceUpdate(tournamentId);
  const deleteTournament = useDeleteTournament(tournamentId);
  const [, navigate] = useLocation();
  const [actionError, setActionError] = useState<string>();
  useClockTick(tournament.data?.clocks);

  // Anyone may read a tournament (the public display does); only its owner and managers get a role.
  if (tournament.data?.role === null || (tournament.error instanceof ApiError && tournament.error.status === 403)) {
    return (
      <PageError>
        <Trans>You do not have permission to view this tournament.</Trans>
      </PageError>
    );
  }
  if (tournament.isError) {
    const reason = tournament.error.message || t`Unknown error`;
    return (
      <PageError>
        <Trans>Error loading tournament details: {reason}</Trans>
      </PageError>
    );
  }
  if (tournament.isPending || !connectedOnce) {
    const state = t(CONNECTION_LABELS[connection]);
    return (
      <Center mih="40vh">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader aria-label={t`Connecting`} />
          <Text>
            <Trans>Connecting to server...</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {tournament.isPending ? <Trans>Connection: {state} · loading the tournament</Trans> : <Trans>Connection: {state}</Trans>}
          </Text>
        </Stack>
      </Center>
    );
  }

  const data = tournament.data;
  const isOwner = data.role === 'owner';
  const serverNow = serverClock.now();
  const syncing = force.isPending || status === SYNC_REQUESTED;

  const forceSync = () =>
    force.mutate(undefined, {
      onSuccess: () => {
        showStatus(SYNC_REQUESTED);
        void tournament.refetch();
      },
      onError: (error) => {
        const reason = failureReason(error);
        setActionError(t`Error forcing update: ${reason}`);
      },
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/timers" size="sm">
          <Trans>← Back to Timers</Trans>
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.tournament_name}
          </Title>
          <Badge variant="light" color={isOwner ? 'blue' : 'grape'}>
            {data.role && t(ROLE_LABELS[data.role])}
          </Badge>
        </Group>
        <Text size="sm" c={connection === 'open' ? 'green.9' : 'orange.9'} role="status">
          <span aria-hidden="true">{connection === 'open' ? '●' : '⟳'}</span>{' '}
          {t(CONNECTION_LINES[connection])}
        </Text>
      </Stack>

      {status && (
        <Alert color="teal" role="status" py="xs">
          {t(status)}
        </Alert>
      )}
      {actionError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t`Dismiss`} onClose={() => setActionError(undefined)}>
          {actionError}
        </Alert>
      )}

      <AllClocksButtons tournamentId={tournamentId} clocks={data.clocks} serverNow={serverNow} onError={setActionError} />
      <section aria-label={t`Clocks`} className={classes.clocks}>
        {data.clocks.length === 0 && (
          <Text c="dimmed">
            <Trans>No clocks yet. Add one below.</Trans>
          </Text>
        )}
        {data.clocks.map((clock) => (
          <ClockCard key={clock.clock_id} tournamentId={tournamentId} clock={clock} serverNow={serverNow} onError={setActionError} />
        ))}
      </section>

      <div className={classes.narrow}>
        <AddClockForm tournamentId={tournamentId} roundMinutes={data.round_minutes} />
      </div>
      <Divider />
      <Stack gap="lg" className={classes.narrow}>
        <PublicLink tournamentId={tournamentId} />
        <Button size="md" variant="outline" onClick={forceSync} disabled={syncing}>
          {syncing ? <Trans>Syncing...</Trans> : <Trans>Force Sync</Trans>}
        </Button>

        {isOwner && (
          <>
            <Divider />
            <ManagersSection tournamentId={tournamentId} managers={data.managers} />
            <Divider />
            <ConfirmButton
              label={t`Delete Tournament`}
              size="md"
              action={() => deleteTournament.mutateAsync()}
              onDone={() => navigate('/timers')}
              failure={(error) => {
                const reason = failureReason(error);
                return t`Error deleting tournament: ${reason}`;
              }}
            >
              <Trans>Are you sure you want to permanently delete this tournament and all its clocks? This action cannot be undone.</Trans>
            </ConfirmButton>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** /timers/{tournament_id}: the management page for owners and managers (docs/product.md, Round clocks). */
export function TimerTournamentPage() {
  const { id } = useParams<{ id: string }>();
  const auth = useAuth();
  return (
    // The same centred column as every page; the clocks as a grid of cards, the forms below narrower.
    <Container size="lg">
      {!id ? (
        <PageError>
          <Trans>Error: Tournament ID is required.</Trans>
        </PageError>
      ) : auth.status === 'authorized' ? (
        <TournamentManager key={id} tournamentId={id} sessionEcho={auth.user.session_id} />
      ) : null}
    </Container>
  );
}
