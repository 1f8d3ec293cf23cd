import type { MeResponse, TournamentDetails } from '@decklist/core/api';
import { screen, waitFor } from '@testing-library/react';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { WebSocketServer } from 'ws';
import { TimerTournamentPage } from '../src/features/timers/TimerTournamentPage';
import { json, renderWithApp, stubServer } from './helpers';

const ME: MeResponse = { authorized: true, email: 'olga@example.com', user_id: 'owner-1', userId: 'owner-1', session_id: 's1', sessionId: 's1', name: 'Olga' };
const NOW = Date.UTC(2031, 4, 16, 19, 0, 0);

const tournament = (overrides: Partial<TournamentDetails> = {}): TournamentDetails => ({
  tournament_id: 't1',
  tournament_name: 'Road to Nationals',
  role: 'owner',
  clocks: [],
  managers: [],
  server_time: NOW,
  ...overrides,
});

let sockets: WebSocketServer | undefined;
afterEach(async () => {
  for (const client of sockets?.clients ?? []) client.terminate();
  if (sockets) await new Promise((resolve) => sockets!.close(resolve));
  sockets = undefined;
});

/** The tournament's page, its live channel open, as the server answers it; its Duration field once shown. */
async function tournamentPage(details: TournamentDetails) {
  sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => sockets!.once('listening', resolve));
  const { port } = sockets.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/timers/t1`);
  const api = stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', '/api/timers/t1', () => json(details))
    .on('POST', '/api/timers/t1/clocks', () =>
      json({ clock_id: 'c1', clock_name: 'Round 1', duration_seconds: 3300, ms_remaining: 3_300_000, is_running: false, extensions: [], server_time: NOW }),
    );
  const page = renderWithApp(<Route path="/timers/:id" component={TimerTournamentPage} />, { path: '/timers/t1' });
  const duration = await screen.findByLabelText(/Duration \(minutes\)/, {}, { timeout: 5000 });
  return { ...page, api, duration };
}

describe("the new clock's minutes on a tournament's page", () => {
  it("start at the round length the server gives for the linked event's format, and are sent in seconds", async () => {
    const { duration, user, api } = await tournamentPage(tournament({ round_minutes: 55 }));
    expect(duration).toHaveValue(55);
    await user.type(screen.getByLabelText(/Clock Name/), 'Round 1');
    await user.click(screen.getByRole('button', { name: 'Add Clock' }));
    await waitFor(() => expect(api.received('POST', '/api/timers/t1/clocks').map((r) => r.body)).toEqual([{ clock_name: 'Round 1', duration_seconds: 3300 }]));
  });

  it('start at 50 when the answer has no round length', async () => {
    const { duration } = await tournamentPage(tournament());
    expect(duration).toHaveValue(50);
  });
});
