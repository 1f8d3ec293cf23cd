import type { Clock, ClockResponse, TournamentDetails } from '@decklist/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
// The components under test (one place to re-point if they move).
import { useTimerTournament } from '../src/api/timers';
import { ClockCard } from '../src/features/timers/ClockCard';
import { json, problem, renderWithApp, stubServer, type FakeServer } from './helpers';

const TOURNAMENT = 't-spring-open';
const CLOCK_PATH = `/api/timers/${TOURNAMENT}/clocks/c1`;
/** The server's time of every answer here, and the page's estimate of it when it draws. */
const NOW = Date.UTC(2031, 4, 16, 19, 0, 0);

const ROUND_1: Clock = { clock_id: 'c1', clock_name: 'Round 1', duration_seconds: 3000, ms_remaining: 3_000_000, is_running: false, extensions: [] };

/** An answer of the clock routes: the clock as the server has it now, and the server's time. */
const answer = (clock: Partial<Clock>, serverTime = NOW): ClockResponse => ({ ...ROUND_1, ...clock, server_time: serverTime });

/**
 * The management page's clock list, reduced to what ClockCard needs: the tournament from its query
 * (each clock placed in time by the answer's server_time), a fixed server time, and the error line.
 */
function Clocks() {
  const tournament = useTimerTournament(TOURNAMENT);
  const [error, setError] = useState<string>();
  if (!tournament.data) return <p>Loading</p>;
  return (
    <>
      {error && <p role="alert">{error}</p>}
      {tournament.data.clocks.map((clock) => (
        <ClockCard key={clock.clock_id} tournamentId={TOURNAMENT} clock={clock} serverNow={NOW} onError={setError} />
      ))}
    </>
  );
}

let server: FakeServer;

async function renderClock(clock: Partial<Clock> = {}, serverTime = NOW) {
  const details: TournamentDetails = {
    tournament_id: TOURNAMENT,
    tournament_name: 'Spring Open',
    role: 'owner',
    clocks: [{ ...ROUND_1, ...clock }],
    managers: [],
    server_time: serverTime,
  };
  server.on('GET', `/api/timers/${TOURNAMENT}`, () => json(details));
  const view = renderWithApp(<Clocks />);
  await screen.findByRole('region', { name: 'Round 1' });
  return view;
}

const card = () => screen.getByRole('region', { name: 'Round 1' });
const shownTime = () => within(card()).getByText(/^-?\d{2,}:\d{2}$/).textContent;
const lastRequest = () => server.requests.at(-1);

beforeEach(() => {
  server = stubServer();
});

