import type { DeckCheck, TimerLink } from '@decklist/core/deck-checks';
import { MAX_DECK_CHECK_NOTE_LENGTH, MAX_EXTENSION_MINUTES, MIN_EXTENSION_MINUTES } from '@decklist/core/deck-checks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRecordDeckCheck } from '../../api/deck-checks';
import { FormError, useFormError } from '../../components/form/FormError';
import { Button, Group, NativeSelect, SegmentedControl, Stack, TextInput } from '../../components/ui';

type Field = 'note' | 'table_number' | 'extension';

interface OutcomeFormProps {
  eventId: string;
  check: DeckCheck;
  timer: TimerLink | null;
  /** What the count found different, offered as the note of a problem. */
  differences: string;
}

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The outcome of a check: 'Matches', or 'Problem' with a note; a table number; time for the table on a clock of the linked tournament. */
export function OutcomeForm({ eventId, check, timer, differences }: OutcomeFormProps) {
  const { t } = useLingui();
  const record = useRecordDeckCheck(eventId, check.check_id);
  // Until the judge chooses, the outcome follows the count: a problem when it found differences, with them as its note.
  const [chosen, setOutcome] = useState<'matches' | 'problem'>();
  const outcome = chosen ?? (differences ? 'problem' : 'matches');
  const [typed, setNote] = useState<string>();
  const note = typed ?? (outcome === 'problem' ? differences : '');
  const [table, setTable] = useState(check.table_number === null ? '' : String(check.table_number));
  const [clockId, setClockId] = useState('');
  const [minutes, setMinutes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { formError, setFormError, showServerError } = useFormError<Field>(
    { setError: (field, error) => setErrors((all) => ({ ...all, [field]: error.message })) },
    ['note', 'table_number', 'extension'],
    { aliases: { 'extension.clock_id': 'extension', 'extension.minutes': 'extension' } },
  );

  const submit = () => {
    setErrors({});
    setFormError(undefined);
    if (outcome === 'problem' && note.trim() === '') {
      setErrors({ note: t`Say what differed and what was done` });
      return;
    }
    record.mutate(
      {
        outcome,
        note: note.trim(),
        table_number: wholeOrNull(table),
        extension: clockId && minutes.trim() ? { clock_id: clockId, minutes: Number(minutes) } : null,
      },
      { onError: showServerError },
    );
  };

  return (
    <form
      noValidate
      aria-label={t`Outcome`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t`Outcome`}
          data={[
            { value: 'matches', label: t({ message: 'Matches', context: 'deck check outcome' }) },
            { value: 'problem', label: t({ message: 'Problem', context: 'deck check outcome' }) },
          ]}
          value={outcome}
          onChange={(value) => setOutcome(value === 'problem' ? 'problem' : 'matches')}
        />
        <TextInput
          label={t`Note`}
          description={t`What differed and what was done.`}
          required={outcome === 'problem'}
          value={note}
          limit={MAX_DECK_CHECK_NOTE_LENGTH}
          error={errors.note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <TextInput
          label={t({ message: 'Table', context: 'game table' })}
          type="number"
          inputMode="numeric"
          min={1}
          value={table}
          error={errors.table_number}
          onChange={(e) => setTable(e.currentTarget.value)}
        />
        {timer && (
          <Group align="flex-start" gap="xs">
            <NativeSelect
              label={t`Time extension on clock`}
              data={[{ value: '', label: t`No extension` }, ...timer.clocks.map((clock) => ({ value: clock.clock_id, label: clock.name }))]}
              value={clockId}
              error={errors.extension}
              onChange={(e) => setClockId(e.currentTarget.value)}
            />
            <TextInput
              label={t`Minutes`}
              type="number"
              inputMode="decimal"
              min={MIN_EXTENSION_MINUTES}
              max={MAX_EXTENSION_MINUTES}
              step={0.5}
              w={110}
              disabled={!clockId}
              value={minutes}
              onChange={(e) => setMinutes(e.currentTarget.value)}
            />
          </Group>
        )}
        <FormError error={formError} />
        <Group>
          <Button type="submit" loading={record.isPending}>
            <Trans>Record outcome</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
