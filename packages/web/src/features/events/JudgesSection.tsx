import type { EventDetails } from '@decklist/core/api';
import { Button, Group, Paper, Stack, Text, Title } from '../../components/ui';
import { useAddJudge, useRemoveEventUser } from '../../api/events';
import { FormError } from '../../components/form/FormError';
import { PersonForm } from './PersonForm';

/** The owner's Judges section: who judges, add one by name and e-mail, remove one. */
export function JudgesSection({ event }: { event: EventDetails }) {
  const judges = (event.participants ?? []).filter((p) => p.role === 'judge');
  const addJudge = useAddJudge(event.event_id);
  const remove = useRemoveEventUser(event.event_id);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Judges
      </Title>
      <Text size="sm" c="dimmed">
        A judge gets an e-mail with a link to this event, signs in with the address you enter here and then sees it.
      </Text>
      {judges.length === 0 ? (
        <Text c="dimmed">No judges yet</Text>
      ) : (
        <Stack gap={6} component="ul" aria-label="Judges" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {judges.map((judge) => (
            <Paper withBorder p="xs" component="li" key={judge.user_id}>
              <Group justify="space-between" wrap="nowrap">
                <Text>{judge.player_name}</Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={remove.isPending && remove.variables === judge.user_id}
                  onClick={() => remove.mutate(judge.user_id)}
                  aria-label={`Remove judge ${judge.player_name}`}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {remove.isError && <FormError inline size="sm" error={remove.error} />}
      <PersonForm
        nameLabel="Name"
        emailRequired
        submitLabel="Add Judge"
        busy={addJudge.isPending}
        onSave={(values, callbacks) => addJudge.mutate(values, callbacks)}
      />
    </Stack>
  );
}
