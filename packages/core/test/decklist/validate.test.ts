import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { cardWarningText, deckWarningText, summariseProblems } from '../../src/decklist/messages';
import { groupTotals, totalLabels } from '../../src/decklist/totals';
import { validateDecklist, type DecklistCheck } from '../../src/decklist/validate';
import { summariseWarnings } from '../../src/decklist/warnings';
import { findMagicFormat } from '../../src/formats/formats';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const cards = new CardIndex(FIXTURE_SNAPSHOT);
const check = (text: string, format: string, lookup: CardIndex | null = cards) => validateDecklist(text, findMagicFormat(format)!, lookup);
const warningsOf = (result: DecklistCheck, name: string) =>
  result.groups.flatMap((g) => g.cards).find((card) => card.card_name === name)?.warnings;
const detailsOf = (result: DecklistCheck, name: string) =>
  result.groups.flatMap((g) => g.cards).find((card) => card.card_name === name)?.warning_details;
const groupNames = (result: DecklistCheck) => result.groups.map((g) => g.group_name);
const mountains = (n: number) => `${n} Mountain`;

describe('groups', () => {
  it('sorts cards into type groups in the fixed order, with canonical names and mana costs', () => {
    const result = check(
      [
        '4 lightning bolt',
        '4 Fire/Ice',
        '4 Ragavan, Nimble Pilferer',
        '1 Jace the Mind Sculptor',
        '4 Blood Moon',
        '1 Invasion of Zendikar',
        '1 Sea Gate Restoration',
        '2 Seat of the Synod',
        '4 Fable of the Mirror-Breaker',
        '4 Lightnig Boltt',
        mountains(31),
        '',
        '2 Pyroblast',
      ].join('\n'),
      'vintage',
    );
    expect(groupNames(result)).toEqual([
      'Creatures',
      'Planeswalkers',
      'Battles',
      'Instants',
      'Sorceries',
      'Enchantments',
      'Lands',
      'Unknown Cards',
      'Sideboard',
    ]);
    expect(result.groups[0]!.cards).toEqual([
      { quantity: 4, card_name: 'Ragavan, Nimble Pilferer', mana_cost: '{R}', mana_value: 1, type: 'Legendary Creature — Monkey Pirate', warnings: [], warning_details: [] },
    ]);
    expect(result.groups[3]!.cards.map((c) => [c.card_name, c.mana_cost])).toEqual([
      ['Lightning Bolt', '{R}'],
      ['Fire // Ice', '{1}{R} // {1}{U}'],
    ]);
    expect(result.groups.find((g) => g.group_name === 'Lands')!.cards.map((c) => c.card_name)).toEqual(['Seat of the Synod', 'Mountain']);
    expect(result.groups.find((g) => g.group_name === 'Enchantments')!.cards.map((c) => [c.card_name, c.mana_cost])).toEqual([
      ['Blood Moon', '{2}{R}'],
      ['Fable of the Mirror-Breaker', '{2}{R}'],
    ]);
    expect(groupTotals(result.groups)).toEqual({ main: 60, side: 2, companion: 0 });
  });

  it('puts commanders and companions first and the sideboard last', () => {
    const result = check("Commander\n1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n98 Forest\n\nCompanion\n1 Lurrus of the Dream-Den", 'commander');
    expect(groupNames(result)).toEqual(['Commander', 'Companion', 'Artifacts', 'Lands']);
    expect(totalLabels(groupTotals(result.groups), 'commander')).toEqual(['Deck: 100']);
  });

  it('merges repeated lines of a card within a group', () => {
    const result = check('2 Lightning Bolt\n2 lightning bolt\n56 Mountain', 'modern');
    expect(result.groups[0]!.cards).toEqual([{ quantity: 4, card_name: 'Lightning Bolt', mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [], warning_details: [] }]);
  });

  it('without card data groups by section only and still counts', () => {
    const result = check('4 Lightning Bolt\n56 Mountain\n\n2 Blood Moon', 'modern', null);
    expect(result).toEqual({
      groups: [
        { group_name: 'Main Deck', cards: [
          { quantity: 4, card_name: 'Lightning Bolt', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] },
          { quantity: 56, card_name: 'Mountain', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] },
        ] },
        { group_name: 'Sideboard', cards: [{ quantity: 2, card_name: 'Blood Moon', mana_cost: '', mana_value: 0, type: '', warnings: [], warning_details: [] }] },
      ],
      deck_warnings: [],
      deck_warning_details: [],
      has_warnings: false,
    });
    expect(groupNames(check("1 Atraxa, Praetors' Voice\n\n99 Forest", 'commander', null))).toEqual(['Commander', 'Deck']);
  });
});