describe('ClockCard', () => {
  it('shows the clock: name, state, time and what the time means', async () => {
    await renderClock();
    expect(within(card()).getByRole('heading', { name: 'Round 1' })).toBeInTheDocument();
    expect(within(card()).getByText('Paused')).toBeInTheDocument();
    expect(shownTime()).toBe('50:00');
    expect(within(card()).getByText('On time')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('Start asks the server to run the clock, then shows the time of its answer', async () => {
    // The server started it 2 s before the time the page draws at, with 5 s less than the page knew.
    server.on('POST', CLOCK_PATH, () => json(answer({ is_running: true, ms_remaining: 2_995_000 }, NOW - 2000)));
    const { user } = await renderClock();
    await user.click(within(card()).getByRole('button', { name: 'Start' }));

    expect(await within(card()).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ method: 'POST', path: CLOCK_PATH, body: { is_running: true } });
    expect(within(card()).getByText('Running')).toBeInTheDocument();
    expect(shownTime()).toBe('49:53');
  });

  it('Pause asks the server to stop the clock, then shows the time it stopped at', async () => {
    server.on('POST', CLOCK_PATH, () => json(answer({ is_running: false, ms_remaining: 1_234_500 })));
    const { user } = await renderClock({ is_running: true, ms_remaining: 1_240_000 });
    expect(within(card()).getByText('Running')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Pause' }));

    expect(await within(card()).findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ method: 'POST', path: CLOCK_PATH, body: { is_running: false } });
    expect(within(card()).getByText('Paused')).toBeInTheDocument();
    // A part of a second shows as a whole one: 20:34.5 is 20:35.
    expect(shownTime()).toBe('20:35');
  });

  it.each([
    ['−1 min: subtract 1 minute', '−1 min', -60_000, '09:00'],
    ['−30 s: subtract 30 seconds', '−30 s', -30_000, '09:30'],
    ['−10 s: subtract 10 seconds', '−10 s', -10_000, '09:50'],
    ['+10 s: add 10 seconds', '+10 s', 10_000, '10:10'],
    ['+30 s: add 30 seconds', '+30 s', 30_000, '10:30'],
    ['+1 min: add 1 minute', '+1 min', 60_000, '11:00'],
  ])('%s (shown as %s) sends %i ms and shows the answer', async (label, text, ms, after) => {
    server.on('POST', `${CLOCK_PATH}/adjust`, ({ body }) =>
      json(answer({ ms_remaining: 600_000 + (body as { ms_adjustment: number }).ms_adjustment })),
    );
    const { user } = await renderClock({ ms_remaining: 600_000 });
    const button = within(card()).getByRole('button', { name: label });
    expect(button).toHaveTextContent(text);
    await user.click(button);

    await waitFor(() => expect(shownTime()).toBe(after));
    expect(server.received('POST')).toEqual([expect.objectContaining({ path: `${CLOCK_PATH}/adjust`, body: { ms_adjustment: ms } })]);
  });

  it('says in words when under 5 minutes and when the time is up', async () => {
    server.on('POST', `${CLOCK_PATH}/adjust`, () => json(answer({ ms_remaining: 270_000 })));
    const { user } = await renderClock({ ms_remaining: 330_000 });
    await user.click(within(card()).getByRole('button', { name: '−1 min: subtract 1 minute' }));
    await waitFor(() => expect(shownTime()).toBe('04:30'));
    expect(within(card()).getByText('Under 5 minutes')).toBeInTheDocument();

    server.on('POST', `${CLOCK_PATH}/adjust`, () => json(answer({ ms_remaining: -5000 })));
    await user.click(within(card()).getByRole('button', { name: '−1 min: subtract 1 minute' }));
    await waitFor(() => expect(shownTime()).toBe('-00:05'));
    expect(within(card()).getByText('Time is up')).toBeInTheDocument();
  });

  it('Reset asks first; Cancel sends nothing, Reset puts the clock back to its full duration', async () => {
    server.on('POST', `${CLOCK_PATH}/reset`, () => json(answer({ ms_remaining: 3_000_000, is_running: false })));
    const { user } = await renderClock({ is_running: true, ms_remaining: 754_000 });
    expect(shownTime()).toBe('12:34');

    await user.click(within(card()).getByRole('button', { name: 'Reset' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset Clock' });
    expect(dialog).toHaveTextContent('Reset Round 1 to its full duration (50:00)? The clock stops.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.received('POST')).toEqual([]);
    expect(shownTime()).toBe('12:34');

    await user.click(within(card()).getByRole('button', { name: 'Reset' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset Clock' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(shownTime()).toBe('50:00'));
    expect(server.received('POST')).toEqual([expect.objectContaining({ path: `${CLOCK_PATH}/reset`, body: undefined })]);
    expect(within(card()).getByText('Paused')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Delete asks first, then removes the clock', async () => {
    server.on('DELETE', CLOCK_PATH, () => json({ success: true, server_time: NOW }));
    const { user } = await renderClock();
    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Clock' });
    expect(dialog).toHaveTextContent('Delete Round 1? It disappears from every screen.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Round 1' })).not.toBeInTheDocument());
    expect(lastRequest()).toMatchObject({ method: 'DELETE', path: CLOCK_PATH, body: undefined });
  });

  it('a refused action says what failed and why, and the clock stays as it was', async () => {
    server.on('POST', CLOCK_PATH, () =>
      problem(403, { type: '/problems/forbidden', title: 'Forbidden', detail: 'You are not allowed to do this.' }),
    );
    const { user } = await renderClock();
    await user.click(within(card()).getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating clock: You are not allowed to do this.');
    expect(within(card()).getByText('Paused')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(shownTime()).toBe('50:00');
  });
});
