import type { LiveClock } from '@decklist/core/timers';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AllClocksButtons } from '../src/features/timers/AllClocksButtons';
import { json, renderWithApp, stubServer, type FakeServer } from './helpers';

const NOW = Date.UTC(2031, 4, 16, 19, 0, 0);
const clock = (id: string, isRunning: boolean): LiveClock => ({
  clock_id: id,
  clock_name: `Round ${id}`,
  duration_seconds: 3000,
  ms_remaining: 3_000_000,
  is_running: isRunning,
  extensions: [],
  as_of: NOW,
});

const render = (clocks: LiveClock[]) =>
  renderWithApp(<AllClocksButtons tournamentId="t1" clocks={clocks} serverNow={NOW} onError={() => {}} />);

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
});

describe('Start All and Pause All', () => {
  it('with every clock running, Start All is disabled and says why, next to it and to assistive technology', () => {
    render([clock('1', true), clock('2', true)]);
    const start = screen.getByRole('button', { name: 'Start All' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('All clocks are running');
    expect(screen.getByText('All clocks are running')).toBeVisible();
    const pause = screen.getByRole('button', { name: 'Pause All' });
    expect(pause).toBeEnabled();
    expect(pause).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('No clock is running')).not.toBeInTheDocument();
  });

  it('with every clock paused, Pause All is disabled and says why', () => {
    render([clock('1', false), clock('2', false)]);
    const pause = screen.getByRole('button', { name: 'Pause All' });
    expect(pause).toBeDisabled();
    expect(pause).toHaveAccessibleDescription('No clock is running');
    expect(screen.getByRole('button', { name: 'Start All' })).toBeEnabled();
    expect(screen.queryByText('All clocks are running')).not.toBeInTheDocument();
  });

  it('with some running and some paused, both work and nothing is explained', () => {
    render([clock('1', true), clock('2', false)]);
    expect(screen.getByRole('button', { name: 'Start All' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pause All' })).toBeEnabled();
    expect(screen.queryByText(/clocks? (are|is) running/)).not.toBeInTheDocument();
  });

  it('starts every clock with one request, so the server starts them at one instant', async () => {
    server.on('POST', '/api/timers/t1/all-clocks', () =>
      json({ clocks: [{ ...clock('1', true), as_of: undefined }, { ...clock('2', true), as_of: undefined }], server_time: NOW }),
    );
    const { user } = render([clock('1', false), clock('2', false)]);
    await user.click(screen.getByRole('button', { name: 'Start All' }));
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/api/timers/t1/all-clocks', { is_running: true }]]);
  });
});