describe('card warnings', () => {
  it('flags an unknown card with up to three suggestions', () => {
    const result = check(`4 Lightnig Bolt\n4 Xyzzy Plugh\n${mountains(52)}`, 'modern');
    expect(warningsOf(result, 'Lightnig Bolt')).toEqual(['Not a known card. Did you mean Lightning Bolt?']);
    expect(warningsOf(result, 'Xyzzy Plugh')).toEqual(['Not a known card. Check the spelling.']);
    expect(result.has_warnings).toBe(true);
    // The names meant, as data too (the deck forms make them buttons); none when nothing is close.
    const cards = result.groups.flatMap((group) => group.cards);
    expect(cards.find((card) => card.card_name === 'Lightnig Bolt')?.suggestions).toEqual(['Lightning Bolt']);
    expect(cards.find((card) => card.card_name === 'Xyzzy Plugh')).not.toHaveProperty('suggestions');
    expect(cards.find((card) => card.card_name === 'Mountain')).not.toHaveProperty('suggestions');
  });

  it('finds cards whatever the spelling: case, accents, quotes, spaces, faces, MTGO split names', () => {
    const result = check(
      [
        "1 ATRAXA, PRAETORS’ VOICE",
        "1 Lim-Dul's Vault",
        '1 Fire/Ice',
        '1 Ice',
        '1 Commit',
        '1 Stomp',
        '1 Awakened Skyclave',
        '1 Delver of Secrets // Insectile Aberration',
        '1   Lightning   Bolt  ',
      ].join('\n'),
      'vintage',
    );
    const unknown = result.groups.find((g) => g.group_name === 'Unknown Cards');
    expect(unknown).toBeUndefined();
    expect(result.groups.flatMap((g) => g.cards.map((c) => c.card_name))).toEqual([
      "Atraxa, Praetors' Voice",
      'Bonecrusher Giant',
      'Delver of Secrets',
      'Invasion of Zendikar',
      "Lim-Dûl's Vault",
      'Fire // Ice',
      'Commit // Memory',
      'Lightning Bolt',
    ]);
    expect(warningsOf(result, 'Fire // Ice')).toEqual([]); // 2 copies (Fire/Ice and Ice), 4 allowed
  });

  it('prefers a card of that name to the face of another card', () => {
    expect(cards.find('Lightning Bolt')!.name).toBe('Lightning Bolt'); // not Emeritus of Conflict's adventure
    expect(cards.find('Brainstorm')!.name).toBe('Brainstorm'); // not Harmonized Trio's back face
    expect(cards.find('Bind')!.manaCost).toBe('{1}{G}'); // not the partial adventure card
    expect(cards.find('Emeritus of Conflict // Lightning Bolt')!.name).toBe('Emeritus of Conflict');
  });

  it('flags banned and not legal cards in the format', () => {
    const modern = check(`4 Thoughtseize\n4 Lotus Field\n${mountains(52)}`, 'modern');
    expect(warningsOf(modern, 'Lotus Field')).toEqual(['Banned in Modern.']);
    expect(warningsOf(modern, 'Thoughtseize')).toEqual([]);
    const pioneer = check(`4 Thoughtseize\n4 Counterspell\n${mountains(52)}`, 'pioneer');
    expect(warningsOf(pioneer, 'Counterspell')).toEqual(['Not legal in Pioneer.']);
    expect(warningsOf(pioneer, 'Thoughtseize')).toEqual([]);
  });

  it('checks sideboard and commander cards too', () => {
    expect(warningsOf(check(`${mountains(60)}\n\n1 Black Lotus`, 'legacy'), 'Black Lotus')).toEqual(['Banned in Legacy.']);
  });

  it('allows one copy of a restricted card and flags more', () => {
    expect(warningsOf(check(`1 Ancestral Recall\n${mountains(59)}`, 'vintage'), 'Ancestral Recall')).toEqual([]);
    expect(warningsOf(check(`2 Ancestral Recall\n${mountains(58)}`, 'vintage'), 'Ancestral Recall')).toEqual([
      'Restricted in Vintage: a deck may have only 1 copy, and this one has 2.',
    ]);
    // Restricted cards count across main deck and sideboard.
    expect(warningsOf(check(`1 Ancestral Recall\n${mountains(59)}\n\n1 Ancestral Recall`, 'vintage'), 'Ancestral Recall')).toHaveLength(1);
  });

  it('flags more than 4 copies across main deck and sideboard', () => {
    const result = check(`4 Lightning Bolt\n${mountains(56)}\n\n1 Lightning Bolt`, 'modern');
    expect(warningsOf(result, 'Lightning Bolt')).toEqual(['Too many copies: a deck may have at most 4, and this one has 5.']);
    expect(result.groups.find((g) => g.group_name === 'Sideboard')!.cards[0]!.warnings).toHaveLength(1);
  });

  it('exempts basic lands and cards that allow any number, and limits Seven Dwarves to seven', () => {
    const result = check('20 Relentless Rats\n8 Seven Dwarves\n8 Snow-Covered Island\n8 Wastes\n16 Island', 'legacy');
    expect(warningsOf(result, 'Relentless Rats')).toEqual([]);
    expect(warningsOf(result, 'Snow-Covered Island')).toEqual([]);
    expect(warningsOf(result, 'Island')).toEqual([]);
    expect(warningsOf(result, 'Seven Dwarves')).toEqual(['Too many copies: a deck may have at most 7, and this one has 8.']);
  });

  it('allows one copy in singleton formats, basic lands aside', () => {
    const result = check("1 Atraxa, Praetors' Voice\n\n2 Sol Ring\n1 Arcane Signet\n96 Forest", 'commander');
    expect(warningsOf(result, 'Sol Ring')).toEqual(['Commander allows only 1 copy of each card other than basic lands, and this deck has 2.']);
    expect(warningsOf(result, 'Forest')).toEqual([]);
  });

  it('has no copy limit in Limited', () => {
    expect(warningsOf(check(`9 Lightning Bolt\n31 Mountain`, 'limited'), 'Lightning Bolt')).toEqual([]);
  });

  it("flags cards outside the commander's colour identity", () => {
    const result = check("1 Atraxa, Praetors' Voice\n\n1 Lightning Bolt\n1 Swords to Plowshares\n1 Sol Ring\n1 Fire // Ice\n96 Forest", 'commander');
    expect(warningsOf(result, 'Lightning Bolt')).toEqual([
      "Outside the commander's colour identity: this card is red, and the commander's identity is white, blue, black and green.",
    ]);
    expect(warningsOf(result, 'Fire // Ice')).toEqual([
      "Outside the commander's colour identity: this card is blue and red, and the commander's identity is white, blue, black and green.",
    ]);
    expect(warningsOf(result, 'Swords to Plowshares')).toEqual([]);
    expect(warningsOf(result, 'Sol Ring')).toEqual([]);
  });

  it("combines partners' colour identities", () => {
    const result = check('1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\n1 Swords to Plowshares\n1 Lightning Bolt\n96 Forest', 'commander');
    expect(warningsOf(result, 'Swords to Plowshares')).toEqual([]);
    expect(warningsOf(result, 'Lightning Bolt')).toHaveLength(1);
    expect(result.deck_warnings).toEqual([]);
  });

  it('does not check what the data does not know: a missing legality key or partial card data', () => {
    // The committed card data knows no paupercommander legality: cannot check, so no warning.
    const pdh = check('1 Delver of Secrets\n\n1 Counterspell\n98 Island', 'paupercommander');
    expect(warningsOf(pdh, 'Counterspell')).toEqual([]);
    // Aang has partial data (no colour identity): no identity warning either way.
    const partial = check("1 Atraxa, Praetors' Voice\n\n1 Aang, at the Crossroads\n98 Forest", 'commander');
    expect(warningsOf(partial, 'Aang, at the Crossroads')).toEqual([]);
  });
});

