import { Button, Container, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';

export function ToolsPage() {
  return (
    <Container size="sm">
      <Stack align="flex-start">
        <Title order={1}>Tools</Title>
        <Text c="dimmed">Helpers for running a tournament.</Text>
        <Button component={Link} to="/timers" size="md">
          Tournament Timers
        </Button>
      </Stack>
    </Container>
  );
}
