import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useEditEventDetails } from '../../api/events';
import { FormError, useFormError } from '../../components/form/FormError';
import { useForm } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { Button, Group, Paper, Stack, Text, Title } from '../../components/ui';
import { NameAndDateFields, useNameAndDateRules } from './NameAndDateFields';

const FIELDS = ['event_name', 'event_date'] as const;

interface DetailsValues {
  event_name: string;
  event_date: string;
}

/**
 * The owner's 'Edit' of the event's name and date, with the rules of its creation. A date that has
 * left the window since (a past event) may stay as it is while the name changes.
 */
export function EventDetailsEditor({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonId = useId();
  const focusEditOnClose = useRef(false);

  const close = (done: boolean) => {
    focusEditOnClose.current = true;
    setEditing(false);
    setSaved(done);
  };
  // Back to where the keyboard was, once the button is drawn again.
  useEffect(() => {
    if (editing || !focusEditOnClose.current) return;
    focusEditOnClose.current = false;
    document.getElementById(editButtonId)?.focus();
  }, [editing, editButtonId]);

  if (editing) return <DetailsForm event={event} onSaved={() => close(true)} onCancel={() => close(false)} />;
  return (
    <Group gap="sm">
      <Button
        id={editButtonId}
        variant="default"
        aria-label={t`Edit name and date`}
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        <Trans context="button">Edit</Trans>
      </Button>
      {saved && (
        <Text size="sm" c="green.9" role="status">
          <Trans>✓ Name and date saved. Open pages of this event show them now.</Trans>
        </Text>
      )}
    </Group>
  );
}

function DetailsForm({ event, onSaved, onCancel }: { event: EventDetails; onSaved(): void; onCancel(): void }) {
  const { t } = useLingui();
  const save = useEditEventDetails(event.event_id);
  const current = event.event_date;
  const { rules, min, max } = useNameAndDateRules(current);
  const form = useForm<DetailsValues>({ event_name: event.event_name, event_date: current }, rules);
  useLeaveGuard(form.isDirty);
  const { element } = form;
  useEffect(() => element('event_name')?.focus(), [element]);
  const { formError, setFormError, showServerError } = useFormError(form, FIELDS);
  const { errors } = form;

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    if (values.event_name === event.event_name && values.event_date === current) return onCancel();
    save.mutate(values, { onSuccess: onSaved, onError: showServerError });
  });

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="edit-event-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !save.isPending) onCancel();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="edit-event-title">
            <Trans>Edit name and date</Trans>
          </Title>
          <NameAndDateFields
            register={form.register}
            errors={errors}
            min={min}
            max={max}
            dateDescription={t`Date can't be more than 30 days in the future. The event and its decklists are deleted 7 days after this date.`}
          />
          <FormError error={formError} />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
