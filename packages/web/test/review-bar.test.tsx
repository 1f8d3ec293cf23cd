import type { EventDecklist } from '@decklist/core/api';
import { readPlayerView } from '@decklist/core/events';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewBar } from '../src/features/decks/ReviewBar';
import { aPlayer, anEvent, json, renderWithApp, stubServer } from './helpers';

// Six players by name; 2 and 4 are reviewed, 5 has no deck.
const PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => aPlayer(n, { is_deck_checked: n === 2 || n === 4, has_deck: n !== 5 }));
const EVENT = anEvent({ event_id: 'fnm42', role: 'judge', participants: PLAYERS, player_count: 6 });
const id = (n: number) => PLAYERS[n - 1]!.user_id;

function aDeck(userId: string, checked = false): EventDecklist {
  return {
    event_id: 'fnm42',
    user_id: userId,
    player_name: 'Player',
    deck_name: '',
    decklist_text: '4 Lightning Bolt',
    is_deck_checked: checked,
    has_warnings: false,
    deck_warnings: [],
    groups: [],
    updated_at: '2031-05-16T18:00:00.000Z',
  };
}

/** The review of player `n`'s deck, with the list's view in the address as the player list leaves it. */
function renderReview(n: number, search: string) {
  const server = stubServer();
  const checked: unknown[] = [];
  server
    .on('GET', '/api/events/fnm42/deck', (request) => json(aDeck(request.query.get('user_id')!)))
    .on('POST', '/api/events/fnm42/deck/set-checked', (request) => {
      checked.push(request.body);
      return json({});
    })
    .on('GET', '/api/events/fnm42', () => json(EVENT));
  const path = `/e/fnm42/deck?id=${id(n)}${search}`;
  const view = readPlayerView(new URLSearchParams(search));
  const rendered = renderWithApp(<ReviewBar event={EVENT} userId={id(n)} view={view} />, { path });
  return { ...rendered, checked, server };
}

describe('ReviewBar', () => {
  it('walks the decks of the filtered list: position, how many are left, previous and next links keep the view', async () => {
    renderReview(3, '&filter=unchecked');
    // Decks not reviewed: players 1, 3 and 6 (5 has none).
    expect(screen.getByRole('status')).toHaveTextContent('Deck 2 of 3 · Not reviewed · 3 left to review');
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', `/e/fnm42/deck?id=${id(1)}&filter=unchecked`);
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', `/e/fnm42/deck?id=${id(6)}&filter=unchecked`);
    expect(screen.getByText(/Keyboard:/)).toHaveTextContent('Keyboard: k or ← previous · j or → next · c mark as reviewed and next');
  });

  it('shows the keyboard hint only where a keyboard is likely (a fine pointer), not on a touch screen', () => {
    const pointer = (fine: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(pointer: fine)' ? fine : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    pointer(false);
    renderReview(3, '&filter=unchecked');
    expect(screen.queryByText(/Keyboard:/)).not.toBeInTheDocument();
    cleanup();
    pointer(true);
    renderReview(3, '&filter=unchecked');
    expect(screen.getByText(/Keyboard:/)).toBeInTheDocument();
  });

  it('j, k and the arrows move through the list; c marks the deck reviewed and goes to the next', async () => {
    const { user, history, checked } = renderReview(1, '&filter=unchecked');
    await user.keyboard('j');
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${id(3)}&filter=unchecked`);
    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${id(3)}&filter=unchecked`); // the bar's own player is still 1: next is 3

    // Wait for the deck to load (the button is enabled once it has).
    await expect.poll(() => screen.getByRole('button', { name: 'Mark as Reviewed and Next' }).hasAttribute('disabled')).toBe(false);
    await user.keyboard('c');
    await expect.poll(() => checked).toEqual([{ user_id: id(1), is_checked: true }]);
    await expect.poll(() => history.at(-1)).toBe(`/e/fnm42/deck?id=${id(3)}&filter=unchecked`);
  });

  it('the whole list counts the reviewed decks out of those left; a player without a deck opened from the list keeps a place', async () => {
    renderReview(2, '');
    expect(screen.getByRole('status')).toHaveTextContent('Deck 2 of 5 · 3 left to review');
    cleanup();
    renderReview(5, '');
    expect(screen.getByRole('status')).toHaveTextContent('Deck 5 of 6 · 3 left to review');
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', `/e/fnm42/deck?id=${id(6)}`);
  });

  it("previous with k or ←; the first deck has no previous and the last says it is the last", async () => {
    const { user, history, checked } = renderReview(6, '&filter=unchecked');
    expect(screen.getByText('This is the last deck of this list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
    // No 'and Next' at the end; c still marks the last deck reviewed.
    expect(screen.queryByRole('button', { name: /Mark as Reviewed/ })).not.toBeInTheDocument();
    await screen.findByText('Keyboard:', { exact: false });
    await expect
      .poll(async () => {
        await user.keyboard('c');
        return checked.length;
      })
      .toBeGreaterThan(0);
    expect(checked[0]).toEqual({ user_id: id(6), is_checked: true });
    await user.keyboard('k');
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${id(3)}&filter=unchecked`);
    await user.keyboard('{ArrowLeft}');
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${id(3)}&filter=unchecked`);
  });

  it('never fires while typing in a field', async () => {
    const { user, history, checked } = renderReview(1, '');
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Notes');
    document.body.append(field);
    try {
      await user.click(field);
      await user.keyboard('jkc{ArrowRight}');
      expect(field).toHaveValue('jkc');
      expect(history).toHaveLength(1);
      expect(checked).toEqual([]);
    } finally {
      field.remove();
    }
  });
});
