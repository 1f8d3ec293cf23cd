import type { DecklistStyle } from '@decklist/core/formats';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecklistField } from '../src/decklist/DecklistField';
import { GUIDE_SECTIONS } from '../src/decklist/placeholders';
import { DecklistGuidePage } from '../src/features/help/DecklistGuidePage';
import { I18nWrapper, renderWithApp } from './helpers';

/** The part of the guide under a heading: everything up to the next heading of the same level or higher. */
function section(heading: HTMLElement): string {
  const level = Number(heading.tagName.slice(1));
  let text = '';
  for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
    if (/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
    text += `${node.textContent}\n`;
  }
  return text;
}

describe('the decklist guide (/help/decklist)', () => {
  it('has a section per game, each reached by its anchor from the top of the page', () => {
    render(<DecklistGuidePage />, { wrapper: I18nWrapper });
    const magic = screen.getByRole('heading', { level: 2, name: 'Magic: The Gathering' });
    const fab = screen.getByRole('heading', { level: 2, name: 'Flesh and Blood' });
    expect(magic.id).toBe('magic');
    expect(fab.id).toBe('flesh-and-blood');
    expect(screen.getByRole('link', { name: 'Magic: The Gathering' })).toHaveAttribute('href', '#magic');
    expect(screen.getByRole('link', { name: 'Flesh and Blood' })).toHaveAttribute('href', '#flesh-and-blood');
    // Magic's kinds of list are parts of its section.
    for (const name of ['Constructed and limited decks', 'Limited decks (Sealed and Draft)', 'Commander decks']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(section(magic)).toContain('Commander decks');
    expect(section(magic)).not.toContain('Sink Below');
  });

  it("explains Flesh and Blood's lists: the export, the lines with their pitch, the counts and the copies", () => {
    render(<DecklistGuidePage />, { wrapper: I18nWrapper });
    const fab = section(screen.getByRole('heading', { level: 2, name: 'Flesh and Blood' }));
    // A deck builder's export, as it pastes.
    expect(fab).toContain('Hero: Dorinthea Ironsong\n\nArena cards\n1x Dawnblade');
    expect(fab).toContain('Deck cards\n3x Sink Below (red)');
    expect(fab).toContain('from Fabrary or FaBDB');
    // Each line as the list reader takes it.
    expect(fab).toContain('Name your hero on a line that starts with Hero:, for example Hero: Dorinthea Ironsong.');
    expect(fab).toContain('for example 3 Sink Below (red). 3x Sink Below (red) and Sink Below (red) x3 work too.');
    expect(fab).toContain('needs no pitch: 1x Enlightened Strike.');
    // What the counts mean, and what a card is for its copies.
    expect(screen.getByRole('heading', { level: 3, name: 'What the counts mean' })).toBeInTheDocument();
    expect(fab).toContain('Your hero is in neither count.');
    expect(screen.getByRole('heading', { level: 3, name: 'Copies of a card' })).toBeInTheDocument();
    expect(fab).toContain('a card is its name and its pitch: Sink Below (red) and Sink Below (blue) are two different cards');
    expect(fab).toContain('A card with the Legendary keyword may be in your card-pool only once');
  });

  it('has the section every deck form links to', () => {
    const { container } = render(<DecklistGuidePage />, { wrapper: I18nWrapper });
    for (const anchor of Object.values(GUIDE_SECTIONS)) expect(container.querySelector(`#${anchor}`), anchor).not.toBeNull();
  });
});

describe("the deck form's link to the guide", () => {
  it.each<[DecklistStyle, string | undefined, string]>([
    ['sixty', 'modern', '/help/decklist#sixty'],
    ['sixty', 'limited', '/help/decklist#limited'],
    ['commander', 'commander', '/help/decklist#commander'],
    ['fab', 'fab-cc', '/help/decklist#flesh-and-blood'],
    ['fab', 'fab-sage', '/help/decklist#flesh-and-blood'],
  ])('goes to the section of a %s list (%s)', (decklistStyle, format, href) => {
    renderWithApp(<DecklistField name="decklist_text" value="" onChange={() => {}} ref={() => {}} decklistStyle={decklistStyle} format={format} />);
    expect(screen.getByRole('link', { name: 'How to write a decklist' })).toHaveAttribute('href', href);
  });
});

describe("the decklist box's example", () => {
  it.each([
    ['fab-cc', 'Hero: Dorinthea Ironsong\n'],
    ['fab-ll', 'Hero: Dorinthea Ironsong\n'],
    ['fab-sage', 'Hero: Dorinthea\n'],
    ['fab-sealed', 'Hero: Dorinthea\n'],
    ['fab-draft', 'Hero: Dorinthea\n'],
  ])("names a hero of the format's age (%s)", (format, hero) => {
    renderWithApp(<DecklistField name="decklist_text" value="" onChange={() => {}} ref={() => {}} decklistStyle="fab" format={format} />);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toMatch(new RegExp(`^${hero}`));
  });
});
