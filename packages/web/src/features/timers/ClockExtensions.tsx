import {
  EXTENSION_REASONS,
  MAX_EXTENSION_MINUTES,
  MAX_EXTENSION_REASON_LENGTH,
  MAX_TABLE_NUMBER,
  MIN_EXTENSION_MINUTES,
  MIN_TABLE_NUMBER,
  extensionRemaining,
  formatTableTime,
  isHalfMinuteStep,
  type LiveClock,
  type TableExtension,
} from '@decklist/core/timers';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAddExtension, useRemoveExtension } from '../../api/timers';
import { trimmed } from '../../components/field-rules';
import { FormError, useFormError } from '../../components/form/FormError';
import { useForm } from '../../components/form/use-form';
import { Box, Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import classes from './clock-extensions.module.css';
import { failureReason } from './failure-reason';

type Form = { table: string; minutes: string; reason: string };

const focusAndSelect = (id: string) => {
  const field = document.getElementById(id);
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
  }
};

type ExtensionReason = (typeof EXTENSION_REASONS)[number];

/** The reasons offered in the form, in the reader's language (the server writes 'deck check' itself). */
const REASON_LABELS: Record<ExtensionReason, MessageDescriptor> = {
  'deck check': msg({ message: 'deck check', comment: 'a reason for a table extension, offered in the form and shown in the list' }),
  'judge call': msg({ message: 'judge call', comment: 'a reason for a table extension, offered in the form and shown in the list' }),
};

const isKnownReason = (reason: string): reason is ExtensionReason => Object.hasOwn(REASON_LABELS, reason);

interface ClockExtensionsProps {
  tournamentId: string;
  clock: LiveClock;
  /** The clock's remaining time now: a table's time counts once the clock has reached zero. */
  clockRemaining: number;
}

/**
 * A clock's table extensions (extra time after the clock's end, e.g. after a deck check): quick entry
 * from a phone, table and minutes on one line and Enter to add. The table stays in its field, selected,
 * so the next number simply types over it.
 */
