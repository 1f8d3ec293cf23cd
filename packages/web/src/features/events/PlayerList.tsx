import { PLAYER_LIST_LIMIT, stripAccents, type EventDetails, type Participant } from '@decklist/core';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '../../components/ui';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAddPlayer, useRemoveEventUser } from '../../api/events';
import { errorMessage } from '../../api/form-errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PersonForm } from './PersonForm';

const FILTERS = ['All', 'Checked', 'Unchecked', 'Warnings'] as const;
type Filter = (typeof FILTERS)[number];

const MATCHES_FILTER: Record<Filter, (p: Participant) => boolean> = {
  All: () => true,
  Checked: (p) => p.is_deck_checked,
  Unchecked: (p) => !p.is_deck_checked,
  Warnings: (p) => p.has_deck_warning,
};

const searchKey = (text: string) => stripAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Matches of a search shown at once; "Show more" adds as many. An event of 2,000 players stays quick:
 * a search never lays out more than this many rows at a time.
 */
export const SEARCH_PAGE = 100;

const PlayerRow = memo(function PlayerRow({
  eventId,
  player,
  onRemove,
}: {
  eventId: string;
  player: Participant;
  onRemove(player: Participant): void;
}) {
  return (
    <Paper withBorder p="xs" component="li">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4}>
          <Anchor component={Link} to={`/e/${eventId}/deck?id=${player.user_id}`} fw={500}>
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
            {player.has_deck_warning && (
              <Badge variant="light" color="orange">
                ⚠ Warnings
              </Badge>
            )}
          </Group>
        </Stack>
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(player)} aria-label={`Remove ${player.player_name}`}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
});

/**
 * The management view's players: counter, search, filters, the first 50 (a search: its matches, a page
 * at a time), add and remove.
 */
export function PlayerList({ event }: { event: EventDetails }) {
  // Each player's search key is worked out once per answer, not on every keystroke.
  const players = useMemo(
    () => (event.participants ?? []).filter((p) => p.role === 'player').map((player) => ({ player, key: searchKey(player.player_name) })),
    [event.participants],
  );
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('All');
  const [pages, setPages] = useState(1);
  const [removing, setRemoving] = useState<Participant>();
  const addPlayer = useAddPlayer(event.event_id);
  const remove = useRemoveEventUser(event.event_id);
  const onRemove = useCallback((player: Participant) => setRemoving(player), []);

  const query = searchKey(search);
  const matching = useMemo(
    () => players.filter(({ player, key }) => MATCHES_FILTER[filter](player) && key.includes(query)).map(({ player }) => player),
    [players, filter, query],
  );
  const shown = matching.slice(0, query ? SEARCH_PAGE * pages : PLAYER_LIST_LIMIT);

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
      <TextInput
        label="Search players"
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPages(1);
        }}
      />
      <SegmentedControl
        aria-label="Filter players"
        data={[...FILTERS]}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPages(1);
        }}
        fullWidth
      />
      {players.length === 0 ? (
        <Text c="dimmed">No players have joined this tournament yet</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No players match your filter</Text>
      ) : (
        <Stack gap={6} component="ul" aria-label="Players" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((player) => (
            <PlayerRow key={player.user_id} eventId={event.event_id} player={player} onRemove={onRemove} />
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
        onSave={(values, callbacks) => addPlayer.mutate(values, callbacks)}
      />
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
