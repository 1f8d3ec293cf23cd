import { diffDecklists, type DeckChange, type DeckRevision, type EventDecklist } from '@decklist/core';
import { Alert, List, Loader, NativeSelect, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { useDeckRevisions } from '../../api/decks';
import { CheckedDeck } from '../../decklist';
import type { RevisionsPanelProps } from './RevisionsPanel';
import classes from './decks.module.css';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const revisionLabel = (revision: DeckRevision) =>
  `${dateTime.format(new Date(revision.created_at))} · ${revision.revision_type === 'deleted' ? 'Deleted' : 'Submitted'} by ${
    revision.revised_by
  }${revision.is_current ? ' (current)' : ''}`;

/** Main-deck changes go without a word; the others say where. */
const zoneLabel = (change: DeckChange) => (change.zone === 'main' ? '' : ` (${change.zone})`);

function ChangeList({ title, changes, sign, className }: { title: string; changes: DeckChange[]; sign: '+' | '−'; className: string }) {
  if (changes.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" className={className} aria-label={title}>
        {changes.map((change) => (
          <List.Item key={`${change.zone}-${change.card_name}`}>
            {sign}
            {Math.abs(change.after - change.before)} {change.card_name}
            {zoneLabel(change)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** What changed from a previous revision to the deck as it is now (beyond the spec). */
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
          <ChangeList title="Added since" changes={diff.added} sign="+" className={classes.added!} />
          <ChangeList title="Removed since" changes={diff.removed} sign="−" className={classes.removed!} />
        </>
      )}
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
