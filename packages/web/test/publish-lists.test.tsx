import type { MeResponse, PublicationCandidate } from '@decklist/core/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The component under test (one place to re-point if it moves).
import { CHOICES_LISTED, PublishLists } from '../src/features/events/PublishLists';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const PUBLICATIONS = '/api/events/fnm42/publications';

const candidate = (n: number): PublicationCandidate => ({
  user_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  player_name: `Player ${n}`,
  deck_name: '',
  has_consent: true,
  consent_on_paper: false,
  is_published: false,
  placing: null,
  label: '',
});

const ME: MeResponse = { authorized: true, email: 'olga@example.com', user_id: 'owner-1', userId: 'owner-1', session_id: 's1', sessionId: 's1', name: 'Olga' };

function serverWith(players: PublicationCandidate[]) {
  const server = stubServer();
  server.on('GET', '/api/me', () => json(ME));
  server.on('GET', PUBLICATIONS, () => json({ lists_may_be_published: true, players }));
  server.on('POST', PUBLICATIONS, ({ body }) => {
    const chosen = (body as { decks: { user_id: string; placing: number | null; label: string }[] }).decks;
    const published = players.map((p) => {
      const deck = chosen.find((d) => d.user_id === p.user_id);
      return deck ? { ...p, is_published: true, placing: deck.placing, label: deck.label } : p;
    });
    return json({ lists_may_be_published: true, players: published });
  });
  return server;
}

const listed = () => within(screen.getByRole('list', { name: 'Decklists to choose' })).getAllByRole('listitem');

describe('choosing lists to publish, print or download', () => {
  it('lists a bounded number of players at once, and finds the others by name', async () => {
    const players = Array.from({ length: 2000 }, (_, i) => candidate(i + 1));
    const server = serverWith(players);
    const { user } = renderWithApp(<PublishLists event={anEvent({ role: 'owner', lists_may_be_published: true, player_count: 2000 })} />);
    await screen.findByRole('list', { name: 'Decklists to choose' });
    expect(listed()).toHaveLength(CHOICES_LISTED);
    expect(screen.getByText(`${2000 - CHOICES_LISTED} more players with a deck: search by name to find them.`)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find players to choose' }), 'player 1999');
    expect(listed()).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: 'Player 1999' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Placing' }), '1');

    // The chosen player stays listed when the search changes; the others are the first matches again.
    await user.clear(screen.getByRole('searchbox', { name: 'Find players to choose' }));
    expect(listed()).toHaveLength(CHOICES_LISTED + 1);
    expect(screen.getByRole('switch', { name: 'Player 1999' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Download chosen decklists (1)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find players to choose' }), 'player 12');
    expect(screen.getByText(`${111 - CHOICES_LISTED} more players match: type more of the name to narrow the list.`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find players to choose' }), 'x');
    expect(screen.getByText('No players match your search.')).toBeInTheDocument();
    expect(listed()).toHaveLength(1); // the chosen one

    await user.click(screen.getByRole('button', { name: 'Publish Chosen Lists' }));
    await expect.poll(() => server.received('POST', PUBLICATIONS).length).toBe(1);
    expect(server.received('POST', PUBLICATIONS)[0]!.body).toEqual({ decks: [{ user_id: candidate(1999).user_id, placing: 1, label: '' }] });
    expect(await screen.findByText(/1 list is published/)).toBeInTheDocument();
  });

  it('has no search for a small event: every player is listed', async () => {
    serverWith(Array.from({ length: 8 }, (_, i) => candidate(i + 1)));
    renderWithApp(<PublishLists event={anEvent({ role: 'judge', lists_may_be_published: true, player_count: 8 })} />);
    await screen.findByRole('list', { name: 'Decklists to choose' });
    expect(listed()).toHaveLength(8);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/more players/)).not.toBeInTheDocument();
  });

  it('publishes the agreed lists of a Top 8 when told, names the others at their rows, keeps the choice over a reload, and records an agreement given on paper', async () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ ...candidate(i + 1), has_consent: i < 2 }));
    const server = serverWith(players);
    const event = anEvent({ role: 'owner', lists_may_be_published: true, player_count: 8 });
    const first = renderWithApp(<PublishLists event={event} />);
    const { user } = first;
    await screen.findByRole('list', { name: 'Decklists to choose' });
    for (let n = 1; n <= 8; n++) {
      await user.click(screen.getByRole('switch', { name: `Player ${n}` }));
      await user.type(within(screen.getByRole('group', { name: `Player ${n}` })).getByRole('spinbutton', { name: 'Placing' }), String(n));
    }
    // The six who have not agreed are named at their rows, and the button says what it publishes.
    expect(screen.getAllByText('⚠ Not agreed: this list is not published until the player agrees.')).toHaveLength(6);
    expect(within(screen.getByRole('group', { name: 'Player 3' })).getByText(/Not agreed: this list/)).toBeInTheDocument();
    expect(screen.getByText(/^6 chosen players have not agreed/)).toBeInTheDocument();

    // Reloaded before publishing: the choice is still there.
    first.unmount();
    renderWithApp(<PublishLists event={event} />);
    await screen.findByRole('list', { name: 'Decklists to choose' });
    expect(screen.getByRole('switch', { name: 'Player 8' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Player 8' })).getByRole('spinbutton', { name: 'Placing' })).toHaveValue(8);

    await user.click(screen.getByRole('button', { name: 'Publish the 2 lists agreed to' }));
    await expect.poll(() => server.received('POST', PUBLICATIONS).length).toBe(1);
    expect((server.received('POST', PUBLICATIONS)[0]!.body as { decks: unknown[] }).decks).toEqual([
      { user_id: players[0]!.user_id, placing: 1, label: '' },
      { user_id: players[1]!.user_id, placing: 2, label: '' },
    ]);
    // The six stay chosen, with their placings, until they agree.
    expect(screen.getByRole('switch', { name: 'Player 5' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Player 5' })).getByRole('spinbutton', { name: 'Placing' })).toHaveValue(5);

    // Player 5 signed the paper form: the judge records it.
    server.on('POST', `${PUBLICATIONS}/consent`, ({ body }) => {
      const { user_id } = body as { user_id: string };
      return json({ lists_may_be_published: true, players: players.map((p) => (p.user_id === user_id ? { ...p, has_consent: true, consent_on_paper: true } : p)) });
    });
    await user.click(within(screen.getByRole('group', { name: 'Player 5' })).getByRole('button', { name: 'The player agreed on paper' }));
    await expect.poll(() => server.received('POST', `${PUBLICATIONS}/consent`).length).toBe(1);
    expect(server.received('POST', `${PUBLICATIONS}/consent`)[0]!.body).toEqual({ user_id: players[4]!.user_id, agreed: true });
    expect(await within(screen.getByRole('group', { name: 'Player 5' })).findByText('Agreed on paper')).toBeInTheDocument();
  });
});
