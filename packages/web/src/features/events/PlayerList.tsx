import type { EventDetails, Participant } from '@decklist/core/api';
import {
  PLAYER_FILTERS,
  PLAYER_SORTS,
  decksLeftToCheck,
  indexPlayers,
  playerCounts,
  playerReviewPath,
  playerViewParams,
  readPlayerView,
  reviewPlayers,
  reviewStart,
  selectPlayers,
  type PlayerFilter,
  type PlayerListView,
  type PlayerSort,
  PLAYER_LIST_LIMIT,
} from '@decklist/core/events';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '../../components/ui';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useAddPlayer, useRemoveEventUser } from '../../api/events';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoment } from '../../components/format';
import { PersonForm } from './PersonForm';
import classes from './player-list.module.css';
import { RemindPlayers } from './RemindPlayers';

/** The filters and sorts of the player list (their codes from PLAYER_FILTERS and PLAYER_SORTS), as the reader sees them. */
const FILTER_LABELS: Record<PlayerFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'player list filter' }),
  checked: msg({ message: 'Reviewed', context: 'player list filter' }),
  unchecked: msg({ message: 'Not reviewed', context: 'player list filter' }),
  changed: msg({ message: 'Changed since reviewed', context: 'player list filter' }),
  warnings: msg({ message: 'Warnings', context: 'player list filter' }),
  nodeck: msg({ message: 'No deck', context: 'player list filter' }),
};
const SORT_LABELS: Record<PlayerSort, MessageDescriptor> = {
  name: msg({ message: 'Name', context: 'sort players by' }),
  submitted: msg({ message: 'Submission time', context: 'sort players by' }),
};
const FILTERS = Object.keys(PLAYER_FILTERS) as PlayerFilter[];
const SORTS = Object.keys(PLAYER_SORTS) as PlayerSort[];

/**
 * Matches of a search shown at once; "Show more" adds as many. An event of 2,000 players stays quick:
 * a search never lays out more than this many rows at a time.
 */
export const SEARCH_PAGE = 100;

/** An instant of the server's (ISO 8601) as a moment in the reader's clock, machine-readable too. */
const Moment = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatMoment(Date.parse(iso))}</time>;

const PlayerRow = memo(function PlayerRow({
  eventId,
  player,
  view,
  onRemove,
}: {
  eventId: string;
  player: Participant;
  view: PlayerListView;
  onRemove(player: Participant): void;
}) {
  const { t } = useLingui();
  const playerName = player.player_name;
  const changedAt = player.is_deck_checked ? null : player.changed_since_checked_at;
  return (
    <Paper withBorder p="xs" component="li">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4}>
          <Anchor component={Link} to={playerReviewPath(eventId, player.user_id, view)} fw={500}>
            {playerName}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color={player.has_deck ? 'blue' : 'gray'}>
              {player.has_deck ? <Trans>Deck submitted</Trans> : <Trans>No deck</Trans>}
            </Badge>
            {player.is_deck_checked && (
              <Badge variant="light" color="green">
                <Trans>✓ Reviewed</Trans>
              </Badge>
            )}
            {changedAt && (
              // With a date (a day later) it may not fit a phone's row on one line.
              <Badge variant="light" color="yellow" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
                <Trans>
                  Changed since reviewed · <Moment iso={changedAt} />
                </Trans>
              </Badge>
            )}
            {player.has_deck_warning && (
              <Badge variant="light" color="orange">
                <Trans>⚠ Warnings</Trans>
              </Badge>
            )}
          </Group>
          {view.sort === 'submitted' && player.deck_submitted_at && (
            <Text size="sm" c="dimmed">
              <Trans comment="when the player submitted their deck">
                Submitted <Moment iso={player.deck_submitted_at} />
              </Trans>
            </Text>
          )}
        </Stack>
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(player)} aria-label={t`Remove ${playerName}`}>
          <Trans context="button">Remove</Trans>
        </Button>
      </Group>
    </Paper>
  );
});

