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

const FILTER_OPTIONS = Object.entries(PLAYER_FILTERS).map(([value, label]) => ({ value, label }));
const SORT_OPTIONS = Object.entries(PLAYER_SORTS).map(([value, label]) => ({ value, label }));

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
  const changedAt = player.is_deck_checked ? null : player.changed_since_checked_at;
  return (
    <Paper withBorder p="xs" component="li">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4}>
          <Anchor component={Link} to={playerReviewPath(eventId, player.user_id, view)} fw={500}>
            {player.player_name}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color={player.has_deck ? 'blue' : 'gray'}>
              {player.has_deck ? 'Deck submitted' : 'No deck'}
            </Badge>
            {player.is_deck_checked && (
              <Badge variant="light" color="green">
                ✓ Checked
              </Badge>
            )}
            {changedAt && (
              // With a date (a day later) it may not fit a phone's row on one line.
              <Badge variant="light" color="yellow" style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
                Changed since checked · <Moment iso={changedAt} />
              </Badge>
            )}
            {player.has_deck_warning && (
              <Badge variant="light" color="orange">
                ⚠ Warnings
              </Badge>
            )}
          </Group>
          {view.sort === 'submitted' && player.deck_submitted_at && (
            <Text size="sm" c="dimmed">
              Submitted <Moment iso={player.deck_submitted_at} />
            </Text>
          )}
        </Stack>
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(player)} aria-label={`Remove ${player.player_name}`}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
});

/** The counts at the top of the list, each a word and a number (not colour alone). */
function Counts({ players }: { players: ReturnType<typeof indexPlayers> }) {
  const counts = playerCounts(players);
  const items: [string, number][] = [
    ['Players', counts.players],
    ['Decks submitted', counts.submitted],
    ['Decks checked', counts.checked],
    ['With warnings', counts.warnings],
    ['Decks missing', counts.missing],
  ];
  return (
    <dl className={classes.counts} aria-label="Player counts">
      {items.map(([label, value]) => (
        <div key={label} className={classes.count}>
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

  const changeView = (change: Partial<PlayerListView>) => {
    setParams(playerViewParams({ ...view, ...change }), { replace: true });
    setPages(1);
  };
  const query = view.search.trim();
  const matching = useMemo(() => selectPlayers(players, view), [players, view]);
  const shown = matching.slice(0, query ? SEARCH_PAGE * pages : PLAYER_LIST_LIMIT);
  // A review walks the decks of the list as it is shown, from the first one not checked yet.
  const decks = useMemo(() => reviewPlayers(players, view), [players, view]);
  const start = reviewStart(decks);
  const left = decksLeftToCheck(decks);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Players
        </Title>
        <Text fw={600} aria-label="Players registered">
          {event.player_count}/{event.max_players}
        </Text>
      </Group>
      <Counts players={players} />
      <TextInput label="Search players" type="search" value={view.search} onChange={(e) => changeView({ search: e.currentTarget.value })} />
      <SegmentedControl
        aria-label="Filter players"
        data={FILTER_OPTIONS}
        value={view.filter}
        onChange={(value) => changeView({ filter: value as PlayerFilter })}
        fullWidth
      />
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={view.sort}
          onChange={(e) => changeView({ sort: e.currentTarget.value as PlayerSort })}
        />
        <Group gap="sm">
          {start && (
            <Button component={Link} to={playerReviewPath(event.event_id, start.user_id, view)} variant="light">
              Review {decks.length === 1 ? '1 deck' : `${decks.length} decks`} ({left === 0 ? 'all checked' : `${left} left to check`})
            </Button>
          )}
          <Anchor href={`/e/${event.event_id}/missing`} target="_blank" rel="noopener" size="sm">
            Missing decklists sheet
          </Anchor>
        </Group>
      </Group>
      {players.some(({ player }) => !player.has_deck) && <RemindPlayers event={event} />}
      {players.length === 0 ? (
        <Text c="dimmed">No players have joined this tournament yet</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No players match your filter</Text>
      ) : (
        <Stack gap={6} component="ul" aria-label="Players" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((player) => (
            <PlayerRow key={player.user_id} eventId={event.event_id} player={player} view={view} onRemove={onRemove} />
          ))}
        </Stack>
      )}
      {query && matching.length > shown.length && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Showing {shown.length} of {matching.length} matching players.
          </Text>
          <Button variant="light" size="compact-sm" onClick={() => setPages(pages + 1)}>
            Show {Math.min(SEARCH_PAGE, matching.length - shown.length)} more
          </Button>
        </Group>
      )}
      {!query && matching.length > PLAYER_LIST_LIMIT && (
        <Text size="sm" c="dimmed">
          Showing first {PLAYER_LIST_LIMIT} of {matching.length} players. Please use the search bar to find specific players.
        </Text>
      )}
      <Title order={3} size="h4" mt="sm">
        Add Player
      </Title>
      <PersonForm
        nameLabel="Player name"
        emailRequired={false}
        submitLabel="Add Player"
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
          {added.player_name} was added.{' '}
          <Anchor component={Link} to={`/e/${event.event_id}/deck?id=${added.user_id}`}>
            Enter {added.player_name}&apos;s decklist
          </Anchor>
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== undefined}
        title="Remove Player"
        confirmLabel="Remove Player"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => {
          remove.reset();
          setRemoving(undefined);
        }}
        onConfirm={() => removing && remove.mutate(removing.user_id, { onSuccess: () => setRemoving(undefined) })}
      >
        Remove {removing?.player_name} from this tournament? Their decklist is deleted too.
      </ConfirmDialog>
    </Stack>
  );
}
