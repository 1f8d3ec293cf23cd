import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { MAX_NAME_PIECES, checkFabList, nameListSpan, parseFabList, renameFabCardInLine, renameFabCardLine, resolveFabList, splitPitch } from '../../../src/games/fab';
import { fabIndex } from './fab-index';

const FABRARY = `Name: Dori at the Calling
Hero: Dorinthea Ironsong
Format: Classic Constructed

Arena cards
1x Dawnblade, Resplendent
1x Fyendal's Spring Tunic

Deck cards
3x Sink Below (red)
2x Driving Blade (yellow)
3x Sink Below (blue)

See the full deck @ https://fabrary.net/decks/01ABC`;

const FABDB = `Deck build - via https://fabdb.net :

Dori Classic

Class: Warrior
Hero: Dorinthea Ironsong
Weapons: Dawnblade, Resplendent
Equipment: Fyendal's Spring Tunic, Arcanite Skullcap

(3) Sink Below (red)
(2) Driving Blade (yellow)
[1] Enlightened Strike

See the full deck at: https://fabdb.net/decks/AbCdE/`;

const rowsOf = (text: string) => resolveFabList(parseFabList(text), fabIndex);

describe('Flesh and Blood list parsing', () => {
  test("reads Fabrary's export: header fields, arena and deck parts, a weapon whose name holds a comma", () => {
    const parsed = parseFabList(FABRARY);
    expect(parsed.deckName).toBe('Dori at the Calling');
    expect(parsed.formatName).toBe('Classic Constructed');
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.cards.map(({ line, count, name, pitch, section }) => [line, count, name, pitch, section])).toEqual([
      [2, 1, 'Dorinthea Ironsong', null, 'hero'],
      [6, 1, 'Dawnblade, Resplendent', null, 'arena'],
      [7, 1, "Fyendal's Spring Tunic", null, 'arena'],
      [10, 3, 'Sink Below', 1, 'deck'],
      [11, 2, 'Driving Blade', 2, 'deck'],
      [12, 3, 'Sink Below', 3, 'deck'],
    ]);
    const { rows, deckWarnings } = rowsOf(FABRARY);
    expect(deckWarnings).toEqual([]);
    expect(rows.map((row) => [row.card_name, row.count, row.card?.kind])).toEqual([
      ['Dorinthea Ironsong', 1, 'A'],
      ['Dawnblade, Resplendent', 1, 'W'],
      ["Fyendal's Spring Tunic", 1, 'E'],
      ['Sink Below (red)', 3, 'D'],
      ['Driving Blade (yellow)', 2, 'D'],
      ['Sink Below (blue)', 3, 'D'],
    ]);
  });

  test("reads FaBDB's export: title, Class, comma lists split with the card data, (n) and [n] counts", () => {
    const parsed = parseFabList(FABDB);
    expect(parsed.deckName).toBe('Dori Classic');
    expect(parsed.nameLists).toEqual([
      { line: 7, pieces: ['Dawnblade', 'Resplendent'] },
      { line: 8, pieces: ["Fyendal's Spring Tunic", 'Arcanite Skullcap'] },
    ]);
    const { rows, deckWarnings } = rowsOf(FABDB);
    expect(deckWarnings).toEqual([]);
    expect(rows.map((row) => [row.line, row.card_name, row.count])).toEqual([
      [6, 'Dorinthea Ironsong', 1],
      [7, 'Dawnblade, Resplendent', 1],
      [8, "Fyendal's Spring Tunic", 1],
      [8, 'Arcanite Skullcap', 1],
      [10, 'Sink Below (red)', 3],
      [11, 'Driving Blade (yellow)', 2],
      // Enlightened Strike has only a red version: the name alone finds it.
      [12, 'Enlightened Strike (red)', 1],
    ]);
  });

  test('reads plain lines in every counted shape and adds lines naming the same card', () => {
    const text = ['Hero: Dorinthea Ironsong', '3 Sink Below (red)', '2x Snatch (Yellow)', '[1] Snatch (y)', 'Snatch [blue] x2', '(1) Driving Blade (3)'].join('\n');
    const { rows, deckWarnings } = rowsOf(text);
    expect(deckWarnings).toEqual([]);
    expect(rows.map((row) => [row.card_name, row.count])).toEqual([
      ['Dorinthea Ironsong', 1],
      ['Sink Below (red)', 3],
      ['Snatch (yellow)', 3],
      ['Snatch (blue)', 2],
      ['Driving Blade (blue)', 1],
    ]);
  });

  test('names are found whatever their case, accents, quotes and spaces', () => {
    const { rows } = rowsOf(['3x SINK   BELOW (Red)', '1x Potion of Deja Vu (blue)', '1x Fyendal’s Spring Tunic', '1x twelve petal kasaya'].join('\n'));
    expect(rows.map((row) => row.card_name)).toEqual(['Sink Below (red)', 'Potion of Déjà Vu (blue)', "Fyendal's Spring Tunic", 'Twelve Petal Kāṣāya']);
  });

  test('lines it cannot read become warnings with their line numbers; a bare card name counts 1 with a warning', () => {
    const text = ['Hero: Dorinthea Ironsong', '3x Sink Below (red)', '!!!', 'qwzx vvvv', '0 Snatch (red)', 'Snatch (blue)', `2 ${'a'.repeat(400)}`].join('\n');
    const result = checkFabList(text, fabIndex, 'cc');
    const lines = result.deck_warnings.flatMap((warning) => ('line' in warning.params ? [[warning.code, warning.params.line]] : []));
    expect(lines).toEqual([
      ['unreadable_line', 3],
      ['unreadable_line', 4],
      ['zero_count', 5],
      ['no_count', 6],
      ['unreadable_line', 7],
    ]);
    // The app's sentences for these, whatever the game; an unreadable line's example is a line of this game's.
    expect(result.deck_warning_texts).toContain('Line 6 has no count, so “Snatch” is counted as 1 copy.');
    expect(result.deck_warning_texts[0]).toBe('Line 3 could not be read: “!!!”. Write a count, then the card name and its pitch, for example 3 Sink Below (red).');
  });

  test('writes another name into a card line, keeping how its count is written', () => {
    expect(renameFabCardLine('3x Sink Belw (blue)', 'Sink Below (blue)')).toBe('3x Sink Below (blue)');
    expect(renameFabCardLine('  (2) Snatch', 'Snatch (red)')).toBe('  (2) Snatch (red)');
    expect(renameFabCardLine('Sink Belw (blue) x3', 'Sink Below (blue)')).toBe('Sink Below (blue) x3');
    expect(renameFabCardLine('Hero: Dorinthea Ironsogn', 'Dorinthea Ironsong')).toBe('Hero: Dorinthea Ironsong');
    expect(renameFabCardLine('Dawnblad', 'Dawnblade')).toBe('Dawnblade');
  });

  test("a 'Weapons:' line of thousands of commas is read with a bounded number of lookups", () => {
    const versions = vi.spyOn(fabIndex, 'versions');
    try {
      const pieces = 5_000;
      const result = checkFabList(`Hero: Dorinthea\nWeapons: Dawnblade, Resplendent, ${Array.from({ length: pieces }, () => 'ab').join(',')}`, fabIndex, 'cc');
      expect(versions.mock.calls.length).toBeLessThan((pieces + 2) * MAX_NAME_PIECES + 100);
      expect(result.groups.find((group) => group.key === 'weapons')?.rows.map((row) => row.card_name)).toEqual(['Dawnblade, Resplendent']);
    } finally {
      versions.mockRestore();
    }
  });

  test("rewrites one name of a 'Weapons:' or 'Equipment:' line, a name with a comma being one name", () => {
    expect(nameListSpan(['Dawnblade', 'Resplendent', 'Arcanite Skullcap'], 'dawnblade, resplendent')).toEqual([0, 2]);
    expect(nameListSpan(['Dawnblade'], 'Snatch')).toBeNull();
    expect(renameFabCardInLine("Equipment: Fyendal's Spring Tunic, Arcanite Skulcap", 'Arcanite Skulcap', 'Arcanite Skullcap')).toBe(
      "Equipment: Fyendal's Spring Tunic, Arcanite Skullcap",
    );
    expect(renameFabCardInLine('- Weapons: Dawnblde', 'Dawnblde', 'Dawnblade')).toBe('- Weapons: Dawnblade');
    expect(renameFabCardInLine('3x Sink Belw (blue)', 'Sink Belw (blue)', 'Sink Below (blue)')).toBe('3x Sink Below (blue)');
  });

  test('takes the pitch off the end of a name in the ways lists write it', () => {
    expect(splitPitch('Sink Below (red)')).toEqual({ name: 'Sink Below', pitch: 1 });
    expect(splitPitch('Sink Below [Y]')).toEqual({ name: 'Sink Below', pitch: 2 });
    expect(splitPitch('Sink Below (3)')).toEqual({ name: 'Sink Below', pitch: 3 });
    expect(splitPitch('Dawnblade, Resplendent')).toEqual({ name: 'Dawnblade, Resplendent', pitch: null });
  });

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        checkFabList(text, fabIndex, 'cc');
        checkFabList(`Hero: ${text}\nWeapons: ${text}, ${text}\n(3) ${text}\n${text} x2`, fabIndex, 'sage');
      }),
      { numRuns: 200 },
    );
  });
});
