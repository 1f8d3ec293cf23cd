import { countLines } from '@decklist/core/deck-checks';
import type { CardGroup } from '@decklist/core/decklist';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
// The component under test (one place to re-point if it moves).
import { CountingAid, differencesText, type Counts } from '../src/features/deck-checks/CountingAid';
import { useKeptCounts } from '../src/features/deck-checks/kept-counts';
import { forgetPersonalStorage } from '../src/lib/device-storage';
import { I18nWrapper } from './helpers';

const card = (quantity: number, card_name: string) => ({ quantity, card_name, mana_cost: '', mana_value: 0, type: 'Card', warnings: [], warning_details: [] });

const BURN: CardGroup[] = [
  { group_name: 'Instants', cards: [card(4, 'Lightning Bolt'), card(2, 'Lightning Helix')] },
  { group_name: 'Lands', cards: [card(54, 'Mountain')] },
  { group_name: 'Sideboard', cards: [card(15, 'Smash to Smithereens')] },
];

/** The page's part: it keeps the counts. */
function Counting({ groups = BURN, format = 'modern' }: { groups?: CardGroup[]; format?: string }) {
  const [counts, setCounts] = useState<Counts>({});
  return <CountingAid groups={groups} format={format} counts={counts} onChange={setCounts} />;
}

const totals = () => screen.getByRole('status', { name: 'Running totals' });
const differences = () => screen.getByRole('status', { name: 'Differences' });

/** A Flesh and Blood list as the server groups it. */
const DORINTHEA: CardGroup[] = [
  { group_name: 'Hero', cards: [card(1, 'Dorinthea Ironsong')] },
  { group_name: 'Weapons', cards: [card(1, 'Dawnblade')] },
  { group_name: 'Equipment', cards: [card(1, 'Arcanite Skullcap')] },
  { group_name: 'Red (pitch 1)', cards: [card(3, 'Sink Below (red)'), card(59, 'Snatch (red)')] },
];

