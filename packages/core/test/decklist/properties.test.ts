import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardIndex } from '../../src/cards/card-index';
import { parseDecklist } from '../../src/decklist/parse';
import { entryTotals, groupTotals } from '../../src/decklist/totals';
import { validateDecklist } from '../../src/decklist/validate';
import { FORMATS } from '../../src/formats/formats';
import { FIXTURE_SNAPSHOT } from '../fixtures/cards';

const index = new CardIndex(FIXTURE_SNAPSHOT);
const style = fc.constantFrom('sixty' as const, 'commander' as const);
const names = fc.constantFrom('Lightning Bolt', 'Fire // Ice', 'Fire/Ice', 'Sol Ring', "Atraxa, Praetors' Voice", 'Mountain', 'Bonecrusher Giant', 'Not A Card');

/** Lines players write, well-formed or not, and plain noise. */
const line = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 1200 }), fc.constantFrom('', 'x', 'x ', ' x '), names, fc.constantFrom('', ' (M21) 125', ' *F*')).map(
    ([n, x, name, set]) => `${n}${x} ${name}${set}`,
  ),
  names.map((name) => `SB: 2 ${name}`),
  names,
  fc.constantFrom('', '', 'Deck', 'Sideboard', 'Commander', 'Companion', '// Sideboard', 'Creatures (12)', 'Maybeboard', 'About', '----', '4', '\t'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const decklist = fc.tuple(fc.array(line, { maxLength: 60 }), fc.constantFrom('\n', '\r\n', '\r')).map(([lines, eol]) => lines.join(eol));
const anyText = fc.oneof(decklist, fc.string({ unit: 'binary', maxLength: 400 }));

describe('decklist parsing (properties)', () => {
  it('never throws, on lists or on any text', () => {
    fc.assert(
      fc.property(anyText, style, (text, s) => {
        parseDecklist(text, s);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives every card a count from 1 to 999 and a name', () => {
    fc.assert(
      fc.property(anyText, style, (text, s) => {
        for (const entry of parseDecklist(text, s).entries) {
          expect(entry.quantity).toBeGreaterThanOrEqual(1);
          expect(entry.quantity).toBeLessThanOrEqual(999);
          expect(entry.name.trim()).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('totals equal the sum of the parsed quantities', () => {
    fc.assert(
      fc.property(anyText, style, (text, s) => {
        const { entries } = parseDecklist(text, s);
        const totals = entryTotals(entries);
        expect(totals.main + totals.side + totals.companion).toBe(entries.reduce((sum, e) => sum + e.quantity, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('loses no card line: every counted line is in the total', () => {
    const cardLine = fc.tuple(fc.integer({ min: 1, max: 99 }), names);
    fc.assert(
      fc.property(fc.array(fc.array(cardLine, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }), style, (blocks, s) => {
        const text = blocks.map((block) => block.map(([n, name]) => `${n} ${name}`).join('\n')).join('\n\n');
        const totals = entryTotals(parseDecklist(text, s).entries);
        const expected = blocks.flat().reduce((sum, [n]) => sum + n, 0);
        expect(totals.main + totals.side + totals.companion).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('decklist validation (properties)', () => {
  const format = fc.constantFrom(...FORMATS.filter((info) => info.game === 'magic'), undefined);

  it('never throws, and its group totals equal the parsed totals', () => {
    fc.assert(
      fc.property(anyText, format, fc.boolean(), (text, f, withCards) => {
        const check = validateDecklist(text, f, withCards ? index : null);
        const parsed = parseDecklist(text, f?.decklist_style ?? 'sixty');
        expect(groupTotals(check.groups)).toEqual(entryTotals(parsed.entries));
        expect(check.has_warnings).toBe(check.deck_warnings.length > 0 || check.groups.some((g) => g.cards.some((c) => c.warnings.length > 0)));
      }),
      { numRuns: 500 },
    );
  });
});
