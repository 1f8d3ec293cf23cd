import { Trans } from '@lingui/react/macro';
import { FormError } from '../../components/form/FormError';
import { Button, Container, Group, Text } from '../../components/ui';

/** A pool page whose data could not be loaded at all: the error, and a Retry. */
export function LoadFailed({ error, retry }: { error: Error; retry(): void }) {
  return (
    <Container size="sm">
      <FormError error={error} />
      <Button mt="md" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </Container>
  );
}

/** On a pool page already shown, when a refresh of its data failed: the page and what was entered on it stay. */
export function RefreshFailed({ retry }: { retry(): void }) {
  return (
    <Group gap="xs" role="status">
      <Text size="sm">
        <Trans>Couldn't refresh this page: it shows what was last loaded.</Trans>
      </Text>
      <Button variant="default" size="compact-sm" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </Group>
  );
}