describe('deck warnings', () => {
  it('flags a main deck under 60, or 40 in Limited', () => {
    expect(check(`4 Lightning Bolt\n${mountains(55)}`, 'modern').deck_warnings).toEqual([
      'The main deck has 59 cards; a Modern deck needs at least 60.',
    ]);
    expect(check(`4 Lightning Bolt\n${mountains(56)}`, 'modern').deck_warnings).toEqual([]);
    expect(check('4 Lightning Bolt\n35 Mountain', 'limited').deck_warnings).toEqual([
      'The main deck has 39 cards; a Limited (Sealed / Draft) deck needs at least 40.',
    ]);
  });

  it('flags a sideboard over 15, counting a companion not already in it', () => {
    expect(check(`${mountains(60)}\n\n4 Blood Moon\n12 Pyroblast`, 'legacy').deck_warnings).toEqual([
      'The sideboard has 16 cards; at most 15 are allowed.',
    ]);
    expect(check(`${mountains(60)}\n\n4 Blood Moon\n11 Pyroblast\n\nCompanion\n1 Lurrus of the Dream-Den`, 'vintage').deck_warnings).toEqual([
      'The sideboard has 16 cards (companion included); at most 15 are allowed.',
    ]);
    // Arena lists the companion in both places: it is one card.
    const arena = `Companion\n1 Lurrus of the Dream-Den\n\nDeck\n${mountains(60)}\n\nSideboard\n1 Lurrus of the Dream-Den\n14 Pyroblast`;
    const result = check(arena, 'vintage');
    expect(result.deck_warnings).toEqual([]);
    expect(warningsOf(result, 'Lurrus of the Dream-Den')).toEqual([]);
    expect(totalLabels(groupTotals(result.groups), 'sixty')).toEqual(['Main: 60', 'Side: 15']);
  });

  it('flags a commander deck that is not exactly 100 cards, commander included', () => {
    expect(check("1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n97 Forest", 'commander').deck_warnings).toEqual([
      'The deck has 99 cards, commander included; a Commander deck has exactly 100.',
    ]);
    expect(check("1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n99 Forest", 'duel').deck_warnings).toEqual([
      'The deck has 101 cards, commander included; a Duel Commander deck has exactly 100.',
    ]);
  });

  it('flags a missing commander', () => {
    expect(check('1 Sol Ring\n99 Forest', 'commander').deck_warnings).toEqual([
      'No commander found. Put your commander on its own after an empty line, or under a line that says Commander.',
    ]);
  });

  it('flags a commander that cannot be a commander', () => {
    expect(check('Commander\n1 Llanowar Elves\n\n1 Sol Ring\n98 Forest', 'commander').deck_warnings).toEqual([
      'Llanowar Elves cannot be your commander: a commander must be a legendary creature or say that it can be your commander.',
    ]);
    // Planeswalkers that say so can.
    expect(check('Commander\n1 Teferi, Temporal Archmage\n\n1 Sol Ring\n98 Island', 'commander').deck_warnings).toEqual([]);
    // In Pauper Commander any creature can; a sorcery cannot.
    expect(check('1 Llanowar Elves\n\n99 Forest', 'paupercommander').deck_warnings).toEqual([]);
    expect(check('Commander\n1 Counterspell\n\n99 Island', 'paupercommander').deck_warnings).toEqual([
      'Counterspell cannot be your commander: in Pauper Commander the commander must be a creature.',
    ]);
  });

  it('accepts partners, partner-with pairs and a Background with a card that chooses one, and flags other pairs', () => {
    const pair = (a: string, b: string) => check(`Commander\n1 ${a}\n1 ${b}\n\n98 Forest`, 'commander').deck_warnings;
    expect(pair('Thrasios, Triton Hero', 'Tymna the Weaver')).toEqual([]);
    expect(pair('Pako, Arcane Retriever', 'Haldan, Avid Arcanist')).toEqual([]);
    expect(pair('Wilson, Refined Grizzly', 'Candlekeep Sage')).toEqual([]);
    expect(pair("Atraxa, Praetors' Voice", 'Thrasios, Triton Hero')).toEqual([
      "Atraxa, Praetors' Voice and Thrasios, Triton Hero cannot be commanders together: both need partner, or abilities that pair them such as Choose a Background.",
    ]);
    expect(pair('Pako, Arcane Retriever', 'Tymna the Weaver')).toHaveLength(1);
    expect(check('Commander\n1 Candlekeep Sage\n\n99 Forest', 'commander').deck_warnings[0]).toMatch(/^Candlekeep Sage cannot be your commander/);
  });

  it('flags more than two commanders', () => {
    const text = "Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n1 Atraxa, Praetors' Voice\n\n97 Forest";
    expect(check(text, 'commander').deck_warnings).toEqual(['A deck has one commander, or two that can be partners; this one lists 3.']);
  });

  it('names unreadable lines and lines without a count', () => {
    const result = check(`4 Lightning Bolt\n4\n${mountains(56)}\nThoughtseize\n0 Shock`, 'modern');
    expect(result.deck_warnings).toEqual([
      'Line 2 could not be read: “4”. Write a count and a card name, for example 4 Lightning Bolt.',
      'Line 4 has no count, so “Thoughtseize” is counted as 1 copy.',
      'Line 5 has a count of 0 and is left out: “0 Shock”.',
    ]);
    expect(result.has_warnings).toBe(true);
  });

  it('checks no format rule for an unknown format, but still flags unknown cards', () => {
    const result = validateDecklist('4 Lightning Boltt\n1 Black Lotus', undefined, cards);
    expect(result.deck_warnings).toEqual([]);
    expect(warningsOf(result, 'Black Lotus')).toEqual([]);
    expect(warningsOf(result, 'Lightning Boltt')).toEqual(['Not a known card. Did you mean Lightning Bolt?']);
  });

  it('gives a clean, legal deck no warnings at all', () => {
    const result = check(`4 Ragavan, Nimble Pilferer\n4 Lightning Bolt\n4 Monastery Swiftspear\n48 Mountain\n\n4 Blood Moon`, 'modern');
    expect(result).toMatchObject({ deck_warnings: [], has_warnings: false });
  });
});

