import type { PoolSwapResponse, StartPoolSwapBody } from '@decklist/core/api';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from '../../api/auth';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Button, Group, List, NativeSelect, Stack, Text, Title } from '../../components/ui';
import { PERSONAL_STORAGE } from '../../lib/device-storage';
import { useKeptState } from '../../lib/use-kept-state';

type Pair = [string, string];

interface KeptPairs {
  pairs: Pair[];
}

const NO_PAIRS: KeptPairs = { pairs: [] };

/** Pairs kept on the device, each of two different user ids; anything else is dropped. */
function keptPairs(kept: unknown): KeptPairs {
  const pairs = (kept as Partial<KeptPairs> | null)?.pairs;
  if (!Array.isArray(pairs)) return NO_PAIRS;
  return {
    pairs: pairs.filter(
      (pair): pair is Pair => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string' && pair[0] !== pair[1],
    ),
  };
}

/**
 * The swap by table pairs: the organiser pairs players who receive each other's pool (say, the two sides of a
 * table); every other pool is swapped at random among the rest. The pairs are kept on the device until the swap.
 */
export function SwapPairsForm({
  eventId,
  swap,
  start,
}: {
  eventId: string;
  swap: PoolSwapResponse;
  start: (body: StartPoolSwapBody) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const viewer = auth.status === 'authorized' ? auth.user : null;
  const storageKey = viewer ? `${PERSONAL_STORAGE.drafts}${viewer.user_id}:swap-pairs:${eventId}` : undefined;
  const [kept, setKept] = useKeptState<KeptPairs>(storageKey, keptPairs, NO_PAIRS);
  const [chosenFirst, setFirst] = useState('');
  const [chosenSecond, setSecond] = useState('');

  const names = new Map(swap.entries.map((entry) => [entry.owner_id, entry.owner_name]));
  // Pairs of players whose pool is no longer registered (removed meanwhile) are left out.
  const pairs = kept.pairs.filter(([a, b]) => names.has(a) && names.has(b));
  const paired = new Set(pairs.flat());
  const unpaired = swap.entries.filter((entry) => !paired.has(entry.owner_id));
  // A choice whose pool is gone meanwhile (a removed player) is no choice.
  const choosable = (id: string) => (unpaired.some((entry) => entry.owner_id === id) ? id : '');
  const first = choosable(chosenFirst);
  const second = choosable(chosenSecond);
  const options = (except: string) => [
    { value: '', label: t`Choose a player` },
    ...unpaired.filter((entry) => entry.owner_id !== except).map((entry) => ({ value: entry.owner_id, label: entry.owner_name })),
  ];
  const others = swap.entries.length - paired.size;
  const addPair = () => {
    setKept({ pairs: [...pairs, [first, second]] });
    setFirst('');
    setSecond('');
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="swap-pairs-title">
      <Title order={3} size="h4" id="swap-pairs-title">
        <Trans>Swap by table pairs</Trans>
      </Title>
      <Text size="sm">
        <Trans>The two players of a pair receive each other's pool. The pools of players in no pair are swapped at random among themselves.</Trans>
      </Text>
      {pairs.length > 0 && (
        <List size="sm" aria-labelledby="swap-pairs-title">
          {pairs.map(([a, b]) => {
            const firstName = names.get(a)!;
            const secondName = names.get(b)!;
            return (
              <List.Item key={`${a}:${b}`}>
                <Group gap="xs">
                  <span>
                    <Trans>
                      {firstName} ⇄ {secondName}
                    </Trans>
                  </span>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t`Remove the pair ${firstName} and ${secondName}`}
                    onClick={() => setKept({ pairs: pairs.filter((pair) => pair[0] !== a || pair[1] !== b) })}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {unpaired.length >= 2 && (
        <Group gap="xs" align="flex-end">
          <NativeSelect label={t`Player`} data={options(second)} value={first} onChange={(change) => setFirst(change.currentTarget.value)} miw="10rem" />
          <NativeSelect label={t`Swaps with`} data={options(first)} value={second} onChange={(change) => setSecond(change.currentTarget.value)} miw="10rem" />
          <Button variant="default" disabled={!first || !second || first === second} onClick={addPair}>
            <Trans>Add the pair</Trans>
          </Button>
        </Group>
      )}
      {pairs.length > 0 && others !== 1 && (
        <ConfirmButton
          label={t`Swap by these pairs`}
          danger={false}
          action={() => start({ mode: 'pairs', pairs })}
          onDone={() => setKept(NO_PAIRS)}
        >
          <Plural
            value={pairs.length}
            one="Swap the pools now: the players of # pair receive each other's, the other pools at random? This cannot be undone."
            other="Swap the pools now: the players of # pairs receive each other's, the other pools at random? This cannot be undone."
          />
        </ConfirmButton>
      )}
      {pairs.length > 0 && others === 1 && (
        <Text size="sm" role="note">
          <Trans>⚠ One pool is left outside the pairs, and a pool cannot go to its own player: pair that player too, or remove a pair.</Trans>
        </Text>
      )}
    </Stack>
  );
}
