import { describe, expect, it } from 'vitest';
import { deckSheetQuery, sheetsQuery } from '../src/api';
import { paperForLocale } from '../src/decklist';

describe('the paper of registration sheets', () => {
  it('is US Letter for a locale of the United States or Canada, A4 for any other or none', () => {
    for (const locale of ['en-US', 'es-US', 'en-CA', 'fr-CA', 'en-us', 'zh-Hant-US', 'en-US-u-hc-h23']) expect(paperForLocale(locale), locale).toBe('letter');
    for (const locale of ['en-GB', 'de-DE', 'fr', 'en', 'es-MX', 'ja-JP', 'en-USA', 'ca', 'ca-ES', 'us', '', undefined, 'not a tag', 'x'.repeat(300)]) {
      expect(paperForLocale(locale), String(locale)).toBe('a4');
    }
  });

  it('is A4 unless the query asks for letter; anything else is refused on the field', () => {
    expect(sheetsQuery.parse({})).toEqual({ paper: 'a4' });
    expect(sheetsQuery.parse({ paper: 'letter' })).toEqual({ paper: 'letter' });
    expect(deckSheetQuery.parse({ paper: 'a4' })).toEqual({ paper: 'a4' });
    const refused = deckSheetQuery.safeParse({ paper: 'A3' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['paper'], message: 'Paper must be a4 or letter' });
  });
});
