import { describe, expect, it } from 'vitest';
import { nameFromElsewhere, oneLine, safeRedirectPath, unsafeText, unsafeTextMessage } from '../../src/text/text';

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirectPath('/e/abc234')).toBe('/e/abc234');
    expect(safeRedirectPath('/e/abc234/deck?id=u1')).toBe('/e/abc234/deck?id=u1');
  });

  it.each([null, undefined, '', 'https://evil.example', 'evil.example/x', '//evil.example', '/\\evil.example', '/\\/evil.example', '/%0a', '/a\nb', '/a\tb'])(
    'refuses %j',
    (target) => {
      const value = target === '/%0a' ? decodeURIComponent(target) : target;
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});

describe('texts that could forge a line or another name', () => {
  it('refuses control characters and line breaks in names, but keeps line breaks and tabs in a decklist', () => {
    for (const text of ['Bob\r\n\r\nPlayers without a decklist (1): Alice', 'a\nb', 'tab\there', 'nul\u0000', 'c1\u0085', 'sep\u2028x']) {
      expect(unsafeText(text), JSON.stringify(text)).toBe('control');
    }
    expect(unsafeText('4 Lightning Bolt\r\n4 Opt\tx', { lines: true })).toBeNull();
    expect(unsafeText('4 Lightning Bolt\u0007', { lines: true })).toBe('control');
  });

  it('refuses direction overrides, embeddings, isolates and marks', () => {
    for (const char of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f']) {
      expect(unsafeText(`Alice${char}`), char.codePointAt(0)!.toString(16)).toBe('direction');
    }
  });

  it('refuses zero-width characters, and joiners outside the places a script needs them', () => {
    for (const text of ['Al\u200bice', 'Alice\ufeff', 'Al\u2060ice', '\u200cAlice', 'Alice \u200d']) expect(unsafeText(text)).toBe('invisible');
    expect(unsafeText('می\u200cخواهم')).toBeNull(); // Persian: ZWNJ between letters
    expect(unsafeText('👩\u200d👩\u200d👧')).toBeNull(); // an emoji family
    expect(unsafeText('👍🏽')).toBeNull();
    expect(unsafeText('क्\u200dष')).toBeNull(); // Devanagari: ZWJ after a virama
    expect(unsafeText('José Müller, 山田太郎, Ægir')).toBeNull();
  });

  it('refuses the other characters that show nothing, and names that only look blank', () => {
    const hidden = ['\u00ad', '\u180e', '\u034f', '\u{e0041}', '\u{e0001}', '\ufe0f', '\ufe00', '\u{e0100}'];
    for (const char of hidden) expect(unsafeText(`Player p2${char}`), char.codePointAt(0)!.toString(16)).toBe('invisible');
    for (const blank of ['\u3164', '\u2800\u2800', '\uffa0', '\u115f\u1160']) expect(unsafeText(blank), blank.codePointAt(0)!.toString(16)).toBe('invisible');
    // Where they change what is shown, selectors and tags stay.
    expect(unsafeText('❤\ufe0f Alice')).toBeNull(); // a red heart as an emoji
    expect(unsafeText('1\ufe0f\u20e3 seed')).toBeNull(); // a keycap
    expect(unsafeText('\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} Team England')).toBeNull(); // a flag of tags
    expect(unsafeText('葛\u{e0100}城')).toBeNull(); // an ideographic variation
  });

  it('makes any stored text one safe line for a download', () => {
    expect(oneLine('Bob\r\n\r\nPlayers without a decklist (1): Alice')).toBe('Bob Players without a decklist (1): Alice');
    expect(oneLine('Alice\u202eevil\u200b')).toBe('Aliceevil');
    expect(oneLine('Player p2\u00ad\u034f\u{e0041}\ufe0f')).toBe('Player p2');
    expect(oneLine('Flag \u{1f3f4}\u{e0067}\u{e0062}\u{e007f}')).toBe('Flag \u{1f3f4}\u{e0067}\u{e0062}\u{e007f}');
  });

  it('makes a name from elsewhere follow the name rules, or empty', () => {
    expect(nameFromElsewhere('  Jamie\n\tJudge\u200b ', 100)).toBe('Jamie Judge');
    expect(nameFromElsewhere('Jose\u0301', 100)).toBe('Jos\u00e9');
    expect(nameFromElsewhere('\u3164\u2800 \uffa0', 100)).toBe('');
    const long = nameFromElsewhere('\u{1f600}'.repeat(120), 100);
    expect(Array.from(long)).toHaveLength(100);
    expect(unsafeText(nameFromElsewhere('A\u202eB\u2066C\u0007D', 100))).toBeNull();
  });

  it('says what is wrong with the field named', () => {
    expect(unsafeTextMessage('Player name', 'control')).toBe('Player name must be one line, without tabs or control characters');
    expect(unsafeTextMessage('Player name', 'direction')).toMatch(/^Player name must not contain characters that change the direction/);
  });
});
