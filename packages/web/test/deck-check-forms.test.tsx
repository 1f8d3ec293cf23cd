import type { DeckCheck, TimerLink } from '@decklist/core/deck-checks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The component under test (one place to re-point if it moves).
import { DrawForm } from '../src/features/deck-checks/DrawForm';
import { OutcomeForm } from '../src/features/deck-checks/OutcomeForm';
import { aPlayer, anEvent, fieldErrors, json, renderWithApp, stubServer } from './helpers';

const RESULT = '/api/events/fnm42/deck-checks/check-1/result';
const LOG = '/api/events/fnm42/deck-checks';

const aCheck = (overrides: Partial<DeckCheck> = {}): DeckCheck => ({
  check_id: 'check-1',
  round: 3,
  table_number: 12,
  player_user_id: '00000000-0000-4000-8000-000000000001',
  player_name: 'Player 1',
  judge_user_id: '00000000-0000-4000-8000-000000000009',
  judge_name: 'Judge Jo',
  judge_role: 'judge',
  checked_by_user_id: null,
  checked_by_name: null,
  checked_by_role: null,
  picked_at: '2031-05-16T18:00:00.000Z',
  started_at: '2031-05-16T18:02:00.000Z',
  ended_at: null,
  outcome: null,
  note: '',
  extension: null,
  ...overrides,
});

const TIMER: TimerLink = {
  tournament_id: 'tt1',
  name: 'Sunday RCQ',
  clocks: [
    { clock_id: 'clock-a', name: 'Round 3' },
    { clock_id: 'clock-b', name: 'Top 8' },
  ],
};

function serverAnsweringResults() {
  const server = stubServer();
  server.on('POST', RESULT, (request) => json({ ...aCheck(), ...(request.body as object), ended_at: '2031-05-16T18:07:00.000Z' }));
  server.on('GET', LOG, () => json({ checks: [], eligible: { all: 0, unchecked: 0 }, remaining: 100, timer: null }));
  return server;
}

