import type { DeckRevision, EventDecklist } from '@decklist/core/api';
import { diffDecklists, type DeckZone } from '@decklist/core/decklist';
import { Alert, List, Loader, NativeSelect, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { useDeckRevisions } from '../../api/decks';
import { formatDateTimeSeconds } from '../../components/format';
import { CheckedDeck } from '../../decklist';
import { ChangeList, changeClasses, renamedLines } from './ChangeList';
import type { RevisionsPanelProps } from './RevisionsPanel';

export { ChangesSinceChecked } from './ChangesSinceChecked';
import classes from './decks.module.css';

const revisionLabel = (revision: DeckRevision) =>
  `${formatDateTimeSeconds(revision.created_at)} · ${revision.revision_type === 'deleted' ? 'Deleted' : 'Submitted'} by ${
    revision.revised_by
  }${revision.is_current ? ' (current)' : ''}`;

/** What changed from a previous revision to the deck as it is now. */
function RevisionDiff({ revision, current }: { revision: DeckRevision; current: EventDecklist | null }) {
  const diff = diffDecklists(revision.decklist.groups, current?.groups ?? []);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {current ? 'Changes from this version to the current decklist' : 'Changes since this version: the decklist was deleted'}
      </Title>
      {diff.added.length === 0 && diff.removed.length === 0 ? (
        <Text size="sm">Same cards as the current decklist.</Text>
      ) : (
        <>
          <ChangeList title="Added since" changes={diff.added} sign="+" />
          <ChangeList title="Removed since" changes={diff.removed} sign="−" />
        </>
      )}
    </Stack>
  );
}

const ZONE_TITLES: Record<DeckZone, string> = { commander: 'Commander', companion: 'Companion', main: 'Main deck', sideboard: 'Sideboard' };

/** What one revision changed from the one before it, by section; each line starts with + or − (not colour alone). */
function ConsecutiveChanges({ revision, previous }: { revision: DeckRevision; previous: DeckRevision | undefined }) {
  if (revision.revision_type === 'deleted') return <Text size="sm">Decklist deleted.</Text>;
  if (!previous) return <Text size="sm">First version in this history.</Text>;
  const diff = diffDecklists(previous.decklist.groups, revision.decklist.groups);
  const renamed = renamedLines(previous.decklist, revision.decklist);
  const changes = [...diff.added, ...diff.removed];
  const zones = (Object.keys(ZONE_TITLES) as DeckZone[]).filter((zone) => changes.some((change) => change.zone === zone));
  return (
    <Stack gap={4}>
      {previous.revision_type === 'deleted' && <Text size="sm">Submitted again after the deletion; compared with the deleted list:</Text>}
      {renamed.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {changes.length === 0 && renamed.length === 0 && <Text size="sm">No changes from the previous revision.</Text>}
      {zones.map((zone) => (
        <div key={zone}>
          <Text size="sm" fw={600}>
            {ZONE_TITLES[zone]}
          </Text>
          <List size="sm" className={classes.revisionList} aria-label={`${ZONE_TITLES[zone]} changes`}>
            {diff.added
              .filter((change) => change.zone === zone)
              .map((change) => (
                <List.Item key={`+${change.card_name}`} className={changeClasses.added}>
                  +{change.after - change.before} {change.card_name}
                </List.Item>
              ))}
            {diff.removed
              .filter((change) => change.zone === zone)
              .map((change) => (
                <List.Item key={`-${change.card_name}`} className={changeClasses.removed}>
                  −{change.before - change.after} {change.card_name}
                </List.Item>
              ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}

/** Every revision, newest first, with what it changed from the one before it. */
function RevisionHistory({ revisions }: { revisions: DeckRevision[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        History
      </Title>
      <ol className={classes.revisionList} aria-label="Revision history">
        {revisions.map((revision, i) => (
          <li key={revision.revision_id} className={classes.historyEntry}>
            <Text size="sm" fw={600}>
              <time dateTime={revision.created_at}>{formatDateTimeSeconds(revision.created_at)}</time> ·{' '}
              {revision.revision_type === 'deleted' ? 'Deleted' : 'Submitted'} by {revision.revised_by}
              {revision.is_current ? ' (current)' : ''}
            </Text>
            <ConsecutiveChanges revision={revision} previous={revisions[i + 1]} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}

/** The revisions of a deck: pick one to see it and what changed since (loaded when the panel opens). */
export function RevisionsBody({ event, userId, current }: RevisionsPanelProps) {
  const [selectedId, setSelectedId] = useState<string>();
  const revisions = useDeckRevisions(event.event_id, userId);
  const list = revisions.data ?? [];
  const selected = list.find((revision) => String(revision.revision_id) === selectedId) ?? list[0];

  if (revisions.isPending) return <Loader size="sm" aria-label="Loading revisions" />;
  if (revisions.isError) return <Text c="red">Error, try later</Text>;
  if (!selected) return <Text c="dimmed">No revisions found for this decklist.</Text>;
  return (
    <Stack gap="sm">
      <RevisionHistory revisions={list} />
      <NativeSelect
        label="Revision"
        value={String(selected.revision_id)}
        data={list.map((revision) => ({ value: String(revision.revision_id), label: revisionLabel(revision) }))}
        onChange={(e) => setSelectedId(e.currentTarget.value)}
      />
      {selected.is_current ? (
        <Text size="sm" c="dimmed">
          This is the current version of the decklist.
        </Text>
      ) : (
        <>
          <Alert color="yellow" role="status">
            You&apos;re viewing a previous version of this decklist.
          </Alert>
          <RevisionDiff revision={selected} current={current} />
          <Text size="sm">
            <strong>Player:</strong> {selected.decklist.player_name} · <strong>Deck:</strong> {selected.decklist.deck_name || '(no name)'}
          </Text>
          <CheckedDeck check={selected.decklist} decklistStyle={event.decklist_style} />
        </>
      )}
    </Stack>
  );
}
