import { activateLocale } from './activate';
import { isLocale, matchLocale, type Locale } from './locales';

const STORAGE_KEY = 'decklist-language';

/** The language chosen in the menu on this browser, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (a private window in some browsers)
  }
}

export function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // the choice then lasts for this page only
  }
}

/** The language to open in: the one chosen on this browser, otherwise the browser's preferences. */
export function initialLocale(): Locale {
  return storedLocale() ?? matchLocale(navigator.languages ?? [navigator.language]);
}

/** The reader's choice (the menu's, or their account's): kept on this browser and shown at once. */
export function chooseLocale(locale: Locale) {
  storeLocale(locale);
  // A catalogue that cannot load (offline) leaves the page in its language; the choice stays for the next visit.
  return activateLocale(locale).catch(() => undefined);
}
