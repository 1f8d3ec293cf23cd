import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Button, Container, Group, Stack, TextInput, Title } from '../../components/ui';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { leaveAnyway, useLeaveGuard } from '../../components/use-leave-guard';
import { Link, useLocation } from 'wouter';
import { timerErrorMessage, useCreateTournament } from '../../api/timers';
import { lengthLimit, trimmed } from '../../components/field-rules';

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
        maxLength: lengthLimit('Tournament name', MAX_NAME_LENGTH),
      },
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['tournament_name'], {
    message: (error) => timerErrorMessage('creating tournament', error),
  });

  const submit = form.handleSubmit(({ tournament_name }) => {
    setFormError(undefined);
    create.mutate(tournament_name, {
      onSuccess: ({ tournament_id }) => leaveAnyway(() => navigate(`/timers/${tournament_id}`)),
      onError: showServerError,
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
            limit={MAX_NAME_LENGTH}
            size="md"
            error={form.errors.tournament_name?.message}
            {...form.register('tournament_name')}
          />
          <FormError error={formError} />
          <Group justify="space-between">
            <Button component={Link} to="/timers" variant="default" size="md">
              ← Back to Timers
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
