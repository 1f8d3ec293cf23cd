import { CardIndex } from '@decklist/core/cards';
import { CARD_WARNING_CODES, DECK_WARNING_CODES, cardWarningText, deckWarningText, type CardGroup, type CardWarningDetail, type DeckCard, type DecklistCheck } from '@decklist/core/decklist';
import { findFormat, type DecklistStyle } from '@decklist/core/formats';
import { checkDecklist } from '@decklist/core/games';
import { deckAgainstPool, poolCardWarnings } from '@decklist/core/limited';
import { i18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardWarnings } from '../src/decklist/CardWarnings';
import { ProblemsSummary } from '../src/decklist/DeckWarnings';
import { ProblemsNoteText } from '../src/decklist/ProblemsNoteText';
import { I18nWrapper } from './helpers';
import { FIXTURE_SNAPSHOT } from '../../core/test/fixtures/cards';
import { fabIndex } from '../../core/test/games/fab/fab-index';
import { CC_DECK, ccList } from '../../core/test/games/fab/lists';

// The warnings are checked here as the server checks them (core's checkDecklist), so each warning's
// English sentence (the API's) can be compared with what the page writes from its data.
const cards = new CardIndex(FIXTURE_SNAPSHOT);
const check = (text: string, format: string) => checkDecklist(text, format, { magic: cards, fab: fabIndex });
/** The list style of a format, as its event has it. */
const styleOf = (format: string): DecklistStyle => findFormat(format)!.decklist_style;

/** A checked list with one card row of this warning (for a code no card of today's data gives). */
const oneWarning = (detail: CardWarningDetail): DecklistCheck => ({
  groups: [{ group_name: 'Red (pitch 1)', cards: [{ quantity: 1, card_name: 'Sink Below (red)', mana_cost: '', mana_value: 0, type: 'Generic', warnings: [cardWarningText(detail)], warning_details: [detail] }] }],
  deck_warnings: [],
  deck_warning_details: [],
  has_warnings: true,
});
const allCards = (groups: readonly CardGroup[]) => groups.flatMap((group) => group.cards.map((card) => ({ card, group })));

/** Renders each warning of a checked list as a card row does, and returns its text. */
function cardTexts(groups: readonly CardGroup[]): string[] {
  const { container, unmount } = render(
    <>
      {allCards(groups).map(({ card, group }) => (
        <p key={`${group.group_name}:${card.card_name}`}>
          <CardWarnings card={card} group={group} actions={undefined} />
        </p>
      ))}
    </>,
    { wrapper: I18nWrapper },
  );
  const texts = [...container.querySelectorAll('span')].map((span) => span.textContent!);
  unmount();
  return texts;
}

