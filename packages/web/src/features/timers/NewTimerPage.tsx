import { Alert, Button, Container, Group, Stack, TextInput, Title } from '../../components/ui';
import { useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { Link, useLocation } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { timerErrorMessage, useCreateTournament } from '../../api/timers';
import { trimmed } from '../../components/field-rules';

type Form = { tournament_name: string };

export function NewTimerPage() {
  const create = useCreateTournament();
  const [, navigate] = useLocation();
  const form = useForm<Form>(
    { tournament_name: '' },
    {
      tournament_name: {
        setValueAs: trimmed,
        required: 'Tournament name is required',
      },
    },
  );
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(({ tournament_name }) => {
    setFormError(undefined);
    create.mutate(tournament_name, {
      onSuccess: ({ tournament_id }) => navigate(`/timers/${tournament_id}`),
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, ['tournament_name']);
        if (rest) setFormError(timerErrorMessage('creating tournament', rest));
      },
    });
  });

  return (
    <Container size="xs">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1}>New Tournament Timer</Title>
          <TextInput
            label="Tournament Name"
            placeholder="Modern RCQ"
            required
            size="md"
            error={form.errors.tournament_name?.message}
            {...form.register('tournament_name')}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to="/timers" variant="default" size="md">
              Back
            </Button>
            <Button type="submit" size="md" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Tournament Timer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
