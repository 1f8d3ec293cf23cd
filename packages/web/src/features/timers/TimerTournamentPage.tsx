import { Alert, Anchor, Badge, Button, Center, Container, Divider, Group, Loader, Stack, Text, Title } from '../../components/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { ApiError } from '../../api/client';
import { timerErrorMessage, useDeleteTournament, useForceUpdate, useTimerTournament } from '../../api/timers';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageError } from '../../components/PageError';
import { serverClock } from '../../live/server-clock';
import type { ConnectionState } from '../../live/timer-connection';
import { AddClockForm } from './AddClockForm';
import { AllClocksButtons } from './AllClocksButtons';
import { ClockCard } from './ClockCard';
import { useClockTick, useTimerChannel } from './live-hooks';
import { ManagersSection } from './ManagersSection';
import { PublicLink } from './PublicLink';
import classes from './timer-tournament-page.module.css';

const STATUS_MS = 3000;
const CONNECTION_LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting',
  open: 'Connected',
  reconnecting: 'Reconnecting',
};

/** A message that clears itself after 3 s (docs/product.md, Round clocks). */
function useStatusMessage() {
  const [message, setMessage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(undefined), STATUS_MS);
  };
  return [message, show] as const;
}

function TournamentManager({ tournamentId, sessionId }: { tournamentId: string; sessionId: string }) {
  const tournament = useTimerTournament(tournamentId);
  const force = useForceUpdate(tournamentId);
  const deleteTournament = useDeleteTournament(tournamentId);
  const [, navigate] = useLocation();
  const [status, showStatus] = useStatusMessage();
  const [actionError, setActionError] = useState<string>();
  const { state: connection, connectedOnce } = useTimerChannel(tournamentId, sessionId, () => showStatus('Sync completed'));
  useClockTick(tournament.data?.clocks);

  // Anyone may read a tournament (the public display does); only its owner and managers get a role.
  if (tournament.data?.role === null || (tournament.error instanceof ApiError && tournament.error.status === 403)) {
    return <PageError>You do not have permission to view this tournament.</PageError>;
  }
  if (tournament.isError) {
    return <PageError>Error loading tournament details: {tournament.error.message || 'Unknown error'}</PageError>;
  }
  if (tournament.isPending || !connectedOnce) {
    return (
      <Center mih="40vh">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader aria-label="Connecting" />
          <Text>Connecting to server...</Text>
          <Text size="sm" c="dimmed">
            Connection: {CONNECTION_LABELS[connection]}
            {tournament.isPending ? ' · loading the tournament' : ''}
          </Text>
        </Stack>
      </Center>
    );
  }

  const data = tournament.data;
  const isOwner = data.role === 'owner';
  const serverNow = serverClock.now();
  const syncing = force.isPending || status === 'Sync requested';

  const forceSync = () =>
    force.mutate(undefined, {
      onSuccess: () => {
        showStatus('Sync requested');
        void tournament.refetch();
      },
      onError: (error) => setActionError(timerErrorMessage('forcing update', error)),
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/timers" size="sm">
          ← Back to Timers
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.tournament_name}
          </Title>
          <Badge variant="light" color={isOwner ? 'blue' : 'grape'}>
            {data.role}
          </Badge>
        </Group>
        <Text size="sm" c={connection === 'open' ? 'green.9' : 'orange.9'} role="status">
          <span aria-hidden="true">{connection === 'open' ? '●' : '⟳'}</span>{' '}
          {connection === 'open' ? 'Live' : `${CONNECTION_LABELS[connection]}...`}
        </Text>
      </Stack>

      {status && (
        <Alert color="teal" role="status" py="xs">
          {status}
        </Alert>
      )}
      {actionError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setActionError(undefined)}>
          {actionError}
        </Alert>
      )}

      <AllClocksButtons tournamentId={tournamentId} clocks={data.clocks} serverNow={serverNow} onError={setActionError} />
      <section aria-label="Clocks" className={classes.clocks}>
        {data.clocks.length === 0 && <Text c="dimmed">No clocks yet. Add one below.</Text>}
        {data.clocks.map((clock) => (
          <ClockCard key={clock.clock_id} tournamentId={tournamentId} clock={clock} serverNow={serverNow} onError={setActionError} />
        ))}
      </section>

      <div className={classes.narrow}>
        <AddClockForm tournamentId={tournamentId} />
      </div>
      <Divider />
      <Stack gap="lg" className={classes.narrow}>
        <PublicLink tournamentId={tournamentId} />
        <Button size="md" variant="outline" onClick={forceSync} disabled={syncing}>
          {syncing ? 'Syncing...' : 'Force Sync'}
        </Button>

        {isOwner && (
          <>
            <Divider />
            <ManagersSection tournamentId={tournamentId} managers={data.managers} />
            <Divider />
            <ConfirmButton
              label="Delete Tournament"
              size="md"
              action={() => deleteTournament.mutateAsync()}
              onDone={() => navigate('/timers')}
              failure={(error) => timerErrorMessage('deleting tournament', error)}
            >
              Are you sure you want to permanently delete this tournament and all its clocks? This action cannot be undone.
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
        <PageError>Error: Tournament ID is required.</PageError>
      ) : auth.status === 'authorized' ? (
        <TournamentManager key={id} tournamentId={id} sessionId={auth.user.session_id} />
      ) : null}
    </Container>
  );
}
