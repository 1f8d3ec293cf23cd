import { FORMATS, roundMinutesOf } from '../../src/formats/formats';
import { DEFAULT_CLOCK_MINUTES } from '../../src/timers/clock';
import { describe, expect, it } from 'vitest';

describe('round minutes', () => {
  it("are Flesh and Blood's official round lengths for its formats", () => {
    expect(roundMinutesOf('fab-cc')).toBe(55);
    expect(roundMinutesOf('fab-ll')).toBe(55);
    expect(roundMinutesOf('fab-sage')).toBe(35);
    expect(roundMinutesOf('fab-sealed')).toBe(35);
    expect(roundMinutesOf('fab-draft')).toBe(35);
  });

  it("are the default clock's 50 for every Magic format and for a code no format has", () => {
    expect(DEFAULT_CLOCK_MINUTES).toBe(50);
    for (const format of FORMATS.filter((f) => f.game === 'magic')) expect(roundMinutesOf(format.format)).toBe(50);
    expect(roundMinutesOf('retired-format')).toBe(50);
  });
});
