import { Alert, Anchor, Badge, Button, Container, Group, Loader, Stack, Table, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';
import { useTimerTournaments } from '../../api/timers';

function TournamentList() {
  const tournaments = useTimerTournaments();
  if (tournaments.isPending) return <Loader aria-label="Loading tournaments" />;
  if (tournaments.isError) {
    return (
      <Alert color="red" role="alert">
        Error fetching tournaments: {tournaments.error.message || 'Unknown error'}
      </Alert>
    );
  }
  if (tournaments.data.length === 0) return <Text>You currently have no tournament timers set up.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tournament Name</Table.Th>
          <Table.Th>Role</Table.Th>
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
                {tournament.role}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TimersPage() {
  const auth = useAuth();
  return (
    <Container size="sm">
      <Stack>
        <div>
          <Title order={1}>Round timers for your tournaments</Title>
          <Text c="dimmed">Synchronized with WebSockets and judge access via mobile</Text>
        </div>
        {auth.status === 'loading' && <Loader aria-label="Loading" />}
        {auth.status === 'unauthorized' && (
          <Stack align="flex-start">
            <Text>Please log in to view your tournaments</Text>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent('/timers')}`}>
              Log In
            </Button>
          </Stack>
        )}
        {auth.status === 'authorized' && (
          <>
            <Group>
              <Button component={Link} to="/timers/new" size="md">
                Create New Tournament
              </Button>
            </Group>
            <TournamentList />
          </>
        )}
      </Stack>
    </Container>
  );
}