describe('the counting aid', () => {
  it('counts a Flesh and Blood list’s deck and arena cards against the list, the hero in neither', async () => {
    const user = userEvent.setup();
    render(<Counting groups={DORINTHEA} format="fab-cc" />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('Deck: 0 / 62');
    expect(totals()).toHaveTextContent('Arena cards: 0 / 2');
    expect(totals()).not.toHaveTextContent('Sideboard');
    await user.click(screen.getByRole('button', { name: '1 Dawnblade: 1 to count' }));
    await user.click(screen.getByRole('button', { name: '1 Dorinthea Ironsong: 1 to count' }));
    await user.click(screen.getByRole('button', { name: '3 Sink Below (red): 3 to count' }));
    expect(totals()).toHaveTextContent('Deck: 3 / 62');
    expect(totals()).toHaveTextContent('Arena cards: 1 / 2');
    expect(screen.queryByText(/^Registered:/)).not.toBeInTheDocument();
  });

  it('names a Flesh and Blood list’s differing weapons and equipment as arena cards, never the sideboard', async () => {
    const user = userEvent.setup();
    render(<Counting groups={DORINTHEA} format="fab-cc" />, { wrapper: I18nWrapper });
    await user.click(screen.getByRole('button', { name: 'One fewer Dawnblade found' }));
    await user.click(screen.getByRole('button', { name: 'One more Arcanite Skullcap found' }));
    await user.click(screen.getByRole('button', { name: 'One fewer Sink Below (red) found' }));
    await user.click(screen.getByRole('button', { name: 'One fewer Dorinthea Ironsong found' }));
    expect(differences()).toHaveTextContent(
      'Differences: Dorinthea Ironsong: 1 missing; Dawnblade (arena cards): 1 missing; Arcanite Skullcap (arena cards): 1 extra; Sink Below (red): 1 missing',
    );
    expect(differences()).not.toHaveTextContent('sideboard');
    // The note a deck check is recorded with says the same.
    const lines = countLines(DORINTHEA, 'fab');
    const counts = { [lines[1]!.key]: 0 };
    expect(differencesText(lines, counts, 'fab')).toBe('Dawnblade (arena cards): 1 missing');
    expect(differencesText(countLines(BURN, 'sixty'), { [countLines(BURN, 'sixty')[3]!.key]: 14 }, 'sixty')).toBe('Smash to Smithereens (sideboard): 1 missing');
  });

  it('counts lines off with the keyboard, with running totals against 60 and 15', async () => {
    const user = userEvent.setup();
    render(<Counting />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('Main: 0 / 60');
    expect(totals()).toHaveTextContent('Sideboard: 0 / 15');
    expect(totals()).toHaveTextContent('4 lines to count');

    await user.tab();
    expect(screen.getByRole('button', { name: '4 Lightning Bolt: 4 to count' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const bolt = screen.getByRole('button', { name: '4 Lightning Bolt: 4 of 4, matches' });
    expect(bolt).toHaveAttribute('aria-pressed', 'true');
    expect(totals()).toHaveTextContent('Main: 4 / 60');
    expect(totals()).toHaveTextContent('3 lines to count');

    // Pressing a counted line again clears it.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '4 Lightning Bolt: 4 to count' })).toHaveAttribute('aria-pressed', 'false');
    expect(totals()).toHaveTextContent('Main: 0 / 60');
  });

  it('shows in words what differs from the list, and when nothing does', async () => {
    const user = userEvent.setup();
    render(<Counting />, { wrapper: I18nWrapper });
    for (const name of ['4 Lightning Bolt: 4 to count', '2 Lightning Helix: 2 to count', '54 Mountain: 54 to count', '15 Smash to Smithereens: 15 to count']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(totals()).toHaveTextContent('Main: 60 / 60');
    expect(totals()).toHaveTextContent('Sideboard: 15 / 15');
    expect(totals()).toHaveTextContent('Every line counted');
    expect(differences()).toHaveTextContent('No differences: every line matches the list.');

    await user.click(screen.getByRole('button', { name: 'One fewer Lightning Bolt found' }));
    expect(screen.getByRole('button', { name: '4 Lightning Bolt: 3 of 4, 1 missing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more Smash to Smithereens found' }));
    expect(totals()).toHaveTextContent('Main: 59 / 60');
    expect(totals()).toHaveTextContent('Sideboard: 16 / 15');
    expect(differences()).toHaveTextContent('Differences: Lightning Bolt: 1 missing; Smash to Smithereens (sideboard): 1 extra');
  });

  it("uses the format's sizes: a commander deck counts to 100 with no sideboard", async () => {
    const user = userEvent.setup();
    render(<Counting format="commander" groups={[{ group_name: 'Commander', cards: [card(1, 'Krenko, Mob Boss')] }, { group_name: 'Creatures', cards: [card(99, 'Goblin')] }]} />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('Deck: 0 / 100');
    expect(within(totals()).queryByText(/Sideboard/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '1 Krenko, Mob Boss: 1 to count' }));
    expect(totals()).toHaveTextContent('Deck: 1 / 100');
  });

  it('counts a limited deck against 40', () => {
    render(<Counting format="limited" groups={[{ group_name: 'Creatures', cards: [card(40, 'Bear')] }]} />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('Main: 0 / 40');
  });
});

/** The page's part as the check page keeps it: on the device, per judge and check. */
function KeptCounting({ viewer, check, recorded = false }: { viewer: string; check: string; recorded?: boolean }) {
  const [counts, setCounts] = useKeptCounts(viewer, check, recorded);
  return <CountingAid groups={BURN} format="modern" counts={counts} onChange={setCounts} />;
}

describe('the counts of a deck check on the device', () => {
  it('survive a reload of the page until the outcome is recorded, per judge and check, and go at logout', async () => {
    const user = userEvent.setup();
    const first = render(<KeptCounting viewer="judge-1" check="check-1" />, { wrapper: I18nWrapper });
    await user.click(screen.getByRole('button', { name: '4 Lightning Bolt: 4 to count' }));
    await user.click(screen.getByRole('button', { name: 'One fewer Mountain found' }));
    first.unmount();

    const again = render(<KeptCounting viewer="judge-1" check="check-1" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('button', { name: '4 Lightning Bolt: 4 of 4, matches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '54 Mountain: 53 of 54, 1 missing' })).toBeInTheDocument();
    again.unmount();
    // Another check, or another judge on this phone, starts from nothing.
    const other = render(<KeptCounting viewer="judge-2" check="check-1" />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('4 lines to count');
    other.unmount();

    forgetPersonalStorage();
    const afterLogout = render(<KeptCounting viewer="judge-1" check="check-1" />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('4 lines to count');
    await user.click(screen.getByRole('button', { name: '4 Lightning Bolt: 4 to count' }));
    afterLogout.unmount();

    render(<KeptCounting viewer="judge-1" check="check-1" recorded />, { wrapper: I18nWrapper });
    expect(totals()).toHaveTextContent('4 lines to count');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('decklist-check-counts:'))).toEqual([]);
  });
});
