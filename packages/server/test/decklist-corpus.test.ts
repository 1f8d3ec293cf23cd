import fs from 'node:fs';
import path from 'node:path';
import type { CardIndex } from '@decklist/core/cards';
import { groupTotals, totalLabels, validateDecklist, type DecklistCheck } from '@decklist/core/decklist';
import { findMagicFormat } from '@decklist/core/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCards, readCardSnapshot } from '../src/cards/load';
import { defaultCardsFile } from '../src/paths';

// Tournament-style lists as players paste them: MTGO and Arena exports, .dec files with SB: lines,
// lists typed by hand with headings and comments, and commander lists. All are legal and complete,
// so any warning at all would be a false one.
const CORPUS: { file: string; format: string; labels: string[]; companion?: number; groups: string[] }[] = [
  {
    file: 'modern-boros-energy.mtgo.txt',
    format: 'modern',
    labels: ['Main: 60', 'Side: 15'],
    groups: ['Creatures', 'Instants', 'Enchantments', 'Lands', 'Sideboard'],
  },
  {
    file: 'pioneer-rakdos.arena.txt',
    format: 'pioneer',
    labels: ['Main: 60', 'Side: 15'],
    groups: ['Creatures', 'Planeswalkers', 'Instants', 'Sorceries', 'Enchantments', 'Lands', 'Sideboard'],
  },
  {
    file: 'legacy-izzet-delver.typed.txt',
    format: 'legacy',
    labels: ['Main: 60', 'Side: 15'],
    groups: ['Creatures', 'Instants', 'Sorceries', 'Artifacts', 'Lands', 'Sideboard'],
  },
  {
    file: 'vintage-lurrus.arena.txt',
    format: 'vintage',
    labels: ['Main: 60', 'Side: 15'],
    companion: 1,
    groups: ['Companion', 'Creatures', 'Instants', 'Sorceries', 'Artifacts', 'Lands', 'Other', 'Sideboard'],
  },
  {
    file: 'pauper-affinity.dec.txt',
    format: 'pauper',
    labels: ['Main: 60', 'Side: 15'],
    groups: ['Creatures', 'Instants', 'Sorceries', 'Artifacts', 'Lands', 'Sideboard'],
  },
  {
    file: 'limited-sealed.typed.txt',
    format: 'limited',
    labels: ['Main: 40', 'Side: 5'],
    groups: ['Creatures', 'Instants', 'Lands', 'Sideboard'],
  },
  {
    file: 'commander-krenko.typed.txt',
    format: 'commander',
    labels: ['Deck: 100'],
    groups: ['Commander', 'Creatures', 'Instants', 'Sorceries', 'Artifacts', 'Enchantments', 'Lands'],
  },
  {
    file: 'commander-thrasios-tymna.mtgo.txt',
    format: 'commander',
    labels: ['Deck: 100'],
    groups: ['Commander', 'Creatures', 'Instants', 'Sorceries', 'Artifacts', 'Enchantments', 'Lands'],
  },
];

const read = (file: string) => fs.readFileSync(path.join(__dirname, 'fixtures', 'decklists', file), 'utf8');
const allWarnings = (check: DecklistCheck) => [...check.deck_warnings, ...check.groups.flatMap((g) => g.cards.flatMap((c) => c.warnings))];

let cards: CardIndex;
beforeAll(async () => {
  cards = (await loadCards(defaultCardsFile)).index;
});