/** Loads a catalogue for `locale` (messages keyed as Lingui keys them) and makes it the page's language. */
function speak(locale: string, messages: Record<string, string | { context: string; translation: string }>) {
  const catalogue: Messages = {};
  for (const [message, value] of Object.entries(messages)) {
    if (typeof value === 'string') catalogue[generateMessageId(message)] = value;
    else catalogue[generateMessageId(message, value.context)] = value.translation;
  }
  i18n.loadAndActivate({ locale, messages: catalogue });
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('warnings written from their data', () => {
  const lists: [string, string][] = [
    [['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', '1 Xyzzy Plugh', '4', 'Thoughtseize', '0 Shock', '20 Mountain'].join('\n'), 'modern'],
    ['2 Ancestral Recall\n50 Mountain\n\n4 Blood Moon\n11 Pyroblast\n\nCompanion\n1 Lurrus of the Dream-Den', 'vintage'],
    ["Commander\n1 Atraxa, Praetors' Voice\n1 Thrasios, Triton Hero\n\n2 Sol Ring\n1 Lightning Bolt\n1 Fire // Ice\n90 Forest", 'commander'],
    ["1 Atraxa, Praetors' Voice\n\n1 Fire // Ice\n1 Sol Ring\n97 Forest", 'commander'],
    ['Commander\n1 Counterspell\n1 Llanowar Elves\n1 Island\n\n99 Island', 'paupercommander'],
    ['1 Sol Ring\n1 Forest', 'commander'],
    ["Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n1 Atraxa, Praetors' Voice\n\n97 Forest", 'commander'],
    ['Commander\n1 Llanowar Elves\n\n1 Sol Ring\n98 Forest', 'commander'],
    // Flesh and Blood: pitches, heroes, the card-pool.
    [
      ccList([...CC_DECK.slice(4), '1x Sink Belw (red)', '1x Aether Spindle (red)', '4x Sink Below (blue)', '1x Snatch', '1x Enlightened Strike (blue)', '1x Art of War (yellow)']),
      'fab-cc',
    ],
    [ccList(CC_DECK, 'Dorinthea'), 'fab-cc'],
    [ccList([...CC_DECK, ...CC_DECK.slice(0, 7)]), 'fab-cc'],
    [ccList(CC_DECK).replace('Hero: Dorinthea Ironsong', 'Hero: Dorinthea Ironsong\n1x Prism, Sculptor of Arc Light'), 'fab-cc'],
    ['3x Sink Below (red)', 'fab-cc'],
    [ccList([...CC_DECK, '2x Amethyst Amulet (blue)']), 'fab-cc'],
    ['Hero: Dorinthea Ironsong\n3x Sink Below (red)\n!!!', 'fab-cc'],
  ];

  /** A Limited deck's check as the server answers it: the format's warnings, then its pool's. */
  const limitedCheck = (text: string) => {
    const result = check(text, 'limited');
    const pool = [{ name: 'Lightning Bolt', count: 2, set: null, number: null, rarity: null, colour: 'R' as const }];
    const added = poolCardWarnings(deckAgainstPool(text, pool, cards));
    return { ...result, deck_warnings: [...result.deck_warnings, ...added.map(deckWarningText)], deck_warning_details: [...result.deck_warning_details, ...added] };
  };

  it('read in English exactly as the API’s English sentences', () => {
    const codes = new Set<string>();
    const limited = limitedCheck('3 Lightning Bolt\n1 Sol Ring\n36 Mountain');
    expect(limited.deck_warning_details.map((detail) => detail.code)).toEqual(['more_than_pool', 'not_in_pool']);
    const suspended = oneWarning({ code: 'suspended', params: { format_name: 'Classic Constructed' } });
    for (const [text, format] of [...lists, ['3 Lightning Bolt\n1 Sol Ring\n36 Mountain', 'limited'] as const, ['', 'suspended'] as const]) {
      const result = format === 'limited' ? limitedCheck(text) : format === 'suspended' ? suspended : check(text, format);
      for (const detail of [...result.deck_warning_details, ...allCards(result.groups).flatMap(({ card }) => card.warning_details ?? [])]) codes.add(detail.code);
      expect(cardTexts(result.groups)).toEqual(allCards(result.groups).flatMap(({ card }) => card.warnings.map((warning) => `⚠ ${warning}`)));
      const { unmount } = render(<ProblemsSummary check={result} decklistStyle={format === 'suspended' ? 'fab' : styleOf(format)} />, { wrapper: I18nWrapper });
      const items = screen.queryAllByRole('listitem').map((item) => item.textContent);
      // The deck's warnings come first, as the API writes them.
      expect(items.slice(0, result.deck_warnings.length)).toEqual(result.deck_warnings);
      unmount();
    }
    expect([...codes].sort()).toEqual([...CARD_WARNING_CODES, ...DECK_WARNING_CODES].sort()); // every kind of warning was read
  });

  it('sums up the card warnings by kind, with their cards, in English as before', async () => {
    const result = check(['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', '28 Mountain'].join('\n'), 'modern');
    render(<ProblemsSummary check={result} decklistStyle="sixty" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('note')).toHaveTextContent('⚠ Deck Warnings');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The main deck has 40 cards; a Modern deck needs at least 60.',
      'Not known cards: Lightnig Bolt.',
      'Banned in Modern: Lotus Field.',
      'Not legal in Modern: Black Lotus.',
      'Too many copies: Lightning Bolt (5).',
    ]);
  });

  it('reads in the chosen language: its sentences, plurals and lists, with card and format names as they are', () => {
    speak('de', {
      'Deck Warnings': 'Deckwarnungen',
      'The main deck has {count, plural, one {# card} other {# cards}}; a {formatName} deck needs at least {min}.':
        'Das Hauptdeck hat {count, plural, one {# Karte} other {# Karten}}; ein {formatName}-Deck braucht mindestens {min}.',
      'Banned in {formatName}: {cards}.': 'In {formatName} gebannt: {cards}.',
      'Too many copies: {cards}.': 'Zu viele Exemplare: {cards}.',
      '{cardName} ({copies})': '{cardName} ({copies}×)',
      'Not a known card. Did you mean {suggestions}?': 'Keine bekannte Karte. Meintest du {suggestions}?',
      "Outside the commander's colour identity: this card is {cardColours}, and the commander's identity is {commanderColours}.":
        'Außerhalb der Farbidentität des Kommandanten: Diese Karte ist {cardColours}, die Identität des Kommandanten ist {commanderColours}.',
      white: { context: 'colour identity', translation: 'weiß' },
      blue: { context: 'colour identity', translation: 'blau' },
      black: { context: 'colour identity', translation: 'schwarz' },
      red: { context: 'colour identity', translation: 'rot' },
      green: { context: 'colour identity', translation: 'grün' },
    });
    const modern = check(['4 Lotus Field', '5 Lightning Bolt', '5 Fire // Ice', '1 Mountain', '', '5 Blood Moon'].join('\n'), 'modern');
    render(<ProblemsSummary check={modern} decklistStyle="sixty" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('note')).toHaveTextContent('⚠ Deckwarnungen');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Das Hauptdeck hat 15 Karten; ein Modern-Deck braucht mindestens 60.',
      'In Modern gebannt: Lotus Field.',
      'Zu viele Exemplare: Lightning Bolt (5×), Fire // Ice (5×) und Blood Moon (5×).',
    ]);

    const commander = check("1 Atraxa, Praetors' Voice\n\n1 Fire // Ice\n1 Lightnig Bolt\n97 Forest", 'commander');
    expect(cardTexts(commander.groups)).toEqual([
      '⚠ Außerhalb der Farbidentität des Kommandanten: Diese Karte ist blau und rot, die Identität des Kommandanten ist weiß, blau, schwarz und grün.',
      '⚠ Keine bekannte Karte. Meintest du Lightning Bolt?',
    ]);
  });

  it('falls back to the English message where a language has none', () => {
    speak('fr', {});
    const result = check('1 Sol Ring\n99 Forest', 'commander');
    render(<ProblemsSummary check={result} decklistStyle="commander" />, { wrapper: I18nWrapper });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(result.deck_warnings);
  });

  it("gives an unreadable line an example line of the list's own game", () => {
    const magic = check('4 Lightning Bolt\n4\n56 Mountain', 'modern');
    const { unmount } = render(<ProblemsSummary check={magic} decklistStyle="sixty" />, { wrapper: I18nWrapper });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Line 2 could not be read: “4”. Write a count and a card name, for example 4 Lightning Bolt.');
    unmount();

    const fab = check('Hero: Dorinthea Ironsong\n!!!\n3x Sink Below (red)', 'fab-cc');
    expect(fab.deck_warning_details[0]).toEqual({ code: 'unreadable_line', params: { line: 2, text: '!!!' } });
    render(<ProblemsSummary check={fab} decklistStyle="fab" />, { wrapper: I18nWrapper });
    const line = screen.getAllByRole('listitem')[0]!;
    expect(line).toHaveTextContent('Line 2 could not be read: “!!!”. Write a count, then the card name and its pitch, for example 3 Sink Below (red).');
    expect(line).not.toHaveTextContent('Lightning Bolt');
    // The same sentence as the API's English for the list.
    expect(line.textContent).toBe(fab.deck_warnings[0]);
  });

  it("translates Flesh and Blood's unreadable line with its example as it is", () => {
    speak('de', {
      'Line {line} could not be read: “{text}”. Write a count, then the card name and its pitch, for example {example}.':
        'Zeile {line} konnte nicht gelesen werden: „{text}“. Schreib die Anzahl, dann den Kartennamen und seinen Pitch, zum Beispiel {example}.',
    });
    render(<ProblemsSummary check={check('Hero: Dorinthea Ironsong\n!!!', 'fab-cc')} decklistStyle="fab" />, { wrapper: I18nWrapper });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      'Zeile 2 konnte nicht gelesen werden: „!!!“. Schreib die Anzahl, dann den Kartennamen und seinen Pitch, zum Beispiel 3 Sink Below (red).',
    );
  });
});

