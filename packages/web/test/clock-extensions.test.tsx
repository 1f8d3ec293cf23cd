import type { Clock, ClockResponse, TournamentDetails } from '@decklist/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTimerTournament } from '../src/api/timers';
import { ClockCard } from '../src/features/timers/ClockCard';
import { fieldErrors, json, renderWithApp, stubServer, type FakeServer } from './helpers';

const TOURNAMENT = 't-spring-open';
const EXTENSIONS = `/api/timers/${TOURNAMENT}/clocks/c1/extensions`;
const NOW = Date.UTC(2031, 4, 16, 19, 0, 0);
const ROUND_1: Clock = { clock_id: 'c1', clock_name: 'Round 1', duration_seconds: 3000, ms_remaining: 3_000_000, is_running: true, extensions: [] };

function Clocks() {
  const tournament = useTimerTournament(TOURNAMENT);
  if (!tournament.data) return <p>Loading</p>;
  return tournament.data.clocks.map((clock) => (
    <ClockCard key={clock.clock_id} tournamentId={TOURNAMENT} clock={clock} serverNow={NOW} onError={() => {}} />
  ));
}

let server: FakeServer;
let extensions: Clock['extensions'];

async function renderClock(clock: Partial<Clock> = {}) {
  extensions = clock.extensions ?? [];
  const details: TournamentDetails = {
    tournament_id: TOURNAMENT,
    tournament_name: 'Spring Open',
    role: 'owner',
    clocks: [{ ...ROUND_1, ...clock }],
    managers: [],
    server_time: NOW,
  };
  server.on('GET', `/api/timers/${TOURNAMENT}`, () => json(details));
  // The server as it behaves: one extension per table, adding again replaces it.
  server.on('POST', EXTENSIONS, (request) => {
    const body = request.body as { table_number: number; minutes: number; reason: string | null };
    extensions = [...extensions.filter((e) => e.table_number !== body.table_number), body].sort((a, b) => a.table_number - b.table_number);
    const answer: ClockResponse = { ...ROUND_1, ...clock, extensions, server_time: NOW };
    return json(answer);
  });
  server.on('DELETE', new RegExp(`^${EXTENSIONS}/\\d+$`), (request) => {
    const table = Number(request.path.split('/').at(-1));
    extensions = extensions.filter((e) => e.table_number !== table);
    return json({ ...ROUND_1, ...clock, extensions, server_time: NOW });
  });
  const view = renderWithApp(<Clocks />);
  await screen.findByRole('region', { name: 'Round 1' });
  return view;
}

const list = () => screen.getByRole('list', { name: 'Table extensions of Round 1' });

beforeEach(() => {
  server = stubServer();
});

describe('table extensions on the management page', () => {
  it('adds several tables in a row with Enter: the table stays typed and selected, the minutes are kept', async () => {
    const { user } = await renderClock();
    const table = screen.getByRole<HTMLInputElement>('textbox', { name: 'Table' });
    const minutes = screen.getByRole('textbox', { name: 'Minutes' });
    expect(screen.getByText('A table has one extension per clock: adding a table again replaces its extension.')).toBeInTheDocument();

    await user.type(table, '47');
    await user.clear(minutes);
    await user.type(minutes, '3{Enter}');
    expect(await screen.findByText('Table 47: +3 min, added.')).toBeInTheDocument();
    expect(server.received('POST', EXTENSIONS).at(-1)?.body).toEqual({ table_number: 47, minutes: 3, reason: null });
    expect(table).toHaveFocus();
    expect(table).toHaveValue('47');
    expect([table.selectionStart, table.selectionEnd]).toEqual([0, 2]);

    // The next table types over the selected one; half minutes with a comma are fine.
    await user.keyboard('12');
    await user.clear(minutes);
    await user.type(minutes, '2,5');
    await user.click(table);
    await user.keyboard('12{Enter}');
    expect(await screen.findByText('Table 12: +2.5 min, added.')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
      'Table 12 · +2.5 min',
      'Table 47 · +3 min',
    ]);

    // The same table again replaces its extension, and says so.
    await user.type(screen.getByRole('combobox', { name: 'Reason (optional)' }), 'deck check');
    await user.click(table);
    await user.keyboard('47{Enter}');
    expect(await screen.findByText('Table 47: +2.5 min, replaced.')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list()).getByText(/deck check/)).toBeInTheDocument();
  });

  it('checks table and minutes before sending, and shows the server’s field errors', async () => {
    const { user } = await renderClock();
    const table = screen.getByRole('textbox', { name: 'Table' });
    const minutes = screen.getByRole('textbox', { name: 'Minutes' });
    await user.type(table, '0');
    await user.clear(minutes);
    await user.type(minutes, '1.25{Enter}');
    expect(table).toHaveAccessibleDescription('Table must be from 1 to 9999');
    expect(minutes).toHaveAccessibleDescription('Minutes must be whole or half minutes');
    expect(server.received('POST', EXTENSIONS)).toEqual([]);

    server.on('POST', EXTENSIONS, () => fieldErrors({ table_number: ['Table must be from 1 to 9999'] }));
    await user.clear(table);
    await user.type(table, '5');
    await user.clear(minutes);
    await user.type(minutes, '2{Enter}');
    expect(await screen.findByText('Table must be from 1 to 9999')).toBeInTheDocument();
  });

  it('changes and removes an extension; after 0:00 each table shows its time left', async () => {
    const { user } = await renderClock({
      ms_remaining: -60_000,
      extensions: [
        { table_number: 3, minutes: 2.5, reason: 'judge call' },
        { table_number: 9, minutes: 1, reason: null },
      ],
    });
    expect(within(list()).getByText(/Table 3/).closest('li')).toHaveTextContent('Table 3 · +2.5 min · judge call · 1:30 left');
    expect(within(list()).getByText(/Table 9/).closest('li')).toHaveTextContent('time is up');

    await user.click(screen.getByRole('button', { name: 'Change table 3' }));
    expect(screen.getByRole('textbox', { name: 'Table' })).toHaveValue('3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveFocus());
    await user.keyboard('4{Enter}');
    expect(await screen.findByText('Table 3: +4 min, replaced.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove table 9' }));
    expect(await screen.findByText('Table 9: extension removed.')).toBeInTheDocument();
    expect(server.received('DELETE').map((r) => r.path)).toEqual([`${EXTENSIONS}/9`]);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });
});
