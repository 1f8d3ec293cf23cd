// Every language the web app ships has every message of the code, translated, with the same ICU
// placeholders as the English (docs/i18n/README.md). The messages are extracted from the source here,
// as `npm run i18n:extract` does, so a message added without extraction fails too.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { parse, type Token } from '@messageformat/parser';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@decklist/core/text';

const webRoot = fileURLToPath(new URL('../packages/web', import.meta.url));
type Catalogue = Record<string, { message?: string; translation?: string }>;

/** What a translation must keep: its arguments (with their kind), and the numbered tags of <Trans> elements. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<(\/?)(\d+)(\/?)>/g)) found.add(`tag ${tag[1]}${tag[2]}${tag[3]}`);
      } else if (token.type === 'argument') found.add(`{${token.arg}}`);
      else if (token.type === 'function') found.add(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message, { strict: false }));
  return [...found].sort();
}

// The app's catalogue and its parts (help, timers, problems, the display's): each is checked on its own.
describe('the message catalogues of the web app', () => {
  /** Per catalogue (its path): the messages in the code, and each language's file. */
  const catalogs: { path: string; extracted: Record<string, { message?: string }>; languages: Record<string, Catalogue> }[] = [];
  let extracted: Record<string, { message?: string }>;
  let catalogues: Record<string, Catalogue>;

  beforeAll(async () => {
    const config = getConfig({ cwd: webRoot });
    for (const catalog of await getCatalogs(config)) {
      catalogs.push({ path: catalog.path, extracted: (await catalog.collect()) ?? {}, languages: (await catalog.readAll()) as Record<string, Catalogue> });
    }
    // All catalogues together, keyed by catalogue and message, for the checks below.
    extracted = Object.fromEntries(catalogs.flatMap((c) => Object.entries(c.extracted).map(([id, m]) => [`${c.path} ${id}`, m])));
    catalogues = Object.fromEntries(
      LANGUAGES.map((language) => [language, Object.fromEntries(catalogs.flatMap((c) => Object.entries(c.languages[language] ?? {}).map(([id, m]) => [`${c.path} ${id}`, m])))]),
    );
  }, 120_000);

  it('ship exactly the languages the app offers, in every catalogue', () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(5);
    for (const catalog of catalogs) expect(Object.keys(catalog.languages).sort(), catalog.path).toEqual([...LANGUAGES].sort());
  });

  it('hold every message of the code, and none it no longer uses (run npm run i18n:extract)', () => {
    const inCode = Object.keys(extracted).sort();
    expect(inCode.length).toBeGreaterThan(500);
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogues[language]!).sort(), `the ${language} catalogue`).toEqual(inCode);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translate every message into %s, with the English placeholders', (language) => {
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(catalogues[language]!)) {
      const english = extracted[id]?.message ?? catalogues.en![id]?.message ?? id;
      const translation = entry.translation ?? '';
      if (translation.trim() === '') {
        problems.push(`not translated: ${english}`);
        continue;
      }
      let theirs: string[];
      try {
        theirs = shape(translation);
      } catch (error) {
        problems.push(`not valid ICU (${(error as Error).message}): ${translation}`);
        continue;
      }
      const ours = shape(english);
      if (theirs.join('|') !== ours.join('|')) problems.push(`placeholders ${theirs.join(' ')} instead of ${ours.join(' ')}: ${translation}`);
    }
    expect(problems).toEqual([]);
  });

  it('tell a translation with other placeholders apart (the check itself)', () => {
    expect(shape('{count, plural, one {# card} other {# cards}} in <0>{name}</0>')).toEqual(shape('<0>{name}</0>: {count, plural, one {# Karte} other {# Karten}}'));
    expect(shape('Round {round}')).not.toEqual(shape('Runde {rounde}'));
    expect(shape('Read the <0>guide</0>')).not.toEqual(shape('Lies die Anleitung'));
  });
});
