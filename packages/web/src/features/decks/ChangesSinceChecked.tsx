import type { EventDecklist } from '@decklist/core/api';
import { diffDecklists } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDeckRevision } from '../../api/decks';
import { formatMoment } from '../../components/format';
import { Loader, Paper, Stack, Text, Title } from '../../components/ui';
import { ChangeList, renamedLines } from './ChangeList';

const moment = (iso: string) => <time dateTime={iso}>{formatMoment(Date.parse(iso))}</time>;

/**
 * What the player changed since an organiser marked the deck reviewed, at the top of the review (loaded only
 * for such a deck): when, and the cards and names that differ from the reviewed revision.
 */
export function ChangesSinceChecked({
  eventId,
  userId,
  deck,
  style,
}: {
  eventId: string;
  userId: string;
  deck: EventDecklist & { checked_revision_id: number };
  /** The event's decklist style: a Flesh and Blood list's changes are told by its own parts. */
  style: DecklistStyle;
}) {
  const { t } = useLingui();
  const checked = useDeckRevision(eventId, userId, deck.checked_revision_id);
  const headingId = useId();
  let body;
  if (checked.isPending) body = <Loader size="sm" aria-label={t`Loading the reviewed version`} />;
  else if (checked.isError)
    body = (
      <Text c="red">
        <Trans>Error, try later</Trans>
      </Text>
    );
  else if (!checked.data)
    body = (
      <Text size="sm">
        <Trans>The reviewed version is no longer kept.</Trans>
      </Text>
    );
  else {
    const diff = diffDecklists(checked.data.groups, deck.groups, style);
    const renamed = renamedLines(checked.data, deck);
    body = (
      <>
        {renamed.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {diff.added.length === 0 && diff.removed.length === 0 ? (
          <Text size="sm">
            <Trans>Same cards as the reviewed decklist.</Trans>
          </Text>
        ) : (
          <>
            <ChangeList title={t`Added since reviewed`} changes={diff.added} sign="+" />
            <ChangeList title={t`Removed since reviewed`} changes={diff.removed} sign="−" />
          </>
        )}
      </>
    );
  }
  const reviewedAt = deck.checked_at ? moment(deck.checked_at) : null;
  const changedAt = deck.changed_since_checked_at ? moment(deck.changed_since_checked_at) : '';
  return (
    <Paper withBorder padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          <Trans>Changes since reviewed</Trans>
        </Title>
        <Text size="sm">
          {reviewedAt ? (
            <Trans>
              Reviewed {reviewedAt}, changed {changedAt}. Compared with the reviewed version:
            </Trans>
          ) : (
            <Trans>Changed {changedAt}. Compared with the reviewed version:</Trans>
          )}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
