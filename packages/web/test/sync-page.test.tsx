import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { SyncPage, SyncTool } from '../src/features/events/SyncPage';
import { aPlayer, anEvent, json, renderWithApp, stubServer } from './helpers';

const WITH_DECK = aPlayer(1, { player_name: 'Wes With-Deck', has_deck: true });
const NO_DECK = aPlayer(2, { player_name: 'Nora No-Deck', has_deck: false });
const event = anEvent({ event_id: 'fnm42', role: 'owner', participants: [WITH_DECK, NO_DECK], player_count: 2 });
const statusOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[1];

describe('the EventLink sync tool', () => {
  it('before a report is pasted, shows each player’s own submission status, never “Unknown”', () => {
    stubServer();
    renderWithApp(<SyncTool event={event} />);
    expect(statusOf('Wes With-Deck')).toHaveTextContent('✓ Submitted');
    expect(statusOf('Nora No-Deck')).toHaveTextContent('✗ Not Submitted');
    expect(screen.queryByText(/Unknown/)).not.toBeInTheDocument();
  });

  it('after a report, a player missing from it is not registered in the companion app', async () => {
    stubServer();
    const { user } = renderWithApp(<SyncTool event={event} />);
    await user.click(screen.getByLabelText('EventLink report'));
    await user.paste(['Players Report', '', 'Name                Points', '-'.repeat(42), 'Wes With-Deck       0', 'Someone Else        0'].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Submissions' }));
    expect(statusOf('Wes With-Deck')).toHaveTextContent('✓ Submitted');
    expect(statusOf('Someone Else')).toHaveTextContent('✗ Not Submitted');
    expect(statusOf('Nora No-Deck')).toHaveTextContent('⚠ not registered in the companion app');
  });

  it('a Flesh and Blood event, reached by the address, says EventLink is for Magic and shows no tool', async () => {
    const fab = anEvent({ event_id: 'fab42', role: 'owner', format: 'fab-cc', format_name: 'Flesh and Blood · Classic Constructed', decklist_style: 'fab', participants: [WITH_DECK], player_count: 1 });
    stubServer()
      .on('GET', '/api/events/fab42', () => json(fab))
      .on('GET', '/api/me', () => json({ authorized: true, email: 'owner@example.com', user_id: 'owner-1', userId: 'owner-1', session_id: 's1', sessionId: 's1', name: 'Olga Owner' }));
    renderWithApp(
      <Route path="/e/:eventId/sync/eventlink">
        <SyncPage />
      </Route>,
      { path: '/e/fab42/sync/eventlink' },
    );
    expect(await screen.findByText('EventLink is the event system of Magic tournaments: a Flesh and Blood event has nothing to compare with it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('EventLink report')).not.toBeInTheDocument();
  });
});
