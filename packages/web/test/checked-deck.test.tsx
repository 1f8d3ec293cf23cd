import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ValidateDecklistResponse } from '@decklist/core/api';
import type { CardWarningDetail } from '@decklist/core/decklist';
import { CheckedDeck } from '../src/decklist';
import { I18nWrapper } from './helpers';

const card = (card_name: string, quantity: number, warnings: string[] = [], warning_details: CardWarningDetail[] = []) => ({
  quantity,
  card_name,
  mana_cost: '',
  mana_value: 0,
  type: '',
  warnings,
  warning_details,
});

describe('CheckedDeck: the Deck Warnings summary', () => {
  it('lists a banned sideboard card of an otherwise clean 60/15 list, with its name (from the English of an answer without the data)', async () => {
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
      { wrapper: I18nWrapper },
    );
    const summary = await screen.findByRole('note');
    expect(summary).toHaveTextContent('⚠ Deck Warnings');
    expect(summary).toHaveTextContent('Banned in Modern: Lotus Field.');
  });

  it('lists sizes, banned, not legal, too many copies and unknown cards together', async () => {
    // A checked list as the server answers it: each warning also as data, which the summary is written from.
    const check: ValidateDecklistResponse = {
      groups: [
        {
          group_name: 'Instants',
          cards: [
            card(
              'Lightning Bolt',
              5,
              ['Too many copies: a deck may have at most 4, and this one has 5.'],
              [{ code: 'too_many_copies', params: { format_name: 'Modern', copies: 5, limit: 4 } }],
            ),
          ],
        },
        {
          group_name: 'Creatures',
          cards: [
            card('Fury', 4, ['Banned in Modern.'], [{ code: 'banned', params: { format_name: 'Modern' } }]),
            card('Black Lotus', 1, ['Not legal in Modern.'], [{ code: 'not_legal', params: { format_name: 'Modern' } }]),
          ],
        },
        {
          group_name: 'Unknown Cards',
          cards: [
            card(
              'Lightnig Bolt',
              2,
              ['Not a known card. Did you mean Lightning Bolt?'],
              [{ code: 'unknown_card', params: { suggestions: ['Lightning Bolt'] } }],
            ),
          ],
        },
      ],
      deck_warnings: ['The main deck has 12 cards; a Modern deck needs at least 60.'],
      deck_warning_details: [{ code: 'main_too_small', params: { count: 12, min: 60, format_name: 'Modern' } }],
      has_warnings: true,
    };
    render(<CheckedDeck decklistStyle="sixty" check={check} />, { wrapper: I18nWrapper });
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
