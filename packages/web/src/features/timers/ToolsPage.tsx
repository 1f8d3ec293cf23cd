import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';

export function ToolsPage() {
  return (
    <Container size="sm">
      <Stack align="flex-start">
        <Title order={1}>
          <Trans>Tools</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Helpers for running a tournament.</Trans>
        </Text>
        <Button component={Link} to="/timers" size="md">
          <Trans>Tournament Timers</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
