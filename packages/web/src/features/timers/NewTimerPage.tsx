import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, TextInput, Title } from '../../components/ui';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { leaveAnyway, useLeaveGuard } from '../../components/use-leave-guard';
import { Link, useLocation } from 'wouter';
import { useCreateTournament } from '../../api/timers';
import { trimmed } from '../../components/field-rules';
import { failureReason } from './failure-reason';

type Form = { tournament_name: string };

export function NewTimerPage() {
  const { t, i18n } = useLingui();
  const create = useCreateTournament();
  const maxLength = i18n.number(MAX_NAME_LENGTH);
  const [, navigate] = useLocation();
  const form = useForm<Form>(
    { tournament_name: '' },
    {
      tournament_name: {
        setValueAs: trimmed,
        required: t`Tournament name is required`,
        maxLength: { value: MAX_NAME_LENGTH, message: t`Tournament name must be at most ${maxLength} characters` },
      },
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['tournament_name'], {
    message: (error) => {
      const reason = failureReason(error);
      return t`Error creating tournament: ${reason}`;
    },
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
          <Title order={1}>
            <Trans>New Tournament Timer</Trans>
          </Title>
          <TextInput
            label={t`Tournament Name`}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an example event name: a format name and a Wizards event type, the same in every language
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
              <Trans>← Back to Timers</Trans>
            </Button>
            <Button type="submit" size="md" disabled={create.isPending}>
              {create.isPending ? <Trans>Creating...</Trans> : <Trans>Create Tournament Timer</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
