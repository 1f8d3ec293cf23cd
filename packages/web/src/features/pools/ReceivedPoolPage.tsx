import type { ReceivedPoolResponse } from '@decklist/core/api';
import type { PoolDifference } from '@decklist/core/limited';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useReceivedPool, useVerifyPool } from '../../api/limited';
import { FormError } from '../../components/form/FormError';
import { formatDateTime } from '../../components/format';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { Button, Container, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { ColourSection } from './ColourSection';
import { LoadFailed, RefreshFailed } from './LoadFailed';
import classes from './pool-page.module.css';

/**
 * `/e/{id}/pool/received`: after a Sealed event's swap, the player counts the pool they received against its
 * registration, card by card, and confirms it or sends what differs (docs/product.md, Limited events).
 */
export function ReceivedPoolPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const received = useReceivedPool(eventId);
  const retry = () => void received.refetch();
  // A failed refresh leaves the counts entered on the page: only a failed first load has no page.
  if (received.data === undefined) return received.error ? <LoadFailed error={received.error} retry={retry} /> : <LoadingScreen />;
  if (!received.data) {
    return (
      <Container size="sm">
        <PageError>
          <Trans>You have not received a pool: the pools of this event have not been swapped, or yours was not part of the swap.</Trans>
        </PageError>
      </Container>
    );
  }
  return (
    <Verification key={received.data.updated_at} eventId={eventId} pool={received.data} notice={received.isError ? <RefreshFailed retry={retry} /> : null} />
  );
}

/** Differences from the counts found and the cards found that were not registered. */
function differencesOf(pool: ReceivedPoolResponse, found: Record<string, number>, extras: { name: string; count: number }[]): PoolDifference[] {
  const differences: PoolDifference[] = [];
  for (const group of pool.groups)
    for (const card of group.cards) {
      const count = found[card.card_name] ?? card.count;
      if (count !== card.count) differences.push({ card_name: card.card_name, missing: Math.max(0, card.count - count), extra: Math.max(0, count - card.count) });
    }
  for (const extra of extras) differences.push({ card_name: extra.name, missing: 0, extra: extra.count });
  return differences;
}

function Verification({ eventId, pool, notice }: { eventId: string; pool: ReceivedPoolResponse; notice: ReactNode }) {
  const { t } = useLingui();
  const verify = useVerifyPool(eventId);
  const [found, setFound] = useState<Record<string, number>>({});
  const [extras, setExtras] = useState<{ name: string; count: number }[]>([]);
  const [extraName, setExtraName] = useState('');
  const differences = differencesOf(pool, found, extras);
  const changed = Object.keys(found).length > 0 || extras.length > 0;
  useLeaveGuard(changed && !verify.isSuccess);
  const ownerName = pool.owner_name;
  const total = pool.total;
  const verification = pool.verification;
  const at = verification ? formatDateTime(new Date(verification.verified_at)) : '';
  const listed = new Set(pool.groups.flatMap((group) => group.cards.map((card) => card.card_name)));
  const setCount = (name: string, count: number) => {
    verify.reset();
    setFound((current) => ({ ...current, [name]: Math.max(0, Math.min(999, count)) }));
  };

  return (
    <Container size="sm">
      <Stack gap="sm">
        {notice}
        <Text size="sm">
          <Link href={`/e/${eventId}`}>
            <Trans>← Back to the event</Trans>
          </Link>
        </Text>
        <Title order={1}>
          <Trans>The pool you received</Trans>
        </Title>
        <Text>
          <Trans>
            Registered by {ownerName}: <Plural value={total} one="# card" other="# cards" />. Count the cards in front of you against this list; you will play this pool.
          </Trans>
        </Text>
        {verification && (
          <Text role="status" fw={600} c={verification.confirmed ? 'green.9' : undefined}>
            {verification.confirmed ? <Trans>✓ You confirmed this pool ({at}).</Trans> : <Trans>⚠ You sent differences ({at}); a judge will look at them.</Trans>}
          </Text>
        )}
        {pool.groups.map((group) => (
          <ColourSection key={group.colour ?? 'unknown'} colour={group.colour}>
                {group.cards.map((card) => {
                  const name = card.card_name;
                  const registered = card.count;
                  const count = found[name] ?? registered;
                  return (
                    <li key={name} className={count === registered ? classes.row : `${classes.row} ${classes.chosen}`}>
                      <span className={classes.count} aria-hidden="true">
                        {count}
                      </span>
                      <span className={classes.add}>
                        {name}
                        {count !== registered && (
                          <strong>
                            {' '}
                            <Trans>(registered: {registered})</Trans>
                          </strong>
                        )}
                      </span>
                      <button type="button" className={classes.remove} onClick={() => setCount(name, count - 1)} disabled={count === 0} aria-label={t`${name}: one fewer found (${count} found, ${registered} registered)`}>
                        −
                      </button>
                      <button type="button" className={classes.remove} onClick={() => setCount(name, count + 1)} aria-label={t`${name}: one more found (${count} found, ${registered} registered)`}>
                        +
                      </button>
                    </li>
                  );
                })}
          </ColourSection>
        ))}
        <form
          onSubmit={(submit) => {
            submit.preventDefault();
            const typed = extraName.trim();
            if (!typed) return;
            setExtraName('');
            // A card of the list found once more is counted on its row; another is listed as an extra.
            const name = [...listed].find((listedName) => listedName.toLowerCase() === typed.toLowerCase());
            if (name) return setCount(name, (found[name] ?? pool.groups.flatMap((group) => group.cards).find((card) => card.card_name === name)!.count) + 1);
            verify.reset();
            setExtras((current) => [...current.filter((extra) => extra.name !== typed), { name: typed, count: (current.find((extra) => extra.name === typed)?.count ?? 0) + 1 }]);
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput label={t`A card found that is not on the list`} value={extraName} onChange={(change) => setExtraName(change.currentTarget.value)} style={{ flex: 1 }} />
            <Button type="submit" variant="default" disabled={extraName.trim() === ''}>
              <Trans>Add</Trans>
            </Button>
          </Group>
        </form>
        {differences.length > 0 && (
          <Stack gap={4} component="section" aria-label={t`Differences`}>
            <Text fw={700}>
              <Trans>Differences</Trans>
            </Text>
            {differences.map(({ card_name: cardName, missing, extra }) => (
              <Text key={cardName} size="sm">
                {missing > 0 ? t`${cardName}: ${missing} missing` : t`${cardName}: ${extra} extra`}
              </Text>
            ))}
          </Stack>
        )}
        <FormError error={verify.error} />
        <Group>
          <Button loading={verify.isPending} onClick={() => verify.mutate({ confirmed: differences.length === 0, differences })}>
            {differences.length === 0 ? <Trans>Confirm: the pool is as registered</Trans> : <Trans>Send the differences to the judges</Trans>}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