/** The counts at the top of the list, each a word and a number (not colour alone). */
function Counts({ players }: { players: ReturnType<typeof indexPlayers> }) {
  const { t } = useLingui();
  const counts = playerCounts(players);
  const items: [key: string, label: string, value: number][] = [
    ['players', t`Players`, counts.players],
    ['submitted', t`Decks submitted`, counts.submitted],
    ['checked', t`Decks reviewed`, counts.checked],
    ['warnings', t`With warnings`, counts.warnings],
    ['missing', t`Decks missing`, counts.missing],
  ];
  return (
    <dl className={classes.counts} aria-label={t`Player counts`}>
      {items.map(([key, label, value]) => (
        <div key={key} className={classes.count}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The management view's players: counts, search, filters, sort, the first 50 (a search: its matches,
 * a page at a time), review, add and remove. Search, filter and sort live in the address, so the
 * review screen walks the same list and coming back finds it as it was.
 */
export function PlayerList({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  // Each player's search key is worked out once per answer, not on every keystroke.
  const players = useMemo(() => indexPlayers(event.participants ?? []), [event.participants]);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPlayerView(params), [params]);
  const [pages, setPages] = useState(1);
  const [removing, setRemoving] = useState<Participant>();
  const [added, setAdded] = useState<{ user_id: string; player_name: string }>();
  const addPlayer = useAddPlayer(event.event_id);
  const remove = useRemoveEventUser(event.event_id);
  const onRemove = useCallback((player: Participant) => setRemoving(player), []);

  const addedName = added?.player_name;
  const removingName = removing?.player_name;

  const changeView = (change: Partial<PlayerListView>) => {
    setParams(playerViewParams({ ...view, ...change }), { replace: true });
    setPages(1);
  };
  const query = view.search.trim();
  const matching = useMemo(() => selectPlayers(players, view), [players, view]);
  const shown = matching.slice(0, query ? SEARCH_PAGE * pages : PLAYER_LIST_LIMIT);
  // A review walks the decks of the list as it is shown, from the first one not reviewed yet.
  const decks = useMemo(() => reviewPlayers(players, view), [players, view]);
  const start = reviewStart(decks);
  const left = decksLeftToCheck(decks);
  const deckCount = decks.length;
  const shownCount = shown.length;
  const matchingCount = matching.length;
  const moreCount = Math.min(SEARCH_PAGE, matching.length - shown.length);
  const limit = PLAYER_LIST_LIMIT;
  const filterOptions = FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }));
  const sortOptions = SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Players</Trans>
        </Title>
        <Text fw={600} aria-label={t`Players registered`}>
          {event.player_count}/{event.max_players}
        </Text>
      </Group>
      <Counts players={players} />
      <TextInput label={t`Search players`} type="search" value={view.search} onChange={(e) => changeView({ search: e.currentTarget.value })} />
      <SegmentedControl
        aria-label={t`Filter players`}
        data={filterOptions}
        value={view.filter}
        onChange={(value) => changeView({ filter: value as PlayerFilter })}
        fullWidth
      />
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t`Sort by`}
          data={sortOptions}
          value={view.sort}
          onChange={(e) => changeView({ sort: e.currentTarget.value as PlayerSort })}
        />
        <Group gap="sm">
          {start && (
            <Button component={Link} to={playerReviewPath(event.event_id, start.user_id, view)} variant="light">
              <Trans>
                Review <Plural value={deckCount} one={`${deckCount} deck`} other={`${deckCount} decks`} /> (
                <Plural value={left} _0="all reviewed" other={`${left} left to review`} />)
              </Trans>
            </Button>
          )}
          <Anchor href={`/e/${event.event_id}/missing`} target="_blank" rel="noopener" size="sm">
            <Trans>Missing decklists sheet</Trans>
          </Anchor>
        </Group>
      </Group>
      {players.some(({ player }) => !player.has_deck) && <RemindPlayers event={event} />}
      {players.length === 0 ? (
        <Text c="dimmed">
          <Trans>No players have joined this tournament yet</Trans>
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          <Trans>No players match your filter</Trans>
        </Text>
      ) : (
        <Stack gap={6} component="ul" aria-label={t`Players`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((player) => (
            <PlayerRow key={player.user_id} eventId={event.event_id} player={player} view={view} onRemove={onRemove} />
          ))}
        </Stack>
      )}
      {query && matching.length > shown.length && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <Trans>
              Showing {shownCount} of{' '}
              <Plural value={matchingCount} one={`${matchingCount} matching player`} other={`${matchingCount} matching players`} />.
            </Trans>
          </Text>
          <Button variant="light" size="compact-sm" onClick={() => setPages(pages + 1)}>
            <Trans>Show {moreCount} more</Trans>
          </Button>
        </Group>
      )}
      {!query && matching.length > PLAYER_LIST_LIMIT && (
        <Text size="sm" c="dimmed">
          <Trans>
            Showing first {limit} of <Plural value={matchingCount} one={`${matchingCount} player`} other={`${matchingCount} players`} />.
            Please use the search bar to find specific players.
          </Trans>
        </Text>
      )}
      <Title order={3} size="h4" mt="sm">
        <Trans>Add Player</Trans>
      </Title>
      <PersonForm
        nameLabel={t`Player name`}
        emailRequired={false}
        submitLabel={t`Add Player`}
        busy={addPlayer.isPending}
        onSave={(values, callbacks) => {
          setAdded(undefined);
          addPlayer.mutate(values, {
            onSuccess: ({ user_id }) => {
              callbacks.onSuccess();
              setAdded({ user_id, player_name: values.player_name.trim() });
            },
            onError: callbacks.onError,
          });
        }}
      />
      {added && (
        // A walk-in usually hands in a paper list: their deck is one step away.
        <Text size="sm" role="status">
          <Trans>
            {addedName} was added.{' '}
            <Anchor component={Link} to={`/e/${event.event_id}/deck?id=${added.user_id}`}>
              Enter {addedName}&apos;s decklist
            </Anchor>
          </Trans>
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== undefined}
        title={t`Remove Player`}
        confirmLabel={t`Remove Player`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => {
          remove.reset();
          setRemoving(undefined);
        }}
        onConfirm={() => removing && remove.mutate(removing.user_id, { onSuccess: () => setRemoving(undefined) })}
      >
        <Trans>Remove {removingName} from this tournament? Their decklist is deleted too.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
