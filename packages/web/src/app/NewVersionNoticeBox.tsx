import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '../components/ui';
import { newVersion } from '../sw/version';

/** Once a new version of the app was deployed while this page is open: it keeps working, and may switch now. */
export function NewVersionNoticeBox() {
  return (
    <Alert color="blue" role="status">
      <Group gap="sm">
        <Text size="sm">
          <Trans>A new version of Decklist is ready. A decklist you were typing is kept.</Trans>
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => newVersion.reload()}>
          <Trans>Reload for the new version</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
