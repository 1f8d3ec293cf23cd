import type { ValidateDecklistResponse } from '@decklist/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { rewriteCardLines } from '../src/decklist/card-actions';
import { DeckForm } from '../src/features/decks/DeckForm';
import { anEvent, json, renderWithApp, stubServer } from './helpers';

const TEXT = '4 Lightning Bolt\n4 Lightnig Bolt\n3 Fury\n\nSideboard\nSB: 2x Lightnig Bolt';

/** The server's check of TEXT: a misspelt card (main and sideboard) with its suggestions, and a banned one. */
const CHECK: ValidateDecklistResponse = {
  groups: [
    {
      group_name: 'Creatures',
      cards: [{ quantity: 3, card_name: 'Fury', mana_cost: '{3}{R}{R}', mana_value: 5, type: 'Creature', warnings: ['Banned in Modern.'] }],
    },
    {
      group_name: 'Instants',
      cards: [{ quantity: 4, card_name: 'Lightning Bolt', mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [] }],
    },
    {
      group_name: 'Unknown Cards',
      cards: [
        {
          quantity: 4,
          card_name: 'Lightnig Bolt',
          mana_cost: '',
          mana_value: 0,
          type: '',
          warnings: ['Not a known card. Did you mean Lightning Bolt or Lightning Axe?'],
          suggestions: ['Lightning Bolt', 'Lightning Axe'],
        },
      ],
    },
  ],
  deck_warnings: [],
  has_warnings: true,
};

beforeEach(() => {
  stubServer()
    .on('POST', '/api/decklists/validate', () => json(CHECK))
    .on('GET', '/api/cards/search', () => json([]));
});

const decklist = () => screen.getByRole('textbox', { name: 'Decklist' });

describe('the checked list fixes the text', () => {
  it('a suggested name is a button that rewrites the misspelt line, keeping its count', async () => {
    const { user } = renderWithApp(<DeckForm event={anEvent()} deck={null} defaultPlayerName="Alice" />);
    await user.click(decklist());
    await user.paste(TEXT);
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    const fix = await within(checked).findByRole('button', { name: 'Lightning Bolt' });
    expect(within(checked).getByRole('button', { name: 'Lightning Axe' })).toBeInTheDocument();

    // Reached with the keyboard, pressed with Enter.
    fix.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(decklist()).toHaveValue('4 Lightning Bolt\n4 Lightning Bolt\n3 Fury\n\nSideboard\nSB: 2x Lightnig Bolt'));
    expect(decklist()).toHaveValue('4 Lightning Bolt\n4 Lightning Bolt\n3 Fury\n\nSideboard\nSB: 2x Lightnig Bolt');
    await waitFor(() => expect(decklist()).toHaveFocus());
    // The caret is put after the fixed name once the text has re-rendered.
    await waitFor(() => expect((decklist() as HTMLTextAreaElement).selectionStart).toBe('4 Lightning Bolt\n4 Lightning Bolt'.length));
  });

  it('the Deck Warnings box offers the suggested names too, and one replaces the name in the text', async () => {
    const { user } = renderWithApp(<DeckForm event={anEvent()} deck={null} defaultPlayerName="Alice" />);
    await user.click(decklist());
    await user.paste(TEXT);
    const offered = await screen.findByRole('list', { name: 'Suggested names' });
    expect(offered.closest('[role=note]')).toHaveTextContent('Deck Warnings');
    expect(offered).toHaveTextContent('Lightnig Bolt: Did you mean Lightning Bolt or Lightning Axe?');
    const fix = within(offered).getByRole('button', { name: 'Lightning Bolt instead of Lightnig Bolt' });
    expect(within(offered).getByRole('button', { name: 'Lightning Axe instead of Lightnig Bolt' })).toBeInTheDocument();

    // A real button: the keyboard presses it.
    fix.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(decklist()).toHaveValue('4 Lightning Bolt\n4 Lightning Bolt\n3 Fury\n\nSideboard\nSB: 2x Lightnig Bolt'));
  });

  it('a card warning puts the cursor on its line', async () => {
    const { user } = renderWithApp(<DeckForm event={anEvent()} deck={null} defaultPlayerName="Alice" />);
    await user.click(decklist());
    await user.paste(TEXT);
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    await user.click(await within(checked).findByRole('button', { name: '⚠ Banned in Modern.' }));
    await waitFor(() => expect(decklist()).toHaveFocus());
    const area = decklist() as HTMLTextAreaElement;
    expect(TEXT.slice(area.selectionStart, area.selectionEnd)).toBe('3 Fury');
  });

  it('rewrites only the lines of that row (the sideboard row is its own)', () => {
    const sideboard = rewriteCardLines(TEXT, 'sixty', { card_name: 'Lightnig Bolt', group_name: 'Sideboard' }, 'Lightning Bolt');
    expect(sideboard?.text).toBe('4 Lightning Bolt\n4 Lightnig Bolt\n3 Fury\n\nSideboard\nSB: 2x Lightning Bolt');
    expect(rewriteCardLines(TEXT, 'sixty', { card_name: 'Black Lotus', group_name: 'Unknown Cards' }, 'X')).toBeNull();
  });

  it("Flesh and Blood: a weapon or equipment on a 'Weapons:' or 'Equipment:' line is found there, and only its name is rewritten", () => {
    const text = "Hero: Dorinthea Ironsong\nWeapons: Dawnblde\nEquipment: Fyendal's Spring Tunic, Arcanite Skulcap, Nullrune Hood\n\n3x Sink Belw (red)";
    const skullcap = rewriteCardLines(text, 'fab', { card_name: 'Arcanite Skulcap', group_name: 'Name or pitch unclear' }, 'Arcanite Skullcap');
    expect(skullcap?.text).toBe("Hero: Dorinthea Ironsong\nWeapons: Dawnblde\nEquipment: Fyendal's Spring Tunic, Arcanite Skullcap, Nullrune Hood\n\n3x Sink Belw (red)");
    expect(skullcap?.caret).toBe(text.indexOf('\n\n') + 1);
    const blade = rewriteCardLines(text, 'fab', { card_name: 'Dawnblde', group_name: 'Name or pitch unclear' }, 'Dawnblade');
    expect(blade?.text.split('\n')[1]).toBe('Weapons: Dawnblade');
    const sink = rewriteCardLines(text, 'fab', { card_name: 'Sink Belw (red)', group_name: 'Name or pitch unclear' }, 'Sink Below (red)');
    expect(sink?.text.split('\n')[4]).toBe('3x Sink Below (red)');
  });
});
