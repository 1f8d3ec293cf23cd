import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckedDeck } from '../src/decklist';

const card = (card_name: string, quantity: number, warnings: string[] = []) => ({ quantity, card_name, mana_cost: '', mana_value: 0, type: '', warnings });

describe('CheckedDeck: the Deck Warnings summary', () => {
  it('lists a banned sideboard card of an otherwise clean 60/15 list, with its name', async () => {
    render(
      <CheckedDeck
        decklistStyle="sixty"
        check={{
          groups: [
            { group_name: 'Lands', cards: [card('Mountain', 60)] },
            { group_name: 'Sideboard', cards: [card('Lotus Field', 1, ['Banned in Modern.']), card('Blood Moon', 14)] },
          ],
          deck_warnings: [],
        }}
      />,
    );
    const summary = await screen.findByRole('note');
    expect(summary).toHaveTextContent('⚠ Deck Warnings');
    expect(summary).toHaveTextContent('Banned in Modern: Lotus Field.');
  });

  it('lists sizes, banned, not legal, too many copies and unknown cards together', async () => {
    render(
      <CheckedDeck
        decklistStyle="sixty"
        check={{
          groups: [
            {
              group_name: 'Instants',
              cards: [card('Lightning Bolt', 5, ['Too many copies: a deck may have at most 4, and this one has 5.'])],
            },
            { group_name: 'Creatures', cards: [card('Fury', 4, ['Banned in Modern.']), card('Black Lotus', 1, ['Not legal in Modern.'])] },
            { group_name: 'Unknown Cards', cards: [card('Lightnig Bolt', 2, ['Not a known card. Did you mean Lightning Bolt?'])] },
          ],
          deck_warnings: ['The main deck has 12 cards; a Modern deck needs at least 60.'],
        }}
      />,
    );
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'The main deck has 12 cards; a Modern deck needs at least 60.',
      'Not known cards: Lightnig Bolt.',
      'Banned in Modern: Fury.',
      'Not legal in Modern: Black Lotus.',
      'Too many copies: Lightning Bolt (5).',
    ]);
  });
});
