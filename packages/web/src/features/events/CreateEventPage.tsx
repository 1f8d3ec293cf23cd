import type { CreateEventBody } from '@decklist/core/api';
import { EVENT_DATE_HINT, eventDateWindow, localDate } from '@decklist/core/events';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { Button, Container, Group, Stack, Switch, Text, TextInput, Title } from '../../components/ui';
import { useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { leaveAnyway, useLeaveGuard } from '../../components/use-leave-guard';
import { Link, useLocation } from 'wouter';
import { useCreateEvent, useFormats } from '../../api/events';
import { FormatSelect } from '../../decklist';
import { lengthLimit, trimmed } from '../../components/field-rules';

const FIELDS = ['event_name', 'event_date', 'format'] as const;

export function CreateEventPage() {
  const formats = useFormats();
  const create = useCreateEvent();
  const [, navigate] = useLocation();
  const [dates] = useState(() => eventDateWindow(localDate(new Date())));
  const [listsMayBePublished, setListsMayBePublished] = useState(false);
  const form = useForm<Pick<CreateEventBody, 'event_name' | 'event_date' | 'format'>>(
    { event_name: '', event_date: localDate(new Date()), format: '' },
    {
      format: { required: 'Format is required' },
      event_name: {
        setValueAs: trimmed,
        required: 'Tournament name is required',
        maxLength: lengthLimit('Tournament name', MAX_NAME_LENGTH),
      },
      event_date: {
        required: 'Tournament date is required',
        validate: (date) => (date < dates.min ? "Date can't be before yesterday." : date > dates.max ? EVENT_DATE_HINT : true),
      },
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, FIELDS);
  const { errors } = form;
  const { ref: formatRef, ...formatField } = form.register('format');

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    create.mutate({ ...values, lists_may_be_published: listsMayBePublished }, {
      onSuccess: (event) => leaveAnyway(() => navigate(`/e/${event.event_id}`)),
      onError: showServerError,
    });
  });

  return (
    <Container size="xs">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1}>Create Tournament</Title>
          <TextInput
            label="Tournament Name"
            placeholder="Modern RCQ"
            required
            limit={MAX_NAME_LENGTH}
            error={errors.event_name?.message}
            {...form.register('event_name')}
          />
          <TextInput
            label="Tournament Date"
            type="date"
            required
            min={dates.min}
            max={dates.max}
            description={EVENT_DATE_HINT}
            error={errors.event_date?.message}
            {...form.register('event_date')}
          />
          <FormatSelect {...formatField} inputRef={formatRef} error={errors.format?.message} />
          <Stack gap={4}>
            <Switch
              label="Decklists may be published"
              checked={listsMayBePublished}
              onChange={(change) => setListsMayBePublished(change.currentTarget.checked)}
              aria-describedby="lists-may-be-published-help"
            />
            <Text size="sm" c="dimmed" id="lists-may-be-published-help">
              Players are told before they submit. You can then publish chosen lists (say, the Top 8) on a public page.
            </Text>
          </Stack>
          <FormError error={formError} />
          <Group justify="space-between">
            <Button component={Link} to="/" variant="default">
              ← Back to Events
            </Button>
            <Button type="submit" disabled={create.isPending || !formats.data}>
              {create.isPending ? 'Creating...' : 'Create Tournament'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
