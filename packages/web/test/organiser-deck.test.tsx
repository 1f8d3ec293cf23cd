import type { DecklistResponse, EmptyEventDecklist, EventDecklist } from '@decklist/core/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The component under test (one place to re-point if it moves).
import { OrganiserDeck } from '../src/features/decks/OrganiserDeck';
import { formatMoment } from '../src/components/format';
import { aPlayer, anEvent, json, renderWithApp, stubServer } from './helpers';

const PAT = aPlayer(1, { player_name: 'Pat Player' });
const EVENT = anEvent({ event_id: 'fnm42', role: 'judge', participants: [PAT], player_count: 1 });
const CHECKED_AT = '2031-05-16T18:05:00.000Z';
const CHANGED_AT = '2031-05-16T18:40:00.000Z';

const group = (group_name: string, cards: [number, string][]) => ({
  group_name,
  cards: cards.map(([quantity, card_name]) => ({ quantity, card_name, mana_cost: '', mana_value: 0, type: 'Instant', warnings: [] as string[] })),
});

/** The deck as the player changed it after the review (revision 7 was marked reviewed). */
const CHANGED: EventDecklist = {
  event_id: 'fnm42',
  user_id: PAT.user_id,
  player_name: 'Pat Player',
  deck_name: 'Mono Red',
  decklist_text: '4 Lightning Bolt\n\n3 Skullcrack',
  is_deck_checked: false,
  checked_at: CHECKED_AT,
  changed_since_checked_at: CHANGED_AT,
  checked_revision_id: 7,
  has_warnings: false,
  deck_warnings: [],
  groups: [group('Instants', [[4, 'Lightning Bolt']]), group('Sideboard', [[3, 'Skullcrack']])],
  updated_at: CHANGED_AT,
};

/** Revision 7, as it was reviewed. */
const CHECKED_VERSION: DecklistResponse = {
  player_name: 'Pat Player',
  deck_name: 'Burn',
  decklist_text: '4 Lightning Bolt\n\n2 Blood Moon',
  is_deck_checked: false,
  deck_warnings: [],
  groups: [group('Instants', [[4, 'Lightning Bolt']]), group('Sideboard', [[2, 'Blood Moon']])],
};

function renderDeck(deck: EventDecklist | EmptyEventDecklist, revision: () => Response = () => json(CHECKED_VERSION)) {
  const server = stubServer()
    .on('GET', '/api/me', () => json({ user_id: 'judge-1', email: 'judge@example.com', name: 'Judy' }))
    .on('GET', '/api/events/fnm42/deck', () => json(deck))
    .on('GET', '/api/events/fnm42/deck/revisions/7', revision)
    .on('POST', '/api/events/fnm42/deck/set-checked', () => new Response(null, { status: 200 }))
    .on('GET', '/api/events/fnm42', () => json(EVENT));
  return { ...renderWithApp(<OrganiserDeck event={EVENT} userId={PAT.user_id} />), server };
}

describe('OrganiserDeck: a list changed since it was reviewed', () => {
  it('says so, and shows at the top when it was reviewed and changed, and what changed from the reviewed version', async () => {
    const { server } = renderDeck(CHANGED);
    await screen.findByText('Changed since reviewed');
    expect(screen.queryByText('Not reviewed')).not.toBeInTheDocument();

    const changes = await screen.findByRole('region', { name: 'Changes since reviewed' });
    expect(changes).toHaveTextContent(`Reviewed ${formatMoment(Date.parse(CHECKED_AT))}, changed ${formatMoment(Date.parse(CHANGED_AT))}.`);
    expect(await within(changes).findByText('Deck name: Burn → Mono Red')).toBeInTheDocument();
    expect(within(within(changes).getByRole('list', { name: 'Added since reviewed' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '+3 Skullcrack (sideboard)',
    ]);
    expect(within(within(changes).getByRole('list', { name: 'Removed since reviewed' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '−2 Blood Moon (sideboard)',
    ]);
    expect(server.received('GET', '/api/events/fnm42/deck/revisions/7')[0]!.query.get('user_id')).toBe(PAT.user_id);
    // Above the list and its revisions, not behind 'Show Revisions'.
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(changes, screen.getByRole('button', { name: 'Edit Decklist' }))).toBe(true);
    expect(follows(changes, screen.getByRole('button', { name: 'Show Revisions' }))).toBe(true);
  });

  it('marked reviewed again, the comparison goes', async () => {
    const { user, server } = renderDeck(CHANGED);
    await screen.findByRole('region', { name: 'Changes since reviewed' });
    await user.click(screen.getByRole('button', { name: 'Mark as Reviewed' }));
    await screen.findByText('✓ Reviewed');
    expect(server.received('POST', '/api/events/fnm42/deck/set-checked')[0]!.body).toEqual({ user_id: PAT.user_id, is_checked: true });
    expect(screen.queryByRole('region', { name: 'Changes since reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByText('Changed since reviewed')).not.toBeInTheDocument();
  });

  it('says when the cards are the same as the reviewed version', async () => {
    renderDeck({ ...CHANGED, deck_name: 'Burn', groups: CHECKED_VERSION.groups });
    const changes = await screen.findByRole('region', { name: 'Changes since reviewed' });
    expect(await within(changes).findByText('Same cards as the reviewed decklist.')).toBeInTheDocument();
  });

  it('a reviewed version no longer kept is said so', async () => {
    renderDeck(CHANGED, () => new Response(null, { status: 404 }));
    const changes = await screen.findByRole('region', { name: 'Changes since reviewed' });
    expect(await within(changes).findByText('The reviewed version is no longer kept.')).toBeInTheDocument();
  });

  it('a reviewed deck, or one never reviewed, shows no comparison and asks for no revision', async () => {
    const { server } = renderDeck({ ...CHANGED, is_deck_checked: true, changed_since_checked_at: null });
    await screen.findByText('✓ Reviewed');
    expect(screen.queryByRole('region', { name: 'Changes since reviewed' })).not.toBeInTheDocument();
    expect(server.received('GET', '/api/events/fnm42/deck/revisions/7')).toEqual([]);
  });
});

describe('OrganiserDeck: a walk-in player without a deck', () => {
  it('reads the server’s empty deck as none: no review mark, and Edit Decklist offers the form', async () => {
    const { user, server } = renderDeck({
      ...CHANGED,
      deck_name: '',
      decklist_text: '',
      groups: [],
      checked_at: null,
      changed_since_checked_at: null,
      checked_revision_id: null,
      updated_at: null,
      has_deck: false,
    });
    await screen.findByText('No decklist found');
    expect(screen.queryByRole('button', { name: 'Mark as Reviewed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Decklist' }));
    expect(await screen.findByRole('textbox', { name: 'Decklist' })).toHaveValue('');
    expect(screen.getByLabelText(/Player name/i)).toHaveValue('Pat Player');
    expect(server.received('GET', '/api/events/fnm42/deck/revisions/7')).toEqual([]);
  });
});
