// The public page of published lists (the server's page texts) names a list's card groups in the words of the
// web app's catalogue, which is where they are translated: the two must not drift apart.
import { LANGUAGES } from '@decklist/core/text';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LISTS_PAGE_TEXTS } from '../packages/server/src/publications/page-texts';

const locales = fileURLToPath(new URL('../packages/web/src/locales/', import.meta.url));

/** The catalogue's card-group names of a language (msgctxt "deck group…"), English name → translation. */
function catalogueGroups(language: string): Record<string, string> {
  const po = fs.readFileSync(`${locales}${language}.po`, 'utf8');
  const groups: Record<string, string> = {};
  for (const entry of po.matchAll(/^msgctxt "deck group[^"]*"\nmsgid "([^"]*)"\nmsgstr "([^"]*)"$/gm)) groups[entry[1]!] = entry[2]!;
  return groups;
}

describe('the card groups of the public page of published lists', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('are the web app’s words in %s', (language) => {
    const catalogue = catalogueGroups(language);
    expect(Object.keys(catalogue).length).toBeGreaterThan(10);
    expect(LISTS_PAGE_TEXTS[language].groups).toEqual(catalogue);
  });

  it('are the names the API gives in English', () => {
    expect(LISTS_PAGE_TEXTS.en.groups).toEqual({});
    expect(Object.keys(catalogueGroups('en')).sort()).toEqual(Object.keys(LISTS_PAGE_TEXTS.de.groups).sort());
  });
});
