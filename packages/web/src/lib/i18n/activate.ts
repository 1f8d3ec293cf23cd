import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { SOURCE_LOCALE, type Locale } from './locales';

/** A language's catalogue, loaded on demand: one loader per language file (…/de.po). */
export type CatalogueLoaders = Record<string, () => Promise<{ messages: Messages }>>;

// Each language's catalogue is its own chunk, so a reader downloads only theirs. The app's catalogue holds
// what its first pages say; the parts below load with the pages (or the errors) that need them, so that
// every page's first load stays within its budget.
const APP: CatalogueLoaders = import.meta.glob<{ messages: Messages }>('../../locales/*.po');
export const CATALOGUE_PARTS = {
  help: import.meta.glob<{ messages: Messages }>('../../locales/help/*.po'),
  timers: import.meta.glob<{ messages: Messages }>('../../locales/timers/*.po'),
  problems: import.meta.glob<{ messages: Messages }>('../../locales/problems/*.po'),
  pages: import.meta.glob<{ messages: Messages }>('../../locales/pages/*.po'),
  organiser: import.meta.glob<{ messages: Messages }>('../../locales/organiser/*.po'),
  review: import.meta.glob<{ messages: Messages }>('../../locales/review/*.po'),
  revisions: import.meta.glob<{ messages: Messages }>('../../locales/revisions/*.po'),
  warnings: import.meta.glob<{ messages: Messages }>('../../locales/warnings/*.po'),
  'sign-in': import.meta.glob<{ messages: Messages }>('../../locales/sign-in/*.po'),
  offline: import.meta.glob<{ messages: Messages }>('../../locales/offline/*.po'),
  limited: import.meta.glob<{ messages: Messages }>('../../locales/limited/*.po'),
} satisfies Record<string, CatalogueLoaders>;
export type CataloguePart = keyof typeof CATALOGUE_PARTS;

/** The language being shown, or being loaded to be shown: parts load in it. */
let current: Locale | undefined;
const partsInUse = new Set<CataloguePart>();
/**
 * Per language, every message loaded so far: the app's catalogue and its parts. The page's language shows
 * this very object, so a part added to it needs no new render: what uses a part mounts only once it has
 * loaded (lazyComponent), and a render of the whole app per part cost a phone hundreds of milliseconds.
 */
const loaded = new Map<Locale, Messages>();
const partLoads = new Map<string, Promise<void>>();

async function load(catalogues: CatalogueLoaders, locale: Locale): Promise<Messages> {
  const loader = Object.entries(catalogues).find(([file]) => file.endsWith(`/${locale}.po`))?.[1];
  if (!loader) throw new Error(`No catalogue for ${locale}`);
  return (await loader()).messages;
}

function add(locale: Locale, messages: Messages) {
  const all = loaded.get(locale);
  if (all) Object.assign(all, messages);
  else loaded.set(locale, { ...messages });
}

/** A part in a language, loaded once however many components ask for it (again after a failure). */
function loadPart(part: CataloguePart, locale: Locale): Promise<void> {
  const key = `${locale}/${part}`;
  let loading = partLoads.get(key);
  if (!loading) {
    loading = load(CATALOGUE_PARTS[part], locale).then((messages) => add(locale, messages));
    loading.catch(() => partLoads.delete(key));
    partLoads.set(key, loading);
  }
  return loading;
}

/**
 * Loads a language's catalogue (with every part in use) and makes it the page's language: the text,
 * <html lang> and dir. The display passes its own, smaller catalogues.
 */
export async function activateLocale(locale: Locale, catalogues: CatalogueLoaders = APP) {
  current = locale;
  const [messages] = await Promise.all([load(catalogues, locale), ...[...partsInUse].map((part) => loadPart(part, locale))]);
  if (current !== locale) return; // another language was chosen meanwhile
  add(locale, messages);
  // The whole page renders again in the new language: in slices, as the first render.
  startTransition(() => i18n.loadAndActivate({ locale, messages: loaded.get(locale)! }));
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr'; // every language shipped is written left to right
}

/**
 * Loads a part of the catalogue in the page's language (and in any language chosen later). When the
 * language's part cannot be fetched, its English stands in for the missing messages (English, the source,
 * loaded into the page's language without replacing any message it has), so the part still reads.
 */
export async function loadCataloguePart(part: CataloguePart) {
  partsInUse.add(part);
  const locale = current;
  if (!locale) return;
  try {
    await loadPart(part, locale);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    const english = await load(CATALOGUE_PARTS[part], SOURCE_LOCALE);
    add(locale, { ...english, ...loaded.get(locale) });
  }
}

export { i18n };

/**
 * Loads every part of the page's language's catalogue, for the service worker to keep: a page opened offline
 * later then reads in the reader's language whatever part it needs. Called once the worker is in place.
 */
export async function loadEveryCataloguePart(): Promise<void> {
  const locale = current;
  if (!locale) return;
  await Promise.allSettled((Object.keys(CATALOGUE_PARTS) as CataloguePart[]).map((part) => loadPart(part, locale)));
}
