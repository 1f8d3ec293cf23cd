import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, findLanguage, matchLanguage } from '../../src/text/languages';

describe('the reader’s language', () => {
  it('takes the first preferred language the app speaks: the exact tag, then the language alone', () => {
    expect(findLanguage(['sv-SE', 'de-AT', 'fr'])).toBe('de');
    expect(findLanguage(['PT-br'])).toBe('pt-BR');
    expect(findLanguage(['pt-PT'])).toBe('pt-BR');
    expect(findLanguage([' ja '])).toBe('ja');
  });

  it('says none, or English, when the app speaks none of them', () => {
    expect(findLanguage(['sv', 'fi', ''])).toBeUndefined();
    expect(matchLanguage(['sv', 'fi'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by weight, keeping the order of equal weights', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptLanguageTags('en;q=0.1, ja')).toEqual(['ja', 'en']);
    expect(acceptLanguageTags('de;q=0, it')).toEqual(['it']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('reads at most 20 tags of a hostile header', () => {
    const header = Array.from({ length: 100_000 }, (_, i) => `x${i};q=0.${i % 9}`).join(',');
    expect(acceptLanguageTags(header).length).toBeLessThanOrEqual(20);
    expect(matchLanguage(acceptLanguageTags(header))).toBe('en');
  });
});
