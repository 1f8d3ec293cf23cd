import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';

export function HomePage() {
  const auth = useAuth();
  return (
    <Container size="md">
      <Stack>
        <Title order={1}>Register your decklist</Title>
        <Text c="dimmed">Submit your decklist to a tournament, or create one for your players.</Text>
        <Group>
          <Button component={Link} to="/e/new">
            Create Tournament
          </Button>
          {auth.status === 'unauthorized' && (
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
