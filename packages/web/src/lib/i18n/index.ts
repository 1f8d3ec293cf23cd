export { activateLocale, i18n, loadCataloguePart, loadEveryCataloguePart, type CatalogueLoaders, type CataloguePart } from './activate';
export { chooseLocale, initialLocale, storedLocale } from './choice';
export { findLocale, isLocale, LOCALES, matchLocale, SOURCE_LOCALE, type Locale } from './locales';
