import { eventDateWindow, localDate } from '@decklist/core/events';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { lengthLimit, trimmed } from '../../components/field-rules';
import type { FieldBinding, FieldErrors, FieldRules } from '../../components/form/use-form';
import { TextInput } from '../../components/ui';

type NameAndDate = { event_name: string; event_date: string };

/**
 * The rules of an event's name and date, the same when it is created and when its owner edits them: a date
 * from yesterday to 30 days ahead, except `kept`, the date it has now, which may stay as it is (a past event).
 */
export function useNameAndDateRules(kept?: string) {
  const { t } = useLingui();
  const [dates] = useState(() => eventDateWindow(localDate(new Date())));
  const rules: Record<keyof NameAndDate, FieldRules> = {
    event_name: {
      setValueAs: trimmed,
      required: t`Tournament name is required`,
      maxLength: lengthLimit(t`Tournament name`, MAX_NAME_LENGTH),
    },
    event_date: {
      required: t`Tournament date is required`,
      validate: (date) =>
        date === kept
          ? true
          : date < dates.min
            ? t`Date can't be before yesterday.`
            : date > dates.max
              ? t`Date can't be more than 30 days in the future.`
              : true,
    },
  };
  const min = kept !== undefined && kept < dates.min ? kept : dates.min;
  return { rules, min, max: dates.max };
}

interface NameAndDateFieldsProps {
  register<K extends keyof NameAndDate>(name: K): FieldBinding<K>;
  errors: FieldErrors<NameAndDate>;
  /** The date input's bounds, from `useNameAndDateRules`. */
  min: string;
  max: string;
  dateDescription: string;
  namePlaceholder?: string;
}

/** The event's name and date inputs. */
export function NameAndDateFields({ register, errors, min, max, dateDescription, namePlaceholder }: NameAndDateFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Tournament Name`}
        placeholder={namePlaceholder}
        required
        limit={MAX_NAME_LENGTH}
        error={errors.event_name?.message}
        {...register('event_name')}
      />
      <TextInput
        label={t`Tournament Date`}
        type="date"
        required
        min={min}
        max={max}
        description={dateDescription}
        error={errors.event_date?.message}
        {...register('event_date')}
      />
    </>
  );
}
