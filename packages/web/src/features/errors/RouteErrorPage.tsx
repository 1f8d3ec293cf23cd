import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '../../components/ui';

/** Shown when a page fails to render or its code cannot load (for example after a deploy). */
export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>
          <Trans>Something went wrong</Trans>
        </Title>
        <Text>
          <Trans>This page could not be shown. Reloading usually helps.</Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