describe('picking players for deck checks', () => {
  const event = anEvent({ role: 'judge', participants: [aPlayer(1), aPlayer(2, { has_deck: false }), aPlayer(3)] });
  const picked = () => json({ checks: [aCheck()] });

  it('picks N players at random for a round, leaving out those checked already unless told not to', async () => {
    const server = stubServer();
    server.on('POST', LOG, picked).on('GET', LOG, () => json({ checks: [], eligible: { all: 2, unchecked: 1 }, remaining: 100, timer: null }));
    const { user } = renderWithApp(<DrawForm event={event} checks={[aCheck({ player_user_id: aPlayer(3).user_id })]} />);
    expect(screen.getByText('1 can be picked')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Round/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Round/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Pick players' }));
    await expect.poll(() => server.received('POST', LOG).length).toBe(1);
    expect(server.received('POST', LOG)[0]!.body).toEqual({ round: 4, table_number: null, count: 1, exclude_checked: true });

    await user.click(screen.getByRole('switch', { name: 'Leave out players checked already at this event' }));
    expect(screen.getByText('2 can be picked')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Players/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Players/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Pick players' }));
    await expect.poll(() => server.received('POST', LOG).length).toBe(2);
    expect(server.received('POST', LOG)[1]!.body).toEqual({ round: 4, table_number: null, count: 2, exclude_checked: false });
  });

  it('picks a player by name with a table, offering only players with a deck, and asks for a player first', async () => {
    const server = stubServer();
    server.on('POST', LOG, picked).on('GET', LOG, () => json({ checks: [], eligible: { all: 2, unchecked: 2 }, remaining: 100, timer: null }));
    const { user } = renderWithApp(<DrawForm event={event} checks={[]} />);
    await user.click(screen.getByRole('radio', { name: 'By name' }));
    const player = screen.getByRole('combobox', { name: /Player/ });
    expect([...(player as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a player', 'Player 1', 'Player 3']);
    await user.click(screen.getByRole('button', { name: 'Pick player' }));
    await expect.poll(() => player.getAttribute('aria-invalid')).toBe('true');
    expect(player).toHaveAccessibleDescription('Choose a player');
    expect(server.received('POST', LOG)).toHaveLength(0);

    await user.selectOptions(player, 'Player 3');
    await user.type(screen.getByRole('spinbutton', { name: 'Table' }), '21');
    await user.click(screen.getByRole('button', { name: 'Pick player' }));
    await expect.poll(() => server.received('POST', LOG).length).toBe(1);
    expect(server.received('POST', LOG)[0]!.body).toEqual({ round: 1, table_number: 21, user_ids: [aPlayer(3).user_id] });
  });
});

describe('the outcome of a deck check', () => {
  it("records 'Matches' with the pick's table and no extension", async () => {
    const server = serverAnsweringResults();
    const { user } = renderWithApp(<OutcomeForm eventId="fnm42" check={aCheck()} timer={null} differences="" />);
    expect(screen.getByRole('radio', { name: 'Matches' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Table' })).toHaveValue(12);
    expect(screen.queryByRole('combobox', { name: 'Time extension on clock' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record outcome' }));
    await expect.poll(() => server.received('POST', RESULT).length).toBe(1);
    expect(server.received('POST', RESULT)[0]!.body).toEqual({ outcome: 'matches', note: '', table_number: 12, extension: null });
  });

  it("asks for a note before recording a problem, and offers what the count found as that note", async () => {
    const server = serverAnsweringResults();
    const { user } = renderWithApp(<OutcomeForm eventId="fnm42" check={aCheck()} timer={null} differences="" />);
    await user.click(screen.getByRole('radio', { name: 'Problem' }));
    await user.click(screen.getByRole('button', { name: 'Record outcome' }));
    await expect.poll(() => screen.getByRole('textbox', { name: /Note/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveAccessibleDescription(/Say what differed and what was done/);
    expect(server.received('POST', RESULT)).toHaveLength(0);
  });

  it('is a problem when the count found differences, with them as its note, until the judge says otherwise', async () => {
    stubServer();
    const { user } = renderWithApp(
      <OutcomeForm eventId="fnm42" check={aCheck()} timer={null} differences="Lightning Bolt: 3 found, 4 listed." />,
    );
    expect(screen.getByRole('radio', { name: 'Problem' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Lightning Bolt: 3 found, 4 listed.');
    await user.click(screen.getByRole('radio', { name: 'Matches' }));
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Problem' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), ' Card under the sleeve.');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Lightning Bolt: 3 found, 4 listed. Card under the sleeve.');
  });

  it("gives the table time on a chosen clock of the linked tournament, and shows the server's refusal on that field", async () => {
    const server = serverAnsweringResults();
    const { user } = renderWithApp(<OutcomeForm eventId="fnm42" check={aCheck({ table_number: null })} timer={TIMER} differences="" />);
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    expect(minutes).toBeDisabled(); // no clock chosen yet
    await user.type(screen.getByRole('spinbutton', { name: 'Table' }), '47');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time extension on clock' }), 'Round 3');
    await user.type(minutes, '4.5');
    await user.click(screen.getByRole('radio', { name: 'Problem' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Sideboard one card short; game loss');

    server.on('POST', RESULT, () => fieldErrors({ 'extension.minutes': ['Extension must be at most 60 minutes'] }));
    await user.click(screen.getByRole('button', { name: 'Record outcome' }));
    const clock = screen.getByRole('combobox', { name: 'Time extension on clock' });
    await expect.poll(() => clock.getAttribute('aria-invalid')).toBe('true');
    expect(clock).toHaveAccessibleDescription('Extension must be at most 60 minutes');
    expect(server.received('POST', RESULT)[0]!.body).toEqual({
      outcome: 'problem',
      note: 'Sideboard one card short; game loss',
      table_number: 47,
      extension: { clock_id: 'clock-a', minutes: 4.5 },
    });
  });
});