describe('the problems summary', () => {
  it('lists every problem with its cards: sizes, unknown, banned, not legal, too many copies', () => {
    const result = check(['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', mountains(28)].join('\n'), 'modern');
    expect(summariseProblems(result)).toEqual({
      count: 5,
      lines: [
        'The main deck has 40 cards; a Modern deck needs at least 60.',
        'Not known cards: Lightnig Bolt.',
        'Banned in Modern: Lotus Field.',
        'Not legal in Modern: Black Lotus.',
        'Too many copies: Lightning Bolt (5).',
      ],
    });
  });

  it('names a banned sideboard card of an otherwise clean 60/15 list, and counts copies', () => {
    const result = check([mountains(56), '5 Lightning Bolt', '', '1 Lotus Field', mountains(14)].join('\n'), 'modern');
    expect(summariseProblems(result)).toEqual({
      count: 2,
      lines: ['Banned in Modern: Lotus Field.', 'Too many copies: Lightning Bolt (5).'],
    });
    expect(summariseProblems(check(`4 Lightning Bolt\n${mountains(56)}`, 'modern'))).toEqual({ count: 0, lines: [] });
  });
});

describe('warnings as data', () => {
  it('gives each card warning its code and values, in the order of the English sentences', () => {
    const modern = check(['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', '1 Xyzzy Plugh', mountains(48)].join('\n'), 'modern');
    expect(detailsOf(modern, 'Lotus Field')).toEqual([{ code: 'banned', params: { format_name: 'Modern' } }]);
    expect(detailsOf(modern, 'Black Lotus')).toEqual([{ code: 'not_legal', params: { format_name: 'Modern' } }]);
    expect(detailsOf(modern, 'Lightning Bolt')).toEqual([{ code: 'too_many_copies', params: { format_name: 'Modern', copies: 5, limit: 4 } }]);
    expect(detailsOf(modern, 'Lightnig Bolt')).toEqual([{ code: 'unknown_card', params: { suggestions: ['Lightning Bolt'] } }]);
    expect(detailsOf(modern, 'Xyzzy Plugh')).toEqual([{ code: 'unknown_card', params: { suggestions: [] } }]);
    expect(detailsOf(modern, 'Mountain')).toEqual([]);

    expect(detailsOf(check(`2 Ancestral Recall\n${mountains(58)}`, 'vintage'), 'Ancestral Recall')).toEqual([
      { code: 'restricted', params: { format_name: 'Vintage', copies: 2 } },
    ]);
    const commander = check("1 Atraxa, Praetors' Voice\n\n2 Sol Ring\n1 Fire // Ice\n96 Forest", 'commander');
    expect(detailsOf(commander, 'Sol Ring')).toEqual([{ code: 'too_many_copies', params: { format_name: 'Commander', copies: 2, limit: 1 } }]);
    expect(detailsOf(commander, 'Fire // Ice')).toEqual([
      { code: 'outside_identity', params: { card_colours: ['U', 'R'], commander_colours: ['W', 'U', 'B', 'G'] } },
    ]);
  });

  it('gives each deck warning its code and values', () => {
    const details = (text: string, format: string) => check(text, format).deck_warning_details;
    expect(details(`4 Lightning Bolt\n4\n${mountains(56)}\nThoughtseize\n0 Shock\n${'x'.repeat(70)} 4`, 'modern')).toEqual([
      { code: 'unreadable_line', params: { line: 2, text: '4' } },
      { code: 'no_count', params: { line: 4, card_name: 'Thoughtseize' } },
      { code: 'zero_count', params: { line: 5, text: '0 Shock' } },
      { code: 'no_count', params: { line: 6, card_name: `${'x'.repeat(57)}...` } },
    ]);
    expect(details(`4 Lightning Bolt\n${mountains(55)}\n\n4 Blood Moon\n11 Pyroblast\n\nCompanion\n1 Lurrus of the Dream-Den`, 'vintage')).toEqual([
      { code: 'main_too_small', params: { count: 59, min: 60, format_name: 'Vintage' } },
      { code: 'sideboard_too_big', params: { count: 16, max: 15, companion_included: true } },
    ]);
    expect(details("1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n97 Forest", 'commander')).toEqual([
      { code: 'deck_size', params: { count: 99, size: 100, format_name: 'Commander' } },
    ]);
    expect(details('1 Sol Ring\n99 Forest', 'commander')).toEqual([{ code: 'no_commander', params: {} }]);
    expect(details("Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n1 Atraxa, Praetors' Voice\n\n97 Forest", 'commander')).toEqual([
      { code: 'too_many_commanders', params: { count: 3 } },
    ]);
    expect(details('Commander\n1 Llanowar Elves\n\n1 Sol Ring\n98 Forest', 'commander')).toEqual([
      { code: 'not_a_commander', params: { card_name: 'Llanowar Elves', rule: 'legendary', format_name: 'Commander' } },
    ]);
    expect(details('Commander\n1 Counterspell\n\n99 Island', 'paupercommander')).toEqual([
      { code: 'not_a_commander', params: { card_name: 'Counterspell', rule: 'creature', format_name: 'Pauper Commander' } },
    ]);
    expect(details("Commander\n1 Atraxa, Praetors' Voice\n1 Thrasios, Triton Hero\n\n98 Forest", 'commander')).toEqual([
      { code: 'not_partners', params: { card_name: "Atraxa, Praetors' Voice", other_card_name: 'Thrasios, Triton Hero' } },
    ]);
  });

  it('renders the English sentences from the data, so the two never differ', () => {
    const lists: [string, string][] = [
      [['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', '4', 'Thoughtseize', '0 Shock', mountains(28)].join('\n'), 'modern'],
      [`2 Ancestral Recall\n${mountains(50)}\n\n4 Blood Moon\n11 Pyroblast\n\nCompanion\n1 Lurrus of the Dream-Den`, 'vintage'],
      ["Commander\n1 Atraxa, Praetors' Voice\n1 Thrasios, Triton Hero\n\n2 Sol Ring\n1 Lightning Bolt\n1 Fire // Ice\n90 Forest", 'commander'],
      ['Commander\n1 Counterspell\n1 Llanowar Elves\n\n99 Island', 'paupercommander'],
    ];
    for (const [text, format] of lists) {
      const result = check(text, format);
      expect(result.deck_warning_details.map(deckWarningText)).toEqual(result.deck_warnings);
      expect(result.deck_warning_details).toHaveLength(result.deck_warnings.length);
      for (const card of result.groups.flatMap((g) => g.cards)) expect(card.warning_details!.map(cardWarningText)).toEqual(card.warnings);
    }
  });

  it('summarises the problems as data: deck warnings, then each kind of card warning with its cards', () => {
    const result = check(['4 Lotus Field', '5 Lightning Bolt', '1 Black Lotus', '2 Lightnig Bolt', mountains(28)].join('\n'), 'modern');
    expect(summariseWarnings(result)).toEqual({
      count: 5,
      lines: [
        { kind: 'deck', detail: { code: 'main_too_small', params: { count: 40, min: 60, format_name: 'Modern' } } },
        { kind: 'cards', code: 'unknown_card', format_name: null, cards: [{ card_name: 'Lightnig Bolt', copies: null }] },
        { kind: 'cards', code: 'banned', format_name: 'Modern', cards: [{ card_name: 'Lotus Field', copies: null }] },
        { kind: 'cards', code: 'not_legal', format_name: 'Modern', cards: [{ card_name: 'Black Lotus', copies: null }] },
        { kind: 'cards', code: 'too_many_copies', format_name: null, cards: [{ card_name: 'Lightning Bolt', copies: 5 }] },
      ],
    });
  });

  it('summarises a check without details (an older answer) from its English text', () => {
    const older = {
      deck_warnings: ['The main deck has 12 cards; a Modern deck needs at least 60.'],
      groups: [{ cards: [{ card_name: 'Fury', warnings: ['Banned in Modern.'] }, { card_name: 'Mountain', warnings: [] }] }],
    };
    expect(summariseProblems(older)).toEqual({
      count: 2,
      lines: ['The main deck has 12 cards; a Modern deck needs at least 60.', 'Banned in Modern: Fury.'],
    });
  });
});
