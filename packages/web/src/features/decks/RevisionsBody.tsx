import type { DeckRevision, EventDecklist } from '@decklist/core/api';
import { DECK_ZONES, diffDecklists, type DeckZone } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Loader, NativeSelect, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { useDeckRevisions } from '../../api/decks';
import { formatDateTimeSeconds } from '../../components/format';
import { personName } from '../../components/person-name';
import { CheckedDeck } from '../../decklist';
import { ChangeList, changeClasses, renamedLines } from './ChangeList';
import type { RevisionsPanelProps } from './RevisionsPanel';

export { ChangesSinceChecked } from './ChangesSinceChecked';
import classes from './decks.module.css';

/** Who made a revision, and how: 'Submitted by Pat Player (current)' (call it while rendering). */
function revisedBy(revision: DeckRevision): string {
  const name = personName(revision.revised_by, revision.reviser_role);
  if (revision.revision_type === 'deleted') return revision.is_current ? t`Deleted by ${name} (current)` : t`Deleted by ${name}`;
  return revision.is_current ? t`Submitted by ${name} (current)` : t`Submitted by ${name}`;
}

const revisionLabel = (revision: DeckRevision) => [formatDateTimeSeconds(revision.created_at), revisedBy(revision)].join(' · ');

/** What changed from a previous revision to the deck as it is now. */
function RevisionDiff({ revision, current, style }: { revision: DeckRevision; current: EventDecklist | null; style: DecklistStyle }) {
  const { t } = useLingui();
  const diff = diffDecklists(revision.decklist.groups, current?.groups ?? [], style);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {current ? <Trans>Changes from this version to the current decklist</Trans> : <Trans>Changes since this version: the decklist was deleted</Trans>}
      </Title>
      {diff.added.length === 0 && diff.removed.length === 0 ? (
        <Text size="sm">
          <Trans>Same cards as the current decklist.</Trans>
        </Text>
      ) : (
        <>
          <ChangeList title={t`Added since`} changes={diff.added} sign="+" />
          <ChangeList title={t`Removed since`} changes={diff.removed} sign="−" />
        </>
      )}
    </Stack>
  );
}

// The deck's sections (not the format names): a title, and the name of the list of its changes. Magic's, then
// Flesh and Blood's (the hero, the arena cards: weapons and equipment, the deck cards).
const ZONE_TITLES: Record<DeckZone, MessageDescriptor> = {
  commander: msg({ message: 'Commander', context: 'deck section' }),
  companion: msg({ message: 'Companion', context: 'deck section' }),
  main: msg({ message: 'Main deck', context: 'deck section' }),
  sideboard: msg({ message: 'Sideboard', context: 'deck section' }),
  hero: msg({ message: 'Hero', context: 'deck section (Flesh and Blood)' }),
  arena: msg({ message: 'Arena cards', context: 'deck section (Flesh and Blood): weapons and equipment' }),
  deck: msg({ message: 'Deck cards', context: 'deck section (Flesh and Blood)' }),
};
const ZONE_CHANGES: Record<DeckZone, MessageDescriptor> = {
  commander: msg`Commander changes`,
  companion: msg`Companion changes`,
  main: msg`Main deck changes`,
  sideboard: msg`Sideboard changes`,
  hero: msg`Hero changes`,
  arena: msg`Arena card changes`,
  deck: msg`Deck card changes`,
};

/** What one revision changed from the one before it, by section; each line starts with + or − (not colour alone). */
function ConsecutiveChanges({ revision, previous, style }: { revision: DeckRevision; previous: DeckRevision | undefined; style: DecklistStyle }) {
  const { t } = useLingui();
  if (revision.revision_type === 'deleted')
    return (
      <Text size="sm">
        <Trans>Decklist deleted.</Trans>
      </Text>
    );
  if (!previous)
    return (
      <Text size="sm">
        <Trans>First version in this history.</Trans>
      </Text>
    );
  const diff = diffDecklists(previous.decklist.groups, revision.decklist.groups, style);
  const renamed = renamedLines(previous.decklist, revision.decklist);
  const changes = [...diff.added, ...diff.removed];
  const zones = DECK_ZONES.filter((zone) => changes.some((change) => change.zone === zone));
  return (
    <Stack gap={4}>
      {previous.revision_type === 'deleted' && (
        <Text size="sm">
          <Trans>Submitted again after the deletion; compared with the deleted list:</Trans>
        </Text>
      )}
      {renamed.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {changes.length === 0 && renamed.length === 0 && (
        <Text size="sm">
          <Trans>No changes from the previous revision.</Trans>
        </Text>
      )}
      {zones.map((zone) => (
        <div key={zone}>
          <Text size="sm" fw={600}>
            {t(ZONE_TITLES[zone])}
          </Text>
          <List size="sm" className={classes.revisionList} aria-label={t(ZONE_CHANGES[zone])}>
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
function RevisionHistory({ revisions, style }: { revisions: DeckRevision[]; style: DecklistStyle }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans context="revisions">History</Trans>
      </Title>
      <ol className={classes.revisionList} aria-label={t`Revision history`}>
        {revisions.map((revision, i) => (
          <li key={revision.revision_id} className={classes.historyEntry}>
            <Text size="sm" fw={600}>
              <time dateTime={revision.created_at}>{formatDateTimeSeconds(revision.created_at)}</time> · {revisedBy(revision)}
            </Text>
            <ConsecutiveChanges revision={revision} previous={revisions[i + 1]} style={style} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}

/** The revisions of a deck: pick one to see it and what changed since (loaded when the panel opens). */
export function RevisionsBody({ event, userId, current }: RevisionsPanelProps) {
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<string>();
  const revisions = useDeckRevisions(event.event_id, userId);
  const list = revisions.data ?? [];
  const selected = list.find((revision) => String(revision.revision_id) === selectedId) ?? list[0];

  if (revisions.isPending) return <Loader size="sm" aria-label={t`Loading revisions`} />;
  if (revisions.isError)
    return (
      <Text c="red">
        <Trans>Error, try later</Trans>
      </Text>
    );
  if (!selected)
    return (
      <Text c="dimmed">
        <Trans>No revisions found for this decklist.</Trans>
      </Text>
    );
  const playerName = selected.decklist.player_name;
  const deckName = selected.decklist.deck_name || t`(no name)`;
  return (
    <Stack gap="sm">
      <RevisionHistory revisions={list} style={event.decklist_style} />
      <NativeSelect
        label={t`Revision`}
        value={String(selected.revision_id)}
        data={list.map((revision) => ({ value: String(revision.revision_id), label: revisionLabel(revision) }))}
        onChange={(e) => setSelectedId(e.currentTarget.value)}
      />
      {selected.is_current ? (
        <Text size="sm" c="dimmed">
          <Trans>This is the current version of the decklist.</Trans>
        </Text>
      ) : (
        <>
          <Alert color="yellow" role="status">
            <Trans>You&apos;re viewing a previous version of this decklist.</Trans>
          </Alert>
          <RevisionDiff revision={selected} current={current} style={event.decklist_style} />
          <Text size="sm">
            <Trans>
              <strong>Player:</strong> {playerName} · <strong>Deck:</strong> {deckName}
            </Trans>
          </Text>
          <CheckedDeck check={selected.decklist} decklistStyle={event.decklist_style} />
        </>
      )}
    </Stack>
  );
}
