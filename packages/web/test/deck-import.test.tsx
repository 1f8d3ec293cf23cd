import type { EventDecklist, ImportableDecksResponse, MeResponse } from '@decklist/core/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerDeck } from '../src/features/decks/PlayerDeck';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const ME: MeResponse = { authorized: true, email: 'sam@example.com', user_id: 'viewer-1', userId: 'viewer-1', session_id: 's1', sessionId: 's1', name: 'Samuel Google' };
const EVENT = anEvent({ event_id: 'fnm42' });
const OLD_BURN = '4 Lightning Bolt\n56 Mountain';

function renderPlayerDeck(imports: ImportableDecksResponse, deck: EventDecklist | null = null) {
  stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', '/api/events/fnm42/deck', () => (deck ? json(deck) : new Response(null, { status: 404 })))
    .on('GET', '/api/events/fnm42/deck/imports', () => json(imports))
    .on('GET', '/api/decks/library', () => json({ decks: [] }))
    .on('POST', '/api/decklists/validate', () => json({ groups: [], deck_warnings: [], has_warnings: false }))
    .on('GET', '/api/cards/search', () => json([]));
  return renderWithApp(<PlayerDeck event={EVENT} />);
}

const playerName = () => screen.getByRole('textbox', { name: /^Player Name/ });

describe('a new decklist in an event', () => {
  it('has the player name last used in any event filled in', async () => {
    renderPlayerDeck({ decks: [], last_player_name: 'Sam Size' });
    await screen.findByRole('textbox', { name: /^Player Name/ });
    await waitFor(() => expect(playerName()).toHaveValue('Sam Size'));
  });

  it('has the account name without an earlier list', async () => {
    renderPlayerDeck({ decks: [], last_player_name: null });
    await screen.findByRole('textbox', { name: /^Player Name/ });
    await waitFor(() => expect(playerName()).toHaveValue('Samuel Google'));
  });

  it('keeps the imported deck shown in the import select', async () => {
    const { user } = renderPlayerDeck({
      decks: [{ event_id: 'old1', event_name: 'Last Week Modern', event_date: '2031-05-09', player_name: 'Sam Size', deck_name: 'Old Burn', decklist_text: OLD_BURN }],
      last_player_name: 'Sam Size',
    });
    const select = await screen.findByRole('combobox', { name: /^Import a saved deck/ });
    await waitFor(() => expect(select).toBeEnabled());
    const option = screen.getByRole('option', { name: /^Old Burn · Last Week Modern/ });
    await user.selectOptions(select, option);
    expect(screen.getByRole('textbox', { name: /^Decklist/ })).toHaveValue(OLD_BURN);
    expect(screen.getByRole('textbox', { name: /^Deck Name/ })).toHaveValue('Old Burn');
    expect(select).toHaveValue('event:old1');
    expect((option as HTMLOptionElement).selected).toBe(true);
  });
});
