import type { EventDetails, PoolSwapResponse } from '@decklist/core/api';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePoolSwap, useStartPoolSwap } from '../../api/limited';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormError } from '../../components/form/FormError';
import { formatDateTime } from '../../components/format';
import { Anchor, List, Stack, Table, Text, Title } from '../../components/ui';
import { AllPoolSheetsLink } from './SheetLinks';
import { SwapPairsForm } from './SwapPairsForm';

/**
 * A Limited event's pools on the management view: the registered pools, each opening the player's pool (to look at
 * or correct); in a Sealed event the swap of them at random, then who received whose pool and what each receiver found.
 */
export function PoolSwapSection({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const swap = usePoolSwap(event.event_id);
  const start = useStartPoolSwap(event.event_id);
  const data = swap.data;
  const registered = data?.entries.length ?? 0;
  const at = data?.swapped_at ? formatDateTime(new Date(data.swapped_at)) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pool-swap-title">
      <Title order={2} size="h3" id="pool-swap-title">
        {at ? <Trans>Pool swap</Trans> : <Trans>Registered pools</Trans>}
      </Title>
      <FormError inline size="sm" error={swap.error} />
      {data && !at && <RegisteredPools eventId={event.event_id} swap={data} />}
      {data && !at && <WithoutPool event={event} swap={data} />}
      {data && !at && event.limited?.kind === 'sealed' && (
        <>
          <Text size="sm">
            <Plural value={registered} one="# pool registered." other="# pools registered." />{' '}
            <Trans>
              When registration is over, swap them: each player receives another's pool, verifies it and plays it. Players can then no longer change their own pool.
            </Trans>
          </Text>
          {registered >= 2 && (
            <ConfirmButton label={t`Swap the pools`} danger={false} action={() => start.mutateAsync({ mode: 'random' })}>
              <Trans>Swap the {registered} registered pools at random now? This cannot be undone.</Trans>
            </ConfirmButton>
          )}
          {registered >= 2 && <SwapPairsForm eventId={event.event_id} swap={data} start={start.mutateAsync} />}
        </>
      )}
      {data && at && <SwapTable eventId={event.event_id} swap={data} at={at} />}
      {registered > 0 && <AllPoolSheetsLink eventId={event.event_id} />}
    </Stack>
  );
}

function RegisteredPools({ eventId, swap }: { eventId: string; swap: PoolSwapResponse }) {
  if (swap.entries.length === 0) {
    return (
      <Text size="sm">
        <Trans>No pool registered yet.</Trans>
      </Text>
    );
  }
  return (
    <List size="sm" aria-labelledby="pool-swap-title">
      {swap.entries.map((entry) => {
        const playerName = entry.owner_name;
        const total = entry.total;
        return (
          <List.Item key={entry.owner_id}>
            <Trans>
              <Anchor component={Link} to={`/e/${eventId}/pool?user_id=${entry.owner_id}`}>
                {playerName}
              </Anchor>
              : <Plural value={total} one="# card" other="# cards" />
            </Trans>
          </List.Item>
        );
      })}
    </List>
  );
}

/** The event's players who have no pool yet, each opening their pool page, where an organiser registers a paper sheet. */
function WithoutPool({ event, swap }: { event: EventDetails; swap: PoolSwapResponse }) {
  const { t } = useLingui();
  const registered = new Set(swap.entries.map((entry) => entry.owner_id));
  const missing = (event.participants ?? []).filter((person) => person.role === 'player' && !registered.has(person.user_id));
  if (missing.length === 0) return null;
  return (
    <>
      <Text size="sm" id="without-pool-title">
        <Plural value={missing.length} one="# player without a pool yet:" other="# players without a pool yet:" />
      </Text>
      <List size="sm" aria-labelledby="without-pool-title">
        {missing.map((person) => {
          const playerName = person.player_name;
          return (
            <List.Item key={person.user_id}>
              <Anchor component={Link} to={`/e/${event.event_id}/pool?user_id=${person.user_id}`} aria-label={t`Register the pool of ${playerName}`}>
                {playerName}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}

function SwapTable({ eventId, swap, at }: { eventId: string; swap: PoolSwapResponse; at: string }) {
  const { t } = useLingui();
  const confirmed = swap.entries.filter((entry) => entry.verification?.confirmed).length;
  const withDifferences = swap.entries.filter((entry) => entry.verification && !entry.verification.confirmed).length;
  const total = swap.entries.length;
  return (
    <>
      <Text size="sm">
        <Trans>
          Swapped {at}. {confirmed} of {total} confirmed, {withDifferences} with differences.
        </Trans>
      </Text>
      <Table aria-label={t`Who received whose pool`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans context="table column: whose pool it is">Pool of</Trans>
            </Table.Th>
            <Table.Th>
              <Trans context="table column">Received by</Trans>
            </Table.Th>
            <Table.Th>
              <Trans context="table column">Verification</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {swap.entries.map((entry) => {
            const playerName = entry.owner_name;
            return (
              <Table.Tr key={entry.owner_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/e/${eventId}/pool?user_id=${entry.owner_id}`} aria-label={t`Pool of ${playerName}`}>
                    {playerName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{entry.receiver_name ?? '–'}</Table.Td>
                <Table.Td>
                  {!entry.verification ? (
                    <Trans>Not verified yet</Trans>
                  ) : entry.verification.confirmed ? (
                    <Trans>✓ Confirmed</Trans>
                  ) : (
                    <>
                      <Trans>⚠ Differences:</Trans>{' '}
                      {entry.verification.differences
                        .map((difference) => `${difference.card_name} ${difference.missing > 0 ? `−${difference.missing}` : `+${difference.extra}`}`)
                        .join(', ')}
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
