import type { EventDetails } from '@decklist/core/api';
import { MAX_PICKS_PER_DRAW, MAX_ROUND, eligibleForDraw, type DeckCheck } from '@decklist/core/deck-checks';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePickDeckChecks } from '../../api/deck-checks';
import { FormError, useFormError } from '../../components/form/FormError';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Switch, TextInput } from '../../components/ui';

type Field = 'round' | 'count' | 'table_number' | 'user_ids';

const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Starts deck checks for a round: N players at random among those with a deck, or one player by name. */
export function DrawForm({ event, checks }: { event: EventDetails; checks: DeckCheck[] }) {
  const { t } = useLingui();
  const pick = usePickDeckChecks(event.event_id);
  const [mode, setMode] = useState<'random' | 'player'>('random');
  const [round, setRound] = useState('1');
  const [count, setCount] = useState('1');
  const [excludeChecked, setExcludeChecked] = useState(true);
  const [playerId, setPlayerId] = useState('');
  const [table, setTable] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { formError, setFormError, showServerError } = useFormError<Field>(
    { setError: (field, error) => setErrors((all) => ({ ...all, [field]: error.message })) },
    ['round', 'count', 'table_number', 'user_ids'],
  );
  const players = (event.participants ?? []).filter((p) => p.role === 'player' && p.has_deck);
  const eligible = eligibleForDraw(event.participants, checks);
  const available = excludeChecked ? eligible.unchecked : eligible.all;

  const submit = () => {
    setErrors({});
    setFormError(undefined);
    if (mode === 'player' && !playerId) {
      setErrors({ user_ids: t`Choose a player` });
      return;
    }
    const common = { round: numberOrText(round) as number, table_number: numberOrText(table) ?? null };
    const body =
      mode === 'random'
        ? { ...common, count: numberOrText(count) as number, exclude_checked: excludeChecked }
        : { ...common, user_ids: [playerId] };
    pick.mutate(body, { onError: showServerError, onSuccess: () => setPlayerId('') });
  };

  return (
    <form
      noValidate
      aria-label={t`Start deck checks`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t`How to pick`}
          data={[
            { value: 'random', label: t`At random` },
            { value: 'player', label: t`By name` },
          ]}
          value={mode}
          onChange={(value) => setMode(value === 'player' ? 'player' : 'random')}
        />
        <Group align="flex-start" gap="xs">
          <TextInput label={t({ message: 'Round', context: 'tournament round' })} type="number" inputMode="numeric" min={1} max={MAX_ROUND} w={100} required value={round} error={errors.round} onChange={(e) => setRound(e.currentTarget.value)} />
          {mode === 'random' ? (
            <TextInput
              label={t`Players`}
              description={t({
                message: plural(available, { one: '# can be picked', other: '# can be picked' }),
                comment: 'How many players a random pick can choose from',
              })}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.min(MAX_PICKS_PER_DRAW, Math.max(available, 1))}
              w={140}
              required
              value={count}
              error={errors.count}
              onChange={(e) => setCount(e.currentTarget.value)}
            />
          ) : (
            <>
              <NativeSelect
                label={t`Player`}
                required
                data={[{ value: '', label: t`Choose a player` }, ...players.map((p) => ({ value: p.user_id, label: p.player_name }))]}
                value={playerId}
                error={errors.user_ids}
                onChange={(e) => setPlayerId(e.currentTarget.value)}
              />
              <TextInput label={t({ message: 'Table', context: 'game table' })} type="number" inputMode="numeric" min={1} w={100} value={table} error={errors.table_number} onChange={(e) => setTable(e.currentTarget.value)} />
            </>
          )}
        </Group>
        {mode === 'random' && (
          <Switch label={t`Leave out players checked already at this event`} checked={excludeChecked} onChange={(e) => setExcludeChecked(e.currentTarget.checked)} />
        )}
        <FormError error={formError} />
        <Group>
          <Button type="submit" loading={pick.isPending}>
            {mode === 'random' ? <Trans>Pick players</Trans> : <Trans>Pick player</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
