import {
  MAX_CLOCK_NAME_LENGTH,
  DEFAULT_CLOCK_MINUTES,
  MAX_CLOCK_SECONDS,
  MIN_CLOCK_MINUTES,
} from '@decklist/core/timers';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput, Title } from '../../components/ui';
import { useForm } from '../../components/form/use-form';
import { FormError, useFormError } from '../../components/form/FormError';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useCreateClock } from '../../api/timers';
import { trimmed } from '../../components/field-rules';
import { failureReason } from './failure-reason';

type Form = { clock_name: string; minutes: string };

/**
 * Clock name and duration in minutes (at least 1), sent in seconds (docs/product.md, Forms). The duration starts at
 * `roundMinutes`, a round's length in the linked event's format, else 50.
 */
export function AddClockForm({ tournamentId, roundMinutes }: { tournamentId: string; roundMinutes?: number }) {
  const { t, i18n } = useLingui();
  const create = useCreateClock(tournamentId);
  const maxLength = i18n.number(MAX_CLOCK_NAME_LENGTH);
  const form = useForm<Form>(
    { clock_name: '', minutes: String(roundMinutes ?? DEFAULT_CLOCK_MINUTES) },
    {
      clock_name: {
        setValueAs: trimmed,
        required: t`Clock name is required`,
        maxLength: { value: MAX_CLOCK_NAME_LENGTH, message: t`Clock name must be at most ${maxLength} characters` },
      },
      minutes: {
        validate: {
          required: (value) => value.trim() !== '' || t`Duration is required`,
          number: (value) => Number.isFinite(Number(value)) || t`Duration must be a number`,
          min: (value) => Number(value) >= MIN_CLOCK_MINUTES || t`Duration must be at least 1 minute`,
          max: (value) => Number(value) * 60 <= MAX_CLOCK_SECONDS || t`Duration must be at most 24 hours`,
        },
      },
    },
  );
  useLeaveGuard(form.isDirty);
  const { formError, setFormError, showServerError } = useFormError(form, ['clock_name'], {
    aliases: { duration_seconds: 'minutes' },
    message: (error) => {
      const reason = failureReason(error);
      return t`Error creating clock: ${reason}`;
    },
  });

  const submit = form.handleSubmit(({ clock_name, minutes }) => {
    setFormError(undefined);
    create.mutate(
      { clock_name, duration_seconds: Math.round(Number(minutes) * 60) },
      {
        onSuccess: () => form.reset({ clock_name: '', minutes }),
        onError: showServerError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-clock-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="add-clock-title">
          <Trans>Add Clock</Trans>
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t`Clock Name`}
            placeholder={t({ message: 'Round 1', comment: 'an example name of a new round clock' })}
            required
            limit={MAX_CLOCK_NAME_LENGTH}
            size="md"
            miw={180}
            error={form.errors.clock_name?.message}
            {...form.register('clock_name')}
          />
          <TextInput
            label={t`Duration (minutes)`}
            type="number"
            inputMode="numeric"
            min={MIN_CLOCK_MINUTES}
            max={MAX_CLOCK_SECONDS / 60}
            required
            size="md"
            miw={140}
            error={form.errors.minutes?.message}
            {...form.register('minutes')}
          />
        </Group>
        <FormError error={formError} />
        <Button type="submit" size="md" loading={create.isPending}>
          <Trans>Add Clock</Trans>
        </Button>
      </Stack>
    </form>
  );
}
