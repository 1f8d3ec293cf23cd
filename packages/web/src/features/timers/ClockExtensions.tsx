import {
  EXTENSION_REASONS,
  MAX_EXTENSION_MINUTES,
  MAX_EXTENSION_REASON_LENGTH,
  MAX_TABLE_NUMBER,
  EXTENSION_MINUTES_RANGE_MESSAGE,
  MIN_EXTENSION_MINUTES,
  MIN_TABLE_NUMBER,
  extensionRemaining,
  formatExtensionMinutes,
  formatTableTime,
  isHalfMinuteStep,
  type LiveClock,
  type TableExtension,
} from '@decklist/core/timers';
import { useId, useState } from 'react';
import { timerErrorMessage, useAddExtension, useRemoveExtension } from '../../api/timers';
import { trimmed } from '../../components/field-rules';
import { FormError, useFormError } from '../../components/form/FormError';
import { useForm } from '../../components/form/use-form';
import { Box, Button, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import classes from './clock-extensions.module.css';

type Form = { table: string; minutes: string; reason: string };

const focusAndSelect = (id: string) => {
  const field = document.getElementById(id);
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
  }
};

const tableRule = (value: string) => {
  const n = Number(value);
  return (Number.isInteger(n) && n >= MIN_TABLE_NUMBER && n <= MAX_TABLE_NUMBER) || `Table must be from ${MIN_TABLE_NUMBER} to ${MAX_TABLE_NUMBER}`;
};
const minutesRule = (value: string) => {
  const n = Number(value.replace(',', '.'));
  if (!(n >= MIN_EXTENSION_MINUTES && n <= MAX_EXTENSION_MINUTES)) return EXTENSION_MINUTES_RANGE_MESSAGE;
  return isHalfMinuteStep(n) || 'Minutes must be whole or half minutes';
};

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
  const form = useForm<Form>(
    { table: '', minutes: '3', reason: '' },
    {
      table: { setValueAs: trimmed, required: 'Table is required', validate: tableRule },
      minutes: { setValueAs: trimmed, required: 'Minutes are required', validate: minutesRule },
      reason: {
        setValueAs: trimmed,
        maxLength: { value: MAX_EXTENSION_REASON_LENGTH, message: `Reason must be at most ${MAX_EXTENSION_REASON_LENGTH} characters` },
      },
    },
  );
  const { formError, setFormError, showServerError } = useFormError(form, ['table', 'minutes', 'reason'], {
    aliases: { table_number: 'table' },
    message: (error) => timerErrorMessage('adding extension', error),
  });

  const submit = form.handleSubmit(({ table, minutes, reason }) => {
    setFormError(undefined);
    setDone(undefined);
    const table_number = Number(table);
    const replacing = clock.extensions.some((extension) => extension.table_number === table_number);
    const body = { table_number, minutes: Number(minutes.replace(',', '.')), reason: reason || null };
    add.mutate(body, {
      onSuccess: () => {
        setDone(`Table ${table_number}: ${formatExtensionMinutes(body.minutes)}, ${replacing ? 'replaced' : 'added'}.`);
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
      onSuccess: () => setDone(`Table ${table}: extension removed.`),
      onError: (error) => setRemoveError(timerErrorMessage('removing extension', error)),
    });
  };

  return (
    <Box component="section" aria-labelledby={titleId} className={classes.section}>
      <Stack gap="xs">
        <Title order={4} size="h5" id={titleId}>
          Table extensions{clock.extensions.length > 0 ? ` (${clock.extensions.length})` : ''}
        </Title>
        <form onSubmit={submit} noValidate aria-label={`Add a table extension to ${clock.clock_name}`}>
          <Stack gap="xs">
            <div className={classes.quickEntry}>
              <TextInput
                label="Table"
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
                label="Minutes"
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                required
                error={form.errors.minutes?.message}
                id={minutesId}
                {...form.register('minutes')}
              />
              <Button type="submit" size="md" loading={add.isPending} className={classes.addButton}>
                Add
              </Button>
            </div>
            <TextInput
              label="Reason (optional)"
              list={reasonsId}
              autoComplete="off"
              limit={MAX_EXTENSION_REASON_LENGTH}
              error={form.errors.reason?.message}
              {...form.register('reason')}
            />
            <datalist id={reasonsId}>
              {EXTENSION_REASONS.map((reason) => (
                <option key={reason} value={reason} />
              ))}
            </datalist>
            <Text size="sm" c="dimmed">
              A table has one extension per clock: adding a table again replaces its extension.
            </Text>
            <FormError error={formError} />
          </Stack>
        </form>
        <Text size="sm" role="status" aria-live="polite">
          {done}
        </Text>
        <FormError error={removeError} />
        {clock.extensions.length > 0 && (
          <ul className={classes.list} aria-label={`Table extensions of ${clock.clock_name}`}>
            {clock.extensions.map((extension) => {
              const left = extensionRemaining(clockRemaining, extension.minutes);
              return (
                <li key={extension.table_number} className={classes.item} data-table={extension.table_number}>
                  <span className={classes.what}>
                    <strong>{`Table ${extension.table_number}`}</strong>
                    {` · ${formatExtensionMinutes(extension.minutes)}`}
                    {extension.reason ? ` · ${extension.reason}` : ''}
                    {clockRemaining <= 0 ? ` · ${left > 0 ? `${formatTableTime(left)} left` : 'time is up'}` : ''}
                  </span>
                  <Group gap={4} wrap="nowrap">
                    <Button variant="subtle" size="md" px="xs" aria-label={`Change table ${extension.table_number}`} onClick={() => edit(extension)}>
                      Change
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="md"
                      px="xs"
                      aria-label={`Remove table ${extension.table_number}`}
                      disabled={remove.isPending}
                      onClick={() => removeTable(extension.table_number)}
                    >
                      Remove
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
