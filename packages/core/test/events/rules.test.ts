import { describe, expect, it } from 'vitest';
import {
  EVENT_CODE_ALPHABET,
  addDays,
  eventDateWindow,
  eventExpirationDate,
  isIsoDate,
  normaliseEventCode,
  serverEventDateWindow,
} from '../../src/events/rules';

describe('event rules', () => {
  it('uses no look-alike characters in codes and lower-cases what people type', () => {
    expect(EVENT_CODE_ALPHABET).not.toMatch(/[0o1li]/);
    expect(new Set(EVENT_CODE_ALPHABET).size).toBe(EVENT_CODE_ALPHABET.length);
    expect(normaliseEventCode('  AB3KX9 ')).toBe('ab3kx9');
  });

  it('reads a code however it is grouped, cased or pasted', () => {
    expect(normaliseEventCode('3nd4 ney9qa')).toBe('3nd4ney9qa');
    expect(normaliseEventCode('3ND4-NEY9QA')).toBe('3nd4ney9qa');
    expect(normaliseEventCode(' 3nd4 – ney9 qa\n')).toBe('3nd4ney9qa');
    expect(normaliseEventCode('https://decklist.example/e/3nd4ney9qa')).toBe('3nd4ney9qa');
    expect(normaliseEventCode('decklist.example/e/3ND4NEY9QA/deck?x=1#top')).toBe('3nd4ney9qa');
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(eventExpirationDate('2026-11-25')).toBe('2026-12-02');
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });

  it('allows yesterday to 30 days ahead, widened on the server to every time zone', () => {
    expect(eventDateWindow('2026-11-21')).toEqual({ min: '2026-11-20', max: '2026-12-21' });
    // 10:00 UTC: it is already the 22nd at UTC+14 and still the 20th at UTC-12.
    expect(serverEventDateWindow(Date.UTC(2026, 10, 21, 10))).toEqual({ min: '2026-11-19', max: '2026-12-22' });
    // Noon UTC: the 21st everywhere from UTC-12 to UTC+11, the 22nd from UTC+12.
    expect(serverEventDateWindow(Date.UTC(2026, 10, 21, 12))).toEqual({ min: '2026-11-20', max: '2026-12-22' });
  });
});
