import type { CreateEventBody } from '@decklist/core/api';
import { localDate } from '@decklist/core/events';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Switch, Text, Title } from '../../components/ui';
import { Suspense, useState } from 'react';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { leaveAnyway, useLeaveGuard } from '../../components/use-leave-guard';
import { Link, useLocation } from 'wouter';
import { useCreateEvent, useFormats } from '../../api/events';
import { FormatSelect } from '../../decklist/FormatSelect';
import { NameAndDateFields, useNameAndDateRules } from './NameAndDateFields';
import { lazyComponent } from '../../components/lazy-part';
import { limitedSetupBody, NEW_LIMITED_SETUP, setupIssues } from './limited-setup-value';

// Loaded when the format is Limited: most events are not.
const LimitedSetupFields = lazyComponent(() => import('./LimitedSetupFields'), 'LimitedSetupFields', 'limited');

const FIELDS = ['event_name', 'event_date', 'format'] as const;

export function CreateEventPage() {
  const { t } = useLingui();
  const formats = useFormats();
  const create = useCreateEvent();
  const [, navigate] = useLocation();
  const [listsMayBePublished, setListsMayBePublished] = useState(false);
  const [limited, setLimited] = useState(NEW_LIMITED_SETUP);
  const [showLimitedIssues, setShowLimitedIssues] = useState(false);
  const { rules, min, max } = useNameAndDateRules();
  const form = useForm<Pick<CreateEventBody, 'event_name' | 'event_date' | 'format'>>(
    { event_name: '', event_date: localDate(new Date()), format: '' },
    { format: { required: t`Format is required` }, ...rules },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, FIELDS);
  const { errors } = form;
  const { ref: formatRef, ...formatField } = form.register('format');

  const isLimited = form.values.format === 'limited';
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    if (isLimited && setupIssues(limited)) return setShowLimitedIssues(true);
    create.mutate({ ...values, lists_may_be_published: listsMayBePublished, ...(isLimited ? { limited: limitedSetupBody(limited) } : {}) }, {
      onSuccess: (event) => leaveAnyway(() => navigate(`/e/${event.event_id}`)),
      onError: showServerError,
    });
  });

  return (
    <Container size="xs">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1}>
            <Trans>Create Tournament</Trans>
          </Title>
          <NameAndDateFields
            register={form.register}
            errors={errors}
            min={min}
            max={max}
            dateDescription={t`Date can't be more than 30 days in the future.`}
            namePlaceholder={t({ message: 'Modern RCQ', comment: 'example of a tournament name: a format and a kind of event' })}
          />
          <FormatSelect {...formatField} inputRef={formatRef} error={errors.format?.message} />
          {isLimited && (
            <Suspense fallback={null}>
              <LimitedSetupFields value={limited} onChange={setLimited} showIssues={showLimitedIssues} />
            </Suspense>
          )}
          <Stack gap={4}>
            <Switch
              label={t`Decklists may be published`}
              checked={listsMayBePublished}
              onChange={(change) => setListsMayBePublished(change.currentTarget.checked)}
              aria-describedby="lists-may-be-published-help"
            />
            <Text size="sm" c="dimmed" id="lists-may-be-published-help">
              <Trans>Players are told before they submit. You can then publish chosen lists (say, the Top 8) on a public page.</Trans>
            </Text>
          </Stack>
          <FormError error={formError} />
          <Group justify="space-between">
            <Button component={Link} to="/" variant="default">
              <Trans>← Back to Events</Trans>
            </Button>
            <Button type="submit" disabled={create.isPending || !formats.data}>
              {create.isPending ? <Trans>Creating...</Trans> : <Trans>Create Tournament</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
