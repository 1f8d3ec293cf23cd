import { LANGUAGES, type Language } from '@decklist/core/text';

/** The names of the languages in the menu, each in itself. */
/* eslint-disable lingui/no-unlocalized-strings -- each language is named in itself, whatever the page's language */
const NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The languages the app speaks, English (the source) first. */
export const LOCALES = LANGUAGES.map((code) => ({ code, name: NAMES[code] }));

export type Locale = Language;

export const SOURCE_LOCALE: Locale = 'en';

// A reader's preferred languages (navigator.languages, best first) to the first the app speaks.
export { findLanguage as findLocale, isLanguage as isLocale, matchLanguage as matchLocale } from '@decklist/core/text';
