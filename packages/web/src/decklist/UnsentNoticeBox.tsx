import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '../components/ui';

/**
 * Beside the form's button while its save has not got through (no network, or no answer in time): the
 * list is kept on this device and sent by itself when the network returns; 'Send now' tries at once.
 */
export function UnsentNoticeBox({ action, sending, onSendNow }: { action: 'submit' | 'save'; sending: boolean; onSendNow(): void }) {
  return (
    <Alert color="yellow" role="status">
      <Stack gap="xs" align="flex-start">
        {action === 'save' ? (
          <Trans>Not saved yet: no connection. It will be saved as soon as you are back online.</Trans>
        ) : (
          <Trans>Not sent yet: no connection. It will be sent as soon as you are back online.</Trans>
        )}
        <Button variant="default" size="sm" onClick={onSendNow} loading={sending}>
          <Trans>Send now</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
