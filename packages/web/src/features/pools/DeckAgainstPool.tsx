import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDeckPoolCheck } from '../../api/limited';
import { FormError } from '../../components/form/FormError';
import { List, Stack, Text, Title } from '../../components/ui';
import { deckPoolWarningMessage } from './labels';

/** A Limited deck against the pool it is built from: what is not in the pool, and the sideboard (the rest of the pool). */
export function DeckAgainstPool({ eventId, userId }: { eventId: string; userId?: string }) {
  const { i18n } = useLingui();
  const check = useDeckPoolCheck(eventId, userId);
  if (check.isError) return <FormError inline size="sm" error={check.error} />;
  const data = check.data;
  if (!data) return null;
  const ownerName = data.pool_owner_name;
  const mainTotal = data.main_total;
  const sideboardTotal = data.sideboard.reduce((sum, card) => sum + card.count, 0);
  return (
    <Stack gap={4} component="section" aria-labelledby={`deck-pool-${userId ?? 'own'}`}>
      <Title order={3} size="h5" id={`deck-pool-${userId ?? 'own'}`}>
        {data.received ? <Trans>Deck against the pool received from {ownerName}</Trans> : <Trans>Deck against the pool</Trans>}
      </Title>
      {data.warning_details.length === 0 ? (
        <Text size="sm" c="green.9">
          <Trans>
            ✓ Every card of the main deck (<Plural value={mainTotal} one="# card" other="# cards" />) is in the pool, basic lands aside.
          </Trans>
        </Text>
      ) : (
        <List size="sm">
          {data.warning_details.map((warning, i) => (
            <List.Item key={i}>⚠ {deckPoolWarningMessage(i18n, warning)}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed">
        <Trans>
          Sideboard (the rest of the pool): <Plural value={sideboardTotal} one="# card" other="# cards" />.
        </Trans>
      </Text>
    </Stack>
  );
}
