import { Trans } from '@lingui/react/macro';
import { Button, Code, CopyButton, Group, Stack, Text, Title } from '../../components/ui';

/** The public display's address, to copy (confirmation for 2 s) or open on the hall's screen. */
export function PublicLink({ tournamentId }: { tournamentId: string }) {
  const url = `${window.location.origin}/timers/${encodeURIComponent(tournamentId)}/view`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="public-link-title">
      <Title order={2} size="h3" id="public-link-title">
        <Trans>Public Display</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Open this link on the screens in the hall. No login needed; it shows the running clocks.</Trans>
      </Text>
      <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
        {url}
      </Code>
      <Group grow gap="xs">
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="light" size="md" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? <span aria-hidden="true">✓&nbsp;</span> : null}
              {copied ? <Trans>Copied</Trans> : <Trans>Copy Link</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button component="a" href={url} target="_blank" rel="noopener" variant="light" size="md">
          <Trans>Open Display</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
