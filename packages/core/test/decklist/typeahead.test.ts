import { describe, expect, it } from 'vitest';
import { cardLineAt, replaceCardName } from '../../src/decklist/typeahead';

describe('typeahead on the line being typed', () => {
  it('finds the name typed on the caret line, keeping the count', () => {
    const text = '4 Lightning Bolt\n4 Raga\n20 Mountain';
    const line = cardLineAt(text, text.indexOf('Raga') + 4)!;
    expect(line).toEqual({ start: 17, end: 23, prefix: '4 ', query: 'Raga' });
    expect(replaceCardName(text, line, 'Ragavan, Nimble Pilferer')).toEqual({
      text: '4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n20 Mountain',
      caret: 17 + '4 Ragavan, Nimble Pilferer'.length,
    });
  });

  it('keeps SB: and 4x prefixes and reads lines without a count', () => {
    expect(cardLineAt('SB: 2x Blood Mo', 15)).toMatchObject({ prefix: 'SB: 2x ', query: 'Blood Mo' });
    expect(cardLineAt('Sol Ri', 6)).toMatchObject({ prefix: '', query: 'Sol Ri' });
  });

  it('offers nothing on headings, comments, counts alone or one letter', () => {
    expect(cardLineAt('Sideboard', 9)).toBeNull();
    expect(cardLineAt('Commander', 5)).toBeNull();
    expect(cardLineAt('// burn', 7)).toBeNull();
    expect(cardLineAt('4 ', 2)).toBeNull();
    expect(cardLineAt('4 L', 3)).toBeNull();
    expect(cardLineAt('', 0)).toBeNull();
  });
});