export function ClockExtensions({ tournamentId, clock, clockRemaining }: ClockExtensionsProps) {
  const add = useAddExtension(tournamentId, clock.clock_id);
  const remove = useRemoveExtension(tournamentId, clock.clock_id);
  const [done, setDone] = useState<string>();
  const [removeError, setRemoveError] = useState<string>();
  const tableId = useId();
  const minutesId = useId();
  const titleId = useId();
  const reasonsId = useId();
  const { t, i18n } = useLingui();
  const tableRule = (value: string) => {
    const n = Number(value);
    const min = MIN_TABLE_NUMBER;
    const max = MAX_TABLE_NUMBER;
    return (Number.isInteger(n) && n >= min && n <= max) || t`Table must be from ${min} to ${max}`;
  };
  const minutesRule = (value: string) => {
    const n = Number(value.replace(',', '.'));
    const min = MIN_EXTENSION_MINUTES;
    const max = MAX_EXTENSION_MINUTES;
    if (!(n >= min && n <= max)) return t`Minutes must be from ${min} to ${max}`;
    return isHalfMinuteStep(n) || t`Minutes must be whole or half minutes`;
  };
  const maxReasonLength = MAX_EXTENSION_REASON_LENGTH;
  const reasonLabel = (reason: string) => (isKnownReason(reason) ? t(REASON_LABELS[reason]) : reason);
  const form = useForm<Form>(
    { table: '', minutes: '3', reason: '' },
    {
      table: { setValueAs: trimmed, required: t`Table is required`, validate: tableRule },
      minutes: { setValueAs: trimmed, required: t`Minutes are required`, validate: minutesRule },
      reason: {
        setValueAs: trimmed,
        maxLength: { value: MAX_EXTENSION_REASON_LENGTH, message: t`Reason must be at most ${maxReasonLength} characters` },
      },
    },
  );
  const { formError, setFormError, showServerError } = useFormError(form, ['table', 'minutes', 'reason'], {
    aliases: { table_number: 'table' },
    message: (error) => {
      const reason = failureReason(error);
      return t`Error adding extension: ${reason}`;
    },
  });

  const submit = form.handleSubmit(({ table, minutes, reason }) => {
    setFormError(undefined);
    setDone(undefined);
    const table_number = Number(table);
    const replacing = clock.extensions.some((extension) => extension.table_number === table_number);
    const body = { table_number, minutes: Number(minutes.replace(',', '.')), reason: reason || null };
    add.mutate(body, {
      onSuccess: () => {
        const tableNumber = table_number;
        const minutes = i18n.number(body.minutes);
        setDone(replacing ? t`Table ${tableNumber}: +${minutes} min, replaced.` : t`Table ${tableNumber}: +${minutes} min, added.`);
        focusAndSelect(tableId);
      },
      onError: showServerError,
    });
  });

  const edit = (extension: TableExtension) => {
    form.setValues({ table: String(extension.table_number), minutes: String(extension.minutes), reason: extension.reason ?? '' });
    setDone(undefined);
    // Once the new values are drawn, or selecting them now would be undone.
    setTimeout(() => focusAndSelect(minutesId));
  };

  const removeTable = (table: number) => {
    setRemoveError(undefined);
    remove.mutate(table, {
      onSuccess: () => setDone(t`Table ${table}: extension removed.`),
      onError: (error) => {
        const reason = failureReason(error);
        setRemoveError(t`Error removing extension: ${reason}`);
      },
    });
  };

  const count = clock.extensions.length;
  const clockName = clock.clock_name;
  return (
    <Box component="section" aria-labelledby={titleId} className={classes.section}>
      <Stack gap="xs">
        <Title order={4} size="h5" id={titleId}>
          {count > 0 ? <Trans>Table extensions ({count})</Trans> : <Trans>Table extensions</Trans>}
        </Title>
        <form onSubmit={submit} noValidate aria-label={t`Add a table extension to ${clockName}`}>
          <Stack gap="xs">
            <div className={classes.quickEntry}>
              <TextInput
                label={t`Table`}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="done"
                required
                error={form.errors.table?.message}
                onFocus={(event) => event.currentTarget.select()}
                id={tableId}
                {...form.register('table')}
              />
              <TextInput
                label={t`Minutes`}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                required
                error={form.errors.minutes?.message}
                id={minutesId}
                {...form.register('minutes')}
              />
              <Button type="submit" size="md" loading={add.isPending} className={classes.addButton}>
                <Trans context="table extension">Add</Trans>
              </Button>
            </div>
            <TextInput
              label={t`Reason (optional)`}
              list={reasonsId}
              autoComplete="off"
              limit={MAX_EXTENSION_REASON_LENGTH}
              error={form.errors.reason?.message}
              {...form.register('reason')}
            />
            <datalist id={reasonsId}>
              {EXTENSION_REASONS.map((reason) => (
                <option key={reason} value={t(REASON_LABELS[reason])} />
              ))}
            </datalist>
            <Text size="sm" c="dimmed">
              <Trans>A table has one extension per clock: adding a table again replaces its extension.</Trans>
            </Text>
            <FormError error={formError} />
          </Stack>
        </form>
        <Text size="sm" role="status" aria-live="polite">
          {done}
        </Text>
        <FormError error={removeError} />
        {clock.extensions.length > 0 && (
          <ul className={classes.list} aria-label={t`Table extensions of ${clockName}`}>
            {clock.extensions.map((extension) => {
              const left = extensionRemaining(clockRemaining, extension.minutes);
              const tableNumber = extension.table_number;
              const minutes = i18n.number(extension.minutes);
              const time = formatTableTime(left);
              return (
                <li key={extension.table_number} className={classes.item} data-table={extension.table_number}>
                  <span className={classes.what}>
                    <strong>{t`Table ${tableNumber}`}</strong>
                    {` · ${t`+${minutes} min`}`}
                    {extension.reason ? ` · ${reasonLabel(extension.reason)}` : ''}
                    {clockRemaining <= 0 ? ` · ${left > 0 ? t`${time} left` : t`time is up`}` : ''}
                  </span>
                  <Group gap={4} wrap="nowrap">
                    <Button variant="subtle" size="md" px="xs" aria-label={t`Change table ${tableNumber}`} onClick={() => edit(extension)}>
                      <Trans>Change</Trans>
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="md"
                      px="xs"
                      aria-label={t`Remove table ${tableNumber}`}
                      disabled={remove.isPending}
                      onClick={() => removeTable(extension.table_number)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Box>
  );
}
