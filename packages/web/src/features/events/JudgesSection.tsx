import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '../../components/ui';
import { useAddJudge, useRemoveEventUser } from '../../api/events';
import { FormError } from '../../components/form/FormError';
import { PersonForm } from './PersonForm';

/** The owner's Judges section: who judges, add one by name and e-mail, remove one. */
export function JudgesSection({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const judges = (event.participants ?? []).filter((p) => p.role === 'judge');
  const addJudge = useAddJudge(event.event_id);
  const remove = useRemoveEventUser(event.event_id);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Judges</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>A judge gets an e-mail with a link to this event, signs in with the address you enter here and then sees it.</Trans>
      </Text>
      {judges.length === 0 ? (
        <Text c="dimmed">
          <Trans>No judges yet</Trans>
        </Text>
      ) : (
        <Stack gap={6} component="ul" aria-label={t`Judges`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {judges.map((judge) => {
            const judgeName = judge.player_name;
            return (
              <Paper withBorder p="xs" component="li" key={judge.user_id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text>{judgeName}</Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    loading={remove.isPending && remove.variables === judge.user_id}
                    onClick={() => remove.mutate(judge.user_id)}
                    aria-label={t`Remove judge ${judgeName}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {remove.isError && <FormError inline size="sm" error={remove.error} />}
      <PersonForm
        nameLabel={t`Name`}
        emailRequired
        submitLabel={t`Add Judge`}
        busy={addJudge.isPending}
        onSave={(values, callbacks) => addJudge.mutate(values, callbacks)}
      />
    </Stack>
  );
}
