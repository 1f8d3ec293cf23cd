import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SyncTool } from '../src/features/events/SyncPage';
import { aPlayer, anEvent, renderWithApp, stubServer } from './helpers';

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
});
