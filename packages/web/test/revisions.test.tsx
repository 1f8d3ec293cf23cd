import type { DeckRevision } from '@decklist/core/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RevisionsBody } from '../src/features/decks/RevisionsBody';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const group = (group_name: string, cards: [number, string][]) => ({
  group_name,
  cards: cards.map(([quantity, card_name]) => ({ quantity, card_name, mana_cost: '', mana_value: 0, type: 'Instant', warnings: [] as string[] })),
});

function aRevision(id: number, second: number, groups: ReturnType<typeof group>[], overrides: Partial<DeckRevision> = {}): DeckRevision {
  return {
    revision_id: id,
    created_at: `2031-05-16T18:22:${String(second).padStart(2, '0')}.000Z`,
    revised_by: 'Pat Player',
    reviser_role: 'player',
    revision_type: 'submitted',
    is_current: false,
    decklist: { player_name: 'Pat Player', deck_name: 'Burn', decklist_text: '', is_deck_checked: false, deck_warnings: [], groups },
    ...overrides,
  };
}

// Three submissions within one minute, newest first as the server sends them.
const REVISIONS = [
  aRevision(3, 58, [group('Instants', [[4, 'Lightning Bolt']]), group('Sideboard', [[3, 'Skullcrack']])], { is_current: true }),
  aRevision(2, 31, [group('Instants', [[4, 'Lightning Bolt'], [2, 'Lava Dart']]), group('Sideboard', [[2, 'Blood Moon']])], {
    revised_by: 'Judy Judge',
  }),
  aRevision(1, 5, [group('Instants', [[3, 'Lightning Bolt']]), group('Sideboard', [[2, 'Blood Moon']])]),
];

describe('RevisionsBody', () => {
  it('shows each revision to the second, with what changed from the one before it by section, marked + and −', async () => {
    stubServer().on('GET', '/api/events/fnm42/deck/revisions', () => json({ event_id: 'fnm42', player_email_hash: '', revisions: REVISIONS }));
    renderWithApp(<RevisionsBody event={anEvent({ role: 'owner' })} userId="00000000-0000-4000-8000-000000000001" current={null} />);

    const history = await screen.findByRole('list', { name: 'Revision history' });
    const entries = within(history).getAllByRole('listitem').filter((item) => item.parentElement === history);
    expect(entries).toHaveLength(3);
    const times = entries.map((entry) => entry.querySelector('time')!.textContent!);
    for (const time of times) expect(time).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(new Set(times).size).toBe(3);
    expect(entries.map((entry) => entry.querySelector('time')!.getAttribute('datetime'))).toEqual(REVISIONS.map((r) => r.created_at));

    // Newest: from revision 2 (not from the current list): main −2 Lava Dart; sideboard +3 Skullcrack −2 Blood Moon.
    const newest = within(entries[0]!);
    expect(newest.getByText(/Submitted by Pat Player \(current\)/)).toBeInTheDocument();
    expect(newest.getByRole('list', { name: 'Main deck changes' }).textContent).toBe('−2 Lava Dart');
    expect(
      within(newest.getByRole('list', { name: 'Sideboard changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+3 Skullcrack', '−2 Blood Moon']);

    // Middle: from revision 1: +1 Lightning Bolt, +2 Lava Dart; the sideboard did not change.
    const middle = within(entries[1]!);
    expect(middle.getByText(/Submitted by Judy Judge/)).toBeInTheDocument();
    expect(
      within(middle.getByRole('list', { name: 'Main deck changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+2 Lava Dart', '+1 Lightning Bolt']);
    expect(middle.queryByRole('list', { name: 'Sideboard changes' })).not.toBeInTheDocument();

    expect(within(entries[2]!).getByText('First version in this history.')).toBeInTheDocument();
  });

  it('says when a revision deleted the deck', async () => {
    const deleted = aRevision(4, 59, REVISIONS[0]!.decklist.groups, { revision_type: 'deleted' });
    stubServer().on('GET', '/api/events/fnm42/deck/revisions', () =>
      json({ event_id: 'fnm42', player_email_hash: '', revisions: [deleted, ...REVISIONS.map((r) => ({ ...r, is_current: false }))] }),
    );
    renderWithApp(<RevisionsBody event={anEvent({ role: 'owner' })} userId="00000000-0000-4000-8000-000000000001" current={null} />);
    const history = await screen.findByRole('list', { name: 'Revision history' });
    const first = within(history).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(/Deleted by Pat Player/)).toBeInTheDocument();
    expect(within(first).getByText('Decklist deleted.')).toBeInTheDocument();
  });

  it("tells a Flesh and Blood list's changes by its hero, arena cards and deck cards, never by a main deck or sideboard", async () => {
    const fab = (hero: string, weapon: string, sinkBelow: number) => [
      group('Hero', [[1, hero]]),
      group('Weapons', [[1, weapon]]),
      group('Equipment', [[1, 'Arcanite Skullcap']]),
      group('Red (pitch 1)', [[sinkBelow, 'Sink Below (red)']]),
    ];
    const revisions = [aRevision(2, 40, fab('Kassai, Cintari Sellsword', 'Cintari Saber', 2), { is_current: true }), aRevision(1, 10, fab('Dorinthea Ironsong', 'Dawnblade', 3))];
    stubServer().on('GET', '/api/events/fnm42/deck/revisions', () => json({ event_id: 'fnm42', player_email_hash: '', revisions }));
    const current = { ...revisions[0]!.decklist, event_id: 'fnm42', user_id: '00000000-0000-4000-8000-000000000001', has_warnings: false, updated_at: revisions[0]!.created_at };
    const event = anEvent({ role: 'owner', format: 'fab-cc', format_name: 'Flesh and Blood · Classic Constructed', decklist_style: 'fab' });
    renderWithApp(<RevisionsBody event={event} userId="00000000-0000-4000-8000-000000000001" current={current} />);

    const history = await screen.findByRole('list', { name: 'Revision history' });
    const newest = within(within(history).getAllByRole('listitem').filter((item) => item.parentElement === history)[0]!);
    const lines = (name: string) =>
      within(newest.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines('Hero changes')).toEqual(['+1 Kassai, Cintari Sellsword', '−1 Dorinthea Ironsong']);
    expect(lines('Arena card changes')).toEqual(['+1 Cintari Saber', '−1 Dawnblade']);
    expect(lines('Deck card changes')).toEqual(['−1 Sink Below (red)']);
    expect(newest.getByText('Hero')).toBeInTheDocument();
    expect(newest.getByText('Arena cards')).toBeInTheDocument();
    expect(newest.getByText('Deck cards')).toBeInTheDocument();
    expect(newest.queryByRole('list', { name: 'Main deck changes' })).not.toBeInTheDocument();
    expect(history).not.toHaveTextContent(/Main deck|Sideboard/);

    // An older version against the current list: the hero and the arena cards say where, the deck cards need no word.
    await userEvent.setup().selectOptions(screen.getByLabelText('Revision'), '1');
    const added = within(await screen.findByRole('list', { name: 'Added since' }));
    expect(added.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['+1 Kassai, Cintari Sellsword (hero)', '+1 Cintari Saber (arena cards)']);
    const removed = within(screen.getByRole('list', { name: 'Removed since' }));
    expect(removed.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['−1 Dorinthea Ironsong (hero)', '−1 Dawnblade (arena cards)', '−1 Sink Below (red)']);
    expect(screen.queryByText(/\((sideboard|commander|companion)\)/)).not.toBeInTheDocument();
  });
});
