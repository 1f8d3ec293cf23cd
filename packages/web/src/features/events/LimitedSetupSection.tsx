import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LIMITED_STAGES, STAGE_MINUTES, type LimitedKind, type LimitedStage } from '@decklist/core/limited';
import { useEditLimitedSetup, useStartStageClock } from '../../api/limited';
import { FormError } from '../../components/form/FormError';
import { formatDateTime } from '../../components/format';
import { Button, Group, Paper, Stack, Text, Title } from '../../components/ui';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { LimitedSetupFields } from './LimitedSetupFields';
import { limitedSetupBody, limitedSetupValue, setupIssues } from './limited-setup-value';

/** A Limited event's sets and boosters on the management view: the owner changes them until the first pool is registered. */
export function LimitedSetupSection({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const setup = event.limited ?? null;
  const fixedAt = setup?.first_pool_at ? formatDateTime(new Date(setup.first_pool_at)) : null;
  const kind = setup?.kind === 'sealed' ? t`Sealed` : setup?.kind === 'draft' ? t`Draft` : t`Decks only`;
  const product = setup?.product.map((entry) => `${entry.boosters} × ${entry.set_name ?? entry.set_code}`).join(' + ');
  const size = setup?.expected_pool_size;

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <Trans>Sets and boosters</Trans>
      </Title>
      <Text>
        {kind}
        {product ? ` · ${product}` : ''}
        {size != null ? ' · ' : ''}
        {size != null && <Trans>pools of {size} cards</Trans>}
      </Text>
      {fixedAt ? (
        <Text size="sm" c="dimmed">
          <Trans>Fixed since the first pool was registered ({fixedAt}).</Trans>
        </Text>
      ) : event.role === 'owner' && !editing ? (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            <Trans>Change sets and boosters</Trans>
          </Button>
        </Group>
      ) : null}
      {editing && !fixedAt && <SetupForm event={event} onDone={() => setEditing(false)} />}
      {setup && <StageClocks event={event} kind={setup.kind} />}
    </Stack>
  );
}

/** One click per stage: a clock of its standard time, started on the event's round timer for the hall's screens. */
function StageClocks({ event, kind }: { event: EventDetails; kind: LimitedKind }) {
  const { t } = useLingui();
  const start = useStartStageClock(event.event_id);
  const names: Record<LimitedStage, string> = { pool_registration: t`Pool registration`, deck_building: t`Deck building` };
  const stages = LIMITED_STAGES.flatMap((stage) => {
    const minutes = STAGE_MINUTES[kind][stage];
    return minutes === null ? [] : [{ stage, minutes, name: names[stage] }];
  });
  const started = start.data?.clock_name;
  return (
    <Stack gap={6}>
      <Text size="sm">
        <Trans>Clocks on the round timer linked to this event (see Deck checks):</Trans>
      </Text>
      <Group gap="xs">
        {stages.map(({ stage, minutes, name }) => (
          <Button key={stage} variant="light" loading={start.isPending && start.variables?.stage === stage} onClick={() => start.mutate({ stage, clock_name: name })}>
            <Trans>
              Start “{name}” ({minutes} min)
            </Trans>
          </Button>
        ))}
      </Group>
      {started && (
        <Text size="sm" role="status" c="green.9">
          <Trans>✓ “{started}” is running on the round timer.</Trans>
        </Text>
      )}
      <FormError inline size="sm" error={start.error} />
    </Stack>
  );
}

function SetupForm({ event, onDone }: { event: EventDetails; onDone(): void }) {
  const save = useEditLimitedSetup(event.event_id);
  const [value, setValue] = useState(() => limitedSetupValue(event.limited));
  const [showIssues, setShowIssues] = useState(false);
  const [changed, setChanged] = useState(false);
  useLeaveGuard(changed);
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault();
          if (setupIssues(value)) return setShowIssues(true);
          save.mutate(limitedSetupBody(value), { onSuccess: onDone });
        }}
      >
        <Stack gap="sm">
          <LimitedSetupFields
            value={value}
            onChange={(next) => {
              setValue(next);
              setChanged(true);
            }}
            showIssues={showIssues}
          />
          <FormError error={save.error} />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
