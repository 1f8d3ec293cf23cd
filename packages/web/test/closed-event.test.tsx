import type { EventDecklist, EventDetails, MeResponse } from '@decklist/core/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerDeck } from '../src/features/decks/PlayerDeck';
import { DeadlineForm } from '../src/features/events/DeadlineForm';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const ME: MeResponse = { authorized: true, email: 'alice@example.com', user_id: 'viewer-1', userId: 'viewer-1', session_id: 's1', sessionId: 's1', name: 'Alice Smith' };
const BURN: EventDecklist = {
  event_id: 'fnm42',
  user_id: 'viewer-1',
  player_name: 'Alice Smith',
  deck_name: 'Burn',
  decklist_text: '4 Lightning Bolt',
  is_deck_checked: false,
  updated_at: '2031-05-16T17:00:00.000Z',
  groups: [{ group_name: 'Cards', cards: [{ quantity: 4, card_name: 'Lightning Bolt', mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [] }] }],
  deck_warnings: [],
  has_warnings: false,
};
const inThreeHours = () => new Date(Date.now() + 3 * 3600_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

function renderPlayerDeck(event: EventDetails, deck: EventDecklist | null) {
  stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', '/api/events/fnm42/deck', () => (deck ? json(deck) : new Response(null, { status: 404 })));
  return renderWithApp(<PlayerDeck event={event} />);
}

describe('a closed event says why it is closed', () => {
  it('closed by the organiser with the deadline still ahead: the player is not told the deadline passed', async () => {
    renderPlayerDeck(anEvent({ status: 'closed', submission_deadline: inThreeHours() }), BURN);
    expect(await screen.findByText('Decklist locked')).toBeInTheDocument();
    expect(screen.getByText('Your decklist is submitted, and can no longer be modified because the organiser closed the tournament.')).toBeInTheDocument();
    expect(screen.queryByText(/deadline has passed/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
  });

  it('closed by the organiser, no deck and no deadline: says the organiser closed it', async () => {
    renderPlayerDeck(anEvent({ status: 'closed' }), null);
    expect(await screen.findByText('The organiser has closed this tournament: decklists can no longer be submitted.')).toBeInTheDocument();
    expect(screen.queryByText(/past its decklist submission deadline/)).not.toBeInTheDocument();
  });

  it('closed by its deadline: says the deadline passed', async () => {
    const { unmount } = renderPlayerDeck(anEvent({ status: 'closed', submission_deadline: aMinuteAgo() }), BURN);
    expect(await screen.findByText('Your decklist is submitted, and can no longer be modified because the submission deadline has passed.')).toBeInTheDocument();
    unmount();
    renderPlayerDeck(anEvent({ status: 'closed', submission_deadline: aMinuteAgo() }), null);
    expect(await screen.findByText('This tournament is past its decklist submission deadline.')).toBeInTheDocument();
  });

  it('the organiser sees no countdown on an event closed by hand before its deadline', () => {
    stubServer();
    renderWithApp(<DeadlineForm event={anEvent({ role: 'owner', status: 'closed', submission_deadline: inThreeHours() })} />);
    expect(screen.getByText(/^Closed by an organiser before the deadline, /)).toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    // The deadline can still be moved or cleared.
    expect(screen.getByRole('button', { name: 'Move Deadline' })).toBeInTheDocument();
  });
});
