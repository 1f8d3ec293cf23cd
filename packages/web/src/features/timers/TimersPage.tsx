import type { TimerRole } from '@decklist/core/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Container, Group, Loader, Stack, Table, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';
import { useTimerTournaments } from '../../api/timers';

const ROLE_LABELS: Record<TimerRole, MessageDescriptor> = {
  owner: msg({ message: 'owner', context: 'tournament role' }),
  manager: msg({ message: 'manager', context: 'tournament role' }),
};

function TournamentList() {
  const { t } = useLingui();
  const tournaments = useTimerTournaments();
  if (tournaments.isPending) return <Loader aria-label={t`Loading tournaments`} />;
  if (tournaments.isError) {
    const reason = tournaments.error.message || t`Unknown error`;
    return (
      <Alert color="red" role="alert">
        <Trans>Error fetching tournaments: {reason}</Trans>
      </Alert>
    );
  }
  if (tournaments.data.length === 0) {
    return (
      <Text>
        <Trans>You currently have no tournament timers set up.</Trans>
      </Text>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Tournament Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Role</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tournaments.data.map((tournament) => (
          <Table.Tr key={tournament.tournament_id}>
            <Table.Td>
              <Anchor component={Link} to={`/timers/${tournament.tournament_id}`}>
                {tournament.tournament_name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={tournament.role === 'owner' ? 'blue' : 'grape'}>
                {t(ROLE_LABELS[tournament.role])}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TimersPage() {
  const { t } = useLingui();
  const auth = useAuth();
  return (
    <Container size="sm">
      <Stack>
        <div>
          <Title order={1}>
            <Trans>Round timers for your tournaments</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Every screen in the hall shows the same time, and judges run the clocks from their phones.</Trans>
          </Text>
        </div>
        {auth.status === 'loading' && <Loader aria-label={t`Loading`} />}
        {auth.status === 'unauthorized' && (
          <Stack align="flex-start">
            <Text>
              <Trans>Please log in to view your tournaments</Trans>
            </Text>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent('/timers')}`}>
              <Trans>Log In</Trans>
            </Button>
          </Stack>
        )}
        {auth.status === 'authorized' && (
          <>
            <Group>
              <Button component={Link} to="/timers/new" size="md">
                <Trans>Create New Tournament</Trans>
              </Button>
            </Group>
            <TournamentList />
          </>
        )}
      </Stack>
    </Container>
  );
}
