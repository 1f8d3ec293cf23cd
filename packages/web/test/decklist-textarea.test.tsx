import type { CardSearchResult } from '@decklist/core/api';
import { normaliseCardName } from '@decklist/core/cards';
import type { DecklistStyle } from '@decklist/core/formats';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The components under test (one place to re-point if they move).
import { DecklistTextarea, DeckTotals, useLiveTotals } from '../src/decklist';
import { json, renderWithApp, stubServer, type FakeServer } from './helpers';

const CARDS: CardSearchResult[] = [
  { card_name: 'Blood Moon', mana_cost: '{2}{R}', type_line: 'Enchantment' },
  { card_name: 'Counterspell', mana_cost: '{U}{U}', type_line: 'Instant' },
  { card_name: 'Light Up the Stage', mana_cost: '{2}{R}', type_line: 'Sorcery' },
  { card_name: 'Lightning Bolt', mana_cost: '{R}', type_line: 'Instant' },
  { card_name: 'Lightning Helix', mana_cost: '{R}{W}', type_line: 'Instant' },
  { card_name: 'Mountain', mana_cost: '', type_line: 'Basic Land — Mountain' },
  { card_name: 'Pyroblast', mana_cost: '{R}', type_line: 'Instant' },
];

/** GET /api/cards/search as the server answers it: every typed word starts a word of the name, prefix matches first. */
function searchCards(server: FakeServer) {
  server.on('GET', '/api/cards/search', ({ query }) => {
    const typed = normaliseCardName(query.get('q') ?? '');
    const parts = typed.split(/\s+/).filter(Boolean);
    const found = CARDS.filter((card) => {
      const words = normaliseCardName(card.card_name).split(/[^a-z0-9']+/);
      return parts.every((part) => words.some((word) => word.startsWith(part)));
    });
    const prefixFirst = [...found].sort(
      (a, b) => Number(!normaliseCardName(a.card_name).startsWith(typed)) - Number(!normaliseCardName(b.card_name).startsWith(typed)),
    );
    return json(prefixFirst.slice(0, Number(query.get('limit') ?? 8)));
  });
}

/** The text area as the deck forms use it: controlled, with the live counts under it. */
function DecklistWithCounts({ style = 'sixty' }: { style?: DecklistStyle }) {
  const [text, setText] = useState('');
  const totals = useLiveTotals(text, style);
  return (
    <>
      <DecklistTextarea label="Decklist" value={text} onChange={setText} />
      <DeckTotals totals={totals} decklistStyle={style} />
    </>
  );
}

const textarea = () => screen.getByRole('textbox', { name: 'Decklist' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.firstElementChild?.textContent);
const counts = () => within(screen.getByLabelText('Card counts')).getAllByText(/^(Main|Side|Deck): \d+$/).map((badge) => badge.textContent);
const searches = (server: FakeServer) => server.received('GET', '/api/cards/search').map((request) => request.query.get('q'));

// The suggestions load on the first focus; loading them once here keeps a cold module transform out of the timed waits.
beforeAll(async () => {
  await import('../src/decklist/CardSuggestions');
});

let server: FakeServer;
beforeEach(() => {
  server = stubServer();
  searchCards(server);
});

describe('DecklistTextarea: card-name suggestions', () => {
  it('suggests the names matching the card line being typed', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '4 Light');

    const list = await screen.findByRole('listbox', { name: 'Card names' });
    expect(optionNames()).toEqual(['Light Up the Stage', 'Lightning Bolt', 'Lightning Helix']);
    expect(within(list).getByRole('option', { name: /^Lightning Bolt/ })).toHaveAttribute('aria-selected', 'false');
    // The mana cost is readable too, not only coloured symbols.
    expect(within(list).getByRole('img', { name: 'Mana cost: red' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 card names suggested: use the up and down arrows, then Enter.');
    // The name only, without the count, is what the server is asked for; six names at most.
    expect(searches(server)).toContain('Light');
    expect(server.received('GET', '/api/cards/search').every((request) => request.query.get('limit') === '6')).toBe(true);
  });

  it('asks nothing and shows nothing for a name under two letters', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '4 L');
    await act(() => pause(300));
    expect(searches(server)).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ArrowDown then Enter takes the highlighted name and keeps the count', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '4 Light');
    await screen.findByRole('listbox', { name: 'Card names' });

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Light Up the Stage/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Lightning Bolt/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /^Light Up the Stage/ })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');

    // Enter took the name: no new line, the list closed, the count and the caret stay on the line.
    expect(textarea()).toHaveValue('4 Lightning Bolt');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(counts()).toEqual(['Main: 4', 'Side: 0']);

    // The next line works the same, with a '2x' count kept as written.
    await user.keyboard('{Enter}2x coun');
    await screen.findByRole('option', { name: /^Counterspell/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(textarea()).toHaveValue('4 Lightning Bolt\n2x Counterspell');
    expect(counts()).toEqual(['Main: 6', 'Side: 0']);
  });

  it('ArrowUp from the top wraps to the last name', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '1 Light');
    await screen.findByRole('listbox', { name: 'Card names' });
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /^Lightning Helix/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Tab}');
    expect(textarea()).toHaveValue('1 Lightning Helix');
  });

  it('a click on a name takes it', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '3 helix');
    await user.click(await screen.findByRole('option', { name: /^Lightning Helix/ }));
    expect(textarea()).toHaveValue('3 Lightning Helix');
    expect(textarea()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the suggestions and leaves the text; the next letter opens them again', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.type(textarea(), '4 Light');
    await screen.findByRole('listbox', { name: 'Card names' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(textarea()).toHaveValue('4 Light');
    expect(textarea()).toHaveFocus();
    await user.keyboard('n');
    expect(await screen.findByRole('listbox', { name: 'Card names' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Lightning Bolt', 'Lightning Helix']);
  });

  it('a multi-line paste opens no suggestions until the next key', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    await user.click(textarea());
    await user.paste('4 Lightning Bolt\n4 Light');
    expect(textarea()).toHaveValue('4 Lightning Bolt\n4 Light');

    // The server answered for the line under the caret, and still no list opened.
    await waitFor(() => expect(searches(server)).toContain('Light'));
    await act(() => pause(100));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(counts()).toEqual(['Main: 8', 'Side: 0']);

    await user.keyboard('n');
    expect(await screen.findByRole('listbox', { name: 'Card names' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Lightning Bolt', 'Lightning Helix']);
  });
});

describe('DecklistTextarea: live counts', () => {
  it('Main and Side follow the text as it is typed', async () => {
    const { user } = renderWithApp(<DecklistWithCounts />);
    expect(counts()).toEqual(['Main: 0', 'Side: 0']);

    await user.type(textarea(), '4 Mountain');
    expect(counts()).toEqual(['Main: 4', 'Side: 0']);
    await user.type(textarea(), '{Enter}20 Pyroblast');
    expect(counts()).toEqual(['Main: 24', 'Side: 0']);
    await user.type(textarea(), '{Enter}{Enter}Sideboard{Enter}3 Blood Moon');
    expect(counts()).toEqual(['Main: 24', 'Side: 3']);
    await user.type(textarea(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(counts()).toEqual(['Main: 24', 'Side: 0']);
  });

  it('commander style shows one Deck count', async () => {
    const { user } = renderWithApp(<DecklistWithCounts style="commander" />);
    expect(counts()).toEqual(['Deck: 0']);
    await user.type(textarea(), '1 Lightning Bolt{Enter}99 Mountain');
    expect(counts()).toEqual(['Deck: 100']);
  });
});

function pause(ms: number) {
  return new Promise<void>((done) => setTimeout(done, ms));
}
