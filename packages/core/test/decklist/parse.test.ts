import { describe, expect, it } from 'vitest';
import { parseDecklist, type DecklistSection } from '../../src/decklist/parse';
import { entryTotals } from '../../src/decklist/totals';

const sections = (text: string, style: 'sixty' | 'commander' = 'sixty') =>
  parseDecklist(text, style).entries.map((e) => [e.section, e.quantity, e.name] as [DecklistSection, number, string]);

describe('the format guide (docs/product.md, Decklists)', () => {
  it('reads a count then the card name, one card per line', () => {
    expect(sections('4 Lightning Bolt\n20 Mountain')).toEqual([
      ['main', 4, 'Lightning Bolt'],
      ['main', 20, 'Mountain'],
    ]);
  });

  it('ignores a trailing set name in brackets', () => {
    const [entry] = parseDecklist('3 Pyroblast (Ice Age)', 'sixty').entries;
    expect(entry).toMatchObject({ quantity: 3, name: 'Pyroblast', text: 'Pyroblast (Ice Age)' });
  });

  it('splits main deck and sideboard at the empty line, main first', () => {
    expect(sections('4 Lightning Bolt\n56 Mountain\n\n2 Blood Moon\n3 Pyroblast')).toEqual([
      ['main', 4, 'Lightning Bolt'],
      ['main', 56, 'Mountain'],
      ['sideboard', 2, 'Blood Moon'],
      ['sideboard', 3, 'Pyroblast'],
    ]);
  });

  it('ignores lines with the words mainboard or sideboard, and lines starting with //', () => {
    const parsed = parseDecklist('Mainboard\n// burn spells\n4 Lightning Bolt\n\nSideboard (15)\n2 Blood Moon', 'sixty');
    expect(parsed.entries.map((e) => [e.section, e.name])).toEqual([
      ['main', 'Lightning Bolt'],
      ['sideboard', 'Blood Moon'],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('keeps split and double-faced cards written with both faces or the front face', () => {
    expect(sections('2 Fire // Ice\n4 Fable of the Mirror-Breaker // Reflection of Kiki-Jiki\n4 Bonecrusher Giant')).toEqual([
      ['main', 2, 'Fire // Ice'],
      ['main', 4, 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'],
      ['main', 4, 'Bonecrusher Giant'],
    ]);
  });

  it('reads commanders as their own section, headed Commander or not', () => {
    const deck = "1 Sol Ring\n1 Arcane Signet\n98 Forest";
    expect(sections(`Commander\n1 Atraxa, Praetors' Voice\n\n${deck}`, 'commander')[0]).toEqual(['commander', 1, "Atraxa, Praetors' Voice"]);
    expect(sections(`1 Atraxa, Praetors' Voice\n\n${deck}`, 'commander')[0]).toEqual(['commander', 1, "Atraxa, Praetors' Voice"]);
    expect(sections(`1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\n${deck}`, 'commander').slice(0, 3).map((e) => e[0])).toEqual([
      'commander',
      'commander',
      'main',
    ]);
    // MTGO writes the commander last, after an empty line.
    expect(sections(`${deck}\n\n1 Atraxa, Praetors' Voice`, 'commander').at(-1)).toEqual(['commander', 1, "Atraxa, Praetors' Voice"]);
  });

  it('reads companions after a Companion line', () => {
    expect(sections('4 Lightning Bolt\n56 Mountain\n\nCompanion\n1 Lurrus of the Dream-Den')).toEqual([
      ['main', 4, 'Lightning Bolt'],
      ['main', 56, 'Mountain'],
      ['companion', 1, 'Lurrus of the Dream-Den'],
    ]);
    expect(sections('4 Lightning Bolt\n\n2 Blood Moon\n\nCompanion\n1 Lurrus of the Dream-Den').map((e) => e[0])).toEqual([
      'main',
      'sideboard',
      'companion',
    ]);
  });
});

describe('lists as players paste them', () => {
  it('reads an MTG Arena export: headers, sets and collector numbers', () => {
    const arena = [
      'About',
      'Name Izzet Phoenix',
      '',
      'Companion',
      '1 Lurrus of the Dream-Den (IKO) 226',
      '',
      'Deck',
      '4 Arclight Phoenix (GRN) 91',
      '4 Consider (MID) 44',
      '',
      'Sideboard',
      '1 Lurrus of the Dream-Den (IKO) 226',
      '2 Aether Gust (M20) 42',
    ].join('\n');
    expect(sections(arena)).toEqual([
      ['companion', 1, 'Lurrus of the Dream-Den'],
      ['main', 4, 'Arclight Phoenix'],
      ['main', 4, 'Consider'],
      ['sideboard', 1, 'Lurrus of the Dream-Den'],
      ['sideboard', 2, 'Aether Gust'],
    ]);
  });

  it('reads an Arena Brawl/commander export with Commander and Deck headers', () => {
    expect(sections('Commander\n1 Kenrith, the Returned King (ELD) 303\n\nDeck\n1 Sol Ring (C21) 263\n98 Forest', 'commander')).toEqual([
      ['commander', 1, 'Kenrith, the Returned King'],
      ['main', 1, 'Sol Ring'],
      ['main', 98, 'Forest'],
    ]);
  });

  it('reads MTGO text: SB: prefixes and Name1/Name2 split cards', () => {
    expect(sections('4 Fire/Ice\n56 Island\nSB: 2 Blood Moon\nSB:3 Pyroblast')).toEqual([
      ['main', 4, 'Fire/Ice'],
      ['main', 56, 'Island'],
      ['sideboard', 2, 'Blood Moon'],
      ['sideboard', 3, 'Pyroblast'],
    ]);
  });

  it('reads an MTGO commander export, whose commander is the sideboard', () => {
    expect(sections("1 Sol Ring\n99 Forest\nSB: 1 Atraxa, Praetors' Voice", 'commander').at(-1)).toEqual([
      'commander',
      1,
      "Atraxa, Praetors' Voice",
    ]);
    expect(sections("1 Sol Ring\n98 Forest\n\nSideboard\n1 Thrasios, Triton Hero\n1 Tymna the Weaver", 'commander').map((e) => e[0])).toEqual([
      'main',
      'main',
      'commander',
      'commander',
    ]);
  });

  it('reads 4x counts, tabs, stray spaces, Windows line endings and invisible spaces', () => {
    const text = '4x Lightning Bolt\r\n  4 X  Counterspell  \r\n3\tThoughtseize\r\n\u00a02  Fire  //  Ice\r\n1 Xenagos, the Reveler\r\n';
    expect(sections(text)).toEqual([
      ['main', 4, 'Lightning Bolt'],
      ['main', 4, 'Counterspell'],
      ['main', 3, 'Thoughtseize'],
      ['main', 2, 'Fire // Ice'],
      ['main', 1, 'Xenagos, the Reveler'],
    ]);
  });

  it('reads TappedOut commander marks', () => {
    expect(sections("1x Atraxa, Praetors' Voice *CMDR*\n1x Sol Ring\n\n98x Forest", 'commander')).toEqual([
      ['commander', 1, "Atraxa, Praetors' Voice"],
      ['main', 1, 'Sol Ring'],
      ['main', 98, 'Forest'],
    ]);
  });

  it('strips Moxfield foil marks and bracketed set codes', () => {
    expect(sections('1 Sol Ring (CMM) 400 *F*\n1 Arcane Signet [M3C]', 'commander').map((e) => e[2])).toEqual(['Sol Ring', 'Arcane Signet']);
  });

  it('counts a line without a count as 1: silently in commander style, with a problem otherwise', () => {
    const commander = parseDecklist("Commander\nAtraxa, Praetors' Voice\n\nSol Ring\nArcane Signet", 'commander');
    expect(commander.entries.map((e) => e.quantity)).toEqual([1, 1, 1]);
    expect(commander.problems).toEqual([]);
    const sixty = parseDecklist('4 Lightning Bolt\nThoughtseize', 'sixty');
    expect(sixty.entries.at(-1)).toMatchObject({ quantity: 1, name: 'Thoughtseize' });
    expect(sixty.problems).toEqual([{ kind: 'no-count', line: 2, text: 'Thoughtseize' }]);
  });

  it('keeps names that start with digits', () => {
    expect(sections('1 1996 World Champion\n70,000 Light-Years from Home', 'commander').map((e) => [e[1], e[2]])).toEqual([
      [1, '1996 World Champion'],
      [1, '70,000 Light-Years from Home'],
    ]);
  });

  it('treats type headings as headings, not cards, and keeps them out of the sideboard rule', () => {
    const text = 'Creatures (8)\n4 Ragavan, Nimble Pilferer\n4 Monastery Swiftspear\n\nInstants and Sorceries\n4 Lightning Bolt\n\nLands:\n20 Mountain';
    expect(sections(text).map((e) => e[0])).toEqual(['main', 'main', 'main', 'main']);
  });

  it('skips maybeboards', () => {
    expect(sections('4 Lightning Bolt\n\nMaybeboard\n1 Shock\n\n2 Skred').map((e) => e[2])).toEqual(['Lightning Bolt']);
  });

  it('turns lines it cannot read into problems that name the line, and never throws', () => {
    const parsed = parseDecklist('4 Lightning Bolt\n4\n0 Shock\n1000 Mountain\n-----\n' + 'x'.repeat(300), 'sixty');
    expect(parsed.entries.map((e) => e.name)).toEqual(['Lightning Bolt']);
    expect(parsed.problems).toEqual([
      { kind: 'unreadable', line: 2, text: '4' },
      { kind: 'zero-count', line: 3, text: '0 Shock' },
      { kind: 'unreadable', line: 4, text: '1000 Mountain' },
      { kind: 'unreadable', line: 6, text: 'x'.repeat(300) },
    ]);
  });

  it('reads an empty list as no cards', () => {
    expect(parseDecklist('', 'sixty')).toEqual({ style: 'sixty', entries: [], problems: [] });
    expect(parseDecklist('\n\n  \n', 'commander').entries).toEqual([]);
  });
});

describe('totals (docs/product.md, Decklists)', () => {
  it('counts main and side apart, the companion in neither', () => {
    const parsed = parseDecklist('4 Lightning Bolt\n56 Mountain\n\n2 Blood Moon\n\nCompanion\n1 Lurrus of the Dream-Den', 'sixty');
    expect(entryTotals(parsed.entries)).toEqual({ main: 60, side: 2, companion: 1 });
  });

  it('counts the commanders in the deck', () => {
    const parsed = parseDecklist("1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n98 Forest", 'commander');
    expect(entryTotals(parsed.entries)).toEqual({ main: 100, side: 0, companion: 0 });
  });
});
