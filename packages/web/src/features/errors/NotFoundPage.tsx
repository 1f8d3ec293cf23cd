import { Button, Container, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <Container size="sm">
      <Stack align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text>There is nothing at this address. Check the link, or start again from the home page.</Text>
        <Button component={Link} to="/">
          Go to the Home Page
        </Button>
      </Stack>
    </Container>
  );
}
