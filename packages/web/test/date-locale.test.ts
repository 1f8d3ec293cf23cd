import { describe, expect, it } from 'vitest';
import { dateLocale } from '../src/components/format';

describe('the locale dates are written in', () => {
  it("is the app's language in the browser's regional form: British English writes a British date and a 24-hour time", () => {
    expect(dateLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(dateLocale('de', ['en-US', 'de-AT'])).toBe('de-AT');
    expect(dateLocale('en', ['de-DE'])).toBe('en');
    expect(dateLocale('pt-BR', ['pt-PT'])).toBe('pt-BR');
    expect(dateLocale('en', ['en-not a tag!'])).toBe('en');
    const at = new Date(Date.UTC(2026, 10, 30, 1, 39));
    const time = new Intl.DateTimeFormat(dateLocale('en', ['en-GB']), { timeStyle: 'short', timeZone: 'UTC' }).format(at);
    expect(time).toBe('01:39');
    const us = new Intl.DateTimeFormat(dateLocale('en', ['en-US']), { timeStyle: 'short', timeZone: 'UTC' }).format(at);
    expect(us).toBe('1:39 AM');
  });
});
