import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <Container size="sm">
      <Stack align="flex-start">
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text>
          <Trans>There is nothing at this address. Check the link, or start again from the home page.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to the Home Page</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
