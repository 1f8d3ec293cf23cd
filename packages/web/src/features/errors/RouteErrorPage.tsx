import { Button, Container, Stack, Text, Title } from '../../components/ui';

/** Shown when a page fails to render or its code cannot load (for example after a deploy). */
export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
