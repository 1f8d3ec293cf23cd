import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '../../components/ui';
import { useAllowBack } from '../../api/events';
import { FormError } from '../../components/form/FormError';
import { formatDateTime } from '../../components/format';

/**
 * The people the owner or a judge removed: they cannot rejoin by themselves (submitting a deck is
 * refused) until an organiser adds them again or allows them back here.
 */
export function RemovedPlayers({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const removed = event.removed_players ?? [];
  const allowBack = useAllowBack(event.event_id);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans context="heading: people removed from the tournament">Removed</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>They cannot rejoin this event by themselves. Allow one back to let them submit a decklist again.</Trans>
      </Text>
      <Stack gap={6} component="ul" aria-label={t`Removed people`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {removed.map((person) => {
          const personName = person.player_name;
          const removedAt = formatDateTime(person.removed_at);
          return (
            <Paper withBorder p="xs" component="li" key={person.user_id}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text style={{ overflowWrap: 'anywhere' }}>{personName}</Text>
                  <Text size="xs" c="dimmed">
                    <Trans comment="when the person was removed from the tournament">Removed {removedAt}</Trans>
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="compact-sm"
                  loading={allowBack.isPending && allowBack.variables === person.user_id}
                  onClick={() => allowBack.mutate(person.user_id)}
                  aria-label={t`Allow ${personName} back`}
                >
                  <Trans>Allow back</Trans>
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {allowBack.isError && <FormError inline size="sm" error={allowBack.error} />}
    </Stack>
  );
}