describe('a card warning in a deck form', () => {
  const unknown: DeckCard = {
    quantity: 2,
    card_name: 'Lightnig Bolt',
    mana_cost: '',
    mana_value: 0,
    type: '',
    warnings: ['Not a known card. Did you mean Lightning Bolt or Lightning Axe?'],
    warning_details: [{ code: 'unknown_card', params: { suggestions: ['Lightning Bolt', 'Lightning Axe'] } }],
    suggestions: ['Lightning Bolt', 'Lightning Axe'],
  };
  const group: CardGroup = { group_name: 'Unknown Cards', cards: [unknown] };

  it('goes to its line, and offers each name meant as a button', async () => {
    const actions = { goTo: vi.fn(), fix: vi.fn() };
    render(<CardWarnings card={unknown} group={group} actions={actions} />, { wrapper: I18nWrapper });
    screen.getByRole('button', { name: '⚠ Not a known card.' }).click();
    expect(actions.goTo).toHaveBeenCalledWith(unknown, group);
    const offer = screen.getByText(/Did you mean/);
    expect(offer).toHaveTextContent('Did you mean Lightning BoltLightning Axe?');
    within(offer).getByRole('button', { name: 'Lightning Axe' }).click();
    expect(actions.fix).toHaveBeenCalledWith(unknown, group, 'Lightning Axe');
  });

  it('shows the English of an answer without the data as it is', () => {
    const older = { ...unknown, warning_details: undefined };
    render(<CardWarnings card={older} group={group} actions={{ goTo: vi.fn(), fix: vi.fn() }} />, { wrapper: I18nWrapper });
    expect(screen.getByRole('button', { name: '⚠ Not a known card.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lightning Bolt' })).toBeInTheDocument();
  });
});

describe('the note beside the submit button', () => {
  it('says how many problems in a whole sentence for each action', () => {
    const { rerender } = render(<ProblemsNoteText count={1} action="submit" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('note')).toHaveTextContent(/^⚠ This list has 1 problem \(see Deck Warnings\)\. You can still submit it: the judges decide\.$/);
    rerender(<ProblemsNoteText count={3} action="save" />);
    expect(screen.getByRole('note')).toHaveTextContent(/^⚠ This list has 3 problems \(see Deck Warnings\)\. You can still save it: the judges decide\.$/);
  });

  it('is one message per action, translated whole', () => {
    speak('de', {
      'This list has {count, plural, one {# problem} other {# problems}} (see Deck Warnings). You can still save it: the judges decide.':
        'Diese Liste hat {count, plural, one {# Problem} other {# Probleme}} (siehe Deckwarnungen). Du kannst sie trotzdem speichern: Die Judges entscheiden.',
    });
    render(<ProblemsNoteText count={2} action="save" />, { wrapper: I18nWrapper });
    expect(screen.getByRole('note')).toHaveTextContent('⚠ Diese Liste hat 2 Probleme (siehe Deckwarnungen). Du kannst sie trotzdem speichern: Die Judges entscheiden.');
  });
});
