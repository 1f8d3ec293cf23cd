import { normaliseEventCode } from '@decklist/core/events';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/auth';
import { NotFoundError } from '../../api/client';
import { useFindEvent, useMyEvents } from '../../api/events';
import { EventsTable } from './EventsTable';

function JoinEventForm() {
  const { t } = useLingui();
  const find = useFindEvent();
  const [, navigate] = useLocation();
  const form = useForm<{ code: string }>(
    { code: '' },
    {
      code: {
        setValueAs: normaliseEventCode,
        required: t`Enter the code of the event`,
      },
    },
  );
  // The code field takes no message from the server: every failure shows in the alert.
  const { formError, setFormError, showServerError } = useFormError(form, [], {
    message: (failure) =>
      failure instanceof NotFoundError ? t`This code doesn't seem right. Check that you entered it correctly.` : t`Error. Try again later.`,
  });

  const submit = form.handleSubmit(({ code }) => {
    setFormError(undefined);
    find.mutate(code, {
      onSuccess: (event) => navigate(`/e/${event.event_id}`),
      onError: showServerError,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      {/* The button goes under the field rather than squeeze it (a long label on a phone, German's 'Turnier beitreten'). */}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t`Event code`}
          placeholder={t`e.g. 7xk2m9qhtw`}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          style={{ flexGrow: 1, flexBasis: '13rem' }}
          error={form.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" loading={find.isPending}>
          <Trans>Join Event</Trans>
        </Button>
      </Group>
      <FormError error={formError} mt="sm" />
    </form>
  );
}

function MyEvents() {
  const events = useMyEvents();
  if (events.isPending) {
    return (
      <Text c="dimmed">
        <Trans>Loading events...</Trans>
      </Text>
    );
  }
  if (events.isError) {
    return (
      <Text c="red">
        <Trans>Error. Try again later.</Trans>
      </Text>
    );
  }
  return <EventsTable events={events.data} />;
}

export function HomePage() {
  const auth = useAuth();
  return (
    <Container size="md">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Register your decklist</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Enter the code of your tournament to submit your decklist, or create a tournament for your players.</Trans>
        </Text>
        <JoinEventForm />
        <Group>
          <Button component={Link} to="/e/new" variant="light">
            <Trans>Create Tournament</Trans>
          </Button>
          {auth.status === 'unauthorized' && (
            <Anchor component={Link} to="/login">
              <Trans>Log in</Trans>
            </Anchor>
          )}
        </Group>
        {auth.status === 'authorized' && (
          <Stack gap="xs">
            <Title order={2} size="h3">
              <Trans>Your Events</Trans>
            </Title>
            <MyEvents />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