describe('a corpus of real-world decklists', () => {
  it.each(CORPUS)('$file reads with the right totals and no warnings', ({ file, format, labels, companion, groups }) => {
    const info = findMagicFormat(format)!;
    for (const text of [read(file), read(file).replace(/\r?\n/g, '\r\n'), read(file).replace(/\r?\n/g, '\n')]) {
      const check = validateDecklist(text, info, cards);
      expect(allWarnings(check)).toEqual([]);
      expect(check.has_warnings).toBe(false);
      const totals = groupTotals(check.groups);
      expect(totalLabels(totals, info.decklist_style)).toEqual(labels);
      expect(totals.companion).toBe(companion ?? 0);
      expect(check.groups.map((g) => g.group_name)).toEqual(groups);
    }
  });

  it('shows the commanders of an MTGO export, which come last', () => {
    const check = validateDecklist(read('commander-thrasios-tymna.mtgo.txt'), findMagicFormat('commander')!, cards);
    expect(check.groups[0]).toEqual({
      group_name: 'Commander',
      cards: [
        { quantity: 1, card_name: 'Thrasios, Triton Hero', mana_cost: '{G}{U}', mana_value: 2, type: 'Legendary Creature — Merfolk Wizard', warnings: [], warning_details: [] },
        { quantity: 1, card_name: 'Tymna the Weaver', mana_cost: '{1}{W}{B}', mana_value: 3, type: 'Legendary Creature — Human Cleric', warnings: [], warning_details: [] },
      ],
    });
  });

  it('finds every mistake in a list with mistakes, and nothing else', () => {
    const text = [
      'Deck',
      '4 Ragavan, Nimble Pilferer',
      '4 Lightning Bolt',
      '5 Counterspell',
      '4 Lightnig Helix',
      '4 Hogaak, Arisen Necropolis',
      '38 Mountain',
      '',
      'Sideboard',
      '4 Blood Moon',
      '4 Pyroblast',
      '8 Smash to Smithereens',
    ].join('\n');
    const check = validateDecklist(text, findMagicFormat('modern')!, cards);
    const byName = Object.fromEntries(check.groups.flatMap((g) => g.cards).map((c) => [c.card_name, c.warnings]));
    expect(byName).toEqual({
      'Ragavan, Nimble Pilferer': [],
      'Lightning Bolt': [],
      Counterspell: ['Too many copies: a deck may have at most 4, and this one has 5.'],
      'Lightnig Helix': ['Not a known card. Did you mean Lightning Helix?'],
      'Hogaak, Arisen Necropolis': ['Banned in Modern.'],
      Mountain: [],
      'Blood Moon': [],
      Pyroblast: ['Not legal in Modern.'],
      'Smash to Smithereens': ['Too many copies: a deck may have at most 4, and this one has 8.'],
    });
    expect(check.deck_warnings).toEqual(['The main deck has 59 cards; a Modern deck needs at least 60.', 'The sideboard has 16 cards; at most 15 are allowed.']);
  });
});

describe('card lookups on the full card data', () => {
  it('knows every card by the name a decklist shows, by its full name and by each face', async () => {
    const snapshot = await readCardSnapshot(defaultCardsFile);
    const lines: string[] = [];
    for (const [name, faces] of snapshot.cards) {
      expect(cards.find(name)?.name).toBe(name);
      lines.push(`1 ${name}`);
      if (faces) {
        const full = faces.join(' // ');
        expect(cards.find(full)?.faces).toContain(faces[0]);
        for (const face of faces) expect(cards.find(face)).toBeDefined();
        lines.push(`1 ${full}`, `1 ${faces.join('/')}`);
      }
    }
    // And as decklist lines: not one false "not a known card" in 35,000 names.
    const check = validateDecklist(lines.join('\n'), undefined, cards);
    expect(check.groups.find((g) => g.group_name === 'Unknown Cards')).toBeUndefined();
    expect(check.deck_warnings).toEqual([]);
  });

  it('ignores case, accents, curly quotes and spacing, and reads every kind of two-faced card', () => {
    const expectations: [string, string][] = [
      ['lim-dul’s vault', "Lim-Dûl's Vault"],
      ['SEANCE', 'Séance'],
      ["Atraxa, Praetors’ Voice", "Atraxa, Praetors' Voice"],
      ['  Jace,   the Mind  Sculptor ', 'Jace, the Mind Sculptor'],
      ['Aether Vial', 'Aether Vial'],
      ['Wear/Tear', 'Wear // Tear'],
      ['Tear', 'Wear // Tear'],
      ['Stomp', 'Bonecrusher Giant'],
      ['Reflection of Kiki-Jiki', 'Fable of the Mirror-Breaker'],
      ['Fable of the Mirror-Breaker // Reflection of Kiki-Jiki', 'Fable of the Mirror-Breaker'],
      ['Sea Gate, Reborn', 'Sea Gate Restoration'],
      ['Insectile Aberration', 'Delver of Secrets'],
      ['Commit//Memory', 'Commit // Memory'],
      ['Tok-Tok, Volcano Born', 'Akki Lavarunner'],
      ['Lightning Bolt', 'Lightning Bolt'],
    ];
    for (const [typed, name] of expectations) expect(cards.find(typed)?.name, typed).toBe(name);
  });
});
