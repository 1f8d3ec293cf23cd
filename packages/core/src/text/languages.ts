/** The languages the app speaks (BCP 47 tags), English first: it is the source of every text. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a reader's preferred languages that the app speaks: an exact tag first ('pt-BR'), then
 * the language alone ('de-AT' is German, 'pt-PT' the Brazilian Portuguese there is); undefined for none.
 */
export function findLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const wanted = tag.trim().toLowerCase();
    const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
    if (exact) return exact;
    const base = wanted.split('-')[0];
    const sameLanguage = LANGUAGES.find((language) => language.split('-')[0]!.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/** As findLanguage, English when the app speaks none of them. */
export const matchLanguage = (preferences: readonly string[]): Language => findLanguage(preferences) ?? 'en';

/** The tags of an Accept-Language header, most preferred first ('de-CH, de;q=0.9, en;q=0.5'). At most 20 are read. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
